import { type APIRequestContext, expect, type Page } from '@playwright/test'
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

/** How many lines the back end's server cart holds for this browser's guest id (server-cart sites). */
export async function serverCartLines(page: Page, adminUrl: string, siteToken: string): Promise<number> {
  const id = await page.evaluate(() => localStorage.getItem('browser_id'))
  const r = await fetch(`${adminUrl}/general/cart/fetch-all/?no_user_id=${id}`, { headers: { 'Site-Token': siteToken } })
  return ((await r.json()) as { products: unknown[] }).products.length
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
export async function signIn(page: Page, lang: keyof typeof SIGN_IN_TEXT, email: string, password: string, opts: { base?: string; remember?: boolean } = {}) {
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
