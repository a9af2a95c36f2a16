import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '#config'
import { signedGroupCookies } from '#platform/cookies/group.ts'
import { groupCookie, type SessionTokens, sessionCookies } from '#platform/shared/session-cookies.ts'
import { ADMIN_URL as ADMIN, STOREFRONT_URL } from '../../playwright.config'
import { readDevVars } from '../../scripts/dev-vars.mjs'
import { e2eServers } from '../../scripts/e2e-servers.mjs'
import { hydrated } from './fixtures'

/** Shopper steps several specs share. */

/** Opens the first sellable product of a category and adds it with its default (multiplicity) count; returns its title. */
export async function addFirstProduct(page: Page, categoryPath: string): Promise<string> {
  await page.goto(categoryPath)
  await hydrated(page)
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator('.availability--in, .availability--low') })
    .first()
  await card.locator('.product-card__title a').click()
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  await page.getByRole('button', { name: 'Adaugă în coș', exact: true }).click()
  await expect(page.getByTestId('cart-badge')).toBeVisible()
  return title
}

/**
 * Adds the first product of a category from its card (one page load, no product page): for flows
 * that only need a line in the cart. `base`: another demo's origin. Returns the card's title.
 */
export async function addFirstCard(page: Page, categoryPath: string, base = ''): Promise<string> {
  await page.goto(`${base}${categoryPath}`)
  await hydrated(page)
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('card-add') })
    .first()
  const title = (await card.locator('.product-card__title').textContent())?.trim() ?? ''
  await card.getByTestId('card-add').click()
  await expect(page.getByTestId('cart-badge')).toBeVisible()
  // The add is saved to the cart store before the test moves on (the record `<scope>:<version>` with
  // no save in flight): a page opened meanwhile raced that save and met a 409 (a fresh run, UAH demo).
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartVersion), {
      message: 'the add saved to the cart store',
    })
    .toMatch(/^[gu]:[1-9]\d*$/)
  return title
}

/** How many lines the back end's server cart holds for this browser's guest id (server-cart sites). */
export async function serverCartLines(page: Page, adminUrl: string, siteToken: string): Promise<number> {
  const id = await page.evaluate(() => localStorage.getItem('browser_id'))
  const r = await fetch(`${adminUrl}/general/cart/fetch-all/?no_user_id=${id}`, {
    headers: { 'Site-Token': siteToken },
  })
  return ((await r.json()) as { products: unknown[] }).products.length
}

/**
 * The tab holding the shopper's cart lock (the sign-in migration's leader), or null when it is free;
 * asked over the page's own cookies and origin, as the page's cart sync asks.
 */
export async function cartLockHolder(page: Page): Promise<unknown> {
  const answer = await page.request.post('/api/cart/lock', {
    data: { op: 'status', tabId: 'e2e-observer' },
    headers: { Origin: new URL(page.url()).origin },
  })
  return ((await answer.json()) as { holder: unknown }).holder
}

/** The first product page linked from a category's server-rendered HTML. */
export async function firstProductPath(request: APIRequestContext, categoryPath = '/ro/telefoane'): Promise<string> {
  const html = await (await request.get(categoryPath)).text()
  const path = /href="(\/ro\/product\/[^"?#]+)"/.exec(html)?.[1] ?? ''
  expect(path).not.toBe('')
  return path
}

const SIGN_IN_TEXT = {
  ro: { password: 'Parolă', submit: 'Intră în cont', remember: 'Ține-mă minte' },
  ru: { password: 'Пароль', submit: 'Войти', remember: 'Запомнить меня' },
  en: { password: 'Password', submit: 'Sign in', remember: 'Remember me' },
} as const

/**
 * Signs in through the auth modal (`/{lang}?login=true` on `base`, this server by default) and waits
 * for the reload home that follows a sign-in, so the next navigation cannot race it.
 */
export async function signIn(
  page: Page,
  lang: keyof typeof SIGN_IN_TEXT,
  email: string,
  password: string,
  opts: { base?: string; remember?: boolean } = {},
) {
  const text = SIGN_IN_TEXT[lang]
  await page.goto(`${opts.base ?? ''}/${lang}?login=true`)
  await hydrated(page)
  const modal = page.getByTestId('auth-modal')
  await expect(modal).toBeVisible()
  await modal.getByLabel('E-mail').fill(email)
  await modal.getByLabel(text.password, { exact: true }).fill(password)
  if (opts.remember) await modal.getByLabel(text.remember).check()
  await modal.getByRole('button', { name: text.submit, exact: true }).click()
  await expect(modal).toBeHidden()
  await page.waitForURL(new RegExp(`/${lang}$`))
  await hydrated(page)
}

/** The storefront's CART_COOKIE_SECRET of this checkout (scripts/dev-vars.mjs writes it before any server starts). */
const storefrontSecret = () =>
  readDevVars(fileURLToPath(new URL('../../.dev.vars', import.meta.url))).CART_COOKIE_SECRET

/**
 * The site token of each demo storefront of the run, by origin (scripts/e2e-servers.mjs): a variant's
 * SITE_TOKEN, the Workers its SITE_PORTS add, and the default site for the electronics demo.
 */
const SITE_TOKENS: Record<string, string> = Object.fromEntries(
  e2eServers().flatMap(({ url, env }) => [
    [new URL(url).origin, env.SITE_TOKEN ?? 'demo-electro-token'],
    ...(env.SITE_PORTS ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [port, token] = entry.split('=')
        return [`http://127.0.0.1:${port}`, token]
      }),
  ]),
)

