import { ADMIN_URL as ADMIN, PHARMA_PORT } from '../../playwright.config'
import { DESKTOP, expect, hydrated, PHONE, screenshot, settled, test } from './fixtures'

/**
 * Age restriction (issue 27 point 4; decision 0041) on the pharmacy demo, whose pain-relief category
 * the reference back end marks for adults: the shopper is asked once (the age modal opens by itself),
 * a "no" keeps the content hidden with a way back, a "yes" sets is_age_valid and shows it.
 */
const base = `http://127.0.0.1:${PHARMA_PORT}`
const ageCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((c) => c.name === 'is_age_valid')?.value

async function restrictedProduct(): Promise<{ url: string; title: string }> {
  const res = await fetch(`${ADMIN}/general/v2/category/analgezice/?page_size=1`, {
    headers: { 'Site-Token': 'demo-pharma-token', 'Accept-Language': 'ro' },
  })
  const body = (await res.json()) as { products: { url: string; title: string; age_restricted: boolean }[] }
  const product = body.products[0]
  expect(product?.age_restricted).toBe(true)
  return product!
}

test('a restricted category: asked once, declining keeps it hidden with a way back, confirming shows it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  // A quoted answer is no answer (platform/shared/cookie-flags.ts): the server gates the page, and the
  // browser, reading the cookie the same way, asks.
  await page.context().addCookies([{ name: 'is_age_valid', value: '"true"', url: base }])
  await page.goto(`${base}/ro/analgezice`)
  await hydrated(page)
  const gate = page.getByTestId('age-gate')
  const modal = page.getByTestId('age-modal')
  await expect(gate).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(0)
  // The modal opens by itself, as a dialog that holds the focus.
  await expect(modal).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Aveți 18 ani împliniți?' })).toBeVisible()
  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  // The modal wears the site's colours: it mounts inside the shop's root, not in the body (app/ui/Dialog.tsx).
  const background = (button: import('@playwright/test').Locator) =>
    button.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await background(modal.locator('.button--primary'))).toBe(await background(page.getByTestId('age-gate-ask')))
  await page.getByRole('button', { name: 'Nu' }).click()
  await expect(modal).toBeHidden()
  await expect(gate).toBeVisible()
  await expect(page.getByTestId('age-gate-ask')).toBeFocused()
  await expect(page.getByTestId('age-gate-home')).toHaveAttribute('href', '/ro')
  expect(await ageCookie(page)).toBe('false')
  // Asked once: after an answer, the page does not ask by itself again.
  await page.reload()
  await hydrated(page)
  await settled(page)
  await expect(gate).toBeVisible()
  await expect(modal).toBeHidden()
  // The way to ask again; a "yes" shows the listing.
  await page.getByTestId('age-gate-ask').click()
  await page.getByRole('button', { name: 'Da, am 18 ani sau mai mult' }).click()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(gate).toHaveCount(0)
  expect(await ageCookie(page)).toBe('true')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'is_age_valid')
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600)
})

test('a restricted product page and its card in an open listing stay without details until the age is confirmed', async ({
  page,
}) => {
  const product = await restrictedProduct()
  await page.setViewportSize(DESKTOP)
  // The parent category is open: the restricted cards show an 18+ placeholder instead of their image.
  await page.goto(`${base}/ro/medicamente`)
  await hydrated(page)
  await expect(page.getByTestId('age-modal')).toBeHidden()
  await expect(page.getByTestId('card-age-hidden').first()).toBeVisible()
  await page.goto(`${base}/ro/product/${product.url}`)
  await hydrated(page)
  await expect(page.getByTestId('age-gate')).toBeVisible()
  // The age modal opens by itself and hides the page from the accessibility tree meanwhile, so the
  // title is read from the DOM: it is there, without the details.
  await expect(page.locator('main h1')).toHaveText(product.title)
  await expect(page.locator('img[src*="/images/product/"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'Da, am 18 ani sau mai mult' }).click()
  await expect(page.getByTestId('age-gate')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title)
  await expect(page.locator('img[src*="/images/product/"]').first()).toBeVisible()
  // Confirmed: the listing's cards have their images.
  await page.goto(`${base}/ro/medicamente`)
  await hydrated(page)
  await expect(page.getByTestId('card-age-hidden')).toHaveCount(0)
})

for (const [lang, size, name] of [
  ['ru', PHONE, 'age-modal-390-ru'],
  ['uk', PHONE, 'age-modal-390-uk'],
  ['ro', DESKTOP, 'age-modal-1440-ro'],
] as const) {
  test(`screenshot: the age modal over a gated category (${name})`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto(`${base}/${lang}/analgezice`)
    await hydrated(page)
    await expect(page.getByTestId('age-modal')).toBeVisible()
    await screenshot(page, name)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('age-modal')).toBeHidden()
    await screenshot(page, `${name}-gate`)
  })
}
