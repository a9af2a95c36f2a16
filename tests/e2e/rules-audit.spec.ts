import type { Page } from '@playwright/test'
import { coversAny } from '#app/layout/keep-clear.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import {
  axe,
  clockHydrated,
  DESKTOP,
  expect,
  holdScripts,
  hydrated,
  isHydrated,
  PHONE,
  screenshot,
  test,
} from './fixtures'
import { themeBase, VENDOR_TAG_URLS } from './theme-server'

/**
 * Issue 29 point 5, rules that were built but had no test a shopper could see break: the
 * storage-disabled page, load-more pagination, the list display, the scroll-to-top and call-us
 * widgets, product reviews switched off, and the spec's notice timings (page.clock, no sleeps).
 */

interface Card {
  url: string
  price: number
  multiplicity: number
  is_stock: boolean
  available: boolean
  active: boolean
}
interface Listing {
  products?: Card[]
  data?: { products: Card[] }
  totalCount?: number
  pages?: number
}
interface MenuNode {
  url: string
  subcategories: MenuNode[]
}

async function admin<T>(path: string, site: string): Promise<T> {
  const r = await fetch(`${ADMIN}${path}`, { headers: { 'Site-Token': site, 'Accept-Language': 'ro' } })
  if (!r.ok) throw new Error(`${path}: ${r.status}`)
  return (await r.json()) as T
}

const leaves = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => (n.subcategories.length ? leaves(n.subcategories) : [n.url]))

/** A category of the site's menu whose listing has more than `min` products, with its count. */
async function categoryWithMore(site: string, min: number): Promise<{ url: string; total: number }> {
  const settings = await admin<{ menu_tree: MenuNode[] }>('/settings/global_site_settings', site)
  for (const url of leaves(settings.menu_tree)) {
    const listing = await admin<Listing>(`/general/v2/category/${url}/?page=1&page_size=24`, site).catch(() => null)
    if ((listing?.totalCount ?? 0) > min) return { url, total: listing?.totalCount ?? 0 }
  }
  throw new Error(`no category of ${site} has more than ${min} products`)
}

async function sellableProduct(site: string): Promise<Card> {
  const { url } = await categoryWithMore(site, 0)
  const listing = await admin<Listing>(`/general/v2/category/${url}/?page_size=48`, site)
  const found = (listing.products ?? listing.data?.products ?? []).find(
    (p) => p.is_stock && p.available && p.active && p.multiplicity === 1,
  )
  if (!found) throw new Error('no sellable product for the test')
  return found
}

test.describe('browser storage disabled (spec 2)', () => {
  test('the full-page message in the page language with a reload link, ro and ru', async ({ page }) => {
    // What Chromium does with "block all cookies": touching localStorage throws SecurityError.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException(
            "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
            'SecurityError',
          )
        },
      })
    })
    await page.setViewportSize(PHONE)
    for (const [lang, title] of [
      ['ro', 'Pagina nu poate fi afișată în acest moment'],
      ['ru', 'Страница не может быть отображена в данный момент'],
    ] as const) {
      await page.goto(`/${lang}`)
      const notice = page.getByTestId('storage-disabled')
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(notice).toContainText('cookie')
      await expect(notice.getByRole('link')).toHaveAttribute('href', new RegExp(`/${lang}$`))
      // The shop itself is not shown behind it.
      await expect(page.locator('header.header')).toHaveCount(0)
      await screenshot(page, `storage-disabled-${lang}-390`)
    }
  })

  test('with storage working the shop is shown, not the message', async ({ page }) => {
    await page.goto('/ro')
    await hydrated(page)
    await expect(page.locator('header.header')).toBeVisible()
    await expect(page.getByTestId('storage-disabled')).toHaveCount(0)
  })
})

