import { ADMIN_URL as ADMIN, PHARMA_PORT } from '../../playwright.config'
import { DESKTOP, expect, hydrated, screenshot, test } from './fixtures'
import { addFirstProduct } from './shop'

const base = `http://127.0.0.1:${PHARMA_PORT}`

test('the pharmacy variant blocks ordering until every prescription product is confirmed', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await addFirstProduct(page, `${base}/ro/antibiotice`)
  await expect(page.locator('.app')).toHaveClass(/theme-pharma/)
  // The pharmacy site keeps a server cart (decision 0008): wait for the back end to have the line
  // before a full page load could cut the call off.
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  await expect
    .poll(async () => {
      const id = await page.evaluate(() => localStorage.getItem('browser_id'))
      const r = await fetch(`${ADMIN}/general/cart/fetch-all/?no_user_id=${id}`, {
        headers: { 'Site-Token': 'demo-pharma-token' },
      })
      return ((await r.json()) as { products: unknown[] }).products.length
    })
    .toBe(1)
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
