import type { Page } from '@playwright/test'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { axe, clearCookiesAway, DESKTOP, expect, hydrated, PHONE, screenshot, test, testIn } from './fixtures'
import { activeAccount, outbox, seededCustomer, signIn, signInByApi } from './shop'

/**
 * The storefront cabinet (issue 17 part 2, decision 0023) in Chromium, in ro and ru, against the
 * reference back end. Each test signs in as its own copy of demo@example.com (customer) or
 * company@example.com (company user), made by tests/e2e/shop.ts (seededCustomer);
 * the deletion test registers its own account. Every screen is checked with axe and shot at phone
 * and desktop sizes.
 */

const LANGS = ['ro', 'ru'] as const
const TEXT = {
  ro: {
    orders: 'Comenzile mele',
    actStatuses: ['În așteptarea semnării', 'Semnat'],
    profile: 'Profil',
    search: 'Căutare în comenzi',
    from: 'De la data',
    apply: 'Aplicați',
    favorite: /la favorite$/,
    verify: 'Confirmați',
    primaryOf: 'Faceți principal',
    deleteOf: 'Ștergeți',
  },
  ru: {
    orders: 'Мои заказы',
    actStatuses: ['Ожидает подписи', 'Подписан'],
    profile: 'Профиль',
    search: 'Поиск по заказам',
    from: 'С даты',
    apply: 'Применить',
    favorite: /в избранное$/,
    verify: 'Подтвердить',
    primaryOf: 'Сделать основным',
    deleteOf: 'Удалить',
  },
} as const

async function checkScreen(page: Page, name: string) {
  const a11y = await axe(page).include('#main').analyze()
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  for (const [size, suffix] of [
    [DESKTOP, '1440x900'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `cabinet-${name}-${suffix}`)
    // on a phone the sections menu is one row: the page's own content starts in the first screen
    if (size === PHONE && (await page.locator('.cabinet-frame__main').count()) > 0) {
      const nav = await page.getByTestId('cabinet-nav').boundingBox()
      const main = await page.locator('.cabinet-frame__main').boundingBox()
      expect(nav?.height ?? 0).toBeLessThan(60)
      expect(main?.y ?? PHONE.height).toBeLessThan(PHONE.height / 2)
      // nothing wider than the screen: only the menu row scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      // the page's content lines up with the header's (one inset from the screen's edge, not two)
      const insets = await page.evaluate(() => {
        const left = (el: Element | null) =>
          el ? el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft) : Number.NaN
        return {
          header: left(document.querySelector('.header__inner')),
          heading: document.querySelector('.cabinet-frame__main h1')?.getBoundingClientRect().left,
        }
      })
      expect(insets.heading, `the heading's inset on ${name}`).toBeCloseTo(insets.header, 0)
    }
  }
  await page.setViewportSize(DESKTOP)
}

const SITE_HEADERS = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }

/** The account's favourite product ids as the back end holds them. */
async function serverFavorites(page: Page, email: string, password: string): Promise<number[]> {
  const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
    headers: SITE_HEADERS,
    data: { email, password },
  })
  const { access } = (await login.json()) as { access: string }
  const res = await page.request.get(`${ADMIN}/favorites/`, {
    headers: { ...SITE_HEADERS, Authorization: `Bearer ${access}` },
  })
  return ((await res.json()) as { ids: number[] }).ids.sort((a, b) => a - b)
}

