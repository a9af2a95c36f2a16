import type { Page } from '@playwright/test'
import { ADMIN_URL as ADMIN, PHARMA_PORT } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { seededCustomer } from './shop'

/**
 * The server-cart variant (decision 0008) on the pharmacy storefront: the reference back end owns
 * the cart. Checked against the back end itself through its own cart calls.
 */
const base = `http://127.0.0.1:${PHARMA_PORT}`
const SITE = { 'Site-Token': 'demo-pharma-token' }

interface Card {
  productId: number
  loyalty_give: number
  url: string
  stock: number
  multiplicity: number
  active: boolean
  available: boolean
  is_stock: boolean
}
interface BackEndCart {
  total_price: number
  products: { id: number; count: number }[]
}

/** The back end's cart of this browser (its browser_id is the guest's no_user_id). */
async function backEndCart(page: Page): Promise<BackEndCart> {
  const id = await page.evaluate(() => localStorage.getItem('browser_id'))
  const r = await fetch(`${ADMIN}/general/cart/fetch-all/?no_user_id=${id}`, { headers: SITE })
  return (await r.json()) as BackEndCart
}
const countsOf = async (page: Page) =>
  Object.fromEntries((await backEndCart(page)).products.map((p) => [p.id, p.count]))

async function sellable(category: string, pick: (c: Card) => boolean): Promise<Card> {
  const r = await fetch(`${ADMIN}/general/v2/category/${category}/`, { headers: SITE })
  const body = (await r.json()) as { products: Card[] }
  const card = body.products.find((c) => c.active && c.available && c.is_stock && pick(c))
  if (!card) throw new Error(`no product to use in ${category}`)
  return card
}

