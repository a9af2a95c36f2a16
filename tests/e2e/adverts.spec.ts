import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { MARKET_PORT } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'

/**
 * The adverts marketplace (issue 19; decision 0025) on the market theme, the one theme with the
 * `adverts` flag, served as its own storefront against the same reference back end (60 seeded
 * adverts on demo-market-token).
 */
const MARKET = `http://127.0.0.1:${MARKET_PORT}`

async function checkScreen(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).include('#main').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  for (const [size, suffix] of [
    [DESKTOP, '1440x900'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `adverts-${name}-${suffix}`)
  }
  await page.setViewportSize(DESKTOP)
}

const count = async (page: Page) => Number((await page.getByTestId('adverts-count').innerText()).replace(/\D/g, ''))

test('themes without the adverts flag have no adverts list', async ({ page }) => {
  const res = await page.goto('/en/adverts')
  expect(res?.status()).toBe(404)
})

test('the list: half a page first, then the whole page, pages, sort and layout in the URL', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(`${MARKET}/en/adverts`)
  await hydrated(page)
  const cards = page.getByTestId('advert-card')
  await expect(cards).toHaveCount(12)
  const total = await count(page)
  expect(total).toBeGreaterThan(24)
  await checkScreen(page, 'list')

  await page.getByTestId('adverts-more').click()
  await expect(page).toHaveURL(/[?&]more=/)
  await expect(cards).toHaveCount(24)
  await expect(page.getByTestId('adverts-more')).toHaveCount(0)

  await page.getByRole('navigation', { name: /pag/i }).getByRole('link', { name: /2/ }).first().click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(cards).toHaveCount(Math.min(24, total - 24))
  // Page 1 removes `page` from the URL.
  await page
    .getByRole('navigation', { name: /pag/i })
    .getByRole('link', { name: /^Page 1$|1/ })
    .first()
    .click()
  await expect(page).not.toHaveURL(/page=/)
  await expect(cards).toHaveCount(12)

  await page.getByTestId('adverts-sort').selectOption('price+')
  await expect(page).toHaveURL(/sort=price%2B|sort=price\+/)
  await expect(page.getByTestId('adverts-sort')).toHaveValue('price+')

  await page.getByTestId('adverts-layout-list').click()
  await expect(page).toHaveURL(/layout=list/)
  await expect(page.getByTestId('advert-list')).toHaveClass(/advert-grid--list/)
  await expect(page.getByTestId('adverts-layout-list')).toHaveAttribute('aria-pressed', 'true')
  await checkScreen(page, 'list-rows')
})

test('filters narrow the list and prices convert into the chosen currency', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(`${MARKET}/en/adverts`)
  await hydrated(page)
  const total = await count(page)
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const category = filters.getByLabel('Category')
  const option = await category.locator('option').nth(1).getAttribute('value')
  await category.selectOption(option!)
  await filters.getByTestId('adverts-apply').click()
  await expect(page).toHaveURL(new RegExp(`category=${option}`))
  await expect.poll(() => count(page)).toBeLessThan(total)

  await page.goto(`${MARKET}/en/adverts?currency=MDL`)
  await hydrated(page)
  // Every advert priced in another currency shows its MDL equivalent next to its own price.
  const converted = page.getByTestId('advert-converted')
  await expect(converted.first()).toContainText('MDL')

  await filters.getByLabel('Price from').fill('1000,5')
  await filters.getByTestId('adverts-apply').click()
  await expect(page).toHaveURL(/price_min=1000\.5/)
  await expect(page).toHaveURL(/currency=MDL/)
})

test('phones get the filters, the sort and the layout as panels, one at a time', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(`${MARKET}/ro/adverts`)
  await hydrated(page)
  await expect(page.getByRole('complementary', { name: 'Filtre' })).toBeHidden()
  await page.getByRole('button', { name: 'Filtre' }).click()
  const panel = page.getByTestId('filtersAnnouncements')
  await expect(panel).toBeVisible()
  await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  await screenshot(page, 'adverts-filters-panel-390x844')
  const axe = await new AxeBuilder({ page }).include('[data-testid="filtersAnnouncements"]').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  await page.getByRole('button', { name: 'Sortare' }).click()
  const sorting = page.getByTestId('sortingAnnouncements')
  await expect(sorting).toBeVisible()
  await sorting.getByLabel('Sortare').selectOption('price-')
  await expect(page).toHaveURL(/sort=price-/)
  await expect(sorting).toBeHidden()

  await page.getByRole('button', { name: 'Afișare' }).click()
  await page.getByTestId('announcementsLayout').getByRole('button', { name: 'Listă' }).click()
  await expect(page).toHaveURL(/layout=list/)
  await expect(page.getByTestId('announcementsLayout')).toBeHidden()
  await screenshot(page, 'adverts-list-rows-ro-390x844')
})

test('an advert: images, price, details, the seller (a panel on phones) and a link to share', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MARKET })
  await page.setViewportSize(DESKTOP)
  await page.goto(`${MARKET}/en/adverts`)
  await hydrated(page)
  const first = page.getByTestId('advert-card').first()
  const title = await first.getByRole('heading').innerText()
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await hydrated(page)
  await expect(page.getByTestId('advert-image')).toBeVisible()
  await expect(page.getByTestId('advert-price')).toBeVisible()
  await expect(
    page
      .locator('.advert-page__contacts')
      .getByRole('link', { name: /^\+\d+/ })
      .first(),
  ).toBeVisible()
  await checkScreen(page, 'detail')

  await page.getByTestId('advert-share').click()
  const share = page.getByTestId('postShare')
  await expect(share.getByTestId('advert-share-url')).toHaveValue(page.url())
  await share.getByRole('button', { name: 'Copy the link' }).click()
  await expect(share.getByRole('status')).toHaveText('Link copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  await page.keyboard.press('Escape')
  await expect(share).toBeHidden()

  await page.setViewportSize(PHONE)
  await expect(page.locator('.advert-page__contacts')).toBeHidden()
  await page.getByRole('button', { name: 'Contact the seller' }).click()
  const seller = page.getByTestId('userDataMobile')
  await expect(seller.getByRole('link', { name: /^\+\d+/ }).first()).toBeVisible()
  await seller.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  await screenshot(page, 'adverts-seller-panel-390x844')
  await page.keyboard.press('Escape')
  await expect(seller).toBeHidden()
})

test('an unknown advert is a 404 page', async ({ page }) => {
  const res = await page.goto(`${MARKET}/en/adverts/no-such-advert-999999`)
  expect(res?.status()).toBe(404)
})