test.describe('cabinet', () => {
  // whole flows (a fresh account, codes from the outbox, screenshots at two sizes) on a shared 2-core machine
  test.describe.configure({ timeout: 90_000 })
  for (const lang of LANGS) {
    // One language, like the other flows (testIn: the run is at its time budget).
    testIn(lang, 'ro')(`orders, an order, acts and the sections menu of a company user (${lang})`, async ({ page }) => {
      const user = await seededCustomer('company@example.com')
      await signInByApi(page, user.email, user.password)
      await page.goto(`/${lang}/account`)
      await page.waitForURL(new RegExp(`/${lang}/account/orders$`))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].orders })).toBeVisible()
      await expect(page.getByTestId('order-row').first()).toBeVisible()
      await expect(page.getByTestId('orders-points')).toBeVisible()
      const nav = page.getByTestId('cabinet-nav')
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(TEXT[lang].orders)
      await checkScreen(page, `orders-${lang}`)
      // on a phone the filters fold behind a toggle, so the first order is in the first screen
      await page.setViewportSize(PHONE)
      const toggle = page.getByTestId('orders-filters-toggle')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByTestId('orders-filters').getByLabel(TEXT[lang].search)).toBeHidden()
      expect((await page.getByTestId('order-row').first().boundingBox())?.y ?? PHONE.height).toBeLessThan(
        PHONE.height - 100,
      )
      await toggle.click()
      await expect(page.getByTestId('orders-filters').getByLabel(TEXT[lang].search)).toBeVisible()
      await screenshot(page, `cabinet-orders-filters-open-${lang}-390x844`)
      await page.setViewportSize(DESKTOP)
      await expect(toggle).toBeHidden()

      // the company filter, kept in the URL
      const filters = page.getByTestId('orders-filters')
      const company = filters.locator('select[name="company_id"]')
      await expect(company.locator('option')).toHaveCount(3)
      await company.selectOption({ index: 2 })
      // the test's own copy of the company user has companies of its own ids
      const companyId = await company.inputValue()
      expect(companyId).toMatch(/^\d+$/)
      await filters.getByRole('button', { name: TEXT[lang].apply }).click()
      await page.waitForURL(new RegExp(`company_id=${companyId}(&|$)`))
      await expect(page.getByTestId('order-row').first()).toBeVisible()

      // search text URL-encoded; a single date stays in the URL but is not applied (hint)
      await filters.getByLabel(TEXT[lang].search).fill('a&b')
      await filters.getByLabel(TEXT[lang].from).fill('2020-01-01')
      await filters.getByRole('button', { name: TEXT[lang].apply }).click()
      await page.waitForURL(/search=a%26b/)
      expect(page.url()).not.toContain('page=')
      await expect(page.getByTestId('range-hint')).toBeVisible()
      await expect(page.getByTestId('orders-empty')).toBeVisible()

      // /orders is the same list
      await page.goto(`/${lang}/orders`)
      await hydrated(page)
      await expect(page.getByTestId('order-row').first()).toBeVisible()

      // an order: the stored address and the payment status; a settled one (the seed's are paid, paid
      // offline or declined) offers no check unless it was declined
      await page.getByTestId('order-row').first().getByRole('link').click()
      await page.waitForURL(new RegExp(`/${lang}/account/orders/\\d+$`))
      await expect(page.getByTestId('order-address')).not.toBeEmpty()
      await expect(page.getByTestId('order-payment')).not.toBeEmpty()
      await expect(page.getByTestId('check-payment')).toHaveCount(0)
      await checkScreen(page, `order-${lang}`)

      // a failed load is a notice, not an error page
      const missing = await page.goto(`/${lang}/account/orders/999999`)
      expect(missing?.status()).toBe(200)
      await expect(page.getByTestId('order-error')).toBeVisible()

      // acts: one page, no pager
      await page.goto(`/${lang}/account/acts`)
      await hydrated(page)
      await expect(page.getByTestId('act-row').first()).toBeVisible()
      await expect(page.locator('.pager')).toHaveCount(0)
      // the back end's statuses (pending, signed) in the page's language, never its raw words
      const statuses = await page.getByTestId('act-row').locator('.status-pill').allTextContents()
      expect(new Set(statuses)).toEqual(new Set(TEXT[lang].actStatuses))
      await checkScreen(page, `acts-${lang}`)

      // companies: the list, and a server field error shown by its field
      await page.goto(`/${lang}/account/companies`)
      await hydrated(page)
      await expect(page.getByTestId('company-row')).toHaveCount(2)
      const form = page.getByTestId('company-form')
      await form.locator('input[name="name-0"]').fill('E2E SRL')
      await form.locator('input[name="idno-0"]').fill('123')
      await form.locator('input[name="address-0"]').fill('str. Test 1')
      await page.getByTestId('company-save').click()
      await expect(form.locator('.field__error')).toBeVisible()
      await expect(page.getByTestId('company-row')).toHaveCount(2)
      await checkScreen(page, `companies-${lang}`)

      // never in a public page: the personal sections answer no-store
      const res = await page.request.get(`/${lang}/account/orders`)
      expect(res.headers()['cache-control'] ?? '').toContain('no-store')
    })
  }

  for (const lang of LANGS) {
    testIn(lang, 'ru')(
      `favourites: the local list merged once at sign-in, a toggle reaches the server and shows in another browser (${lang})`,
      async ({ page, browser, baseURL }) => {
        const { email, password } = await activeAccount(lang, {}, 'fav')
        const cards = page.getByTestId('product-card')
        const favButton = (i: number) => cards.nth(i).getByRole('button', { name: TEXT[lang].favorite })
        const openListing = async () => {
          await page.goto(`/${lang}/search?query=laptop`)
          await hydrated(page)
          await expect(cards.nth(1)).toBeVisible()
        }
        // a guest's favourite, in this browser only
        await openListing()
        const a = Number(await cards.nth(0).getAttribute('data-product-id'))
        const b = Number(await cards.nth(1).getAttribute('data-product-id'))
        await favButton(0).click()
        await expect(favButton(0)).toHaveAttribute('aria-pressed', 'true')

        // signed in: the local list goes to the account once
        await signIn(page, lang, email, password)
        await expect.poll(() => serverFavorites(page, email, password)).toEqual([a])
        // a toggle reaches the server at once
        await openListing()
        await expect(favButton(0)).toHaveAttribute('aria-pressed', 'true')
        await favButton(1).click()
        await expect(favButton(1)).toHaveAttribute('aria-pressed', 'true')
        await expect.poll(() => serverFavorites(page, email, password)).toEqual([a, b].sort((x, y) => x - y))

        // merged once: a removal made elsewhere (here: straight at the back end) is not put back from this browser's copy
        const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
          headers: SITE_HEADERS,
          data: { email, password },
        })
        const { access } = (await login.json()) as { access: string }
        const removed = await page.request.delete(`${ADMIN}/favorites/`, {
          headers: { ...SITE_HEADERS, Authorization: `Bearer ${access}` },
          data: { product_id: a },
        })
        expect(removed.ok()).toBe(true)
        await page.goto(`/${lang}/favorites`)
        await hydrated(page)
        await expect(page.locator(`[data-testid="product-card"][data-product-id="${b}"]`)).toBeVisible()
        await expect(page.getByTestId('product-card')).toHaveCount(1)
        expect(await serverFavorites(page, email, password)).toEqual([b])

        // another browser: the account's list after sign-in; its removal shows here after a reload
        const other = await browser.newContext({ baseURL })
        const second = await other.newPage()
        await signInByApi(second, email, password)
        await second.goto(`/${lang}/favorites`)
        await hydrated(second)
        const card = second.locator(`[data-testid="product-card"][data-product-id="${b}"]`)
        await expect(card).toBeVisible()
        await card.getByRole('button', { name: TEXT[lang].favorite }).click()
        await expect(second.getByTestId('favorites-empty')).toBeVisible()
        await expect.poll(() => serverFavorites(page, email, password)).toEqual([])
        await other.close()
        await page.reload()
        await hydrated(page)
        await expect(page.getByTestId('favorites-empty')).toBeVisible()
      },
    )

    testIn(lang, 'ro')(`phones and e-mails: add, verify by code, make primary, delete (${lang})`, async ({ page }) => {
      const { email, password } = await activeAccount(lang, {}, 'contacts')
      await signInByApi(page, email, password)
      await page.goto(`/${lang}/profile`)
      await hydrated(page)
      const text = TEXT[lang]

      // phones: A added and made the sign-in number (create-auth-number), B added and made it instead (change-auth-number), A deleted
      const phones = page.getByTestId('phone-list')
      const digits = String(Date.now()).slice(-6)
      const phoneA = `+37369${digits}`
      const phoneB = `+37368${digits}`
      const verify = async (list: typeof phones, to: string, kind: string, nth: number) => {
        const message = await outbox(to, kind, nth)
        await list
          .getByTestId(list === phones ? 'phone-verify' : 'email-verify')
          .locator('input[name="code"]')
          .fill(message.code as string)
        await list.getByRole('button', { name: text.verify }).click()
      }
      const row = (list: typeof phones, value: string) =>
        list.getByTestId(list === phones ? 'phone-row' : 'email-row').filter({ hasText: value })
      for (const phone of [phoneA, phoneB]) {
        await phones
          .getByTestId('phone-add')
          .locator('input')
          .fill(`${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6)}`)
        await phones.getByTestId('phone-add').getByRole('button').click()
        await verify(phones, phone, 'phone_verification', 1)
        await expect(row(phones, phone)).toBeVisible()
        await expect(phones.getByTestId('phone-verify')).toHaveCount(0)
        await row(phones, phone)
          .getByRole('button', { name: `${text.primaryOf} ${phone}` })
          .click()
        await verify(phones, phone, 'phone_verification', 2)
        await expect(row(phones, phone).locator('.status-pill--primary')).toBeVisible()
      }
      await expect(row(phones, phoneA).locator('.status-pill--primary')).toHaveCount(0)
      await row(phones, phoneA)
        .getByRole('button', { name: `${text.deleteOf} ${phoneA}` })
        .click()
      await expect(row(phones, phoneA)).toHaveCount(0)
      await expect(phones.getByTestId('phone-row')).toHaveCount(1)
      // the primary number cannot be deleted
      await expect(row(phones, phoneB).getByRole('button')).toHaveCount(0)

      // e-mails: a second one added by code, made primary (the sign-in e-mail), the first deleted
      const emails = page.getByTestId('email-list')
      const second = `second-${lang}-${Date.now()}@example.com`
      await emails.getByTestId('email-add').locator('input').fill(second)
      await emails.getByTestId('email-add').getByRole('button').click()
      await verify(emails, second, 'email_verification', 1)
      await expect(row(emails, second)).toBeVisible()
      await row(emails, second)
        .getByRole('button', { name: `${text.primaryOf} ${second}` })
        .click()
      await expect(row(emails, second).locator('.status-pill--primary')).toBeVisible()
      await row(emails, email)
        .getByRole('button', { name: `${text.deleteOf} ${email}` })
        .click()
      await expect(row(emails, email)).toHaveCount(0)
      await expect(row(emails, second).locator('.status-pill--primary')).toBeVisible()
      await checkScreen(page, `profile-contacts-${lang}`)

      // after a reload the lists are the server's; the new e-mail signs in
      await page.reload()
      await hydrated(page)
      await expect(page.getByTestId('phone-row')).toHaveCount(1)
      await expect(row(phones, phoneB).locator('.status-pill--primary')).toBeVisible()
      await expect(page.getByTestId('email-row')).toHaveCount(1)
      const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
        headers: SITE_HEADERS,
        data: { email: second, password },
      })
      expect(login.ok()).toBe(true)
    })

    testIn(lang, 'ro')(
      `companies: one created, then two at once, offered by the orders and acts company filters; paged up to 20, filtered, edited (${lang})`,
      async ({ page }) => {
        const { email, password } = await activeAccount(lang, {}, 'companies')
        await signInByApi(page, email, password)
        await page.goto(`/${lang}/account/companies`)
        await hydrated(page)
        await expect(page.getByTestId('companies-empty')).toBeVisible()
        const form = page.getByTestId('company-form')
        const save = page.getByTestId('company-save')
        const fill = async (i: number, name: string, idno: string) => {
          await form.locator(`input[name="name-${i}"]`).fill(name)
          await form.locator(`input[name="idno-${i}"]`).fill(idno)
          await form.locator(`input[name="address-${i}"]`).fill(`str. ${name} ${i + 1}`)
        }
        // one company (create-company)
        await fill(0, 'Alfa SRL', '1003600011111')
        await save.click()
        await expect(page.getByTestId('company-row')).toHaveCount(1)
        await expect(page.getByTestId('company-errors')).toHaveCount(0)
        await expect(save).toBeEnabled({ timeout: 6000 })
        // two at once (create-company-multi)
        await page.getByTestId('company-add-entry').click()
        await expect(page.getByTestId('company-entry')).toHaveCount(2)
        await fill(0, 'Beta SRL', '1003600022222')
        await fill(1, 'Gama SRL', '1003600033333')
        await save.click()
        await expect(page.getByTestId('company-row')).toHaveCount(3)
        await expect(page.getByTestId('company-entry')).toHaveCount(1)
        await expect(save).toBeEnabled({ timeout: 6000 })
        await checkScreen(page, `companies-created-${lang}`)

        const names = ['Alfa SRL', 'Beta SRL', 'Gama SRL']
        for (const [path, testId] of [
          ['account/orders', 'orders-filters'],
          ['account/acts', 'acts-filters'],
        ] as const) {
          await page.goto(`/${lang}/${path}`)
          await hydrated(page)
          const options = page.getByTestId(testId).locator('select[name="company_id"] option')
          await expect(options).toHaveCount(4)
          expect((await options.allTextContents()).slice(1).sort()).toEqual(names)
        }

        // up to the account's 20 (ACCOUNTS.companiesMax): the list pages by 10 with the shared pager
        const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
          headers: SITE_HEADERS,
          data: { email, password },
        })
        const { access } = (await login.json()) as { access: string }
        const auth = { ...SITE_HEADERS, Authorization: `Bearer ${access}` }
        const me = (await (await page.request.get(`${ADMIN}/auth/users/me/`, { headers: auth })).json()) as {
          id: number
        }
        const more = Array.from({ length: 17 }, (_, i) => ({
          name: `Firma ${i + 4} SRL`,
          idno: `10036000${String(44444 + i)}`,
          address: `str. Firma ${i + 4}`,
        }))
        expect(
          (
            await page.request.patch(`${ADMIN}/users/user-group/${me.id}/create-company-multi/`, {
              headers: auth,
              data: { companies: more },
            })
          ).ok(),
        ).toBe(true)
        await page.goto(`/${lang}/account/companies`)
        await hydrated(page)
        await expect(page.getByTestId('companies-count')).toContainText('20')
        await expect(page.getByTestId('company-row')).toHaveCount(10)
        await expect(page.getByTestId('companies-full')).toBeVisible()
        await expect(page.getByTestId('company-form')).toHaveCount(0)
        const pager = page.locator('.pager')
        await pager.getByRole('link', { name: /2/ }).click()
        await page.waitForURL(/[?&]page=2/)
        await expect(page.getByTestId('company-row')).toHaveCount(10)
        // the new page's start in view, the focus on its first row (it stayed on the pager link at the foot)
        await expect(page.getByTestId('company-edit').first()).toBeFocused()
        await expect(page.getByTestId('companies-count')).toBeInViewport()
        await expect(page.getByTestId('company-row').filter({ hasText: 'Alfa SRL' })).toBeVisible()
        await checkScreen(page, `companies-paged-${lang}`)
        await pager.getByRole('link', { name: /1/ }).first().click()
        await page.waitForURL((url) => !url.search.includes('page='))

        // the spec's filters: search (name or IDNO) and status, kept in the URL, back to page 1
        const filters = page.getByTestId('companies-filters')
        await filters.locator('input[name="search"]').fill('Beta')
        await filters.getByRole('button', { name: TEXT[lang].apply }).click()
        await page.waitForURL(/search=Beta/)
        await expect(page.getByTestId('company-row')).toHaveCount(1)
        await filters.locator('select[name="status"]').selectOption('active')
        await filters.getByRole('button', { name: TEXT[lang].apply }).click()
        await page.waitForURL(/status=active/)
        await expect(page.getByTestId('companies-empty')).toBeVisible()

        // editing a company in place (create-company-multi with its id)
        await page.goto(`/${lang}/account/companies?search=1003600011111`)
        await hydrated(page)
        await expect(page.getByTestId('company-row')).toHaveCount(1)
        await page.getByTestId('company-edit').click()
        const edit = page.getByTestId('company-form')
        await expect(edit.locator('input[name="name-0"]')).toHaveValue('Alfa SRL')
        await expect(edit.locator('input[name="idno-0"]')).toHaveValue('1003600011111')
        await expect(page.getByTestId('company-add-entry')).toHaveCount(0)
        await checkScreen(page, `companies-edit-${lang}`)
        await edit.locator('input[name="name-0"]').fill('Alfa Prim SRL')
        await page.getByTestId('company-save').click()
        await expect(page.getByTestId('company-row')).toHaveText(/Alfa Prim SRL/)
        await expect(page.getByTestId('companies-full')).toBeVisible()
        const list = (await (
          await page.request.get(`${ADMIN}/users/company/?search=Alfa`, { headers: auth })
        ).json()) as { data: { name: string }[]; totalCount: number }
        expect(list.data.map((c) => c.name)).toEqual(['Alfa Prim SRL'])
      },
    )
  }

  test('profile: name and birthday saved (the button held 3 s), avatar checked, previewed, uploaded and deleted, an e-mail added by code and deleted (ro)', async ({
    page,
  }) => {
    const demo = await seededCustomer('demo@example.com')
    await signInByApi(page, demo.email, demo.password)
    await page.goto('/ro/profile')
    await hydrated(page)
    await checkScreen(page, 'profile-ro')

    const nameInput = page.getByTestId('name-form').locator('input[name="full_name"]')
    const original = await nameInput.inputValue()
    await nameInput.fill('Demo E2E')
    // The hold (3 s after a successful save) on a fake clock that keeps running with real time, so the
    // save's own call and timers go on as usual; runFor skips ahead instead of sleeping.
    await page.clock.install()
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeDisabled()
    // The notice shows once the save has answered: the hold's timer is set by then.
    await expect(page.getByText('Datele au fost salvate.')).toBeVisible()
    await page.clock.runFor(2_000)
    await expect(page.getByTestId('name-save')).toBeDisabled()
    await page.clock.runFor(1_100)
    await expect(page.getByTestId('name-save')).toBeEnabled()
    await page.reload()
    await hydrated(page)
    await expect(nameInput).toHaveValue('Demo E2E')
    await nameInput.fill(original)
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 6000 })

    // the birthday (the personal-data call): a future day is the server's field error by the field; a real one is kept; cleared again
    const birthday = page.getByTestId('name-form').locator('input[name="birthday"]')
    const seeded = await birthday.inputValue()
    await birthday.fill('2999-01-01')
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('birthday-field-error')).toBeVisible()
    await expect(birthday).toHaveAttribute('aria-invalid', 'true')
    await birthday.fill('1990-05-17')
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('birthday-field-error')).toHaveCount(0)
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 6000 })
    await page.reload()
    await hydrated(page)
    await expect(birthday).toHaveValue('1990-05-17')
    await birthday.fill('')
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 6000 })
    await page.reload()
    await hydrated(page)
    await expect(birthday).toHaveValue('')
    // the seeded user as it was
    await birthday.fill(seeded)
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 6000 })

    // a type outside the contract is refused in the browser, before any upload
    const input = page.getByTestId('avatar-input')
    await input.setInputFiles({
      name: 'x.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    await expect(page.getByTestId('avatar-errors')).toBeVisible()
    // resting, not disabled (an upload clears the preview: a disabled button dropped the focus to the page)
    await expect(page.getByTestId('avatar-upload')).toHaveAttribute('aria-disabled', 'true')
    // a real PNG: preview, upload, delete
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas')
      c.width = 800
      c.height = 600
      const g = c.getContext('2d') as CanvasRenderingContext2D
      g.fillStyle = '#1f4fd8'
      g.fillRect(0, 0, 800, 600)
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b as Blob), 'image/png'))
      return Array.from(new Uint8Array(await blob.arrayBuffer()))
    })
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) })
    await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', /^blob:/)
    await page.getByTestId('avatar-upload').click()
    await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', /\/images\/avatar\/[0-9a-f]{32}$/)
    await expect(page.getByTestId('avatar-upload')).toBeFocused()
    await screenshot(page, 'cabinet-profile-avatar-1440x900')
    // held 3 s after the upload: resting (aria-disabled), not disabled
    await expect(page.getByTestId('avatar-delete')).toHaveAttribute('aria-disabled', 'false', { timeout: 6000 })
    await page.getByTestId('avatar-delete').click()
    await expect(page.getByTestId('avatar-image')).toHaveCount(0)

    // e-mail: add -> code from the outbox -> verified -> deleted
    const address = `demo-e2e-${Date.now()}@example.com`
    const emails = page.getByTestId('email-list')
    await emails.getByTestId('email-add').locator('input').fill(address)
    await emails.getByTestId('email-add').getByRole('button').click()
    const message = await outbox(address, 'email_verification')
    await emails
      .getByTestId('email-verify')
      .locator('input[name="code"]')
      .fill(message.code as string)
    await emails.getByTestId('email-verify').getByRole('button', { name: 'Confirmați' }).click()
    const row = emails.getByTestId('email-row').filter({ hasText: address })
    await expect(row).toBeVisible()
    await screenshot(page, 'cabinet-profile-email-1440x900')
    await row.getByRole('button', { name: `Ștergeți ${address}` }).click()
    await expect(row).toHaveCount(0)
  })

  test('support form and terms, and the profile in Russian (ru)', async ({ page }) => {
    const demo = await seededCustomer('demo@example.com')
    await signInByApi(page, demo.email, demo.password)
    await page.goto('/ru/profile')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ru.profile })).toBeVisible()
    await checkScreen(page, 'profile-ru')
    await page.goto('/ru/account/support')
    await hydrated(page)
    await page.getByTestId('support-form').locator('textarea').fill('Вопрос из e2e-теста кабинета.')
    await page.getByTestId('support-send').click()
    await expect(page.getByTestId('support-sent')).toBeVisible()
    await page.getByTestId('terms-open').click()
    await expect(page.getByTestId('terms-text')).toBeVisible()
    await checkScreen(page, 'support-ru')
    await page.goto('/ru/account/addresses')
    await hydrated(page)
    await expect(page.getByTestId('saved-addresses')).toBeVisible()
    await checkScreen(page, 'addresses-ru')
  })

  for (const lang of LANGS) {
    testIn(lang, 'ru')(
      `account deletion: request, e-mailed link, confirm without the session, success, signed out (${lang})`,
      async ({ page }) => {
        const { email, password } = await activeAccount(lang, {}, 'delete')

        await signInByApi(page, email, password)
        await page.goto(`/${lang}/profile`)
        await hydrated(page)
        await page.getByTestId('delete-account').click()
        const request = page.getByTestId('delete-request-modal')
        await expect(request).toBeVisible()
        await checkScreenModal(page, `delete-request-${lang}`)
        await page.getByTestId('delete-request-send').click()
        await expect(page.getByTestId('delete-request-sent')).toBeVisible()
        const link = await outbox(email, 'account_deletion')

        // a spoiled link: the delete-error flag
        await page.goto(`/${lang}/?action=delete_account&uid=${link.uid}&token=${'x'.repeat(43)}`)
        await hydrated(page)
        await page.getByTestId('delete-confirm').click()
        await expect(page.getByTestId('delete-error')).toBeVisible()

        // the real link, from a browser without the session (the link is the credential)
        await clearCookiesAway(page)
        await page.goto(`/${lang}/?action=delete_account&uid=${link.uid}&token=${link.token}`)
        await hydrated(page)
        // The link's handler loads only on a home page with an action (app/features/home/EmailLinks.tsx).
        await expect(page).not.toHaveURL(/token=/)
        await expect(page.getByTestId('delete-confirm-modal')).toBeVisible()
        await checkScreenModal(page, `delete-confirm-${lang}`)
        await page.getByTestId('delete-confirm').click()
        await expect(page.getByTestId('delete-success-modal')).toBeVisible()
        await expect(page.getByTestId('delete-confirm-modal')).toHaveCount(0)
        await checkScreenModal(page, `delete-success-${lang}`)
        await page.getByTestId('delete-success-ok').click()
        await page.waitForURL(new RegExp(`/${lang}$`))
        const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
          headers: SITE_HEADERS,
          data: { email, password },
        })
        expect(login.status()).toBe(401)
      },
    )
  }
})

async function checkScreenModal(page: Page, name: string) {
  const a11y = await axe(page).include('[role="dialog"]').analyze()
  expect(a11y.violations.map((v) => v.id)).toEqual([])
  for (const [size, suffix] of [
    [DESKTOP, '1440x900'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `cabinet-${name}-${suffix}`)
  }
  await page.setViewportSize(DESKTOP)
}
