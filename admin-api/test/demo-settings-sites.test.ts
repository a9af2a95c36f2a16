import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AnsweredGlobalSettings, globalSettingsSchema } from '#contract/settings.ts'
import { api, LOCALES, login } from './helpers'

/**
 * The seeded demo sites show every setting and area on `npm start` (admin-api/README.md "Sites and
 * languages"): CasaMea RO (`demo-home-ro-token`, seed SITE_VARIANTS) turns on the settings no other
 * demo does, and a guest there fills a cart and meets the sign-in gate at checkout; each theme's own
 * area is a header page. The settings are read through the storefront's contract; how the storefront
 * acts on each field is its own rules' tests' (phone-mask, site-assets, hidden-prices, auth-state): a
 * test of the back end imports only the contract (tests/architecture/boundaries.test.ts).
 */
const RO = 'demo-home-ro-token'

const settingsOf = async (site: string, lang: string): Promise<AnsweredGlobalSettings> => {
  const res = await api('/settings/global_site_settings', { site, lang })
  expect(res.status, `${site} ${lang}`).toBe(200)
  return globalSettingsSchema.parse(await res.json())
}

describe('CasaMea RO (demo-home-ro-token)', () => {
  it.each(LOCALES)('%s: the settings no other demo turns on', async (lang) => {
    const s = await settingsOf(RO, lang)
    expect(s.is_romanian).toBe(true)
    expect(s.langs).toEqual(['ro', 'en'])
    expect(s.additional_settings.font_link).toMatch(/^https:\/\/fonts\.googleapis\.com\/css2\?family=Lora/)
    expect(s.additional_settings.font_file ?? null).toBeNull()
    expect(s.styles.script).toMatch(/\S/)
    expect(s.mainUiInterface.mobileBarUiType).toBe('mobileBar_hide')
    expect(s.popups.length).toBeGreaterThan(0)
    expect(s.popups_configuration.frequency).toBe('once')
    expect(s.sitesettingsstatistic.google_tag_manager ?? null).toBeNull()
  })

  it.each(LOCALES)(
    '%s: a guest sees prices and may fill a cart, and checkout asks them to sign in first',
    async (lang) => {
      const s = await settingsOf(RO, lang)
      expect(s.hide_price_for_guests).toBe(false)
      expect(s.is_registration_required_for_order).toBe(true)
    },
  )

  describe('the back end holds the gate', () => {
    let product: { id: number }
    // A shop of CasaMea RO's own country (migration 0024)
    let store: number
    const order = (token?: string) =>
      api('/general/v3/order/', {
        method: 'POST',
        site: RO,
        token,
        body: JSON.stringify({
          products: [{ id: product.id, count: 1 }],
          customer: { name: 'Ana Test', phone: '+40721123456' },
          delivery: { method: 'pickup', store_id: store },
          payment_system_id: 1,
        }),
      })
    beforeAll(async () => {
      product = (await env.DB.prepare(
        'SELECT id FROM products WHERE active = 1 AND available = 1 AND multiplicity = 1 AND stock BETWEEN 6 AND 50 ORDER BY id DESC LIMIT 1',
      ).first<{ id: number }>())!
      store = ((await (await api('/shop/get-stores/', { site: RO })).json()) as { shopId: number }[])[0]!.shopId
    })

    it("a guest's order is refused (401), a signed-in shopper's is taken (201)", async () => {
      const guest = await order()
      expect(guest.status).toBe(401)
      expect(((await guest.json()) as { error: string }).error).toBe('Sign in to place an order')
      const { access } = await login()
      expect((await order(access)).status).toBe(201)
    })
  })
})

describe("each theme's own area is a header page, on phones too", () => {
  it.each([
    ['demo-electro-token', '/credit'],
    ['demo-home-token', '/credit'],
    [RO, '/credit'],
    ['demo-electro-uah-token', '/credit'],
    ['demo-market-token', '/adverts'],
    ['demo-meals-token', '/meal-plan'],
  ])('%s: %s', async (site, url) => {
    for (const lang of LOCALES) {
      const page = (await settingsOf(site, lang)).header_pages.find((p) => p.url === url)
      expect(page, `${site} ${lang}`).toMatchObject({ show_in_mobile: true })
      expect(page!.title.trim(), `${site} ${lang}`).not.toBe('')
    }
  })

  it.each(['demo-pharma-token', 'demo-business-token'])('%s: no area of its own in the header', async (site) => {
    const urls = (await settingsOf(site, 'ro')).header_pages.map((p) => p.url)
    expect(urls).toEqual(['/delivery', '/promotions', '/blog', '/contacts'])
  })
})