test.describe('pagination_option load_more (home-goods demo)', () => {
  test('"Show more" appends the next page, keeps it in the URL, and a reload restores everything shown', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // The home demo names analytics vendors the test machine cannot reach (decision 0028).
    await page.route(VENDOR_TAG_URLS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    const base = themeBase('home')
    const { url, total } = await categoryWithMore('demo-home-token', 24)
    await page.setViewportSize(DESKTOP)
    await page.goto(`${base}/ro/${url}`)
    await hydrated(page)
    const cards = page.getByTestId('product-card')
    await expect(cards).toHaveCount(24)
    // Load-more mode has no page numbers.
    await expect(page.locator('.pager')).toHaveCount(0)
    const more = page.getByRole('button', { name: 'Arată mai multe' })
    await more.scrollIntoViewIfNeeded()
    // Where the last card of the first page is on the screen: the browser's scroll anchoring may change
    // scrollY while rows above lay out at their real height, but what the shopper reads stays put.
    const lastRead = cards.nth(23)
    const readingAt = (await lastRead.boundingBox())?.y ?? Number.NaN
    await more.click()
    const shown = Math.min(total, 48)
    await expect(cards).toHaveCount(shown)
    await expect(page).toHaveURL(/[?&]page=2\b/)
    // The shopper stays where they were reading (the page is not scrolled to the top) and the focus
    // moves from the button, now below the new cards, to the first new card.
    await expect(cards.nth(24).getByRole('link').first()).toBeFocused()
    expect(Math.abs(((await lastRead.boundingBox())?.y ?? Number.NaN) - readingAt)).toBeLessThan(50)
    // The first page is still there, above the second.
    await page.reload()
    await hydrated(page)
    await expect(cards).toHaveCount(shown)
    await expect(more).toHaveCount(total > 48 ? 1 : 0)
  })

  test('a tap on "Show more" before the listing is interactive is held and replayed, not lost', async ({ page }) => {
    await page.route(VENDOR_TAG_URLS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    const { url, total } = await categoryWithMore('demo-home-token', 24)
    // The scripts wait until the shopper has tapped: the listing is painted, nothing is hydrated.
    const release = await holdScripts(page)
    await page.setViewportSize(DESKTOP)
    await page.goto(`${themeBase('home')}/ro/${url}`, { waitUntil: 'domcontentloaded' })
    const more = page.getByRole('button', { name: 'Arată mai multe' })
    // The tap goes to the button itself: below 24 cards, the rows (content-visibility: auto) take their
    // real height as they scroll in, and a click at the button's old coordinates landed beside it
    // (fresh run of 21b65d5). What is tested is the hold, not where the button settles.
    await more.dispatchEvent('click')
    await expect(more).toHaveAttribute('aria-busy', 'true')
    expect(await isHydrated(page)).toBe(false)
    release()
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(total, 48), { timeout: 30_000 })
    await expect(page).toHaveURL(/[?&]page=2\b/)
  })

  test('pagination mode (default demo): page numbers, no "Show more", page 2 replaces page 1', async ({ page }) => {
    const { url } = await categoryWithMore('demo-electro-token', 24)
    await page.setViewportSize(DESKTOP)
    await page.goto(`/ro/${url}`)
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Arată mai multe' })).toHaveCount(0)
    const first = await page.getByTestId('product-card').first().getAttribute('data-product-id')
    // by keyboard, from the pager at the foot of the cards: the new page's start comes into view and the
    // focus moves to its first card (it stayed on the pager link, now off screen at the bottom)
    await page.getByRole('link', { name: 'Pagina 2', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]page=2\b/)
    await expect(page.getByTestId('product-card').first()).not.toHaveAttribute('data-product-id', first ?? '')
    const firstLink = page.getByTestId('product-card').first().locator('.product-card__title a')
    await expect(firstLink).toBeFocused()
    await expect(firstLink).toBeInViewport()
    expect(
      await page.getByTestId('listing').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    ).toBeGreaterThanOrEqual(0)
    expect(await page.getByTestId('product-card').count()).toBeLessThanOrEqual(24)
  })
})

