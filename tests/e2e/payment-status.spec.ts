import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { addFirstProduct } from './shop'

/**
 * Issue 13: an order's payment status is told only to the browser that placed it (it keeps the
 * order's trans_id) or to its signed-in owner; another browser asking for the same order id
 * learns nothing.
 */
test.describe('payment status of an order', () => {
  test('an order paid online goes to the payment page; the ordering browser sees its status, a fresh browser with the same order id does not', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(DESKTOP)
    await addFirstProduct(page, '/ro/telefoane')
    await page.goto('/ro/cart')
    await hydrated(page)
    await page.getByRole('button', { name: 'Finalizează comanda' }).click()
    const modal = page.getByTestId('checkout-modal')
    await modal.getByLabel('Nume', { exact: true }).fill('Ana Rusu')
    await modal.getByLabel('Telefon', { exact: true }).fill('+37360000000')
    await modal.getByLabel('Adresa', { exact: true }).fill('str. Puskin 5')
    await modal.getByRole('radio', { name: /card/i }).check()
    await modal.getByRole('button', { name: 'Plasează comanda' }).click()
    await page.waitForURL(/\/pay\/\d+/)
    const orderId = /\/pay\/(\d+)/.exec(page.url())?.[1]
    expect(orderId).toBeTruthy()

    await page.goto(`/ro/order-checkout/${orderId}`)
    await expect(page.getByTestId('payment-status')).toHaveText('Plata nu este încă finalizată.')
    await screenshot(page, 'order-checkout-pending-1440x900')

    const stranger = await browser.newContext({ viewport: PHONE })
    try {
      const other = await stranger.newPage()
      await other.goto(`/ro/order-checkout/${orderId}`)
      await expect(other.getByTestId('payment-status')).toHaveText('Nu am găsit comanda sau starea plății.')
      // A made-up trans_id in the address is no better.
      await other.goto(`/ro/order-checkout/${orderId}?trans_id=TRguess123`)
      await expect(other.getByTestId('payment-status')).toHaveText('Nu am găsit comanda sau starea plății.')
      await screenshot(other, 'order-checkout-unknown-390x844')
    } finally {
      await stranger.close()
    }
  })
})
