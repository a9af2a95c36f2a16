import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, test, testIn } from './fixtures'
import { activeAccount, addFirstProduct, cartLockHolder, outbox, unique } from './shop'

/**
 * The sign-in flows of issue 15 (decision 0021), end to end against the reference back end: links and
 * codes come from its dev outbox, social sign-in goes through its fake provider. Fresh e-mails and
 * phones per test (the back end sends at most 5 messages per recipient and kind per 15 minutes).
 */
const SITE = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }
const LANGS = ['ro', 'ru'] as const
type Lang = (typeof LANGS)[number]

const catalogues = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
)
/** A message of the page's catalogue, placeholders filled. */
const msg = (lang: Lang, id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [k, v]) => text.replace(`{${k}}`, String(v)),
    catalogues[lang]?.[id] ?? `missing ${id}`,
  )

const freshEmail = (lang: Lang) => `flows.${lang}.${unique()}@example.com`
const freshPhone = () => `+(373) 6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** The path of an e-mailed link on the storefront under test (the back end's SHOP_URL may name another port). */
const pathOf = (link: string | null) => {
  const url = new URL(link as string)
  return url.pathname + url.search
}

async function openAuth(page: Page, lang: Lang) {
  await page.goto(`/${lang}?login=true`)
  await hydrated(page)
  const modal = page.getByTestId('auth-modal')
  await expect(modal).toBeVisible()
  return modal
}

async function expectSignedIn(page: Page, lang: Lang) {
  await expect(page).toHaveURL(new RegExp(`/${lang}$`))
  await hydrated(page)
  await expect(page.getByTestId('account-link').first()).toBeVisible()
  await expect(page.locator('.toast--success')).toContainText(msg(lang, 'auth.loggedIn'))
}

for (const lang of LANGS) {
  test.describe(`sign-in flows (${lang})`, () => {
    testIn(lang, 'ro')(
      'register in the modal -> activation link from the outbox -> signed in on the cabinet',
      async ({ page, browser }) => {
        const email = freshEmail(lang)
        await page.setViewportSize(DESKTOP)
        const modal = await openAuth(page, lang)
        await modal.getByRole('tab', { name: msg(lang, 'auth.tab.register') }).click()
        const form = modal.getByTestId('register-form')
        // a repeat that differs: the repeat field says so in the page's language before any call (session 54;
        // before, the back end's form-level "Invalid body / Passwords do not match")
        await form.getByLabel(msg(lang, 'auth.name'), { exact: true }).fill('Ana')
        await form.getByLabel(msg(lang, 'authFlow.lastName')).fill('Flows')
        await form.getByLabel('E-mail').fill(email)
        await form.getByLabel(msg(lang, 'auth.password'), { exact: true }).fill('Secret-123')
        await form.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Secret-124')
        await form.getByRole('button', { name: msg(lang, 'auth.submit.register') }).click()
        await expect(form.locator('.field__error')).toContainText(
          {
            ro: 'Parolele nu coincid',
            ru: 'Пароли не совпадают',
            uk: 'Паролі не збігаються',
            en: 'Passwords do not match',
          }[lang],
        )
        if (lang === 'ro') await screenshot(page, 'flows-register-modal-errors-desktop')
        await form.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Secret-123')
        await form.getByRole('button', { name: msg(lang, 'auth.submit.register') }).click()
        const confirm = page.getByTestId('register-confirm-modal')
        await expect(confirm).toBeVisible()
        await expect(modal).toBeHidden()
        if (lang === 'ro') await screenshot(page, 'flows-register-confirm-desktop')

        const link = await outbox(email, 'activation')
        expect(link.locale).toBe(lang)
        const path = pathOf(link.link)
        expect(path).toContain(`/${lang}/?action=activate&uid=`)
        if (lang === 'ro') {
          // Issue 50 (decision 0064): another browser that opens the link is not signed in by it; it is
          // asked to set the account's password (the address shown). Left unanswered, the link stays live.
          const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
          const stranger = await other.newPage()
          await stranger.goto(path)
          const ask = stranger.getByTestId('new-password-modal')
          await expect(ask).toBeVisible()
          await expect(ask.getByTestId('activate-password-text')).toContainText(email)
          await expect(stranger.getByTestId('account-link')).toHaveCount(0)
          await other.close()
        }
        await page.goto(path)
        await expect(page).toHaveURL(new RegExp(`/${lang}/cabinet$`))
        await hydrated(page)
        await expect(page.getByTestId('cabinet-email')).toHaveText(email)
        await expect(page.locator('.toast--success')).toContainText(msg(lang, 'authFlow.activated'))
        await expect(page.getByTestId('account-link').first()).toBeVisible()

        // set_password on the cabinet: a wrong current password is refused as returned, the right one works
        const change = page.getByTestId('change-password-form')
        await change.getByLabel(msg(lang, 'authFlow.changePassword.current')).fill('wrong-password')
        await change.getByLabel(msg(lang, 'authFlow.newPassword'), { exact: true }).fill('Changed-456')
        await change.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Changed-456')
        await change.getByRole('button', { name: msg(lang, 'authFlow.changePassword.submit') }).click()
        await expect(change.getByTestId('change-password-errors')).toBeVisible()
        await change.getByLabel(msg(lang, 'authFlow.changePassword.current')).fill('Secret-123')
        await change.getByLabel(msg(lang, 'authFlow.newPassword'), { exact: true }).fill('Changed-456')
        await change.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Changed-456')
        await change.getByRole('button', { name: msg(lang, 'authFlow.changePassword.submit') }).click()
        await expect(change.getByTestId('change-password-done')).toHaveText(msg(lang, 'authFlow.changePassword.done'))
        const check = await fetch(`${ADMIN}/auth/jwt/create/`, {
          method: 'POST',
          headers: SITE,
          body: JSON.stringify({ email, password: 'Changed-456' }),
        })
        expect(check.status).toBe(200)
        if (lang === 'ro') {
          await screenshot(page, 'flows-cabinet-change-password-desktop')
          await page.setViewportSize(PHONE)
          await change.scrollIntoViewIfNeeded()
          await screenshot(page, 'flows-cabinet-change-password-phone')
        }
      },
    )

    testIn(lang, 'ru')('the registration page opens the same confirm message', async ({ page }) => {
      await page.setViewportSize(lang === 'ro' ? PHONE : DESKTOP)
      await page.goto(`/${lang}/register`)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'authFlow.registerPage.title'))
      if (lang === 'ro') await screenshot(page, 'flows-register-page-phone')
      const form = page.getByTestId('register-form')
      await form.getByLabel(msg(lang, 'auth.name'), { exact: true }).fill('Page')
      await form.getByLabel('E-mail').fill(freshEmail(lang))
      await form.getByLabel(msg(lang, 'authFlow.phoneOptional')).fill(freshPhone())
      await form.getByLabel(msg(lang, 'auth.password'), { exact: true }).fill('Secret-123')
      await form.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Secret-123')
      await form.getByRole('button', { name: msg(lang, 'auth.submit.register') }).click()
      await expect(page.getByTestId('register-confirm-modal')).toBeVisible()
      if (lang === 'ro') await screenshot(page, 'flows-register-confirm-phone')
    })

    testIn(lang, 'ru')(
      'forgot password -> reset link from the outbox -> new password -> sign in with it',
      async ({ page }) => {
        const { email } = await activeAccount(lang)
        await page.setViewportSize(lang === 'ro' ? PHONE : DESKTOP)
        const modal = await openAuth(page, lang)
        await modal.getByTestId('forgot-password').click()
        const restore = page.getByTestId('restore-modal')
        await expect(restore).toBeVisible()
        await expect(modal).toBeHidden()
        if (lang === 'ro') await screenshot(page, 'flows-restore-request-phone')
        await restore.getByLabel('E-mail').fill(email)
        await restore.getByRole('button', { name: msg(lang, 'authFlow.restore.submit') }).click()
        await expect(page.getByTestId('restore-sent-modal')).toBeVisible()
        if (lang === 'ro') await screenshot(page, 'flows-restore-sent-phone')

        const { link } = await outbox(email, 'password_reset')
        await page.goto(pathOf(link))
        await hydrated(page)
        const modalNew = page.getByTestId('new-password-modal')
        await expect(modalNew).toBeVisible()
        // the link's parameters leave the address bar at once
        await expect(page).toHaveURL(new RegExp(`/${lang}$`))
        if (lang === 'ro') await screenshot(page, 'flows-new-password-phone')
        await modalNew.getByLabel(msg(lang, 'authFlow.newPassword'), { exact: true }).fill('Brand-new-789')
        await modalNew.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Brand-new-789')
        await modalNew.getByRole('button', { name: msg(lang, 'authFlow.newPassword.submit') }).click()

        // home with the login form open and the notice
        await expect(page).toHaveURL(new RegExp(`/${lang}\\?login=true$`))
        const login = page.getByTestId('auth-modal')
        await expect(login).toBeVisible()
        await expect(page.locator('.toast--success')).toContainText(msg(lang, 'authFlow.newPassword.done'))
        await login.getByLabel('E-mail').fill(email)
        await login.getByLabel(msg(lang, 'auth.password'), { exact: true }).fill('Brand-new-789')
        await login.getByRole('button', { name: msg(lang, 'auth.submit.login'), exact: true }).click()
        await expectSignedIn(page, lang)
      },
    )

    testIn(lang, 'ro')('an e-mailed reset link used twice shows the error as returned', async ({ page }) => {
      const { email } = await activeAccount(lang)
      await fetch(`${ADMIN}/auth/users/reset_password/`, {
        method: 'POST',
        headers: { ...SITE, 'Accept-Language': lang },
        body: JSON.stringify({ email }),
      })
      const { link } = await outbox(email, 'password_reset')
      const url = new URL(link as string)
      const spent = await fetch(`${ADMIN}/auth/users/reset_password_confirm/`, {
        method: 'POST',
        headers: SITE,
        body: JSON.stringify({
          uid: url.searchParams.get('uid'),
          token: url.searchParams.get('token'),
          new_password: 'First-use-123',
        }),
      })
      expect(spent.status).toBe(204)
      await page.goto(pathOf(link))
      await hydrated(page)
      const modalNew = page.getByTestId('new-password-modal')
      await modalNew.getByLabel(msg(lang, 'authFlow.newPassword'), { exact: true }).fill('Second-use-123')
      await modalNew.getByLabel(msg(lang, 'authFlow.repeatPassword')).fill('Second-use-123')
      await modalNew.getByRole('button', { name: msg(lang, 'authFlow.newPassword.submit') }).click()
      await expect(modalNew.getByTestId('new-password-errors')).toHaveText(msg(lang, 'authFlow.linkInvalid'))
    })

    testIn(lang, 'ru')('a wrong or spent activation link: the error as a notice on the home page', async ({ page }) => {
      await page.goto(`/${lang}/?action=activate&uid=MTIzNDU2&token=${'A'.repeat(43)}`)
      await expect(page).toHaveURL(new RegExp(`/${lang}$`))
      // The notice is shown after the reload home: wait for it before the hydration check.
      await expect(page.locator('.toast--error')).toContainText(msg(lang, 'authFlow.linkInvalid'))
      await hydrated(page)
      await expect(page.getByTestId('login-button').first()).toBeVisible()
      if (lang === 'ro') {
        await page.setViewportSize(PHONE)
        await screenshot(page, 'flows-activation-failed-phone')
      }
    })

    testIn(lang, 'ro')('sign-in with an SMS code, then with an e-mail code', async ({ page, browser }) => {
      const phone = freshPhone()
      const { email } = await activeAccount(lang, { phone })
      await page.setViewportSize(DESKTOP)
      let modal = await openAuth(page, lang)
      await modal.getByTestId('code-signin-toggle').click()
      const request = modal.getByTestId('code-request-form')
      const phoneField = request.getByLabel(msg(lang, 'authFlow.phone'))
      await expect(phoneField).toHaveValue('+(373) ')
      await expect(phoneField).toHaveAttribute('maxlength', '17')
      if (lang === 'ro') await screenshot(page, 'flows-code-request-desktop')
      await phoneField.fill(phone)
      await request.getByRole('button', { name: msg(lang, 'authFlow.code.send') }).click()
      const signIn = modal.getByTestId('code-signin-form')
      await expect(signIn).toBeVisible()
      const { code } = await outbox(phone.replace(/\s+/g, ''), 'sms_code')
      // a wrong code first: the shop's text for invalid_code
      const wrong = code === '000000' ? '111111' : '000000'
      await signIn.getByLabel(msg(lang, 'authFlow.code.code')).fill(wrong)
      await signIn.getByRole('button', { name: msg(lang, 'auth.submit.login'), exact: true }).click()
      await expect(signIn.getByTestId('code-signin-errors')).toHaveText(msg(lang, 'authFlow.codeInvalid'))
      if (lang === 'ro') await screenshot(page, 'flows-code-enter-desktop')
      await signIn.getByLabel(msg(lang, 'authFlow.code.code')).fill(code as string)
      await signIn.getByRole('button', { name: msg(lang, 'auth.submit.login'), exact: true }).click()
      await expectSignedIn(page, lang)

      const other = await browser.newContext()
      const second = await other.newPage()
      await second.setViewportSize(PHONE)
      modal = await openAuth(second, lang)
      await modal.getByTestId('code-signin-toggle').click()
      await modal.getByLabel(msg(lang, 'authFlow.code.by.email')).check()
      await modal.getByTestId('code-request-form').getByRole('textbox', { name: 'E-mail' }).fill(email)
      await modal.getByRole('button', { name: msg(lang, 'authFlow.code.send') }).click()
      await expect(modal.getByTestId('code-signin-form')).toContainText(email)
      const mail = await outbox(email, 'email_code')
      await modal.getByLabel(msg(lang, 'authFlow.code.code')).fill(mail.code as string)
      if (lang === 'ro') await screenshot(second, 'flows-code-enter-phone')
      await modal.getByRole('button', { name: msg(lang, 'auth.submit.login'), exact: true }).click()
      await expectSignedIn(second, lang)
      await other.close()
    })
  })
}

/** Signs in through the fake provider's page: opens the modal, picks the provider, fills the identity, allows. */
async function socialSignIn(
  page: Page,
  lang: Lang,
  provider: 'google' | 'facebook' | 'twitter',
  identity: { id: string; email?: string },
) {
  const modal = await openAuth(page, lang)
  await modal.getByTestId(`social-${provider}`).click()
  await page.waitForURL(/\/__dev\/social\//)
  const authorize = new URL(page.url())
  expect(authorize.searchParams.get('redirect_uri')).toMatch(new RegExp(`/${lang}/auth/social/${provider}$`))
  expect(authorize.searchParams.get('state')).toMatch(new RegExp(`^${provider}\\.shop\\.[A-Za-z0-9_-]{43}$`))
  await page.getByTestId('dev-social-id').fill(identity.id)
  await page.getByTestId('dev-social-email').fill(identity.email ?? '')
  await page.getByTestId('dev-social-allow').click()
}

async function signedInContext(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setViewportSize(DESKTOP)
  return { context, page }
}

test.describe('social sign-in through the fake provider', () => {
  for (const lang of LANGS) {
    testIn(lang, 'ro')(
      `Google and Twitter sign in (${lang}); the provider's token leaves the address bar`,
      async ({ browser }) => {
        for (const provider of ['google', 'twitter'] as const) {
          const { context, page } = await signedInContext(browser)
          await socialSignIn(page, lang, provider, { id: `${provider}-${unique()}`, email: freshEmail(lang) })
          await expectSignedIn(page, lang)
          await context.close()
        }
      },
    )

    testIn(lang, 'ru')(
      `Facebook with an e-mail signs in, without one opens the social-login error modal (${lang})`,
      async ({ browser }) => {
        let { context, page } = await signedInContext(browser)
        await socialSignIn(page, lang, 'facebook', { id: `fb-${unique()}`, email: freshEmail(lang) })
        await expectSignedIn(page, lang)
        await context.close()
        ;({ context, page } = await signedInContext(browser))
        await socialSignIn(page, lang, 'facebook', { id: `fb-${unique()}` })
        const error = page.getByTestId('social-error-modal')
        await expect(error).toBeVisible()
        await expect(error).toContainText(msg(lang, 'authFlow.socialError.title'))
        await expect(page.getByTestId('auth-modal')).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`/${lang}/auth/social/facebook$`))
        if (lang === 'ro') {
          await screenshot(page, 'flows-social-error-desktop')
          await page.setViewportSize(PHONE)
          await screenshot(page, 'flows-social-error-phone')
        }
        // from the error modal to the register tab
        await error.getByRole('button', { name: msg(lang, 'authFlow.socialError.register') }).click()
        await expect(page.getByRole('tab', { name: msg(lang, 'auth.tab.register') })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        await context.close()
      },
    )
  }

  test('a callback whose state is not this browser is refused (CSRF on login)', async ({ page, request }) => {
    // a real token for a real identity, but the state was never given to this browser
    const token = (await (
      await request.post(`${ADMIN}/__dev/social/google/token`, {
        data: { id: `csrf-${unique()}`, name: 'Attacker', email: freshEmail('ro') },
      })
    ).json()) as { access_token: string }
    await page.setViewportSize(DESKTOP)
    await page.goto(
      `/ro/auth/social/google?provider=google&state=google.shop.${'x'.repeat(43)}&access_token=${token.access_token}`,
    )
    await hydrated(page)
    await expect(page.getByTestId('social-errors')).toHaveText(msg('ro', 'authFlow.social.stateMismatch'))
    await expect(page).toHaveURL(/\/ro\/auth\/social\/google$/)
    await expect(page.getByTestId('login-button').first()).toBeVisible()
    await screenshot(page, 'flows-social-refused-desktop')
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined()
  })

  test('the social buttons in the modal (screenshots)', async ({ page }) => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport)
      const modal = await openAuth(page, 'ro')
      for (const provider of ['google', 'facebook', 'twitter'])
        await expect(modal.getByTestId(`social-${provider}`)).toBeVisible()
      await screenshot(page, `flows-auth-modal-${name}`)
    }
  })

  test('after a Google sign-in the guest cart merges into the account', async ({ browser }) => {
    test.slow()
    const identity = { id: `merge-${unique()}`, email: freshEmail('ro') }
    const first = await signedInContext(browser)
    const title = await addFirstProduct(first.page, '/ro/telefoane')
    await expect(first.page.getByTestId('cart-badge')).toHaveText('1')
    await socialSignIn(first.page, 'ro', 'google', identity)
    await expectSignedIn(first.page, 'ro')
    await expect(first.page.getByTestId('cart-badge')).toHaveText('1')
    await expect
      .poll(
        async () =>
          (
            (await (await first.page.request.get('/api/cart')).json()) as {
              signedIn: boolean
              order: { localCart: { products: unknown[] } }
            }
          ).order.localCart.products.length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1)
    // The merge's lines are in the account cart before the sign-in's migration ends: the tab still
    // holds the account's cart lock until it has saved on top of them. A browser closed before it
    // lets go leaves the lock to its 15 s lease, which the next browser's sign-in waits out (spec:
    // up to 20 s) - seen as this test's second badge missing for 10 s. Leave once the lock is free.
    await expect.poll(() => cartLockHolder(first.page), { timeout: 20_000 }).toBeNull()
    await first.context.close()
    // another browser, same Google identity: the account's cart holds the guest's product
    const second = await signedInContext(browser)
    await socialSignIn(second.page, 'ro', 'google', identity)
    await expectSignedIn(second.page, 'ro')
    await expect(second.page.getByTestId('cart-badge')).toHaveText('1')
    await second.page.goto('/ro/cart')
    await expect(second.page.getByText(title).first()).toBeVisible()
    await second.context.close()
  })
})