test.describe('product_display', () => {
  const firstTwo = async (page: Page) => {
    const cards = page.getByTestId('product-card')
    const a = await cards.nth(0).boundingBox()
    const b = await cards.nth(1).boundingBox()
    if (!a || !b) throw new Error('cards not laid out')
    return [a, b] as const
  }
  // The height a row below the fold reserves before the browser lays it out (content-visibility: auto)
  // is near the height the first rows take: the page does not grow or shrink by hundreds of pixels
  // as the shopper scrolls (the pager and footer stay where the scrollbar says).
  const expectReservedNearRendered = async (page: Page) => {
    const { reserved, rendered } = await page.locator('.product-grid').evaluate((grid) => {
      const items = [...grid.children]
      const heights = items
        .slice(0, 8)
        .map((item) => item.getBoundingClientRect().height)
        .sort((x, y) => x - y)
      const ninth = items[8]
      if (!ninth) throw new Error('fewer than 9 cards')
      const size = getComputedStyle(ninth).containIntrinsicBlockSize
      return { reserved: Number(/(\d+(?:\.\d+)?)px/.exec(size)?.[1]), rendered: heights[heights.length >> 1] ?? 0 }
    })
    expect(Math.abs(reserved - rendered) / rendered, `reserved ${reserved} px, rendered ${rendered} px`).toBeLessThan(
      0.15,
    )
  }

  test('list (pharmacy demo): one product per row, full width', async ({ page }) => {
    const base = themeBase('pharma')
    // The pharmacy demo asks for the age first; this test is about the listing.
    await page.context().addCookies([{ name: 'is_age_valid', value: 'true', url: base }])
    const { url } = await categoryWithMore('demo-pharma-token', 9)
    await page.setViewportSize(DESKTOP)
    await page.goto(`${base}/ro/${url}`)
    await hydrated(page)
    await expect(page.locator('.product-grid--list')).toBeVisible()
    const [a, b] = await firstTwo(page)
    expect(Math.abs(a.x - b.x)).toBeLessThan(2)
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1)
    await expectReservedNearRendered(page)
    await screenshot(page, 'product-display-list-1440')
  })

  test('grid (default demo): several products side by side', async ({ page }) => {
    const { url } = await categoryWithMore('demo-electro-token', 9)
    await page.setViewportSize(DESKTOP)
    await page.goto(`/ro/${url}`)
    await hydrated(page)
    await expect(page.locator('.product-grid--grid')).toBeVisible()
    const [a, b] = await firstTwo(page)
    expect(b.x).toBeGreaterThan(a.x + a.width - 1)
    expect(Math.abs(a.y - b.y)).toBeLessThan(2)
    await expectReservedNearRendered(page)
    // The listing's headings go down one level at a time: h1 (the category), h2 (the count), h3 (each card).
    const headings = await axe(page).withRules(['heading-order']).analyze()
    expect(headings.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  })
})

test.describe('widgets (spec 2 layout)', () => {
  test('scroll-to-top appears once the page is scrolled and brings the shopper back up', async ({ page }) => {
    const { url } = await categoryWithMore('demo-electro-token', 8)
    await page.setViewportSize(DESKTOP)
    await page.goto(`/ro/${url}`)
    await hydrated(page)
    const up = page.getByRole('button', { name: 'Înapoi sus' })
    await expect(up).toHaveCount(0)
    await page.mouse.wheel(0, 1500)
    await expect(up).toBeVisible()
    await up.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(up).toHaveCount(0)
  })

  test('call-us lists the phones of the site settings as tel: links', async ({ page }) => {
    const { phones } = await admin<{ phones: Record<string, string | null> }>(
      '/settings/global_site_settings',
      'demo-electro-token',
    )
    const numbers = Object.values(phones).filter((n): n is string => Boolean(n))
    expect(numbers.length).toBeGreaterThan(0)
    // On a phone, at the page's end, neither floating button covers a footer link or text.
    await page.setViewportSize(PHONE)
    await page.goto('/ro')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.locator('.scroll-top')).toBeVisible()
    const boxes = await page.evaluate(() => {
      const box = (e: Element) => {
        const { left, top, right, bottom } = e.getBoundingClientRect()
        return { left, top, right, bottom }
      }
      return {
        floating: [...document.querySelectorAll('.call-us, .scroll-top')].map(box),
        texts: [...document.querySelectorAll('.footer__bottom :is(a, button, p, span)')].map((t) => ({
          text: t.textContent,
          box: box(t),
        })),
      }
    })
    // KeepClear's own rule of what a floating button covers (an empty, hidden box covers nothing).
    const covered = boxes.texts.filter((t) => boxes.floating.some((f) => coversAny(f, [t.box]))).map((t) => t.text)
    expect(covered).toEqual([])
    await page.setViewportSize(DESKTOP)
    await page.goto('/ro')
    await hydrated(page)
    await page.locator('.call-us').click()
    const modal = page.getByTestId('call-us-modal')
    await expect(modal).toBeVisible()
    for (const number of numbers)
      await expect(modal.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(modal.getByRole('link', { name: /^\+/ })).toHaveCount(numbers.length)
  })
})

