import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test } from './fixtures'
import { signIn } from './shop'

/**
 * The storefront cabinet (issue 17 part 2, decision 0024) in Chromium, in ro and ru, against the
 * reference back end. Users: demo@example.com (customer) and company@example.com (company user);
 * the deletion test registers its own account. Every screen is checked with axe and shot at phone
 * and desktop sizes.
 */

const ADMIN = `http://127.0.0.1:${Number(process.env.ADMIN_API_PORT ?? 8788)}`
const LANGS = ['ro', 'ru'] as const
type Lang = (typeof LANGS)[number]
const TEXT = {
  ro: { orders: 'Comenzile mele', profile: 'Profil', search: 'Căutare în comenzi', from: 'De la data', apply: 'Aplicați' },
  ru: { orders: 'Мои заказы', profile: 'Профиль', search: 'Поиск по заказам', from: 'С даты', apply: 'Применить' },
} as const

async function checkScreen(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).include('#main').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  for (const [size, suffix] of [
    [DESKTOP, '1440x900'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `cabinet-${name}-${suffix}`)
  }
  await page.setViewportSize(DESKTOP)
}

interface OutboxMessage {
  kind: string
  code: string | null
  link: string | null
  uid: string | null
  token: string | null
  created_at: string
}
async function outbox(page: Page, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(async () => {
      const res = await page.request.get(`${ADMIN}/__dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)
      const body = (await res.json()) as { messages: OutboxMessage[] }
      found = [...body.messages].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
      return found ? 1 : 0
    })
    .toBe(1)
  return found as OutboxMessage
}

test.describe('cabinet', () => {
  for (const lang of LANGS) {
    test(`orders, an order, acts and the sections menu of a company user (${lang})`, async ({ page }) => {
      await signIn(page, lang, 'company@example.com', 'company12345')
      await page.goto(`/${lang}/account`)
      await page.waitForURL(new RegExp(`/${lang}/account/orders$`))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].orders })).toBeVisible()
      await expect(page.getByTestId('order-row').first()).toBeVisible()
      await expect(page.getByTestId('orders-points')).toBeVisible()
      const nav = page.getByTestId('cabinet-nav')
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(TEXT[lang].orders)
      await checkScreen(page, `orders-${lang}`)

      // the company filter, kept in the URL
      const filters = page.getByTestId('orders-filters')
      const company = filters.locator('select[name="company_id"]')
      await expect(company.locator('option')).toHaveCount(3)
      await company.selectOption({ index: 2 })
      await filters.getByRole('button', { name: TEXT[lang].apply }).click()
      await page.waitForURL(/company_id=2/)
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

      // an order: the stored address and the payment status
      await page.getByTestId('order-row').first().getByRole('link').click()
      await page.waitForURL(new RegExp(`/${lang}/account/orders/\\d+$`))
      await expect(page.getByTestId('order-address')).not.toBeEmpty()
      await page.getByTestId('check-payment').click()
      await expect(page.getByTestId('order-payment')).not.toBeEmpty()
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

  test('profile: name saved (the button held 3 s), avatar checked, previewed, uploaded and deleted, an e-mail added by code and deleted (ro)', async ({ page }) => {
    await signIn(page, 'ro', 'demo@example.com', 'demo12345')
    await page.goto('/ro/profile')
    await hydrated(page)
    await checkScreen(page, 'profile-ro')

    const nameInput = page.getByTestId('name-form').locator('input[name="full_name"]')
    const original = await nameInput.inputValue()
    await nameInput.fill('Demo E2E')
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeDisabled()
    await page.waitForTimeout(2000)
    await expect(page.getByTestId('name-save')).toBeDisabled()
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 3000 })
    await page.reload()
    await hydrated(page)
    await expect(nameInput).toHaveValue('Demo E2E')
    await nameInput.fill(original)
    await page.getByTestId('name-save').click()
    await expect(page.getByTestId('name-save')).toBeEnabled({ timeout: 6000 })

    // a type outside the contract is refused in the browser, before any upload
    const input = page.getByTestId('avatar-input')
    await input.setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
    await expect(page.getByTestId('avatar-errors')).toBeVisible()
    await expect(page.getByTestId('avatar-upload')).toBeDisabled()
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
    await screenshot(page, 'cabinet-profile-avatar-1440x900')
    await expect(page.getByTestId('avatar-delete')).toBeEnabled({ timeout: 6000 })
    await page.getByTestId('avatar-delete').click()
    await expect(page.getByTestId('avatar-image')).toHaveCount(0)

    // e-mail: add -> code from the outbox -> verified -> deleted
    const address = `demo-e2e-${Date.now()}@example.com`
    const emails = page.getByTestId('email-list')
    await emails.getByTestId('email-add').locator('input').fill(address)
    await emails.getByTestId('email-add').getByRole('button').click()
    const message = await outbox(page, address, 'email_verification')
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
    await signIn(page, 'ru', 'demo@example.com', 'demo12345')
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
    test(`account deletion: request, e-mailed link, confirm without the session, success, signed out (${lang})`, async ({ page, context }) => {
      const email = `delete-${lang}-${Date.now()}@example.com`
      const password = 'delete12345'
      const siteHeaders = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }
      const reg = await page.request.post(`${ADMIN}/auth/users/`, { headers: siteHeaders, data: { email, password, first_name: 'Delete' } })
      expect(reg.status()).toBe(201)
      const activation = await outbox(page, email, 'activation')
      const act = await page.request.post(`${ADMIN}/auth/users/activation/`, { headers: siteHeaders, data: { uid: activation.uid, token: activation.token } })
      expect(act.ok()).toBe(true)

      await signIn(page, lang, email, password)
      await page.goto(`/${lang}/profile`)
      await hydrated(page)
      await page.getByTestId('delete-account').click()
      const request = page.getByTestId('delete-request-modal')
      await expect(request).toBeVisible()
      await checkScreenModal(page, `delete-request-${lang}`)
      await page.getByTestId('delete-request-send').click()
      await expect(page.getByTestId('delete-request-sent')).toBeVisible()
      const link = await outbox(page, email, 'account_deletion')

      // a spoiled link: the delete-error flag
      await page.goto(`/${lang}/?action=delete_account&uid=${link.uid}&token=${'x'.repeat(43)}`)
      await hydrated(page)
      await page.getByTestId('delete-confirm').click()
      await expect(page.getByTestId('delete-error')).toBeVisible()

      // the real link, from a browser without the session (the link is the credential)
      await context.clearCookies()
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
      const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, { headers: siteHeaders, data: { email, password } })
      expect(login.status()).toBe(401)
    })
  }
})

async function checkScreenModal(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  for (const [size, suffix] of [
    [DESKTOP, '1440x900'],
    [PHONE, '390x844'],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `cabinet-${name}-${suffix}`)
  }
  await page.setViewportSize(DESKTOP)
}