/**
 * Signed in without the auth modal, for a test where being signed in is a step and not the subject:
 * the tokens from the back end's `/auth/jwt/create/`, the group from `/users/user-group/`, and the
 * cookies the Worker's `startSession` writes from them (the group signed with this run's
 * CART_COOKIE_SECRET, .dev.vars). Two home loads fewer than `signIn`; nothing is loaded, so the
 * test's next `goto` is its first page as a signed-in shopper. What the page does at a sign-in (the
 * guest cart and favourites merged, other tabs told) is tested through the modal: `signIn`.
 */
export async function signInByApi(
  page: Page,
  email: string,
  password: string,
  opts: { base?: string; remember?: boolean } = {},
) {
  const base = opts.base ?? STOREFRONT_URL
  const siteToken = SITE_TOKENS[base]
  if (!siteToken) throw new Error(`no demo storefront at ${base}`)
  const rememberMe = opts.remember ?? false
  const login = await page.request.post(`${ADMIN}/auth/jwt/create/`, {
    headers: { 'Site-Token': siteToken },
    data: { email, password, rememberMe },
  })
  expect(login.ok(), `sign-in of ${email}`).toBe(true)
  const tokens = (await login.json()) as SessionTokens
  const group = await page.request.get(`${ADMIN}/users/user-group/`, {
    headers: { 'Site-Token': siteToken, Authorization: `Bearer ${tokens.access}` },
  })
  expect(group.ok(), `the group of ${email}`).toBe(true)
  const groupId = ((await group.json()) as { group_user_type: { id: number } }).group_user_type.id
  const env = { SITE_TOKEN: siteToken, CART_COOKIE_SECRET: storefrontSecret() }
  const cookies = [
    ...sessionCookies(tokens, { rememberMe, secure: true }),
    ...(groupId ? await signedGroupCookies(env, groupId, tokens.access, { rememberMe, secure: true }) : []),
    ...(groupId === 0 ? [groupCookie(0, rememberMe, true)] : []),
  ]
  const expires = (maxAge?: number) => (maxAge === undefined ? -1 : Math.floor(Date.now() / 1000) + maxAge)
  await page.context().addCookies(
    cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: new URL(base).hostname,
      path: c.path,
      httpOnly: c.httpOnly,
      secure: c.secure,
      sameSite: c.sameSite,
      expires: expires(c.maxAge),
    })),
  )
}

const SITE = { 'Site-Token': 'demo-electro-token', 'Content-Type': 'application/json' }

let counter = 0
/** A value no other test run uses (fresh e-mails, passwords). */
export const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`

export interface OutboxMessage {
  kind: string
  link: string | null
  code: string | null
  uid: string | null
  token: string | null
  locale: string
  created_at: string
}

/**
 * A message of the reference back end's development outbox (`/__dev/outbox`) of a kind for a
 * recipient, waiting until it is there: the newest, or with `nth` the nth oldest.
 */
export async function outbox(to: string, kind: string, nth?: number): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const r = await fetch(
          `${ADMIN}/__dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}${nth === undefined ? '&limit=1' : ''}`,
        )
        const { messages } = (await r.json()) as { messages: OutboxMessage[] }
        found =
          nth === undefined
            ? messages[0]
            : [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at))[nth - 1]
        return found !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** An active account on the electro demo, made through the back end's own calls (register, then the activation link). */
export async function activeAccount(
  lang: string,
  extra: { phone?: string } = {},
  prefix = 'flows',
): Promise<{ email: string; password: string }> {
  const email = `${prefix}.${lang}.${unique()}@example.com`
  const password = `Pw-${unique()}`
  // The registering "browser" keeps its password only with its device key (decision 0064).
  const device_key = `e2e-device-${unique()}`.padEnd(40, '0')
  const r = await fetch(`${ADMIN}/auth/users/`, {
    method: 'POST',
    headers: { ...SITE, 'Accept-Language': lang },
    body: JSON.stringify({ email, password, first_name: 'Flow', device_key, ...extra }),
  })
  expect(r.status).toBe(201)
  const { link } = await outbox(email, 'activation')
  const url = new URL(link as string)
  const a = await fetch(`${ADMIN}/auth/users/activation/`, {
    method: 'POST',
    headers: SITE,
    body: JSON.stringify({ uid: url.searchParams.get('uid'), token: url.searchParams.get('token'), device_key }),
  })
  expect(a.status).toBe(200)
  if (extra.phone) {
    // A phone typed at registration signs in only once a code proved it (issue 26): the cabinet's create-auth-number.
    const auth = { ...SITE, Authorization: `Bearer ${((await a.json()) as { access: string }).access}` }
    const sent = await fetch(`${ADMIN}/api/phone/send-code/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ new_phone_number: extra.phone }),
    })
    expect(sent.status).toBe(200)
    const { code } = await outbox(extra.phone.replace(/\s+/g, ''), 'phone_verification')
    const proven = await fetch(`${ADMIN}/api/phone/create-auth-number/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ phone_number: extra.phone, verification_code: code }),
    })
    expect(proven.status).toBe(201)
  }
  return { email, password }
}

/**
 * Accounts of a test's own (issue 24): a copy of a seeded account - its password, group, company,
 * addresses, orders and acts - under a new e-mail, made by the reference back end's development
 * endpoint POST /__dev/customers. Tests never sign in as the shared demo accounts, so files can run
 * in parallel and no test reads what another one changed.
 */
export type CustomerTemplate = 'demo@example.com' | 'company@example.com' | 'customer1@example.com'

export interface Customer {
  id: number
  email: string
  phone: string
  password: string
}

/** A new account like `template` (default: the demo customer with orders and addresses). */
export async function seededCustomer(template: CustomerTemplate = 'demo@example.com'): Promise<Customer> {
  const res = await fetch(`${ADMIN}/__dev/customers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ template }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as Customer
}
