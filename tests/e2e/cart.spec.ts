import { DESKTOP, expect, holdScripts, hydrated, isHydrated, PHONE, screenshot, test } from './fixtures'
import { addFirstProduct, firstProductPath } from './shop'

const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))

test.describe('cart and checkout', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP)
  })

  test('multiplicities 1 and 0.5, counts, promo codes, delivery and an order paid on delivery', async ({ page }) => {
    await addFirstProduct(page, '/ro/telefoane')
    await addFirstProduct(page, '/ro/fructe')
    await page.goto('/ro/cart')
    await hydrated(page)
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0).getByLabel('Cantitate', { exact: true })).toHaveValue('1')
    await expect(lines.nth(1).getByLabel('Cantitate', { exact: true })).toHaveValue('0.5')

    // + steps by the multiplicity; typing below it snaps back up to it
    await lines.nth(1).getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect(lines.nth(1).getByLabel('Cantitate', { exact: true })).toHaveValue('1')
    await lines.nth(1).getByLabel('Cantitate', { exact: true }).fill('0.2')
    await lines.nth(1).getByLabel('Cantitate', { exact: true }).press('Enter')
    await expect(lines.nth(1).getByLabel('Cantitate', { exact: true })).toHaveValue('0.5')
    await lines.nth(0).getByLabel('Cantitate', { exact: true }).fill('2')
    await lines.nth(0).getByLabel('Cantitate', { exact: true }).press('Enter')
    await expect(lines.nth(0).getByLabel('Cantitate', { exact: true })).toHaveValue('2')

    // an invalid code shows the server's first message; a valid one gives a discount
    await page.getByPlaceholder('Introduceți codul').fill('NOPE-123')
    await page.getByRole('button', { name: 'Aplică' }).click()
    await expect(page.getByTestId('promo-error')).toBeVisible()
    const totalBefore = money(await page.getByTestId('cart-final').textContent())
    await page.getByPlaceholder('Introduceți codul').fill('WELCOME10')
    await page.getByRole('button', { name: 'Aplică' }).click()
    await expect(page.getByTestId('promo-applied')).toBeVisible()
    await expect(page.getByTestId('cart-discount')).toBeVisible()
    expect(money(await page.getByTestId('cart-final').textContent())).toBeLessThan(totalBefore)

    // a region other than the capital forces standard delivery
    await page.getByLabel('Raion').selectOption({ index: 0 })
    const express = page.getByRole('radio', { name: /Expres/ })
    const regionOptions = await page.getByLabel('Raion').locator('option').allTextContents()
    const capitalIndex = regionOptions.findIndex((o) => /Chișinău/.test(o))
    await page.getByLabel('Raion').selectOption({ index: capitalIndex === 0 ? 1 : 0 })
    await expect(express).toBeDisabled()
    await page.getByLabel('Raion').selectOption({ index: capitalIndex })
    await expect(express).toBeEnabled()
    await screenshot(page, 'cart-1440x900')

    await page.getByRole('button', { name: 'Finalizează comanda' }).click()
    const modal = page.getByTestId('checkout-modal')
    await expect(modal).toBeVisible()
    await modal.getByLabel('Nume', { exact: true }).fill('Ion Popescu')
    await modal.getByLabel('Telefon', { exact: true }).fill('+373 69 123 456')
    await modal.getByLabel('Adresa', { exact: true }).fill('str. Ștefan cel Mare 1')
    await modal.getByRole('radio', { name: /cash|numerar/i }).check()
    await screenshot(page, 'checkout-1440x900')
    await modal.getByRole('button', { name: 'Plasează comanda' }).click()
    await expect(page).toHaveURL(/\/ro\/cart\/success\?order=/)
    await expect(page.getByTestId('order-success')).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  })

  // An order id may be text (`ORD-5005`, session 63); one that could not go into a path may not.
  test('an order id that is not an id is the 404 page', async ({ page }) => {
    const response = await page.goto('/ro/order-checkout/%3Cscript%3E')
    expect(response?.status()).toBe(404)
  })

  test('a corrupted cart in storage is reset with a notice, never a broken page', async ({ page }) => {
    // Corrupt the stored cart before any script of the page runs (a tab that is already open would
    // rewrite it from the cart store first).
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('corrupted-once')) {
        sessionStorage.setItem('corrupted-once', '1')
        localStorage.setItem('cart', '{"products": [ broken')
      }
    })
    // the notice shows for 3 s right after hydration: watch for it from before the page loads
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'era deteriorat' })
      .waitFor({ state: 'visible', timeout: 20_000 })
    await page.goto('/ro/cart')
    await notice
    await hydrated(page)
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })

  test('the empty cart at phone size', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/ro/cart')
    await hydrated(page)
    await expect(page.getByTestId('cart-empty')).toBeVisible()
  })
})

test('a tap on "add to cart" before the page is interactive is not lost (phone, CPU slowed 4x)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const path = await firstProductPath(page.request)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The scripts are held until the shopper has tapped: the page is painted, nothing is hydrated.
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const add = page.getByRole('button', { name: 'Adaugă în coș', exact: true })
  await add.click()
  await expect(add).toHaveAttribute('aria-busy', 'true')
  expect(await isHydrated(page)).toBe(false)
  release()
  await expect(page.getByTestId('cart-badge')).toHaveText('1', { timeout: 30_000 })
  await expect(add).not.toHaveAttribute('aria-busy', 'true')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})
