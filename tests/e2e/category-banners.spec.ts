import { type Banner, categoryBanners } from '#app/features/catalogue/category-banners.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'

/**
 * A category's own banners (`/general/banner-select/{id}`, issue 29, decision 0046): below the
 * listing, loaded as the shopper nears them, linked with the page's language, the phone picture on
 * a phone. The category is one the reference back end gives banners of its own.
 */
const SITE = { 'Site-Token': 'demo-electro-token', 'Accept-Language': 'ru' }

interface MenuNode {
  id: number
  url: string
  subcategories?: MenuNode[]
}

async function categoryWithBanners(): Promise<{ url: string; banners: Banner[] }> {
  const tree = (await (await fetch(`${ADMIN}/general/menu_tree`, { headers: SITE })).json()) as MenuNode[]
  const all: MenuNode[] = []
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      all.push(n)
      walk(n.subcategories ?? [])
    }
  }
  walk(tree)
  for (const node of all) {
    const own = categoryBanners(
      (await (await fetch(`${ADMIN}/general/banner-select/${node.id}`, { headers: SITE })).json()) as Banner[],
      node.id,
    )
    if (own.length) return { url: node.url, banners: own }
  }
  throw new Error('no category of the electro demo has banners of its own')
}

test('a category shows its own banners below the listing, linked in the page language; the phone picture on a phone', async ({
  page,
}) => {
  const { url, banners } = await categoryWithBanners()
  const html = await (await page.request.get(`/ru/${url}`)).text()
  expect(html).not.toContain('data-testid="category-banners"') // not in the cached page: loaded in the browser
  await page.setViewportSize(DESKTOP)
  await page.goto(`/ru/${url}`)
  await hydrated(page)
  const strip = page.getByTestId('category-banners')
  await page.locator('footer').last().scrollIntoViewIfNeeded()
  await strip.scrollIntoViewIfNeeded()
  await expect(strip.getByRole('img', { name: banners[0]?.title })).toBeVisible()
  expect(await strip.getByRole('link').count()).toBeGreaterThan(0)
  for (const href of await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/ru\//)
  // The listing came first: the banners sit after the product grid.
  const gridBottom = await page
    .getByTestId('product-card')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
  const stripTop = await strip.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  expect(stripTop).toBeGreaterThan(gridBottom)
  await screenshot(page, 'category-banners-ru-1440')

  await page.setViewportSize(PHONE)
  await strip.scrollIntoViewIfNeeded()
  const img = strip.getByRole('img').first()
  await expect(img).toBeVisible()
  if (banners[0]?.img_mobile)
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toContain('m=1')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await screenshot(page, 'category-banners-ru-390')
})
