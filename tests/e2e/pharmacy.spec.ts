import { PHARMA_PORT } from '../../playwright.config'
import { DESKTOP, expect, hydrated, screenshot, test } from './fixtures'

const base = `http://127.0.0.1:${PHARMA_PORT}`

test('the pharmacy variant blocks ordering until every prescription product is confirmed', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(`${base}/ro/antibiotice`)
  await hydrated(page)
  await expect(page.locator('.app')).toHaveClass(/theme-pharma/)
  const card = page.getByTestId('product-card').filter({ has: page.locator('.availability--in, .availability--low') }).first()
  await card.locator('.product-card__title a').click()
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Adaugă în coș' }).click()
  await page.goto(`${base}/ro/cart`)
  await hydrated(page)
  const checkout = page.getByRole('button', { name: 'Finalizează comanda' })
  await expect(page.getByTestId('prescription-required')).toBeVisible()
  await expect(checkout).toBeDisabled()
  await screenshot(page, 'pharmacy-cart-1440x900')
  await page.getByRole('checkbox', { name: 'Am rețetă pentru acest produs' }).check()
  await expect(page.getByTestId('prescription-required')).toHaveCount(0)
  await expect(checkout).toBeEnabled()
})
