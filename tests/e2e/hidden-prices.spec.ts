import { ADMIN_URL as ADMIN, BUSINESS_PORT } from '../../playwright.config'
import { clearCookiesAway, DESKTOP, expect, hydrated, test } from './fixtures'
import { signInByApi } from './shop'

/**
 * hide_price_for_guests on the business demo (issue 29, decision 0038): no price leaves the server for
 * a guest - not in the HTML, the meta, the JSON-LD or the hydration data - and a `user-group-id`
 * the shopper sets by hand counts as a guest. The product's prices come from the back end itself.
 */
const BUSINESS = `http://127.0.0.1:${BUSINESS_PORT}`

interface Card {
  url: string
  price: number
  old_price: number | null
  is_stock: boolean
}

async function pricedProduct(): Promise<Card> {
  const r = await fetch(`${ADMIN}/general/v2/category/apa-minerala/?page_size=48`, {
    headers: { 'Site-Token': 'demo-business-token' },
  })
  const body = (await r.json()) as { products?: Card[]; data?: { products: Card[] } }
  const found = (body.products ?? body.data?.products ?? []).find(
    (p) => p.price > 0 && p.old_price && p.old_price > p.price,
  )
  if (!found) throw new Error('no discounted product on the business demo')
  return found
}

/** Any copy of the product's price or old price in a page: a price field (JSON, JS, meta) or the number itself. */
function priceCopies(html: string, p: Card): string[] {
  const numbers = [p.price, p.old_price ?? 0].map((n) => String(n))
  return numbers.filter((n) =>
    new RegExp(`price["']?\\s*[:=]\\s*["']?${n.replace('.', '\\.')}\\b|content="${n}"`).test(html),
  )
}

test('business demo: a guest and a forged group cookie get no price from the server; a signed-in group does', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  const product = await pricedProduct()
  const path = `/ro/product/${product.url}`

  const guest = await (await page.request.get(`${BUSINESS}${path}`)).text()
  expect(guest).toContain('price--hidden')
  expect(priceCopies(guest, product)).toEqual([])
  expect(guest).not.toContain('product:price:amount')
  expect(guest).not.toContain('"Offer"')

  await context.addCookies([{ name: 'user-group-id', value: '2', url: BUSINESS }])
  const forged = await page.request.get(`${BUSINESS}${path}`)
  const forgedHtml = await forged.text()
  expect(priceCopies(forgedHtml, product)).toEqual([])
  expect(forgedHtml).toContain('price--hidden')
  await page.goto(`${BUSINESS}${path}`)
  await hydrated(page)
  await expect(page.locator('.price--hidden').first()).toBeVisible()
  // A language switch renders the layout in the browser: it keeps the group the server verified,
  // not the forged cookie (which would draw price lines from data that has no prices).
  await page.locator('.lang-switcher a[hreflang="ru"]').click()
  await expect(page).toHaveURL(/\/ru\/product\//)
  await expect(page.locator('.lang-switcher a[hreflang="ru"][aria-current="true"]')).toBeVisible()
  await expect(page.locator('.price--hidden').first()).toBeVisible()
  await expect(page.locator('.price__current')).toHaveCount(0)
  await clearCookiesAway(page)

  await signInByApi(page, 'company@example.com', 'company12345', { base: BUSINESS })
  const member = await (await page.request.get(`${BUSINESS}${path}`)).text()
  expect(priceCopies(member, product).length).toBeGreaterThan(0)
  expect(member).toContain('product:price:amount')
  await page.goto(`${BUSINESS}${path}`)
  await hydrated(page)
  await expect(page.locator('.price__current').first()).toBeVisible()
})