test('enable_product_reviews off (business demo): no reviews section on the product page', async ({ page }) => {
  const base = themeBase('business')
  const product = await sellableProduct('demo-business-token')
  await page.goto(`${base}/ro/product/${product.url}`)
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  await expect(page.locator('section.reviews')).toHaveCount(0)
})

test.describe('the spec timings a shopper sees (page.clock)', () => {
  test('after an add: the button rests 700 ms, the notice shows 3 s, the tooltip 8 s', async ({ page }) => {
    const product = await sellableProduct('demo-electro-token')
    await page.clock.install()
    await page.setViewportSize(DESKTOP)
    await page.goto(`/ro/product/${product.url}`)
    await clockHydrated(page)
    const add = page.getByRole('button', { name: 'Adaugă în coș', exact: true })
    await expect(add).toBeEnabled()
    await page.clock.pauseAt(Date.now() + 1_000)
    await add.click()
    const notice = page.locator('.toast').filter({ hasText: 'a fost adăugat în coș' })
    const tooltip = page.getByTestId('add-to-cart-tooltip')
    await expect(add).toBeDisabled()
    await expect(notice).toBeVisible()
    await page.clock.runFor(699)
    await expect(add).toBeDisabled()
    // The tooltip is a lazy part: React reveals it on its own (fake) timer, within these 699 ms.
    await expect(tooltip).toBeVisible()
    await page.clock.runFor(1)
    await expect(add).toBeEnabled()
    await page.clock.runFor(3_000 - 700 - 1)
    await expect(notice).toBeVisible()
    await page.clock.runFor(1)
    await expect(notice).toHaveCount(0)
    await page.clock.runFor(8_000 - 3_000 - 1)
    await expect(tooltip).toBeVisible()
    await page.clock.runFor(1)
    await expect(tooltip).toHaveCount(0)
  })

  test('the favorites and compare notices show 1 s', async ({ page }) => {
    const product = await sellableProduct('demo-electro-token')
    await page.clock.install()
    await page.setViewportSize(DESKTOP)
    await page.goto(`/ro/product/${product.url}`)
    await clockHydrated(page)
    await page.clock.pauseAt(Date.now() + 1_000)
    const main = page.getByTestId('product-page')
    for (const [button, text] of [
      [/favorite/i, 'Adăugat la favorite'],
      [/compar/i, 'Adăugat la comparare'],
    ] as const) {
      await main.getByRole('button', { name: button }).first().click()
      const notice = page.locator('.toast').filter({ hasText: text })
      await expect(notice).toBeVisible()
      await page.clock.runFor(999)
      await expect(notice).toBeVisible()
      await page.clock.runFor(1)
      await expect(notice).toHaveCount(0)
    }
  })
})

// Storefront spec 2: back/forward returns smoothly to the saved position (after 500 ms: the delay is
// pinned in tests/unit/timings.test.ts). A product card's link is a plain <a>, so this back is a full
// page load; before the fix (pagehide save + back_forward restore in ClientEffects) the listing
// came back at the top, as the page had turned the browser's own restoration off.
test('back from a product to the listing: the position the shopper left comes back', async ({ page }) => {
  const { url } = await categoryWithMore('demo-electro-token', 8)
  await page.setViewportSize(DESKTOP)
  await page.goto(`/ro/${url}`)
  await hydrated(page)
  await page.mouse.wheel(0, 900)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
  const saved = await page.evaluate(() => window.scrollY)
  // A click from script: Playwright's own click would first scroll the link into view.
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('[data-testid="product-card"] .product-card__title a')?.click(),
  )
  await expect(page.getByTestId('product-page')).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('listing')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved)
})
