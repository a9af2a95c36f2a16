import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { advertDetailSchema, advertFavoritesSchema } from '#contract/adverts.ts'
import { productPageSchema } from '#contract/catalogue.ts'
import { createAdvert, freshUser, othersPublishedAdvert, validForm } from './adverts-helpers'
import { api } from './helpers'

/**
 * The accounts spec's adverts calls on the paths the shop also uses (decision 0045):
 * `GET /general/v2/product/{slug}` and `GET, POST, DELETE /favorites/` with `?area=adverts` answer
 * adverts; without it, the shop's product page and favourites answer as before.
 */

type Favs = ReturnType<typeof advertFavoritesSchema.parse>
const favs = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200)
  return advertFavoritesSchema.parse(await res.json()) as Favs
}

describe('GET /general/v2/product/{slug}?area=adverts', () => {
  it('answers the advert by slug or id, in the request language; without ?area the shop product page still answers', async () => {
    const other = await othersPublishedAdvert()
    for (const key of [other.slug, String(other.id)]) {
      const res = await api(`/general/v2/product/${key}/?area=adverts`, { lang: 'ru' })
      expect(res.status).toBe(200)
      const d = advertDetailSchema.parse(await res.json())
      // the shop reads an advert id as text: ours, an integer, as its digits
      expect(d.id).toBe(String(other.id))
      expect(d.title).toBe(d.titles.ru || d.title)
    }
    const product = await env.DB.prepare(
      'SELECT slug_en AS slug FROM products WHERE active = 1 ORDER BY id LIMIT 1',
    ).first<{ slug: string }>()
    const shop = await api(`/general/v2/product/${product!.slug}/`, { lang: 'en' })
    expect(shop.status).toBe(200)
    expect(productPageSchema.safeParse(await shop.json()).success).toBe(true)
    // a shop product's slug is not an advert
    expect((await api(`/general/v2/product/${product!.slug}/?area=adverts`)).status).toBe(404)
  })

  it('a draft or paused advert is its owner’s only (404 for others, like a missing one); a wrong area is a 400', async () => {
    const owner = await freshUser()
    const other = await freshUser()
    const paused = await createAdvert(
      owner.access,
      validForm({ is_active: false, fields: { ...validForm().fields, lat: '47,024512', lon: '28.832301' } }),
    )
    const own = await api(`/general/v2/product/${paused.slug}/?area=adverts`, { token: owner.access })
    expect(own.status).toBe(200)
    // the point keeps six decimals (the form sends six)
    expect(advertDetailSchema.parse(await own.json())).toMatchObject({
      lat: 47.024512,
      lon: 28.832301,
      is_active: false,
    })
    expect((await api(`/general/v2/product/${paused.slug}/?area=adverts`, { token: other.access })).status).toBe(404)
    expect((await api(`/general/v2/product/${paused.slug}/?area=adverts`)).status).toBe(404)
    expect((await api('/general/v2/product/no-such-advert-0/?area=adverts')).status).toBe(404)
    const wrong = await api(`/general/v2/product/${paused.slug}/?area=shop`)
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty('query.area')
  })
})

