import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { addFirstProduct } from './shop'

/** Issue 16: card_payment_available limits the payment methods of the checkout. */
test('a product not payable by card leaves only the offline payment methods', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await addFirstProduct(page, '/ro/telefoane')
  await page.goto('/ro/cart')
  await hydrated(page)
  await page.getByRole('button', { name: 'Finalizează comanda' }).click()
  const modal = page.getByTestId('checkout-modal')
  const payments = modal.locator('.checkout__payments input[type="radio"]')
  await expect(modal.getByRole('radio', { name: 'Card online' })).toBeVisible()
  const all = await payments.count()
  expect(all).toBeGreaterThan(1)

  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}')
    cart.products[0].product.card_payment_available = false
    localStorage.setItem('cart', JSON.stringify(cart))
  })
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: 'Finalizează comanda' }).click()
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('radio', { name: 'Card online' })).toHaveCount(0)
  await expect(payments).toHaveCount(all - 1)
  await expect(modal.getByRole('radio', { name: /cash|numerar/i })).toBeChecked()
  await page.setViewportSize(PHONE)
  await screenshot(page, 'checkout-offline-only-390x844')
})
