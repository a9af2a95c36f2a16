import { formatPrice } from '#app/i18n/format.ts'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { seededCustomer, signInByApi } from './shop'
import { themeBase } from './theme-server'

/**
 * Issue 18: the quote cart (business theme), the meal-plan calculator (meals theme) and the credit
 * calculators (default theme), each in Romanian and Russian. The business and meals variants run
 * as web servers of playwright.config.ts over the run's one build, against the same back end.
 */

const admin = async <T>(path: string, site: string, init: RequestInit = {}) => {
  const r = await fetch(`${ADMIN}${path}`, {
    ...init,
    headers: { 'Site-Token': site, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })
  return (await r.json()) as T
}
/** Whitespace-insensitive (Intl puts no-break spaces in prices). */
const flat = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const money = (n: number, lang: 'ro' | 'ru') => flat(formatPrice(n, 'MDL', lang))
/** A price as shown, matched whatever spaces Chromium's Intl puts in it. */
const priceRe = (n: number, lang: 'ro' | 'ru') =>
  new RegExp(
    money(n, lang)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '\\s'),
  )

interface Card {
  productId: number
  url: string
  title: string
  price: number
  multiplicity: number
  has_associated_products: boolean
  is_stock: boolean
  available: boolean
  stock: number
}

/**
 * The back end's payment (POST /general/v3/credits/calculate) of a company's offer, the figure the
 * page must show (issue 29.4: the page's own formula only pre-fills while this answer loads).
 */
async function backEndMonthly(site: string, companyTitle: string, amount: number, months: number): Promise<number> {
  const { companies } = await admin<{ companies: { id: number; title: string }[] }>('/general/credits', site)
  const company = companies.find((c) => c.title === companyTitle)
  if (!company) throw new Error(`no credit company ${companyTitle}`)
  const quote = await admin<{ monthly_payment: number }>('/general/v3/credits/calculate', site, {
    method: 'POST',
    body: JSON.stringify({ credit_company: company.id, amount, months }),
  })
  return quote.monthly_payment
}

async function productOf(site: string, category: string, pick: (p: Card) => boolean): Promise<Card> {
  const listing = await admin<{ products?: Card[]; data?: { products: Card[] } }>(
    `/general/v2/category/${category}/?page_size=48`,
    site,
  )
  const found = (listing.products ?? listing.data?.products ?? []).find(pick)
  if (!found) throw new Error(`no product in ${category} for the test`)
  return found
}

