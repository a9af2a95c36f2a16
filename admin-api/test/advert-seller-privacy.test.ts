import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { advertFormData } from '#contract/advert-rules.ts'
import { createAdvert, freshEmail, sendForm, validForm } from './adverts-helpers'
import { api, registerActive } from './helpers'

/**
 * What a public advert tells about its seller (a review on the market theme): the detail carried
 * `seller: { id, name }` - the account's user id and profile first name - to anyone, and the page
 * headed the contact box with it even after the seller cleared the advert's contact name and phones.
 * The spec's Advert (accounts 3) has no seller field: the seller controls their contacts. And an
 * owner's own complaint was refused with the field text 'propriul anunț', a fragment.
 */

const ACCOUNT_NAME = 'Zamfira'

async function seller() {
  const u = await registerActive(freshEmail('privacy'), 'adverts123', { first_name: ACCOUNT_NAME })
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(u.email).first<{ id: number }>()
  return { access: u.access, id: row!.id }
}

/** The public detail on both paths (the spec's and ours), without a token, as a cached page fetches it. */
async function publicDetails(slug: string) {
  const out: Record<string, unknown>[] = []
  for (const path of [`/general/v2/product/${slug}/?area=adverts`, `/api/adverts/${slug}/`]) {
    const res = await api(path, { lang: 'ru' })
    expect(res.status, path).toBe(200)
    out.push((await res.json()) as Record<string, unknown>)
  }
  return out
}

describe('a public advert names no account', () => {
  it('carries no seller id nor account name, before and after the contact name and phones are cleared', async () => {
    const u = await seller()
    const created = await createAdvert(
      u.access,
      validForm({ contacts: [{ name: 'Иван Продавец', phone: '+37369000222' }] }),
    )
    for (const body of await publicDetails(created.slug)) {
      expect(body).not.toHaveProperty('seller')
      expect(JSON.stringify(body)).not.toContain(ACCOUNT_NAME)
      expect(body.contacts).toEqual([{ name: 'Иван Продавец', phone: '+37369000222' }])
    }

    // The edit that clears the contact name and every phone (decision 0066: contacts sent as []).
    const cleared = await sendForm(
      `/api/adverts/${created.slug}/`,
      'PATCH',
      advertFormData({
        fields: {},
        is_active: true,
        is_draft: false,
        is_negotiable_price: true,
        images: [],
        attributes: [],
        contacts: null,
      }),
      u.access,
    )
    expect(cleared.status, await cleared.clone().text()).toBe(200)
    for (const body of await publicDetails(created.slug)) {
      expect(body).not.toHaveProperty('seller')
      expect(JSON.stringify(body)).not.toContain(ACCOUNT_NAME)
      expect(JSON.stringify(body)).not.toContain('Иван')
      expect(body.contacts).toEqual([])
    }

    // Nor does the owner's own view of it, nor the list.
    const own = await api(`/general/v2/product/${created.slug}/?area=adverts`, { token: u.access })
    expect(await own.json()).not.toHaveProperty('seller')
    const list = await api(`/general/v2/product?filters=${encodeURIComponent('{"mine":true}')}`, { token: u.access })
    expect(JSON.stringify(await list.json())).not.toContain(ACCOUNT_NAME)
  })
})

describe('an owner’s complaint on their own advert', () => {
  it('is refused with a whole sentence, in the message and in the field alike', async () => {
    const u = await seller()
    const mine = await createAdvert(u.access)
    const res = await api('/api/complaint/', {
      method: 'POST',
      token: u.access,
      lang: 'ro',
      body: JSON.stringify({ category: 1, advert: mine.id }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Nu puteți reclama propriul anunț',
      fields: { advert: ['Nu puteți reclama propriul anunț'] },
    })
  })
})
