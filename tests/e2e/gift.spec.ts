import { productHref } from '#app/lib/product-href.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'

/**
 * The gift modal (storefront spec 2.5 "gift", issue 29 point 4, decision 0048): a product card whose
 * product comes with a gift (the back end's `gift_id`) has a Gift button; it opens the gift modal
 * with the back end's gift product, linked in the page's language; closing returns focus to it.
 */

async function backEnd<T>(path: string, lang: string): Promise<T> {
  return (await (
    await fetch(`${ADMIN}${path}`, { headers: { 'Site-Token': 'demo-electro-token', 'Accept-Language': lang } })
  ).json()) as T
}

for (const [lang, viewport, size] of [
  ['ru', PHONE, 390],
  ['uk', PHONE, 390],
  ['ro', DESKTOP, 1440],
] as const) {
  test(`${lang} at ${size} px: the Gift button of a card opens the gift modal with the back end's gift; Escape returns focus`, async ({
    page,
  }) => {
    const tiles = await backEnd<{ url: string }[]>('/base/main-carousel-category', lang)
    await page.setViewportSize(viewport)
    // The first category of the carousel whose first page shows a product with a gift (the demo seed gives one per category).
    let found = false
    for (const tile of tiles) {
      await page.goto(`/${lang}/${tile.url}`)
      if ((await page.getByTestId('gift-button').count()) > 0) {
        found = true
        break
      }
    }
    expect(found, 'a category with a gift').toBe(true)
    await hydrated(page)
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('gift-button') })
      .first()
    const productId = Number(await card.getAttribute('data-product-id'))
    const [product] = await backEnd<ProductCard[]>(`/general/products-by-ids?ids=${productId}`, lang)
    expect(product?.gift_id).toBeTruthy()
    const [gift] = await backEnd<ProductCard[]>(`/general/products-by-ids?ids=${product!.gift_id}`, lang)
    // Cards without a gift have no button.
    const withoutGift = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.filter((c) => !c.querySelector('[data-testid="gift-button"]')).length)
    expect(withoutGift).toBeGreaterThan(0)

    const button = card.getByTestId('gift-button')
    await button.scrollIntoViewIfNeeded()
    // on phones the mark stays clear of the card's other buttons (favourite, compare) and holds its text
    for (const width of size === 390 ? [390, 320] : []) {
      await page.setViewportSize({ width, height: PHONE.height })
      const clash = await button.evaluate((gift) => {
        const a = gift.getBoundingClientRect()
        const others = [...gift.closest('[data-testid="product-card"]')!.querySelectorAll('button')].filter(
          (b) => b !== gift && b.getClientRects().length > 0,
        )
        const hit = others.filter((b) => {
          const r = b.getBoundingClientRect()
          return a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom
        })
        return { hit: hit.map((b) => b.getAttribute('aria-label')), spills: gift.scrollWidth > gift.clientWidth + 1 }
      })
      expect(clash, `the gift mark at ${width} px`).toEqual({ hit: [], spills: false })
    }
    await page.setViewportSize(viewport)
    await expect(button).toHaveAccessibleName(new RegExp(product!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await button.click()
    const modal = page.getByRole('dialog')
    await expect(modal).toBeVisible()
    await expect(modal).toContainText(product!.title)
    const link = modal.getByTestId('gift-product')
    await expect(link).toHaveText(gift!.title)
    await expect(link).toHaveAttribute('href', productHref(lang, gift!))
    if (size === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, `gift-modal-${lang}-${size}`)

    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(button).toBeFocused()

    // The gift's link leads to the gift's page in the page's language.
    await button.click()
    await modal.getByTestId('gift-product').click()
    await expect(page).toHaveURL(new RegExp(`${productHref(lang, gift!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })
}
