import { DESKTOP, expect, hydrated, test } from './fixtures'
import { addFirstProduct } from './shop'

/** Issue 16, languages: a foreign prefix is replaced by the site's language; the language cookie leads the root. */
test('an unknown language prefix is replaced, not kept in the path', async ({ page }) => {
  const response = await page.goto('/de/cart?x=1')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/(ro|ru|uk|en)\/cart\?x=1$/)
  expect(new URL(page.url()).pathname).not.toContain('/de')
})

test('the root follows the language cookie before the browser language', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'uk-UA',
    extraHTTPHeaders: { 'Accept-Language': 'uk-UA,uk;q=0.9' },
  })
  const base = test.info().project.use.baseURL ?? ''
  await context.addCookies([{ name: 'language', value: 'en', url: base }])
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/en$/)
  await context.close()
})

test('a language switch rewrites the cart lines: slugs and titles in the new language', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  const titleRo = await addFirstProduct(page, '/ro/telefoane')
  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('cart') ?? '{}').products[0].product as { title: string; url: string },
    )
  const before = await stored()
  expect(before.title).toBe(titleRo)
  await page.getByRole('navigation', { name: 'Limba' }).getByRole('link', { name: 'RU' }).click()
  await expect(page).toHaveURL(/\/ru\/product\//)
  await expect.poll(async () => (await stored()).title, { timeout: 10_000 }).not.toBe(titleRo)
  const after = await stored()
  expect(after.url).toBe(new URL(page.url()).pathname.split('/').pop())
  await page.goto('/ru/cart')
  await hydrated(page)
  await expect(page.getByTestId('cart-line').first().getByRole('link', { name: after.title })).toBeVisible()
})