/** Adds a product from its page and waits until the back end has it. */
async function addFromProductPage(page: Page, card: Card) {
  await page.goto(`${base}/ro/product/${encodeURIComponent(card.url)}`)
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click()
  await expect.poll(async () => (await countsOf(page))[card.productId]).toBe(card.multiplicity)
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'))
const qty = (page: Page, productId: number) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`).getByLabel('Cantitate', { exact: true })
const idle = (page: Page) => expect(page.getByTestId('cart-page')).toHaveAttribute('data-server-cart', 'idle')

/** Another shopper buys `count` of the product (on another demo site: stock is shared), so this cart's count outgrows the stock. */
async function someoneElseBuys(productId: number, count: number) {
  const r = await fetch(`${ADMIN}/general/v3/order/`, {
    method: 'POST',
    headers: { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      products: [{ id: productId, count }],
      customer: { name: 'Other Shopper', phone: '+37369000111' },
      delivery: { method: 'pickup', store_id: 1 },
      payment_system_id: 1,
    }),
  })
  expect(r.status, await r.text()).toBe(201)
}

test.describe('server cart (pharmacy variant)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP)
  })

  test('add, change and remove go to the back end; a reload brings the cart back from it', async ({ page }) => {
    const medicine = await sellable('antibiotice', (c) => c.multiplicity === 1 && c.stock >= 5)
    const apples = await sellable('fructe', (c) => c.multiplicity === 0.5 && c.stock >= 3)
    await addFromProductPage(page, medicine)
    await addFromProductPage(page, apples)

    await page.goto(`${base}/ro/cart`)
    await hydrated(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await idle(page)
    await expect(qty(page, medicine.productId)).toHaveValue('1')
    await expect(qty(page, apples.productId)).toHaveValue('0.5')

    // + steps by the multiplicity; a typed count is clamped and sent; the back end follows
    await page
      .locator(`[data-testid="cart-line"][data-product-id="${apples.productId}"]`)
      .getByRole('button', { name: 'Mărește cantitatea' })
      .click()
    await expect(qty(page, apples.productId)).toHaveValue('1')
    await qty(page, medicine.productId).fill('3')
    await qty(page, medicine.productId).press('Enter')
    await expect.poll(() => countsOf(page)).toEqual({ [medicine.productId]: 3, [apples.productId]: 1 })
    await idle(page)
    // totals are the back end's
    const { total_price } = await backEndCart(page)
    await expect.poll(async () => money(await page.getByTestId('cart-total').textContent())).toBe(total_price)

    // remove
    const appleLine = page.locator(`[data-testid="cart-line"][data-product-id="${apples.productId}"]`)
    await appleLine.getByRole('button', { name: /^Elimină / }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect.poll(() => countsOf(page)).toEqual({ [medicine.productId]: 3 })

    // the browser's copy gone: the cart comes back from the server
    await idle(page)
    await page.evaluate(() => localStorage.removeItem('cart'))
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(qty(page, medicine.productId)).toHaveValue('3')
    // prescription_checked is client state: unchecked again after the reload
    await expect(page.getByRole('checkbox', { name: 'Am rețetă pentru acest produs' })).not.toBeChecked()
  })

  test('validate-products 400 lists the errors and blocks checkout; a failed reservation blocks ordering', async ({
    page,
  }) => {
    const product = await sellable('antibiotice', (c) => c.multiplicity === 1 && c.stock >= 3 && c.stock <= 400)
    await addFromProductPage(page, product)
    await page.goto(`${base}/ro/cart`)
    await hydrated(page)
    // ask for far more than there is: the back end caps the line at its stock
    await qty(page, product.productId).fill('99999')
    await qty(page, product.productId).press('Enter')
    await expect(qty(page, product.productId)).toHaveValue(String(product.stock))
    await expect(page.getByTestId('cart-page')).toHaveAttribute('data-validity', 'valid')
    await page.getByRole('checkbox', { name: 'Am rețetă pentru acest produs' }).check()
    const checkout = page.getByRole('button', { name: 'Finalizează comanda' })
    await expect(checkout).toBeEnabled()

    // the stock drops after the cart was validated: the reservation fails and ordering is blocked
    await someoneElseBuys(product.productId, 1)
    await checkout.click()
    const reservation = page.getByTestId('reservation-problems')
    await expect(reservation).toBeVisible()
    await expect(reservation).toContainText(`Au rămas doar ${product.stock - 1}`)
    await expect(checkout).toBeDisabled()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // on the next visit validate-products answers 400: the error list shows and checkout stays blocked
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('cart-page')).toHaveAttribute('data-validity', 'invalid')
    const problems = page.getByTestId('cart-problems')
    await expect(problems).toContainText(`Au rămas doar ${product.stock - 1}`)
    await expect(problems.locator(`li[data-product-id="${product.productId}"]`)).toBeVisible()
    await page.getByRole('checkbox', { name: 'Am rețetă pentru acest produs' }).check()
    await expect(checkout).toBeDisabled()
    await screenshot(page, 'server-cart-invalid-1440x900')
    await page.setViewportSize(PHONE)
    await problems.scrollIntoViewIfNeeded()
    await screenshot(page, 'server-cart-invalid-390x844')
    await page.setViewportSize(DESKTOP)

    // lowering the count to the stock makes the cart valid; the reservation lets the shopper proceed
    await qty(page, product.productId).fill(String(product.stock - 1))
    await qty(page, product.productId).press('Enter')
    await expect(page.getByTestId('cart-page')).toHaveAttribute('data-validity', 'valid')
    await expect(problems).toHaveCount(0)
    await page.getByRole('checkbox', { name: 'Am rețetă pentru acest produs' }).check()
    await checkout.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('an invalid promo code shows the invalid-promo state; a valid one applies until the cart changes', async ({
    page,
  }) => {
    const product = await sellable('antibiotice', (c) => c.multiplicity === 1 && c.stock >= 5)
    await addFromProductPage(page, product)
    await page.goto(`${base}/ro/cart`)
    await hydrated(page)
    await idle(page)
    const input = page.getByPlaceholder('Introduceți codul')
    await input.fill('NOSUCHCODE')
    await page.getByRole('button', { name: 'Aplică' }).click()
    await expect(page.getByTestId('promo-invalid')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('promo-error')).toHaveCount(0)
    await screenshot(page, 'server-cart-promo-1440x900')
    // typing clears the state; a valid code applies a discount
    await input.fill('WELCOME10')
    await expect(page.getByTestId('promo-invalid')).toHaveCount(0)
    await page.getByRole('button', { name: 'Aplică' }).click()
    await expect(page.getByTestId('promo-applied')).toBeVisible()
    const total = money(await page.getByTestId('cart-total').textContent())
    await expect
      .poll(async () => money(await page.getByTestId('cart-discount').textContent()))
      .toBeCloseTo(total * 0.1, 1)
    // any change clears it
    await page.getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect(page.getByTestId('promo-applied')).toHaveCount(0)
    await expect.poll(() => countsOf(page)).toEqual({ [product.productId]: 2 })
  })

  test('after login the guest cart is merged into the account cart; the loyalty toggle goes to the back end', async ({
    page,
  }) => {
    const { email, password } = await seededCustomer('customer1@example.com')
    const auth = (await (
      await fetch(`${ADMIN}/auth/jwt/create/`, {
        method: 'POST',
        headers: { ...SITE, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).json()) as {
      access: string
    }
    const bearer = { ...SITE, Authorization: `Bearer ${auth.access}`, 'Content-Type': 'application/json' }
    const accountCart = async () =>
      (await (await fetch(`${ADMIN}/general/cart/fetch-all/`, { headers: bearer })).json()) as BackEndCart & {
        products: { id: number; count: number; is_loyalty_active: boolean }[]
      }
    // a new account starts with an empty cart
    expect((await accountCart()).products).toEqual([])

    const product = await sellable('antibiotice', (c) => c.multiplicity === 1 && c.stock >= 5 && c.loyalty_give > 0)
    await addFromProductPage(page, product)
    const guestId = await page.evaluate(() => localStorage.getItem('browser_id'))

    await page.goto(`${base}/ro?login=true`)
    await hydrated(page)
    const modal = page.getByTestId('auth-modal')
    await modal.getByLabel('E-mail').fill(email)
    await modal.getByLabel('Parolă').fill(password)
    await modal.getByRole('button', { name: 'Intră în cont' }).click()
    await expect(modal).toBeHidden()
    await page.waitForURL(`${base}/ro`)
    await hydrated(page)

    await page.goto(`${base}/ro/cart`)
    await hydrated(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect
      .poll(async () => (await accountCart()).products.map((p) => [p.id, p.count]))
      .toEqual([[product.productId, 1]])
    const guest = (await (
      await fetch(`${ADMIN}/general/cart/fetch-all/?no_user_id=${guestId}`, { headers: SITE })
    ).json()) as BackEndCart
    expect(guest.products).toEqual([])

    // signed in: a line can be paid with loyalty points (set-loyalty-item); it then gives no points
    await idle(page)
    await expect(page.locator('.cart-summary__points')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Plătește cu puncte de fidelitate' }).check()
    await expect.poll(async () => (await accountCart()).products[0]?.is_loyalty_active).toBe(true)
    await expect(page.locator('.cart-summary__points')).toHaveCount(0)
    // a reload keeps the account cart and does not merge again
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('checkbox', { name: 'Plătește cu puncte de fidelitate' })).toBeChecked()
    await expect(qty(page, product.productId)).toHaveValue('1')
  })

  test('a back end that cannot be reached keeps the shown cart: a notice, and a change is rolled back with a toast', async ({
    page,
  }) => {
    const product = await sellable('antibiotice', (c) => c.multiplicity === 1 && c.stock >= 5)
    await addFromProductPage(page, product)
    await page.goto(`${base}/ro/cart`)
    await hydrated(page)
    await idle(page)
    // From now on no server function answers usefully (as when the Worker cannot reach the back end).
    await page.route('**/_serverFn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    )
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('server-cart-offline')).toBeVisible()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(qty(page, product.productId)).toHaveValue('1')
    await page.getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect(page.getByText('Magazinul nu poate fi contactat acum; coșul a rămas cum era.')).toBeVisible()
    await expect(qty(page, product.productId)).toHaveValue('1')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await screenshot(page, 'server-cart-offline-1440x900')
    await page.unroute('**/_serverFn/**')
  })
})
