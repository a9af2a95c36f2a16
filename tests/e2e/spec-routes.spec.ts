import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, expectedConsoleErrors, hydrated, PHONE, screenshot, settled, test } from './fixtures'

/**
 * Issue 29.4: the spec's product_list and ui-kit-demo routes (they answered 404), the loading bar
 * failing on a request error, and the call
 * GET /general/product-filter/recommended that the product list shows below the named products.
 */

const SITE = 'demo-electro-token'

async function adminJson<T>(path: string): Promise<T> {
  const r = await fetch(`${ADMIN}${path}`, { headers: { 'Site-Token': SITE } })
  return (await r.json()) as T
}

test('product_list?ids= shows the named products in their order, then the back end recommendations (ro)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const listing = await adminJson<{ products: { productId: number; title: string }[] }>(
    '/general/v2/category/smartphone-uri/?page_size=12',
  )
  const [a, b] = [listing.products[3]!, listing.products[1]!]
  const recommended = await adminJson<{ productId: number; title: string }[]>(
    `/general/product-filter/recommended?product_ids=${a.productId},${b.productId}`,
  )
  const response = await page.goto(`/ro/product_list?ids=${a.productId},${b.productId},${a.productId}`)
  expect(response?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listă de produse')
  const cards = page.getByTestId('product-list').locator('[data-product-id]')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0)).toHaveAttribute('data-product-id', String(a.productId))
  await expect(cards.nth(1)).toHaveAttribute('data-product-id', String(b.productId))
  const shown = recommended.filter((p) => p.productId !== a.productId && p.productId !== b.productId)
  expect(shown.length, 'the demo links these phones to others').toBeGreaterThan(0)
  const section = page.getByRole('region', { name: 'Recomandate' })
  await expect(section.locator('[data-product-id]')).toHaveCount(shown.length)
  await expect(section.locator('[data-product-id]').first()).toHaveAttribute(
    'data-product-id',
    String(shown[0]!.productId),
  )
  await screenshot(page, 'product-list-ro-1440x900')
})

for (const lang of ['ru', 'uk'] as const) {
  test(`product_list with a mistyped ?ids= still shows a page: the empty note and the general recommendations (${lang}, 390 px)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const general = await adminJson<{ productId: number }[]>('/general/product-filter/recommended')
    const response = await page.goto(`/${lang}/product_list?ids=abc,-1,2.5`)
    expect(response?.status()).toBe(200)
    await hydrated(page)
    await expect(page.getByTestId('product-list-empty')).toBeVisible()
    await expect(page.getByTestId('product-list-recommended').locator('[data-product-id]')).toHaveCount(general.length)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, `product-list-${lang}-390x844`)
  })
}

test('ui-kit-demo shows the kit; its dialog takes focus and Escape closes it (uk, 390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const response = await page.goto('/uk/ui-kit-demo')
  expect(response?.status()).toBe(200)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI-кіт')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const opener = page.getByRole('button', { name: 'Відкрити діалог' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('ui-kit-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Закрити/ })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await screenshot(page, 'ui-kit-uk-390x844')
})

test('the loading bar turns red when a request fails, not only when a route fails (ro)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/ro/ui-kit-demo')
  await hydrated(page)
  await expect(page.getByTestId('loading-bar')).toHaveCount(0)
  // A same-origin call the server cannot answer (503), outside any navigation: the bar flashes red.
  await page.route('**/__probe-failing-call', (route) => route.fulfill({ status: 503, body: 'down' }))
  const status = await page.evaluate(async () => (await fetch('/__probe-failing-call')).status)
  expect(status).toBe(503)
  await expect(page.getByTestId('loading-bar')).toHaveClass(/loading-bar--failed/)
  // ...and hides after the spec's 500 ms.
  await expect(page.getByTestId('loading-bar')).toHaveCount(0)
  // A 4xx is an answer, not a failed request.
  await page.route('**/__probe-refused-call', (route) => route.fulfill({ status: 404, body: 'no' }))
  await page.evaluate(async () => (await fetch('/__probe-refused-call')).status)
  await settled(page)
  await expect(page.getByTestId('loading-bar')).toHaveCount(0)
  // Chromium logs the failed responses; they are this test's own.
  expectedConsoleErrors(consoleErrors, /__probe-(failing|refused)-call/)
})
