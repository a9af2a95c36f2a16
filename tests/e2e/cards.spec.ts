import type { Locator, Page } from '@playwright/test'
import { ADMIN_URL as ADMIN, BUSINESS_PORT, MARKET_PORT, PHARMA_PORT } from '../../playwright.config'
import { axe, DESKTOP, expect, holdScripts, hydrated, isHydrated, PHONE, screenshot, test } from './fixtures'
import { seededCustomer, serverCartLines, signIn } from './shop'

/** Product cards (issue 16, decision 0026): the cart button, the counter, codes, banners, range filters. */

const BUSINESS = `http://127.0.0.1:${BUSINESS_PORT}`
const MARKET = `http://127.0.0.1:${MARKET_PORT}`
const PHARMA = `http://127.0.0.1:${PHARMA_PORT}`

interface Card {
  productId: number
  url: string
  title: string
  multiplicity: number
  has_associated_products: boolean
  active: boolean
  is_stock: boolean
  available: boolean
  stock: number
}
const sellable = (p: Card) => p.active && p.available && p.is_stock && p.stock > 0

async function cardsOf(site: string, category: string): Promise<Card[]> {
  const r = await fetch(`${ADMIN}/general/v2/category/${category}/?page_size=48`, { headers: { 'Site-Token': site } })
  const body = (await r.json()) as { products?: Card[]; data?: { products: Card[] } }
  return body.products ?? body.data?.products ?? []
}

