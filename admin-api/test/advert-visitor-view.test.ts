import { describe, expect, it } from 'vitest'
import { advertFormData } from '#contract/advert-rules.ts'
import { advertDetailSchema, advertVisitorView } from '#contract/adverts.ts'
import { createAdvert, freshUser, sendForm, validForm } from './adverts-helpers'
import { api } from './helpers'

/**
 * The storefront purges an advert's cached pages after an edit only when what visitors see changed
 * (worker/api/advert.ts advertPurge): it compares the public read made before the edit with the edit's
 * answer (`advertVisitorView`). On the reference back end the two must read alike when nothing changed -
 * else every edit purges, as before session 63 - and differ when a visitor would see the change.
 */
describe("an edit's answer against the public read before it (advertVisitorView)", () => {
  const publicView = async (slug: string) =>
    advertVisitorView(advertDetailSchema.parse(await (await api(`/general/v2/product/${slug}/?area=adverts`)).json()))
  const edit = async (slug: string, token: string, values = validForm()) => {
    const res = await sendForm(`/api/adverts/${slug}/`, 'PATCH', advertFormData(values), token)
    expect(res.status).toBe(200)
    return advertVisitorView(advertDetailSchema.parse(await res.json()))
  }

  // The form sent again without new photos (a photo sent is one more photo).
  const again = (over: Partial<ReturnType<typeof validForm>> = {}, fields: Record<string, unknown> = {}) => {
    const values = validForm({ images: [], ...over })
    return { ...values, fields: { ...values.fields, ...fields } } as typeof values
  }

  it('the same form sent again reads as the advert visitors already see', async () => {
    const u = await freshUser()
    const created = await createAdvert(u.access, validForm())
    const before = await publicView(created.slug)
    expect(await edit(created.slug, u.access, again())).toBe(before)
  })

  it.each([
    ['a title in another language', {}, { title_ru: 'Другой дом' }],
    ['the price', {}, { price: '123.45' }],
    ['every phone cleared', { contacts: null }, {}],
    ['a photo added', { images: validForm().images }, {}],
  ])('%s: the views differ', async (_, over, fields) => {
    const u = await freshUser()
    const created = await createAdvert(u.access, validForm())
    const before = await publicView(created.slug)
    expect(await edit(created.slug, u.access, again(over, fields))).not.toBe(before)
  })
})