test.describe('credit (default theme)', () => {
  test('product page: the offers priced by the back end, the credit modal and its success (ro)', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const product = await productOf(
      'demo-electro-token',
      'smartphone-uri',
      (p) => p.is_stock && p.available && p.price >= 1000 && p.stock > 3,
    )
    await page.goto(`/ro/product/${product.url}`)
    await hydrated(page)
    // Below the fold: the credit options load when the shopper scrolls near them.
    const section = page.locator('section[aria-labelledby="credit-title"]')
    await expect(async () => {
      await page.mouse.wheel(0, 1500)
      await expect(section.getByTestId('credit-monthly')).toHaveCount(2, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await section.scrollIntoViewIfNeeded()
    const site = 'demo-electro-token'
    const iute = await backEndMonthly(site, 'Iute Credit', product.price, 24)
    const easy = await backEndMonthly(site, 'Easy Credit', product.price, 12)
    await expect(section.locator('[data-testid="credit-monthly"][data-quote-source="back-end"]')).toHaveCount(2)
    await expect(section.getByTestId('credit-monthly').first()).toHaveText(
      new RegExp(`^de la ${priceRe(iute, 'ro').source} pe lună, 24 de luni$`),
    )
    await expect(section.getByTestId('credit-monthly').nth(1)).toHaveText(
      new RegExp(`^de la ${priceRe(easy, 'ro').source} pe lună, 12 luni$`),
    )
    // Easy Credit (a bank): a credit application with a branch.
    await section.getByRole('button', { name: 'Cumpără în credit cu Easy Credit' }).click()
    const modal = page.getByTestId('credit-modal')
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('heading')).toHaveText('Credit prin Easy Credit')
    await modal.getByLabel('Termen').selectOption('6')
    await expect(modal.getByTestId('credit-modal-monthly')).toHaveAttribute('data-quote-source', 'back-end')
    await expect(modal.getByTestId('credit-modal-monthly')).toHaveText(
      priceRe(await backEndMonthly(site, 'Easy Credit', product.price, 6), 'ro'),
    )
    await modal.getByLabel('Filiala').selectOption({ index: 2 })
    // client checks first
    await modal.getByRole('button', { name: 'Solicitați creditul' }).click()
    await expect(modal.getByLabel('Nume *')).toHaveAttribute('aria-invalid', 'true')
    await modal.getByLabel('Nume *').fill('Ana Test')
    await modal.getByLabel('Telefon *').fill('+373 69 123 456')
    await screenshot(page, 'credit-modal-1440x900')
    await modal.getByRole('button', { name: 'Solicitați creditul' }).click()
    const success = page.getByTestId('creditSuccess-modal')
    await expect(success).toBeVisible()
    await expect(modal).toHaveCount(0)
    await expect(success.getByTestId('credit-success-number')).toContainText(/CR-\d{6}/)
    await screenshot(page, 'credit-success-1440x900')
    await success.getByRole('button', { name: 'Gata' }).click()
    await expect(success).toHaveCount(0)
  })

  test('cart page: the offers for the cart total; Iute creates an iute credit order (ru)', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const product = await productOf(
      'demo-electro-token',
      'smartphone-uri',
      (p) => p.is_stock && p.available && p.price >= 600 && p.stock > 5 && p.multiplicity === 1,
    )
    await page.goto(`/ru/product/${product.url}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'В корзину' }).first().click()
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    // Let the cart store (/api/cart) take the line before leaving, and the cart page load it, so no
    // late answer of the first save lands over the change below.
    await page.waitForLoadState('networkidle')
    await page.goto('/ru/cart')
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await line.getByRole('button', { name: 'Увеличить количество' }).click()
    await expect(page.getByTestId('cart-total')).toHaveText(new RegExp(`^${priceRe(product.price * 2, 'ru').source}$`))
    const section = page.locator('section[aria-labelledby="credit-title"]')
    await expect(section.getByRole('heading')).toHaveText('Оплатить корзину в кредит')
    const site = 'demo-electro-token'
    await expect(section.getByTestId('credit-monthly').first()).toHaveAttribute('data-quote-source', 'back-end')
    await expect(section.getByTestId('credit-monthly').first()).toHaveText(
      priceRe(await backEndMonthly(site, 'Iute Credit', product.price * 2, 24), 'ru'),
    )
    await section.getByRole('button', { name: 'Купить в кредит с Iute Credit' }).click()
    const modal = page.getByTestId('credit-modal')
    await expect(modal.getByText(new RegExp(`^Сумма: ${priceRe(product.price * 2, 'ru').source}$`))).toBeVisible()
    await modal.getByLabel('Срок').selectOption('12')
    const monthly12 = await backEndMonthly(site, 'Iute Credit', product.price * 2, 12)
    await expect(modal.getByTestId('credit-modal-monthly')).toHaveAttribute('data-quote-source', 'back-end')
    await expect(modal.getByTestId('credit-modal-monthly')).toHaveText(priceRe(monthly12, 'ru'))
    // An iute order goes to no branch.
    await expect(modal.getByLabel('Отделение')).toHaveCount(0)
    await modal.getByLabel('Имя *').fill('Иван')
    await modal.getByLabel('Телефон *').fill('+373 69 000 111')
    await screenshot(page, 'credit-modal-cart-390x844')
    await modal.getByRole('button', { name: 'Заказать в кредит' }).click()
    const success = page.getByTestId('creditSuccess-modal')
    await expect(success.getByTestId('credit-success-number')).toContainText(/IU-\d{6}/)
    await expect(success).toHaveText(priceRe(monthly12, 'ru'))
  })

  for (const [lang, texts] of [
    [
      'ro',
      {
        heading: 'Calculator de credit',
        amount: /Suma/,
        term: 'Termen',
        apply: 'Solicitați creditul',
        name: 'Nume *',
        phone: 'Telefon *',
        branch: 'Filiala',
      },
    ],
    [
      'ru',
      {
        heading: 'Кредитный калькулятор',
        amount: /Сумма/,
        term: 'Срок',
        apply: 'Оформить заявку',
        name: 'Имя *',
        phone: 'Телефон *',
        branch: 'Отделение',
      },
    ],
  ] as const) {
    test(`credit calculator page: back-end price, rules, application and its success modal (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(lang === 'ro' ? DESKTOP : PHONE)
      await page.goto(`/${lang}/credit`)
      await hydrated(page)
      const calc = page.getByTestId('credit-calculator')
      await expect(calc.getByRole('heading', { name: texts.heading })).toBeVisible()
      const amount = calc.getByLabel(texts.amount)
      await amount.fill('1000')
      await calc.getByLabel(texts.term).selectOption('24')
      // The offer of issue 18: 1,000 at 19 % over 24 months is 50.41 a month.
      await expect(calc.getByTestId('credit-calc-monthly')).toHaveText(priceRe(50.41, lang))
      await amount.fill('100')
      // The company's least amount, checked by the page itself and said with the money (session 67:
      // the back end's bare "At least 500" is the fallback).
      await expect(calc.getByTestId('credit-calc-amount-error')).toContainText(
        lang === 'ro' ? 'Suma trebuie să fie de cel puțin 500' : 'Сумма должна быть не меньше 500',
      )
      await amount.fill('12000')
      await calc.getByLabel(texts.term).selectOption('12')
      const price = await admin<{ monthly_payment: number }>('/calculator/credit-price/', 'demo-electro-token', {
        method: 'POST',
        body: JSON.stringify({ credit_company: 1, amount: 12000, months: 12 }),
      })
      await expect(calc.getByTestId('credit-calc-monthly')).toHaveText(priceRe(price.monthly_payment, lang))
      await calc.getByLabel(texts.branch).selectOption({ index: 1 })
      await calc.getByLabel(texts.name).fill('Maria')
      await calc.getByLabel(texts.phone).fill('+37369777888')
      await screenshot(page, `credit-calculator-${lang}-${lang === 'ro' ? '1440x900' : '390x844'}`)
      await calc.getByRole('button', { name: texts.apply }).click()
      const success = page.getByTestId('creditCalculatorSuccess-modal')
      await expect(success.getByTestId('credit-success-number')).toContainText(/CR-\d{6}/)
      await screenshot(page, `credit-calculator-success-${lang}`)
    })
  }

  test('the discount and insurance pages are routed', async ({ page }) => {
    for (const [path, heading] of [
      ['/ro/discount', 'Reduceri'],
      ['/ru/insurance', 'Страхование'],
      ['/ro/credit', 'Credit și rate'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })
})

test.describe('theme variants', () => {
  test.describe.configure({ timeout: 120_000 })
  const business = { base: themeBase('business') }
  const meals = { base: themeBase('meals') }

  test('quote cart: add by multiplicity or target price, the state rules, associated products (ro)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const product = await productOf(
      'demo-business-token',
      'apa-minerala',
      (p) => p.multiplicity === 6 && p.has_associated_products && p.is_stock,
    )
    // a business buyer: the business demo shows no price to guests (hide_price_for_guests, decision 0038)
    const buyer = await seededCustomer('company@example.com')
    await signInByApi(page, buyer.email, buyer.password, { base: business.base })
    await page.goto(`${business.base}/ro/product/${product.url}`)
    await hydrated(page)
    const add = page.getByRole('button', { name: 'Adaugă în cererea de ofertă' })
    await add.click()
    await expect(page.getByText('În cererea de ofertă: 6')).toBeVisible()
    await add.click()
    await expect(page.getByText('În cererea de ofertă: 12')).toBeVisible()
    // with a target price: the price is set, the count stays
    await page.getByLabel('Preț dorit (opțional)').fill('7,25')
    await add.click()
    await expect(page.getByText('În cererea de ofertă: 12')).toBeVisible()
    await expect(page.getByTestId('quote-badge')).toHaveText('1')
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('quote_cart'))) ?? '{}')
    expect(stored.items.map((i: { count: number; target_price: number }) => [i.count, i.target_price])).toEqual([
      [12, 7.25],
    ])

    await page.getByTestId('quote-cart-link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cerere de ofertă')
    await hydrated(page)
    const line = page.getByTestId('quote-line')
    await expect(line).toHaveCount(1)
    // the subtotal always has two decimals
    await expect(page.getByTestId('quote-subtotal')).toHaveText(
      new RegExp(
        `^${new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(product.price * 12).replace(/\s/g, '\\s')}\\slei$`,
      ),
    )
    // as Romanian writes decimals (it showed 7.25)
    await expect(page.getByTestId('quote-target')).toHaveValue('7,25')
    // a count below the multiplicity becomes the multiplicity; another, the next whole multiple (the
    // back end takes whole multiples: 8 of 6 was refused with a message naming no line, r43)
    const qty = line.getByRole('textbox', { name: `Cantitatea pentru ${product.title}` })
    await qty.fill('2')
    await qty.blur()
    await expect(qty).toHaveValue('6')
    await qty.fill('8')
    await qty.blur()
    await expect(qty).toHaveValue('12')
    await qty.fill('6')
    await qty.blur()
    await expect(qty).toHaveValue('6')
    await expect(
      page.locator('section[aria-labelledby="quote-associated-title"]').getByTestId('product-card').first(),
    ).toBeVisible()
    await screenshot(page, 'quote-cart-1440x900')
    // Sent by the company buyer (issue 51 point 7, decision 0067): the quote's number, and the order id
    // kept, so spec 4's rules apply (count 0). The quote is then among the account's orders.
    await page.getByTestId('quote-send').click()
    await expect(page.getByTestId('quote-sent')).toContainText(/Q-[0-9A-Z]+/)
    await expect(page.getByTestId('quote-count')).toHaveText('0')
    // the id as text (session 63): the reference back end's integer, as its digits
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quote_cart'))) ?? '{}').orderId).toEqual(
      expect.stringMatching(/^\d+$/),
    )
    // a sent quote's lines are read-only (r43: edits went nowhere); a new request starts empty
    await expect(qty).toHaveCount(0)
    await expect(line).toContainText('Cantitate: 6')
    await page.getByRole('button', { name: 'Începeți o cerere nouă' }).click()
    await expect(page.getByTestId('quote-empty')).toBeVisible()
  })

  test('quote cart: an order id zeroes the count and the subtotal (0,00); a new request empties it (ru, phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const product = await productOf('demo-business-token', 'apa-minerala', (p) => p.multiplicity === 6 && p.is_stock)
    await page.goto(`${business.base}/ru/quote-cart`)
    await page.evaluate(
      ([p]) => {
        localStorage.setItem(
          'quote_cart',
          JSON.stringify({
            items: [
              {
                product: {
                  productId: p.productId,
                  title: p.title,
                  url: p.url,
                  img: '',
                  price: p.price,
                  multiplicity: 6,
                },
                count: 18,
                target_price: null,
              },
            ],
            orderId: 41,
          }),
        )
      },
      [product] as const,
    )
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('quote-count')).toHaveText('0')
    await expect(page.getByTestId('quote-subtotal')).toHaveText(/^0,00\slei$/)
    await screenshot(page, 'quote-cart-order-390x844')
    await page.getByRole('button', { name: 'Начать новый запрос' }).click()
    await expect(page.getByTestId('quote-empty')).toHaveText('Запрос цен пуст. Добавляйте товары с их страниц.')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quote_cart'))) ?? '{}')).toEqual({
      items: [],
      orderId: null,
    })
  })

  test('themes without a calculator show none of it', async ({ page, request }) => {
    // default theme: no quote cart
    expect((await request.get('/ro/quote-cart')).status()).toBe(404)
    expect((await request.get('/ro/meal-plan')).status()).toBe(404)
    await page.goto('/ro')
    await hydrated(page)
    await expect(page.getByTestId('quote-cart-link')).toHaveCount(0)
    // meals theme: no credit at all
    expect((await request.get(`${meals.base}/ro/credit`)).status()).toBe(404)
    const product = await productOf('demo-meals-token', 'supe', (p) => p.is_stock && p.available)
    await page.goto(`${meals.base}/ro/product/${product.url}`)
    await hydrated(page)
    // the below-the-fold parts load (reviews' heading shows they did), the credit options do not
    await expect(async () => {
      await page.mouse.wheel(0, 1500)
      await expect(
        page.locator('#reviews-title, [data-testid="recently-viewed"], #associated-title').first(),
      ).toBeAttached({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.locator('section[aria-labelledby="credit-title"]')).toHaveCount(0)
  })

  for (const [lang, t] of [
    [
      'ro',
      {
        noCity: 'Orașul nu este selectat',
        choose: 'Alegeți orașul',
        change: 'Schimbă orașul',
        city: 'Chișinău',
        other: 'Bălți',
        add: 'Adaugă planul în coș',
        kcal1500: '1500 kcal',
        days14: '14 zile',
        loadError: 'Eroare la încărcarea datelor meniului',
      },
    ],
    [
      'ru',
      {
        noCity: 'Город не выбран',
        choose: 'Выберите город',
        change: 'Сменить город',
        city: 'Кишинёв',
        other: 'Бельцы',
        add: 'Добавить план в корзину',
        kcal1500: '1500 ккал',
        days14: '14 дней',
        loadError: 'Ошибка при загрузке данных меню',
      },
    ],
  ] as const) {
    test(`meal plan: city required, 1200 kcal / 7 days first, prices per city, add to cart (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(lang === 'ro' ? DESKTOP : PHONE)
      await page.goto(`${meals.base}/${lang}/meal-plan`)
      await hydrated(page)
      const plan = page.getByTestId('meal-plan')
      await expect(plan.getByTestId('meals-error')).toHaveText(t.noCity)
      await screenshot(page, `meals-no-city-${lang}`)
      await plan.getByRole('button', { name: t.choose }).click()
      await page.getByTestId('city-modal').getByRole('button', { name: t.city }).click()
      const menu = await admin<{
        data: { calories: number; durations: { duration: number; price: number; product_id: number }[] }[]
      }>('/general/menu-calculator?locality_id=1', 'demo-meals-token')
      const first = menu.data[0]!.durations[0]!
      await expect(plan.getByRole('button', { name: lang === 'ro' ? '1200 kcal' : '1200 ккал' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(plan.getByRole('button', { name: lang === 'ro' ? '7 zile' : '7 дней' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(plan.getByTestId('meals-price')).toHaveText(priceRe(first.price, lang))
      // a live region: the price a choice changes is announced
      await expect(plan.getByTestId('meals-price')).toHaveAttribute('aria-live', 'polite')
      // the loading flag clears (100 ms after the answer)
      await expect(plan).toHaveAttribute('data-loading', 'false')
      // today's day is selected
      await expect(plan.locator('.meals-days__tabs [aria-pressed="true"]')).toHaveCount(1)
      // and in view inside its tab strip, whatever the screen's width
      await expect
        .poll(() =>
          plan.locator('.meals-days__tabs').evaluate((strip) => {
            const box = strip.getBoundingClientRect()
            const tab = strip.querySelector('[aria-pressed="true"]')!.getBoundingClientRect()
            return tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5
          }),
        )
        .toBe(true)
      await screenshot(page, `meals-${lang}-${lang === 'ro' ? '1440x900' : '390x844'}`)
      await plan.getByRole('button', { name: t.kcal1500 }).click()
      await plan.getByRole('button', { name: t.days14 }).click()
      const chosen = menu.data[1]!.durations[1]!
      await expect(plan.getByTestId('meals-price')).toHaveText(priceRe(chosen.price, lang))
      await expect(plan.locator('.meals-days__tabs button')).toHaveCount(14)
      await plan.getByRole('button', { name: t.add }).click()
      await expect(
        page.getByRole('status').filter({
          hasText:
            lang === 'ro' ? '1500 kcal pentru 14 zile adăugat în coș' : '1500 ккал на 14 дней добавлено в корзину',
        }),
      ).toBeVisible()
      await expect(page.getByTestId('cart-badge')).toHaveText('1')
      const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}')
      expect(JSON.stringify(cart)).toContain(`"productId":${chosen.product_id}`)
      // another city, other prices
      const balti = await admin<{ data: { durations: { price: number }[] }[] }>(
        '/general/menu-calculator?locality_id=13',
        'demo-meals-token',
      )
      await plan.getByRole('button', { name: t.change }).click()
      await page.getByTestId('city-modal').getByRole('button', { name: t.other }).click()
      await expect(plan.getByTestId('meals-price')).toHaveText(priceRe(balti.data[0]!.durations[0]!.price, lang))
      // a load that fails without a message of the back end shows the fallback text
      await page.route('**/_serverFn/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
      )
      await plan.getByRole('button', { name: t.change }).click()
      await page.getByTestId('city-modal').getByRole('button', { name: t.city }).click()
      await expect(plan.getByTestId('meals-error')).toHaveText(t.loadError)
    })
  }
})
