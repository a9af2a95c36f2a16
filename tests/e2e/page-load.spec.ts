import { expect, hydrated, settled, test } from './fixtures'
import { firstProductPath } from './shop'

/**
 * What a page does after it loads (docs/decisions/0011-hydrated-data-is-fresh.md): a page served
 * from the edge cache may carry data rendered up to 2 h ago. It must hydrate without calling the
 * server again for the data it already shows.
 */
test.describe('page load from the page cache', () => {
  for (let path of ['/ro', '/ro/telefoane', 'product']) {
    test(`${path} hydrates without refetching its data, even when the cached copy is hours old`, async ({
      page,
      request,
    }) => {
      if (path === 'product') path = await firstProductPath(request)
      // Make sure the page is in the cache, then open it with the browser's clock 3 hours ahead,
      // so every dehydrated query would look stale to react-query.
      await request.get(path)
      expect((await request.get(path)).headers()['x-page-cache']).toBe('HIT')
      await page.addInitScript(() => {
        const realNow = Date.now
        Date.now = () => realNow() + 3 * 3600_000
      })
      const serverCalls: string[] = []
      page.on('request', (r) => {
        const url = new URL(r.url())
        if (url.pathname.startsWith('/_serverFn/'))
          serverCalls.push(`${url.pathname}${decodeURIComponent(url.search).slice(0, 120)}`)
      })
      const response = await page.goto(path)
      expect(response?.headers()['x-page-cache']).toBe('HIT')
      await hydrated(page)
      await settled(page)
      expect(serverCalls).toEqual([])
    })
  }
})

test('home from the page cache: every product row hydrates from the cards beside it in the HTML, no home data call; the server drew the cards a row shows unscrolled, the rest come with hydration (decisions 0053, 0088)', async ({
  page,
  request,
}) => {
  // The rows' cards are not in the page's data: each row reads back the JSON the server wrote beside
  // it. A cached page's rows must hydrate from exactly that (fresh data could differ: React error
  // 418, which the consoleErrors fixture fails on), never from a fetch of the home data.
  await request.get('/ro')
  expect((await request.get('/ro')).headers()['x-page-cache']).toBe('HIT')
  const homeCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/') && decodeURIComponent(r.url()).includes('productOfTheDay'))
      homeCalls.push(r.url())
  })
  const response = await page.goto('/ro')
  expect(response?.headers()['x-page-cache']).toBe('HIT')
  const rows = page.locator('[data-testid="product-row"]')
  const cardIds = () =>
    rows.evaluateAll((sections) =>
      sections.map((row) =>
        [...row.querySelectorAll('[data-testid="product-card"]')].map((c) => c.getAttribute('data-product-id')),
      ),
    )
  const snapshots = await rows.evaluateAll((sections) =>
    sections.map((row) =>
      (
        JSON.parse(row.querySelector('script[type="application/json"]')?.textContent ?? '[]') as { productId: number }[]
      ).map((p) => String(p.productId)),
    ),
  )
  const served = await cardIds()
  expect(served.length).toBeGreaterThan(1)
  // The demo's rows are carousels (6 columns from 1024 px) of 10-12 products.
  expect(snapshots.some((ids) => ids.length > 6)).toBe(true)
  expect(served).toEqual(snapshots.map((ids) => ids.slice(0, 6)))
  await hydrated(page)
  for (const row of await rows.all()) {
    await row.scrollIntoViewIfNeeded()
    // A card's add button is marked ready once its row has hydrated (app/lib/useEarlyTap.ts).
    await expect(row.locator('[data-testid="card-add"]').first()).toHaveAttribute('data-tap-ready', '')
  }
  await settled(page)
  expect(await cardIds()).toEqual(snapshots)
  expect(homeCalls).toEqual([])
})

test('home reached by a client-side navigation: its rows fetch the home data (no HTML to read them from) and show their cards', async ({
  page,
}) => {
  await page.goto('/ro/telefoane')
  await hydrated(page)
  await page.locator('a.logo').click()
  await expect(page).toHaveURL(/\/ro$/)
  await expect(
    page.locator('[data-testid="product-row"]').first().locator('[data-testid="product-card"]').first(),
  ).toBeVisible()
  expect(await page.locator('[data-testid="product-row"]').count()).toBeGreaterThan(1)
})

test('the home page loads its optional vacancies only when the shopper scrolls near them', async ({ page }) => {
  const vacancyCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/') && decodeURIComponent(r.url()).includes('"vacancies"'))
      vacancyCalls.push(r.url())
  })
  await page.goto('/ro')
  await hydrated(page)
  await settled(page)
  expect(vacancyCalls).toHaveLength(0)
  await page.locator('.near-viewport-placeholder').last().scrollIntoViewIfNeeded() // the vacancies' (the category rows have their own above it)
  await expect(page.locator('.home-vacancies [data-testid="vacancy"]').first()).toBeVisible()
  expect(vacancyCalls.length).toBeGreaterThan(0)
})

test('a product page loads its credit options, associated products and reviews only when the shopper scrolls near them', async ({
  page,
  request,
}) => {
  const product = await firstProductPath(request)
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_serverFn/')) calls.push(r.url())
  })
  await page.goto(product)
  await hydrated(page)
  await settled(page)
  expect(calls).toHaveLength(0)
  await page.locator('.near-viewport-placeholder').scrollIntoViewIfNeeded()
  await expect.poll(() => calls.length).toBeGreaterThan(0)
})

test('the build’s hashed files are cached for a year without revalidation; pages and unhashed files are not (public/_headers)', async ({
  request,
}) => {
  const html = await (await request.get('/ro')).text()
  const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))]
  expect(assets.length).toBeGreaterThan(1)
  for (const path of assets.slice(0, 3)) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
  }
  expect((await request.get('/favicon.svg')).headers()['cache-control']).not.toContain('immutable')
  expect((await request.get('/ro')).headers()['cache-control'] ?? '').not.toContain('immutable')
})

test('a message the page could not find fails the test like a console error (the fixture)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('about:blank')
  await page.evaluate(() => console.warn('[intl] Missing message: "probe.missing" for locale: "ro"'))
  await page.evaluate(() => console.warn('an ordinary warning'))
  await expect.poll(() => consoleErrors.length).toBe(1)
  expect(consoleErrors[0]).toMatch(/^\[intl\] Missing message: "probe\.missing"/)
  consoleErrors.length = 0
})
