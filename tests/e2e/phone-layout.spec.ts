import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { activeAccount, signInByApi } from './shop'

/**
 * Phone layout in every language (issue 28): no page is wider than a 390 px or a 320 px screen with
 * its overlays open (the added-to-cart tooltip, the cart drawer, the phone menu, the search window,
 * the sign-in and call-us modals), the search page of a 300-letter query included; the floating
 * buttons never cover the cart's totals or its checkout button; product-card titles and buttons are
 * not cut off.
 */
const WIDTHS = [390, 320] as const

/** The page's width at each phone width (the overlays stay open while the viewport changes). */
async function expectFits(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height })
    const { scroll, wide } = await page.evaluate(() => {
      const w = window.innerWidth
      const scroll = document.documentElement.scrollWidth
      // Which elements stick out, only to explain a failure (the scan is slow on a busy machine).
      const wide =
        scroll <= w
          ? []
          : [...document.querySelectorAll<HTMLElement>('body *')]
              .filter((el) => {
                const r = el.getBoundingClientRect()
                return r.width > 0 && r.right > w + 0.5
              })
              .slice(0, 5)
              .map(
                (el) =>
                  `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} right=${Math.round(el.getBoundingClientRect().right)}`,
              )
      return { scroll, wide }
    })
    expect.soft(scroll, `${what} at ${width} px is ${scroll} px wide (${wide.join(', ')})`).toBeLessThanOrEqual(width)
    // the top bar's links and buttons are whole: none cut by its row or the screen's edge
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.topbar a, .topbar button')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect()
          const row = (el.parentElement as HTMLElement).getBoundingClientRect()
          return r.left < Math.max(0, row.left) - 0.5 || r.right > Math.min(window.innerWidth, row.right) + 0.5
        })
        .map((el) => el.textContent?.trim()),
    )
    expect.soft(cut, `${what} at ${width} px: top bar items cut`).toEqual([])
  }
  await page.setViewportSize(PHONE)
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** A box shown on screen (visible, not stepped aside) over another. */
async function covers(floating: Locator, target: Locator): Promise<boolean> {
  if ((await floating.count()) === 0 || !(await floating.isVisible())) return false
  const a = await floating.boundingBox()
  const b = await target.boundingBox()
  if (!a || !b) return false
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

// ro, ru and uk: the longest words and labels; en's are shorter than each of them (the run is at its time budget).
for (const lang of ['ro', 'ru', 'uk'] as const) {
  test(`phone layout (${lang}): every page type fits 390 and 320 px with its overlays open`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(PHONE)
    // The search page echoes the query in its title and no-results text: 300 letters without a
    // space wrap (the page was 4,033 px wide at 390 px).
    await page.goto(`/${lang}/search?query=${'A'.repeat(300)}`)
    await hydrated(page)
    await expectFits(page, 'search page with a 300-letter query')
    await page.goto(`/${lang}`)
    await hydrated(page)
    await expectFits(page, 'home')
    await page.locator('.header__burger').click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await expectFits(page, 'phone menu (catalogue)')
    await menu.locator('#mm-tab-menu').click()
    await expectFits(page, 'phone menu (pages)')
    await closeDialog(page, menu)
    await page.locator('#header-search').click()
    const search = page.getByTestId('search-window')
    await expect(search).toBeVisible()
    await search.getByTestId('search-window-input').fill('sa')
    await expectFits(page, 'search window')
    await closeDialog(page, search)
    await page.getByTestId('mobile-bar-account').dispatchEvent('click')
    const auth = page.getByTestId('auth-modal')
    await expect(auth).toBeVisible({ timeout: 15_000 }) // its code loads on the first open
    await expectFits(page, 'sign-in modal')
    await closeDialog(page, auth)
    // At the top of home a card's compare toggle is under the call-us button, which steps aside
    // (app/layout/keep-clear.ts); by the footer nothing is.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.locator('.call-us').click()
    const callUs = page.getByTestId('call-us-modal')
    await expect(callUs).toBeVisible()
    await expectFits(page, 'call-us modal')
    await closeDialog(page, callUs)

    // A category: cards whose titles and buttons are not cut off.
    const home = await page.content()
    const category = [...home.matchAll(/<li class="navigation__item"><a href="([^"]+)"/g)]
      .map((m) => m[1]!)
      .find((href) => !href.endsWith('/brands'))!
    await page.goto(category)
    await hydrated(page)
    await expectFits(page, 'category')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height })
      const clipped = await page
        .getByTestId('product-card')
        .evaluateAll((cards) =>
          cards
            .slice(0, 8)
            .flatMap((card) =>
              [...card.querySelectorAll<HTMLElement>('.product-card__title, button')]
                .filter(
                  (el) =>
                    el.getClientRects().length > 0 &&
                    (el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth + 0.5),
                )
                .map((el) => `${el.className}: ${el.textContent?.trim().slice(0, 30)}`),
            ),
        )
      expect.soft(clipped, `cut-off card titles or buttons at ${width} px`).toEqual([])
    }
    await page.setViewportSize(PHONE)

    // A product: the added-to-cart tooltip, then the cart drawer.
    const product = await page
      .getByTestId('product-card')
      .filter({ has: page.locator('.availability--in, .availability--low') })
      .first()
      .locator('.product-card__title a')
      .getAttribute('href')
    await page.goto(product!)
    await hydrated(page)
    await expectFits(page, 'product')
    await page.locator('.add-to-cart__button').click()
    const tooltip = page.getByTestId('add-to-cart-tooltip')
    await expect(tooltip).toBeVisible()
    // The tooltip shows for 8 s: its close button first, then the page's width with it open.
    await page.setViewportSize({ width: 320, height: PHONE.height })
    const closeRight = await tooltip
      .locator('.add-to-cart__tooltip-close')
      .evaluate((el) => el.getBoundingClientRect().right)
    expect(closeRight, 'the tooltip close button is on screen at 320 px').toBeLessThanOrEqual(320)
    if (lang === 'ru' || lang === 'uk') await screenshot(page, `phone-layout-tooltip-${lang}-320`)
    await expectFits(page, 'product with the added-to-cart tooltip')
    if (lang === 'ru' || lang === 'uk') await screenshot(page, `phone-layout-tooltip-${lang}-390`)
    await page.locator('.header__action--cart').click()
    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer).toBeVisible()
    await expectFits(page, 'cart drawer')
    await closeDialog(page, drawer)

    // The cart: totals and the checkout button stay clear of the floating buttons.
    await page.goto(`/${lang}/cart`)
    await hydrated(page)
    await expect(page.getByTestId('cart-line').first()).toBeVisible()
    await expectFits(page, 'cart')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height })
      // The cart's count sits beside its icon (from the icon's middle rightwards), not over all of it.
      const icon = await page.locator('.header__action--cart svg').boundingBox()
      const badge = await page.getByTestId('cart-badge').boundingBox()
      expect(badge!.x, `the cart badge at ${width} px`).toBeGreaterThanOrEqual(icon!.x + icon!.width / 2)
      // Scrolled, the fixed header keeps its logo, search and cart at the top; the top bar scrolls away.
      await page.evaluate(() => window.scrollTo(0, 600))
      await expect
        .poll(
          () => page.getByTestId('topbar').evaluate((el) => el.getBoundingClientRect().bottom),
          `the top bar at ${width} px, scrolled`,
        )
        .toBeLessThanOrEqual(0)
      expect(
        Math.abs((await page.locator('.header__main').boundingBox())!.y),
        `the header's own row at ${width} px, scrolled`,
      ).toBeLessThan(1)
      await page.evaluate(() => window.scrollTo(0, 0))
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height })
      const checkout = page.locator('.cart-summary .button--primary')
      const totals = page.locator('.cart-summary dd')
      // The spots where they meet: the checkout button and the final total at the bottom of the screen.
      for (const target of [checkout, page.getByTestId('cart-final')]) {
        await target.evaluate((el) => el.scrollIntoView({ block: 'end' }))
        await page.evaluate(() => window.scrollBy(0, -70)) // just above the bottom bar
        for (const name of ['.call-us', '.scroll-top']) {
          const floating = page.locator(name)
          // the message names the selector: asking the element for its class would wait for a button that is not shown
          await expect.poll(() => covers(floating, target), `${name} over the cart summary at ${width} px`).toBe(false)
          // polled too: a button that steps aside fades out over 150 ms after the frame that measured it, still visible meanwhile
          for (const dd of await totals.all())
            await expect.poll(() => covers(floating, dd), `${name} over a cart total at ${width} px`).toBe(false)
        }
      }
      if (lang === 'ru' || lang === 'uk') await screenshot(page, `phone-layout-cart-${lang}-${width}`)
    }
    await page.setViewportSize(PHONE)
    // Pickup: a store is one option of its name and address, and a select is as wide as its longest option.
    await page.locator('.delivery__methods input[value="pickup"]').check()
    await expect(page.getByTestId('pickup-store-select')).toBeVisible()
    await expectFits(page, 'cart with pickup chosen')
    await page.goto(`/${lang}/delivery`)
    await hydrated(page)
    await expectFits(page, 'delivery page')
  })
}

test('the bottom bar account entry: sign-in for a guest, the cabinet for a signed-in shopper (ru)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await page.goto('/ru')
  await hydrated(page)
  await page.getByTestId('mobile-bar-account').click()
  await expect(page.getByTestId('auth-modal')).toBeVisible({ timeout: 15_000 }) // its code loads on the first open
  const account = await activeAccount('ru', {}, 'bar')
  await signInByApi(page, account.email, account.password)
  await page.goto('/ru')
  await hydrated(page)
  const entry = page.getByTestId('mobile-bar-account')
  await expect(entry).toHaveAttribute('href', '/ru/cabinet')
  await entry.click()
  await page.waitForURL(/\/ru\/cabinet/)
  await expect(page.getByTestId('auth-modal')).toHaveCount(0)
})
