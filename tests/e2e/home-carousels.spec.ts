import type { Page } from '@playwright/test'
import { siteHref } from '#app/lib/site-href.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, reactOwns, screenshot, settled, test } from './fixtures'

/**
 * The home page's category carousel (`GET /base/main-carousel-category`) and products per category
 * (`GET /general/category-products-main-page/`), issue 29 point 4 and decision 0048: below the
 * fold, not in the HTML, loaded when the shopper nears them; what they show is the back end's
 * answer, linked in the page's language.
 */

interface Tile {
  id: number
  title: string
  url: string
}

async function backEnd<T>(path: string, lang: string): Promise<T> {
  return (await (
    await fetch(`${ADMIN}${path}`, { headers: { 'Site-Token': 'demo-electro-token', 'Accept-Language': lang } })
  ).json()) as T
}

/** Scrolls to the next section still waiting for the viewport until this one has mounted. */
async function scrollTo(page: Page, testId: string) {
  await expect
    .poll(async () => {
      const waiting = page.locator('.near-viewport-placeholder').first()
      if (await waiting.count()) await waiting.scrollIntoViewIfNeeded()
      return page.getByTestId(testId).count()
    })
    .toBeGreaterThan(0)
  await page.getByTestId(testId).scrollIntoViewIfNeeded()
}

for (const [lang, viewport, size] of [
  ['ru', PHONE, 390],
  ['uk', PHONE, 390],
  ['ro', DESKTOP, 1440],
] as const) {
  test(`${lang} at ${size} px: the category carousel and the products per category are the back end's, loaded near the viewport`, async ({
    page,
  }) => {
    const tiles = await backEnd<Tile[]>('/base/main-carousel-category', lang)
    const groups = (
      await backEnd<{ category: Tile; products: ProductCard[] }[]>('/general/category-products-main-page/', lang)
    ).filter((g) => g.products.length > 0)
    expect(tiles.length).toBeGreaterThan(0)
    expect(groups.length).toBeGreaterThan(0)
    const html = await (await page.request.get(`/${lang}`)).text()
    expect(html).not.toContain('data-testid="category-carousel"')
    expect(html).not.toContain('data-testid="category-products"')

    // The page makes no server call after it loads (page-load.spec.ts) until the shopper scrolls to these sections.
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/_serverFn/')) calls.push(r.url())
    })
    await page.setViewportSize(viewport)
    await page.goto(`/${lang}`)
    await hydrated(page)
    await settled(page)
    expect(calls, 'nothing loads before the shopper scrolls').toEqual([])
    // The product rows below the fold stay the server's HTML until the shopper nears them (decisions
    // 0007, 0084); the first card of the page is React's.
    const lastRowCard = page.getByTestId('product-row').last().getByTestId('product-card').first()
    expect(await reactOwns(page.getByTestId('product-card').first())).toBe(true)
    expect(await reactOwns(lastRowCard), 'a row far below the fold hydrated with the page').toBe(false)
    if (viewport === PHONE) {
      const brandLink = page.getByTestId('featured-brands').getByRole('listitem').last().getByRole('link')
      expect(await reactOwns(brandLink), 'the featured brands, below the fold, hydrated with the page').toBe(false)
    }

    await scrollTo(page, 'category-carousel')
    expect(calls.length).toBeGreaterThan(0)
    const carousel = page.getByTestId('category-carousel')
    await expect(carousel.locator('.category-tile__title')).toHaveText(tiles.map((t) => t.title))
    expect(await carousel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      tiles.map((t) => siteHref(lang, t.url)),
    )
    if (size === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    // every tile's title and count stay inside its tile (ru "Смартфоны" ran past a third of a phone's width)
    const spilling = await carousel.locator('.category-tile').evaluateAll((tiles) =>
      tiles.flatMap((tile) => {
        const box = tile.getBoundingClientRect()
        return [...tile.querySelectorAll<HTMLElement>('.category-tile__title, .category-tile__count')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > box.right + 0.5)
          .map((el) => el.textContent)
      }),
    )
    expect(spilling).toEqual([])
    await screenshot(page, `home-category-carousel-${lang}-${size}`)

    await scrollTo(page, 'category-products')
    const rows = page.getByTestId('category-products-row')
    await expect(rows).toHaveCount(groups.length)
    for (const [i, group] of groups.entries()) {
      const row = rows.nth(i)
      await expect(row.getByRole('heading', { level: 2 })).toHaveText(group.category.title)
      await expect(row.locator('.category-products__all')).toHaveAttribute('href', siteHref(lang, group.category.url))
      await expect(row.getByTestId('product-card')).toHaveCount(group.products.length)
      expect(
        await row
          .getByTestId('product-card')
          .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-product-id')))),
      ).toEqual(group.products.map((p) => p.productId))
      await expect(row.getByTestId('product-card').first().locator('h3')).toHaveText(group.products[0]!.title)
    }
    for (const href of await rows
      .first()
      .locator('h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/${lang}/product/`))
    await rows.first().scrollIntoViewIfNeeded()
    await lastRowCard.scrollIntoViewIfNeeded()
    await expect.poll(() => reactOwns(lastRowCard), 'the row hydrates once it nears the viewport').toBe(true)
    if (size === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, `home-category-products-${lang}-${size}`)
  })
}
