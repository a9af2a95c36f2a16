import type { APIRequestContext, Page } from '@playwright/test'
import { LOCALES } from '../../app.config'
import { BUSINESS_PORT, MARKET_PORT, MEALS_PORT, PHARMA_PORT } from '../../playwright.config'
import { expect, hydrated, PHONE, test } from './fixtures'
import { startThemeServer, type ThemeServer, VENDOR_TAG_URLS } from './theme-server'

/**
 * The frame's link walker (issue 28): on every demo site and in every language, every link of the
 * header, top bar, menus, footer, bottom bar and phone menu keeps the page's language prefix and
 * answers 200. The frame is read from one page per site and language (the phone menu opened in the
 * browser); the links themselves are fetched as HTML, not visited, to keep the walk fast.
 */
const MAIN_PORT = Number(process.env.E2E_PORT ?? 8787)
const HOME_PORT = Number(process.env.E2E_HOME_PORT ?? MAIN_PORT + 3)

/** Links of the frame: everything in the header, navigation, footer, bottom bar and the phone menu, but the language switcher. */
const FRAME = 'header a[href], footer a[href], .mobile-bar a[href], .side-bar a[href], [data-testid="mobile-menu"] a[href]'

async function frameLinks(page: Page): Promise<string[]> {
  return page.locator(FRAME).evaluateAll((links) =>
    links.filter((a) => !a.closest('.lang-switcher')).map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
  )
}

/** Collects the frame's same-site links of the page at `path`, the phone menu's two tabs included. */
async function collect(page: Page, base: string, path: string): Promise<string[]> {
  await page.goto(base + path)
  await hydrated(page)
  const found = await frameLinks(page)
  await page.locator('.header__burger').click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  found.push(...(await frameLinks(page)))
  await menu.locator('#mm-tab-menu').click()
  await expect(menu.locator('#mm-panel-menu')).toBeVisible()
  found.push(...(await frameLinks(page)))
  return [...new Set(found)].filter((href) => href.startsWith('/') && !href.startsWith('//'))
}

/** Fetches every link (4 at a time) and returns those that do not answer 200. */
async function broken(request: APIRequestContext, base: string, hrefs: string[]): Promise<string[]> {
  const bad: string[] = []
  const queue = [...hrefs]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
        const response = await request.get(base + href, { maxRedirects: 0, headers: { Accept: 'text/html' } })
        if (response.status() !== 200) bad.push(`${href} -> ${response.status()}`)
        await response.dispose()
      }
    }),
  )
  return bad.sort()
}

async function walk(page: Page, request: APIRequestContext, base: string) {
  await page.setViewportSize(PHONE)
  const seen = new Set<string>()
  const wrongLanguage: string[] = []
  for (const lang of LOCALES) {
    for (const href of await collect(page, base, `/${lang}`)) {
      if (href !== `/${lang}` && !href.startsWith(`/${lang}/`) && !href.startsWith(`/${lang}?`)) wrongLanguage.push(`/${lang}: ${href}`)
      seen.add(href)
    }
  }
  expect(wrongLanguage, 'frame links that leave the language').toEqual([])
  expect(seen.size).toBeGreaterThan(20)
  expect(await broken(request, base, [...seen]), 'frame links that do not answer 200').toEqual([])
}

test.describe('frame links', () => {
  for (const [theme, port] of [
    ['electro', MAIN_PORT],
    ['pharma', PHARMA_PORT],
    ['business', BUSINESS_PORT],
    ['meals', MEALS_PORT],
    ['market', MARKET_PORT],
  ] as const) {
    test(`${theme}: every frame link in every language keeps the language and answers 200`, async ({ page, request }) => {
      test.setTimeout(240_000)
      await walk(page, request, `http://127.0.0.1:${port}`)
    })
  }

  test.describe('home-goods demo', () => {
    let home: ThemeServer
    test.beforeAll(async () => {
      test.setTimeout(120_000)
      home = await startThemeServer('home', 'demo-home-token', HOME_PORT)
    })
    test.afterAll(async () => {
      await home?.stop()
    })
    test('home: every frame link in every language keeps the language and answers 200', async ({ page, request }) => {
      test.setTimeout(240_000)
      // The home demo names analytics vendors the test machine cannot reach (decision 0029).
      await page.route(VENDOR_TAG_URLS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
      await walk(page, request, home.base)
    })
  })

  test('a category page and a product page keep the language in their breadcrumbs and frame', async ({ page }) => {
    await page.setViewportSize(PHONE)
    for (const lang of ['ru', 'uk', 'en'] as const) {
      await page.goto(`/${lang}`)
      const category = await page.locator('.navigation__item > a').first().getAttribute('href')
      expect(category).toMatch(new RegExp(`^/${lang}/`))
      await page.goto(category!)
      await hydrated(page)
      const crumbs = await page.locator('.breadcrumbs a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(crumbs.length).toBeGreaterThan(0)
      for (const href of crumbs) expect(href, `breadcrumb on ${category}`).toMatch(new RegExp(`^/${lang}(/|$)`))
      const frame = (await frameLinks(page)).filter((href) => href.startsWith('/'))
      for (const href of frame) expect(href, `frame link on ${category}`).toMatch(new RegExp(`^/${lang}(/|\\?|$)`))
    }
  })
})