describe('/favorites/?area=adverts', () => {
  it('POST adds by product_id, GET lists ids and cards, DELETE removes one or clears all; the shop favourites are untouched', async () => {
    const u = await freshUser()
    const ids = (
      await env.DB.prepare(
        'SELECT id FROM adverts WHERE site_id = 1 AND is_draft = 0 AND is_active = 1 ORDER BY id LIMIT 3',
      ).all<{ id: number }>()
    ).results.map((r) => r.id)
    const product = await env.DB.prepare('SELECT id FROM products WHERE active = 1 ORDER BY id LIMIT 1').first<{
      id: number
    }>()
    // a shop favourite on the same account: /favorites/ without ?area
    expect(
      (await api('/favorites/', { method: 'POST', token: u.access, body: JSON.stringify({ product_id: product!.id }) }))
        .status,
    ).toBe(200)

    let last: Favs | undefined
    for (const id of ids)
      last = await favs(
        await api('/favorites/?area=adverts', {
          method: 'POST',
          token: u.access,
          body: JSON.stringify({ product_id: id }),
        }),
      )
    // the shop reads advert ids as text: ours, integers, as their digits
    const texts = ids.map(String)
    expect(last!.ids).toEqual([...texts].reverse())
    // adding twice is harmless
    expect(
      (
        await favs(
          await api('/favorites/?area=adverts', {
            method: 'POST',
            token: u.access,
            body: JSON.stringify({ product_id: ids[0] }),
          }),
        )
      ).ids,
    ).toHaveLength(3)
    const listed = await favs(await api('/favorites/?area=adverts', { token: u.access }))
    expect(listed.products.map((a) => a.id).sort()).toEqual([...texts].sort())
    expect(listed.products.every((a) => a.is_favorite)).toBe(true)

    const afterOne = await favs(
      await api('/favorites/?area=adverts', {
        method: 'DELETE',
        token: u.access,
        body: JSON.stringify({ product_id: ids[1] }),
      }),
    )
    expect(afterOne.ids.sort()).toEqual([texts[0], texts[2]].sort())
    const cleared = await favs(
      await api('/favorites/?area=adverts', {
        method: 'DELETE',
        token: u.access,
        body: JSON.stringify({ clear_all: true }),
      }),
    )
    expect(cleared).toEqual({ products: [], ids: [] })

    const shop = (await (await api('/favorites/', { token: u.access })).json()) as { ids: number[] }
    expect(shop.ids).toEqual([product!.id])
  })

  it('refuses what is not an advert favourite: 401 signed out, 404 for an unknown or another user’s draft, 400 for an empty body', async () => {
    const u = await freshUser()
    const owner = await freshUser()
    const draft = await createAdvert(owner.access, validForm({ is_draft: true }))
    expect((await api('/favorites/?area=adverts')).status).toBe(401)
    expect(
      (await api('/favorites/?area=adverts', { method: 'POST', body: JSON.stringify({ product_id: draft.id }) }))
        .status,
    ).toBe(401)
    expect(
      (
        await api('/favorites/?area=adverts', {
          method: 'POST',
          token: u.access,
          body: JSON.stringify({ product_id: draft.id }),
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await api('/favorites/?area=adverts', {
          method: 'POST',
          token: u.access,
          body: JSON.stringify({ product_id: 999_999_999 }),
        })
      ).status,
    ).toBe(404)
    expect(
      (await api('/favorites/?area=adverts', { method: 'POST', token: u.access, body: JSON.stringify({ advert: 1 }) }))
        .status,
    ).toBe(400)
    expect((await api('/favorites/?area=adverts', { method: 'DELETE', token: u.access, body: '{}' })).status).toBe(400)
  })
})

describe('an advert id text (another back end names adverts by a UUID; ours keep integer ids)', () => {
  const uuid = 'a0000000-0000-4000-8000-000000000001'
  it('a favourite or complaint naming one is a missing advert (404), removing it changes nothing; an unsafe one is a 400', async () => {
    const u = await freshUser()
    const send = (method: string, path: string, body: unknown) =>
      api(path, { method, token: u.access, body: JSON.stringify(body) })
    expect((await send('POST', '/favorites/?area=adverts', { product_id: uuid })).status).toBe(404)
    const removed = await send('DELETE', '/favorites/?area=adverts', { product_id: uuid })
    expect(removed.status).toBe(200)
    expect(advertFavoritesSchema.parse(await removed.json()).ids).toEqual([])
    expect((await send('POST', '/api/complaint/', { advert: uuid, category: 1 })).status).toBe(404)
    for (const unsafe of ['a/b', '../x', 'a'.repeat(65)])
      expect((await send('POST', '/favorites/?area=adverts', { product_id: unsafe })).status).toBe(400)
  })
})
