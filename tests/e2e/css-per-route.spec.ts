import type { Page } from '@playwright/test'
import { MARKET_PORT } from '../../playwright.config'
import { expect, hydrated, settled, test } from './fixtures'
import { activeAccount, signInByApi } from './shop'

/**
 * CSS per route (issue 31.5, decision 0052): the cabinet's, the adverts' and the calculators' sheets
 * load with their routes, not with the shop pages; a client-side navigation from a shop page to one of
 * them shows its content already styled. Each check watches the DOM from before the navigation and
 * reads the computed style of the area's element the moment it is inserted (a MutationObserver runs
 * before the next paint): a sheet that arrived after its content would show the browser's default there.
 */
const MARKET = `http://127.0.0.1:${MARKET_PORT}`

/** The stylesheets the document links, by file name without the hash. */
const sheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
      new URL((l as HTMLLinkElement).href).pathname.replace(/^\/assets\/|-[\w-]{8}\.css$/g, ''),
    ),
  )

/** Starts watching for `selector`: its computed `property` when it first enters the DOM. */
async function watchFirstStyle(page: Page, selector: string, property: string) {
  await page.evaluate(
    ([sel, prop]) => {
      const w = window as unknown as { firstStyle?: string }
      delete w.firstStyle
      const look = () => {
        const el = document.querySelector(sel)
        if (!el || w.firstStyle !== undefined) return false
        w.firstStyle = getComputedStyle(el).getPropertyValue(prop)
        return true
      }
      if (look()) return
      const observer = new MutationObserver(() => {
        if (look()) observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    },
    [selector, property] as const,
  )
}

const firstStyle = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { firstStyle?: string }).firstStyle), { timeout: 15_000 })

/** A client-side navigation as the router's links make one (its history wraps pushState). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as Record<string, unknown>
    history.pushState(
      { ...state, __TSR_index: Number(state.__TSR_index ?? 0) + 1, __TSR_key: 'css-nav', key: 'css-nav' },
      '',
      to,
    )
  }, path)
}

test('a shop page links only the base sheet; the credit page links its own after it; a client navigation shows the calculator styled (ro)', async ({
  page,
}) => {
  await page.goto('/ro')
  await hydrated(page)
  expect(await sheets(page)).toEqual(['global'])
  // The calculator's rule is not in the page yet.
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((s) => [...s.cssRules].some((r) => r.cssText.includes('.credit-calc'))),
    ),
  ).toBe(false)

  // A slow sheet: the route's content still waits for it (Vite's preload of the route chunk's CSS).
  // The sheet is held until the page has asked for it and gone idle (the route's chunk is imported
  // only once its sheet has loaded), then let go.
  let sheetAsked!: () => void
  const asked = new Promise<void>((resolve) => (sheetAsked = resolve))
  let letGo!: () => void
  const released = new Promise<void>((resolve) => (letGo = resolve))
  await page.route(/\/assets\/credit-[\w-]{8}\.css$/, async (route) => {
    sheetAsked()
    const response = await route.fetch()
    await released
    await route.fulfill({ response })
  })
  await watchFirstStyle(page, '.credit-calc', 'display')
  await navigateInApp(page, '/ro/credit')
  await asked
  await settled(page)
  expect(
    await page.evaluate(() => (window as unknown as { firstStyle?: string }).firstStyle),
    'the calculator shown before its sheet',
  ).toBeUndefined()
  letGo()
  await expect(page.getByTestId('credit-calculator')).toBeVisible()
  await firstStyle(page).toBe('grid')
  expect(await sheets(page)).toEqual(['global', 'credit'])

  // The same page loaded by itself: the server links the base sheet, then the calculator's.
  const html = await (await page.request.get('/ro/credit')).text()
  const links = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([a-z-]+)-[\w-]{8}\.css"/g)].map((m) => m[1])
  expect(links).toEqual(['global', 'credit'])
})

test('from home to the cabinet by its link: the cabinet is styled when it shows (ru)', async ({ page }) => {
  test.setTimeout(90_000)
  const account = await activeAccount('ru', {}, 'css')
  await signInByApi(page, account.email, account.password)
  await page.goto('/ru')
  await hydrated(page)
  expect(await sheets(page)).toEqual(['global'])
  await watchFirstStyle(page, '.cabinet__card', 'max-width')
  await page.getByTestId('account-link').first().click()
  await page.waitForURL(/\/ru\/cabinet$/)
  await firstStyle(page).toBe('560px')
  expect(await sheets(page)).toContain('account')
})

test('from the market home to an advert page and to the adverts list: styled when they show (ro)', async ({
  page,
  request,
}) => {
  const list = await (await request.get(`${MARKET}/ro/adverts`)).text()
  const advert = /href="(\/ro\/adverts\/[^"/?#]+)"/.exec(
    list.replace(/href="\/ro\/adverts\/(add|my|drafts|favorites)"/g, ''),
  )?.[1]
  expect(advert).toBeTruthy()
  await page.goto(`${MARKET}/ro`)
  await hydrated(page)
  expect(await sheets(page)).toEqual(['global'])

  await watchFirstStyle(page, '.advert-page__top', 'display')
  await navigateInApp(page, advert as string)
  await firstStyle(page).toBe('grid')

  await watchFirstStyle(page, '.advert-grid', 'display')
  await navigateInApp(page, '/ro/adverts')
  await firstStyle(page).toBe('grid')
  // One adverts sheet, after the base one; the advert page's map (Leaflet, drawn once it nears the
  // screen) brought its own sheet, which the list keeps.
  expect((await sheets(page)).filter((s) => s !== 'global' && !s.startsWith('leaflet'))).toHaveLength(1)
  expect((await sheets(page))[0]).toBe('global')
})