/** axe over the product cards (the page's other parts have their own specs). */
async function axeClean(page: Page) {
  const a11y = await axe(page).include('[data-testid="product-card"]').analyze()
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

function cardOf(page: Page, productId: number): Locator {
  return page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`).first()
}

const toast = (page: Page) => page.locator('.toast')

test.describe('the cart button on product cards', () => {
  test('electro (counter on cards, ro): the server renders the button; an add shows the notice and turns the card into the counter; - at the multiplicity removes the line', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
    const products = (await cardsOf('demo-electro-token', 'telefoane')).slice(0, 24)
    const product = products.find((p) => sellable(p) && p.stock > 5)!
    const soldOut = products.find((p) => !sellable(p))
    // Without script the button is already there (server HTML), one per sellable card.
    const html = await (await request.get('/ro/telefoane')).text()
    expect(html).toContain('data-testid="card-add"')

    await page.goto('/ro/telefoane')
    await hydrated(page)
    const card = cardOf(page, product.productId)
    if (soldOut) await expect(cardOf(page, soldOut.productId).getByTestId('card-add')).toHaveCount(0)
    // by keyboard: the counter that replaces the button takes its focus (it fell to the page)
    await card.getByRole('button', { name: `Adaugă în coș — ${product.title}` }).focus()
    await page.keyboard.press('Enter')
    await expect(toast(page).filter({ hasText: `Produsul „${product.title}” a fost adăugat în coș` })).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    const counter = card.getByTestId('card-counter')
    const count = counter.getByLabel(`Cantitatea pentru ${product.title} în coș`)
    await expect(count).toHaveValue(String(product.multiplicity))
    await expect(count).toBeFocused()
    await screenshot(page, 'cards-counter-1440x900')
    await axeClean(page)

    await counter.getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect(count).toHaveValue(String(product.multiplicity * 2))
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '{}') as {
          products: { product: { productId: number; card_payment_available?: boolean }; count: number }[]
        },
    )
    expect(stored.products.map((l) => [l.product.productId, l.count])).toEqual([
      [product.productId, product.multiplicity * 2],
    ])
    // The cart keeps the full product (fetched on the add), not the card's slim copy.
    expect(typeof stored.products[0]?.product.card_payment_available).toBe('boolean')

    await counter.getByRole('button', { name: 'Micșorează cantitatea' }).click()
    await expect(count).toHaveValue(String(product.multiplicity))
    await counter.getByRole('button', { name: 'Micșorează cantitatea' }).click()
    await expect(card.getByTestId('card-counter')).toHaveCount(0)
    await expect(card.getByTestId('card-add')).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)

    await page.setViewportSize(PHONE)
    const favourite = card.locator('.list-buttons button').first()
    await favourite.click()
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    // An add whose page went before the product look-up answered (cold review r54: a navigation
    // 800 ms after the click lost it) leaves its note (card-adds.ts; the click and the note are unit
    // tests: card-add.test.ts): the next page's first card finishes it through the same look-up - the
    // line with its multiplicity, the notice on the new page. The note is written here as the click
    // writes it: holding the look-up raced with the product already fetched by the first add.
    await page.evaluate((id) => sessionStorage.setItem('card-adds', `${id}@${Date.now()}`), product.productId)
    // A page loaded with that add pending and the favourite: the card hydrates as the server
    // drew it (the add button, no list marked; a mismatch would be a console error), then shows both.
    await page.reload()
    // The notice shows for 3 s from the finished add: looked for at once, not after the whole page is
    // hydrated (under load that came later than the notice's end: the line in the cart, the notice gone).
    await expect(toast(page).filter({ hasText: `Produsul „${product.title}” a fost adăugat în coș` })).toBeVisible()
    await hydrated(page)
    const reloaded = cardOf(page, product.productId)
    await expect(reloaded.getByTestId('card-counter')).toBeVisible()
    await expect(reloaded.getByLabel(`Cantitatea pentru ${product.title} în coș`)).toHaveValue(
      String(product.multiplicity),
    )
    await reloaded.scrollIntoViewIfNeeded()
    await screenshot(page, 'cards-counter-390x844')
    await expect(reloaded.locator('.list-buttons button').first()).toHaveAttribute('aria-pressed', 'true')
    await expect(reloaded.locator('.list-buttons button').nth(1)).toHaveAttribute('aria-pressed', 'false')

    // The next page need not have a product card: the layout finishes a pending add on every page
    // (useCardAddsLeft.ts); before, the cart page left the note to the next page with a card.
    await page.evaluate((id) => sessionStorage.setItem('card-adds', `${id}@${Date.now()}`), product.productId)
    await page.goto('/ro/cart')
    await expect(toast(page).filter({ hasText: `Produsul „${product.title}” a fost adăugat în coș` })).toBeVisible()
    await expect(page.getByTestId('cart-line').getByLabel('Cantitate', { exact: true })).toHaveValue(
      String(product.multiplicity * 2),
    )
    expect(await page.evaluate(() => sessionStorage.getItem('card-adds'))).toBeNull()
  })

  test('ru: cards on the home sliders and in search have the button; an add from the home page gives the ru notice', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/ru/search?query=smartphone')
    await hydrated(page)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('card-add').first()).toBeVisible()

    await page.goto('/ru')
    await hydrated(page)
    const add = page.locator('.carousel__item [data-testid="card-add"]').first()
    await add.scrollIntoViewIfNeeded()
    const name = (await add.textContent()) ?? ''
    expect(name).toMatch(/^В корзину — /)
    const title = name.replace(/^В корзину — /, '')
    const id = await add.evaluate((el) => el.closest('[data-testid="product-card"]')?.getAttribute('data-product-id'))
    await add.click()
    await expect(toast(page).filter({ hasText: `Товар «${title}» добавлен в корзину` })).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    // Every card of that product on the page (it may sit in several sliders) now shows the counter.
    const counters = page.locator(`[data-testid="product-card"][data-product-id="${id}"] [data-testid="card-counter"]`)
    await expect(counters.first()).toBeVisible()
    await expect(
      page.locator(`[data-testid="product-card"][data-product-id="${id}"] [data-testid="card-add"]`),
    ).toHaveCount(0)
    await screenshot(page, 'cards-home-ru-390x844')
    await page.setViewportSize(DESKTOP)
    await axeClean(page)
    await screenshot(page, 'cards-home-ru-1440x900')
  })

  test('product page, bought together (the drawer button type): an add opens the cart drawer and shows no notice', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const product = (await cardsOf('demo-electro-token', 'telefoane')).find(
      (p) => p.has_associated_products && sellable(p),
    )!
    await page.goto(`/ro/product/${product.url}`)
    await hydrated(page)
    // The extras load as they near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const together = page.locator('section[aria-labelledby="associated-title"]')
    await together.scrollIntoViewIfNeeded()
    const add = together.getByTestId('card-add').first()
    await expect(add).toBeVisible()
    await add.click()
    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByTestId('drawer-line')).toHaveCount(1)
    await expect(toast(page)).toHaveCount(0)
    await screenshot(page, 'cards-drawer-1440x900')
  })

  test('market (no counter on cards): an added card links to the cart and opens the drawer', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`${MARKET}/ro`)
    await hydrated(page)
    const add = page.getByTestId('card-add').first()
    await add.scrollIntoViewIfNeeded()
    const card = page.getByTestId('product-card').filter({ has: add }).first()
    const id = await card.getAttribute('data-product-id')
    await add.click()
    await expect(toast(page).filter({ hasText: 'a fost adăugat în coș' })).toBeVisible()
    const inCart = cardOf(page, Number(id)).getByTestId('card-in-cart')
    await expect(inCart).toHaveText(/^În coș/)
    await expect(page.getByTestId('card-counter')).toHaveCount(0)
    await screenshot(page, 'cards-in-cart-390x844')
    await inCart.click()
    await expect(page.getByTestId('cart-drawer')).toBeVisible()
    await expect(page).toHaveURL(`${MARKET}/ro`)
  })

  test('pharmacy (the server cart): an add from a card reaches the back end cart and the counter follows it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`${PHARMA}/ro`)
    await hydrated(page)
    const add = page.getByTestId('card-add').first()
    await add.scrollIntoViewIfNeeded()
    const card = page.getByTestId('product-card').filter({ has: add }).first()
    const id = Number(await card.getAttribute('data-product-id'))
    await add.click()
    const counter = cardOf(page, id).getByTestId('card-counter')
    await expect(counter.getByRole('textbox')).toHaveValue(/^\d/)
    await expect.poll(() => serverCartLines(page, ADMIN, 'demo-pharma-token')).toBe(1)
  })

  test('business (prices hidden from guests, view_2): no button for guests; signed in, the multiplicity counts and no notice shows', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const product = (await cardsOf('demo-business-token', 'apa-minerala')).find(
      (p) => p.multiplicity > 1 && sellable(p) && p.stock > p.multiplicity * 3,
    )!
    await page.goto(`${BUSINESS}/ro/apa-minerala`)
    await hydrated(page)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('card-add')).toHaveCount(0)

    const company = await seededCustomer('company@example.com')
    await signIn(page, 'ro', company.email, company.password, { base: BUSINESS })
    await page.goto(`${BUSINESS}/ro/apa-minerala`)
    await hydrated(page)
    // Right after a sign-in the account's cart from the server replaces this browser's (decision 0006):
    // wait until it is taken in (the sync notes the account's version).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart-version') ?? '')).toMatch(/^u:/)
    const card = cardOf(page, product.productId)
    const counter = card.getByTestId('card-counter')
    const count = counter.getByLabel(`Cantitatea pentru ${product.title} în coș`)
    // The account's cart lives on: a line left by an earlier run goes first (0 removes it).
    if (await counter.isVisible()) {
      await count.fill('0')
      await count.press('Enter')
    }
    await card.getByTestId('card-add').click()
    await expect(count).toHaveValue(String(product.multiplicity))
    await expect(toast(page)).toHaveCount(0)
    await counter.getByRole('button', { name: 'Mărește cantitatea' }).click()
    await expect(count).toHaveValue(String(product.multiplicity * 2))
    // A typed count is clamped by the cart rules: never below the multiplicity.
    await count.fill('1')
    await count.press('Enter')
    await expect(count).toHaveValue(String(product.multiplicity))
    await screenshot(page, 'cards-business-1440x900')
    await count.fill('0')
    await count.press('Enter')
    await expect(card.getByTestId('card-add')).toBeVisible()
  })
})

test.describe('product codes (buttonsSettings.show_product_code)', () => {
  test('electro shows them on cards and the product page (ro, ru); market does not', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const [product] = (await cardsOf('demo-electro-token', 'telefoane')) as (Card & {
      code: string
      slugs: Record<string, string>
    })[]
    await page.goto('/ro/telefoane')
    await expect(cardOf(page, product!.productId).locator('.product-card__code')).toHaveText(`Cod: ${product!.code}`)
    await page.goto(`/ru/product/${product!.slugs.ru}`)
    await expect(page.locator('.product-page__code')).toHaveText(`Код: ${product!.code}`)

    await page.goto(`${MARKET}/ro`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.locator('.product-card__code')).toHaveCount(0)
    await page.getByTestId('product-card').first().locator('.product-card__title a').click()
    await expect(page.getByTestId('product-page')).toBeVisible()
    await expect(page.locator('.product-page__code')).toHaveCount(0)
  })
})

test.describe('header banners and the advantages of every key', () => {
  test('home (ro): the header banners under the top strip; category (ro) and product (ru) pages: their advantages', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/ro')
    const header = page.getByTestId('header-banners')
    const banner = header.getByRole('img', { name: 'Banner 8' })
    await expect(banner).toBeVisible()
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await screenshot(page, 'cards-header-banners-1440x900')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'cards-header-banners-390x844')

    await page.setViewportSize(DESKTOP)
    await page.goto('/ro/telefoane')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const category = page.locator('section[aria-labelledby="advantages-category_page"]')
    await expect(category.getByRole('heading', { name: 'Avantajele cumpărăturilor la noi' })).toBeVisible()
    await expect(category.getByRole('listitem')).toHaveCount(4)
    await expect(category.getByRole('listitem').first()).toContainText('Livrare rapidă')
    await category.scrollIntoViewIfNeeded()
    await screenshot(page, 'cards-advantages-category-1440x900')

    const [product] = (await cardsOf('demo-electro-token', 'telefoane')) as (Card & { slugs: Record<string, string> })[]
    await page.setViewportSize(PHONE)
    await page.goto(`/ru/product/${product!.slugs.ru}`)
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const own = page.locator('section[aria-labelledby="advantages-product_page"]')
    const whyUs = page.locator('section[aria-labelledby="advantages-product_why_we"]')
    await expect(own.getByRole('heading', { name: 'Что вы получаете с этим товаром' })).toBeVisible()
    await expect(whyUs.getByRole('heading', { name: 'Почему выбирают нас' })).toBeVisible()
    await expect(own.getByRole('listitem')).toHaveCount(4)
    await expect(whyUs.getByRole('listitem').first()).toContainText('Быстрая доставка')
    await own.scrollIntoViewIfNeeded()
    await screenshot(page, 'cards-advantages-product-390x844')
    const a11y = await axe(page).include('section[aria-labelledby^="advantages-"]').analyze()
    expect(a11y.violations.map((v) => v.id)).toEqual([])
  })
})

test('hydration leaves the page where the shopper scrolled it (CPU slowed 4x)', async ({ page }) => {
  // The router used to scroll to the top on its first render; a tap as the page jumped was lost (platform/framework/hydration-scroll.ts).
  await page.setViewportSize(DESKTOP)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const releaseScripts = await holdScripts(page)
  await page.goto('/ro/telefoane', { waitUntil: 'domcontentloaded' })
  await page.mouse.wheel(0, 700)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
  const scrolled = await page.evaluate(() => window.scrollY)
  releaseScripts()
  await hydrated(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  // and a tap on a card's link there opens its product
  const link = page.getByTestId('product-card').nth(4).locator('.product-card__title a')
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page.getByTestId('product-page')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(href)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('taps on a card’s favourite and compare buttons before the listing is interactive are held and replayed (phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  // The scripts wait until the shopper has tapped: the cards are painted, nothing is hydrated.
  const release = await holdScripts(page)
  await page.goto('/ro/telefoane', { waitUntil: 'domcontentloaded' })
  const cards = page.getByTestId('product-card')
  const favorite = cards.nth(0).getByRole('button', { name: /la favorite$/ })
  const compare = cards.nth(1).getByRole('button', { name: /^Compară / })
  await favorite.click()
  await compare.click()
  await expect(favorite).toHaveAttribute('aria-busy', 'true')
  await expect(compare).toHaveAttribute('aria-busy', 'true')
  expect(await isHydrated(page)).toBe(false)
  release()
  await expect(favorite).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 })
  await expect(compare).toHaveAttribute('aria-pressed', 'true')
  await expect(favorite).not.toHaveAttribute('aria-busy', 'true')
  // each list holds its one product, kept where the shop keeps it
  const [first, second] = [
    await cards.nth(0).getAttribute('data-product-id'),
    await cards.nth(1).getAttribute('data-product-id'),
  ]
  const stored = await page.evaluate(() => [localStorage.getItem('favorites'), localStorage.getItem('compare')])
  expect(stored.map((s) => JSON.parse(s ?? '[]'))).toEqual([[Number(first)], [Number(second)]])
})
