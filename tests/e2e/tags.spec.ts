import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { addFirstProduct, firstProductPath } from './shop'
import { themeBase, VENDOR_TAG_URLS } from './theme-server'

/**
 * Tags from the site settings (decision 0028) on the home-goods demo, the only seeded site with
 * tags; the data layer's six events and the UTM record on the default demo.
 */

declare global {
  interface Window {
    __tagLoads?: { url: string; at: number; nonce: boolean }[]
    __tagsHead?: string
    __shop?: string
    fbq?: unknown
    ym?: { a?: unknown[] }
  }
}

test.describe('tags from the site settings', () => {
  const home = { base: themeBase('home') }

  test('every configured tag loads under the nonce CSP after the first paint; operator items run where they are placed', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    // The vendors' scripts are stand-ins that record themselves: the browser must still be allowed
    // (CSP) to request them, which the console-error fixture would report otherwise.
    await page.route(VENDOR_TAG_URLS, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `(window.__tagLoads=window.__tagLoads||[]).push({url:${JSON.stringify(route.request().url())},at:performance.now(),nonce:!!(document.currentScript&&document.currentScript.nonce)})`,
      }),
    )
    const response = await page.goto(`${home.base}/ro`)
    const csp = response?.headers()['content-security-policy'] ?? ''
    for (const origin of [
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://mc.yandex.ru',
      'https://code.jivo.ru',
    ])
      expect(csp).toContain(origin)
    const html = (await response?.text()) ?? ''
    // The vendors' scripts are not in the page: the nonced loader adds them.
    expect(html).not.toMatch(
      /<script[^>]+src="https:\/\/(www\.googletagmanager|connect\.facebook|mc\.yandex|code\.jivo)/,
    )
    await hydrated(page)
    await expect
      .poll(() => page.evaluate(() => (window.__tagLoads ?? []).map((l) => new URL(l.url).hostname).sort()))
      .toEqual([
        'code.jivo.ru',
        'connect.facebook.net',
        'mc.yandex.ru',
        'www.googletagmanager.com',
        'www.googletagmanager.com',
      ])
    const state = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY
      return {
        afterPaint: (window.__tagLoads ?? []).every((l) => l.at >= paint),
        nonced: (window.__tagLoads ?? []).every((l) => l.nonce),
        gtm: (window.dataLayer ?? []).some((e) => (e as Record<string, unknown>).event === 'gtm.js'),
        gtagConfig: (window.dataLayer ?? []).some((e) => Array.from(e as ArrayLike<unknown>)[0] === 'config'),
        fbq: typeof window.fbq,
        ym: (window.ym?.a ?? []).length,
        head: window.__tagsHead,
        shop: window.__shop,
        google: document.querySelector('meta[name="google-site-verification"]')?.getAttribute('content'),
        facebook: document.querySelector('meta[name="facebook-domain-verification"]')?.getAttribute('content'),
      }
    })
    expect(state).toEqual({
      afterPaint: true,
      nonced: true,
      gtm: true,
      gtagConfig: true,
      fbq: 'function',
      ym: 1,
      head: 'loading',
      shop: 'home',
      google: 'demo-search-console',
      facebook: 'demo-facebook-verification',
    })
    await screenshot(page, 'tags-home-1440x900')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'tags-home-390x844')
  })

  test('the default demo has no tags and its CSP names no vendor', async ({ page }) => {
    const response = await page.goto('/ro')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).not.toMatch(/googletagmanager|facebook|yandex|jivo/)
    expect(await page.locator('script[data-site-tags]').count()).toBe(0)
  })
})

type Pushed = { event?: string; ecommerce?: { items?: { item_id: string }[] } | null }

test.describe('data layer and UTM', () => {
  test('the six events fire where the shopper acts, and the landing page’s UTM record reaches the order', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
    const utm = {
      utm_source: 'e2e-news',
      utm_medium: 'email',
      utm_campaign: 'tags-spec',
      utm_term: 'tv',
      utm_content: 'hero',
    }
    await page.goto(`/ro?${new URLSearchParams(utm)}`)
    await hydrated(page)
    const events = async () =>
      page.evaluate(() =>
        ((window.dataLayer ?? []) as Pushed[])
          .filter((e) => e.event)
          .map((e) => ({ event: e.event, items: e.ecommerce?.items?.map((i) => i.item_id) ?? [] })),
      )
    const expectEvent = async (event: string) =>
      expect.poll(async () => (await events()).map((e) => e.event)).toContain(event)

    // view_item and add_to_wishlist on a product page
    await page.goto(await firstProductPath(request))
    await hydrated(page)
    await expectEvent('view_item')
    const viewed = (await events()).find((e) => e.event === 'view_item')
    expect(viewed?.items).toHaveLength(1)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    await page
      .getByRole('button', { name: `Adaugă ${title} la favorite`, exact: true })
      .first()
      .click()
    await expectEvent('add_to_wishlist')

    // add_to_cart (two products, so one can go and one can be ordered)
    await addFirstProduct(page, '/ro/telefoane')
    await expectEvent('add_to_cart')
    await addFirstProduct(page, '/ro/fructe')
    await expectEvent('add_to_cart')

    // remove_from_cart and begin_checkout on the cart page
    await page.goto('/ro/cart')
    await hydrated(page)
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    const count = async (event: string) => (await events()).filter((e) => e.event === event).length
    // a count change on the cart page is an event too, by the difference
    const added = await count('add_to_cart')
    await lines.nth(1).getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect.poll(() => count('add_to_cart')).toBe(added + 1)
    await lines
      .nth(0)
      .getByRole('button', { name: /^Elimină / })
      .click()
    await expect(lines).toHaveCount(1)
    await expectEvent('remove_from_cart')
    await page.getByRole('button', { name: 'Finalizează comanda' }).click()
    await expectEvent('begin_checkout')

    // purchase
    const modal = page.getByTestId('checkout-modal')
    await expect(modal).toBeVisible()
    await modal.getByLabel('Nume', { exact: true }).fill('Ion Tag')
    await modal.getByLabel('Telefon', { exact: true }).fill('+373 69 123 456')
    await modal.getByLabel('Adresa', { exact: true }).fill('str. Ștefan cel Mare 1')
    await modal.getByRole('radio', { name: /cash|numerar/i }).check()
    await modal.getByRole('button', { name: 'Plasează comanda' }).click()
    await expect(page).toHaveURL(/\/ro\/cart\/success\?order=/)
    await expectEvent('purchase')
    const purchase = (await events()).find((e) => e.event === 'purchase')
    expect(purchase?.items).toHaveLength(1)

    // the order carries the landing page's UTM record
    const number = new URL(page.url()).searchParams.get('order') ?? ''
    const stored = (await (await fetch(`${ADMIN}/__dev/orders/${encodeURIComponent(number)}`)).json()) as {
      data: { utm: unknown }
    }
    expect(stored.data.utm).toEqual(utm)
  })
})
