import { MEALS_PORT } from '../../playwright.config'
import { clockHydrated, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { addFirstProduct } from './shop'

/**
 * calendar_settings (issue 27 point 3; decision 0041) on the meals demo: seven days ahead, three
 * windows a day, no delivery on Sundays, counted in the shop's time zone (Europe/Chisinau). The
 * browser runs in Kiritimati (UTC+14) at 21:30 UTC on Saturday 28 Nov 2026: 23:30 on Saturday in the
 * shop (no window left today, Sunday off), already 11:30 on Sunday in the browser. A browser-zone
 * calendar would offer Monday 30 Nov to Saturday 5 Dec; the shop offers Monday 30 Nov to Friday 4 Dec.
 */
const MEALS = `http://127.0.0.1:${MEALS_PORT}`
test.use({ timezoneId: 'Pacific/Kiritimati' })

test('checkout offers the delivery days and windows of calendar_settings in the shop zone, requires one and sends it', async ({
  page,
}) => {
  // The meals demo takes orders from 150 lei (min_order_total): enough soup first, on the real clock.
  await addFirstProduct(page, `${MEALS}/ro/supe`)
  await page.goto(`${MEALS}/ro/cart`)
  await hydrated(page)
  const count = page.getByTestId('cart-line').locator('.quantity__input')
  await count.fill('12')
  await count.press('Tab')
  await expect(page.getByTestId('min-order')).toHaveCount(0)

  // Then the shopper's clock: Saturday 23:30 in the shop, Sunday 11:30 in the browser.
  await page.clock.install({ time: new Date('2026-11-28T21:30:00Z') })
  await page.setViewportSize(PHONE)
  await page.goto(`${MEALS}/ro/cart`)
  await clockHydrated(page)
  await expect(page.getByTestId('cart-page')).toBeVisible()
  await page.getByRole('button', { name: 'Finalizează comanda' }).click()
  const modal = page.getByTestId('checkout-modal')
  await expect(modal).toBeVisible()
  const date = modal.getByTestId('delivery-date')
  await expect(date).toBeVisible()
  const days = (await date.locator('option').allTextContents()).slice(1)
  expect(days).toHaveLength(5)
  expect(days[0]).toMatch(/^lun\.?,? 30 noiembrie$/)
  expect(days.at(-1)).toMatch(/^vin\.?,? 4 decembrie$/)
  await modal.getByLabel('Nume', { exact: true }).fill('Ion Calendar')
  await modal.getByLabel('Telefon', { exact: true }).fill('+373 69 555 777')
  await modal.getByLabel('Adresa', { exact: true }).fill('str. Ismail 7')
  // No date chosen: the order waits for one.
  await modal.getByRole('button', { name: 'Plasează comanda' }).click()
  await expect(modal.getByTestId('checkout-errors')).toHaveText('Alegeți data și ora livrării.')
  await date.selectOption('2026-12-01')
  const slots = modal.getByTestId('delivery-slots')
  await expect(slots.getByRole('radio')).toHaveCount(3)
  await expect(slots.getByRole('radio', { name: '10:00–13:00' })).toBeChecked()
  await slots.getByRole('radio', { name: '18:00–21:00' }).check()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').deliveryDateAndTime)).toBe(
    '2026-12-01 18:00-21:00',
  )
  await screenshot(page, 'checkout-calendar-390-ro')
  const sent = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('Ion Calendar'))
  await modal.getByRole('button', { name: 'Plasează comanda' }).click()
  expect((await sent).postData()).toContain('2026-12-01 18:00-21:00')
  await expect(page).toHaveURL(/\/ro\/cart\/success\?order=/)
})
