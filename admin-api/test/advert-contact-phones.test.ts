import { describe, expect, it } from 'vitest'
import { advertFormData } from '#contract/advert-rules.ts'
import { advertContactsSchema, advertDetailSchema } from '#contract/adverts.ts'
import { createAdvert, freshUser, sendForm, validForm } from './adverts-helpers'
import { api } from './helpers'

/**
 * Cold review r43 point 8: an advert's contact phones were checked for length only, so
 * `javascript:alert(1)` and `abc def` were published (the page linked `tel:abc def`) and
 * `+37369 000 002` kept the whitespace spec 5 says is removed before sending. The phone now follows
 * the registration rule (registerPhoneSchema): separators removed, `+` and 8 to 15 digits.
 */
describe('an advert contact phone', () => {
  it.each([['javascript:alert(1)'], ['abc def'], ['+373 69'], ['+37369000002999999']])(
    '%s is refused under contacts.0.phone, in the request language',
    async (phone) => {
      const u = await freshUser()
      const res = await sendForm(
        '/api/adverts/',
        'POST',
        advertFormData(validForm({ contacts: [{ phone }] })),
        u.access,
        'ro',
      )
      expect(res.status).toBe(400)
      const body = (await res.json()) as { fields?: Record<string, string[]> }
      expect(body.fields?.['contacts.0.phone']).toEqual(['între 8 și 15 cifre'])
    },
  )

  // As the form refuses it (phoneProblems): `069 123 456` sent as `+069123456` names no country.
  it('a + before a 0 is refused under contacts.0.phone, in the request language', async () => {
    const u = await freshUser()
    const form = advertFormData(validForm({ contacts: [{ phone: '+069 123 456' }] }))
    const res = await sendForm('/api/adverts/', 'POST', form, u.access, 'ro')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { fields?: Record<string, string[]> }
    expect(body.fields?.['contacts.0.phone']).toEqual(['prefixul țării după +'])
  })

  it('a phone typed with spaces, dashes and brackets is stored as + and its digits', async () => {
    const u = await freshUser()
    const created = await createAdvert(
      u.access,
      validForm({ contacts: [{ name: 'Ion', phone: '+37369 000 002' }, { phone: '+373 (69) 000-003' }] }),
    )
    const res = await api(`/general/v2/product/${created.slug}/?area=adverts`, { lang: 'ro' })
    expect(res.status).toBe(200)
    const detail = advertDetailSchema.parse(await res.json())
    expect(detail.contacts).toEqual([{ name: 'Ion', phone: '+37369000002' }, { phone: '+37369000003' }])
  })

  it('a stored phone that is no phone is dropped from the detail the storefront reads, the others kept', () => {
    const contacts = [{ phone: 'javascript:alert(1)' }, { phone: 'abc def' }, { name: 'Ion', phone: '+373 69 000 002' }]
    const parsed = advertContactsSchema.parse(contacts)
    expect(parsed).toEqual([{ name: 'Ion', phone: '+373 69 000 002' }])
  })
})
