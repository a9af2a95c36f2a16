import type { Page } from '@playwright/test'
import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { DESKTOP, expect, holdScripts, hydrated, isHydrated, PHONE, screenshot, test } from './fixtures'
import { firstProductPath } from './shop'

/**
 * The product page's "store availability by shop" modal (spec 2.5, `POST /general/product-availability/`,
 * issue 29): opened from the availability line, it lists each shop with the back end's own answer
 * (quantity, open now, the stores list's address) in the page's language; keyboard use returns
 * focus to the opener; a failed call is said in the modal.
 */
const SITE = 'demo-electro-token'

const TEXT = {
  ru: {
    open: 'В каких магазинах?',
    title: 'Наличие в магазинах',
    out: 'Нет в наличии',
    isOpen: 'Сейчас открыт',
    closed: 'Сейчас закрыт',
    failed: 'Не удалось загрузить наличие в магазинах. Попробуйте ещё раз.',
    qty: (n: number) => `${n} шт.`,
  },
  ro: {
    open: 'În ce magazine?',
    title: 'Disponibilitate în magazine',
    out: 'Stoc epuizat',
    isOpen: 'Deschis acum',
    closed: 'Închis acum',
    failed: 'Nu am putut încărca disponibilitatea în magazine. Încercați din nou.',
    qty: (n: number) => `${n} buc.`,
  },
  uk: {
    open: 'У яких магазинах?',
    title: 'Наявність у магазинах',
    out: 'Немає в наявності',
    isOpen: 'Зараз відчинено',
    closed: 'Зараз зачинено',
    failed: 'Не вдалося завантажити наявність у магазинах. Спробуйте ще раз.',
    qty: (n: number) => `${n} шт.`,
  },
} as const
const CLOSE = { ru: 'Закрыть', ro: 'Închide', uk: 'Закрити' } as const
type Lang = keyof typeof TEXT

interface Shop {
  shopId: number
  title: string
  qty: number
  isOpen: boolean
}

async function backEnd<T>(path: string, lang: Lang, body?: unknown): Promise<T> {
  const r = await fetch(`${ADMIN}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Site-Token': SITE, 'Accept-Language': lang, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(r.ok, `${path}: ${r.status}`).toBe(true)
  return (await r.json()) as T
}

/** Opens the first phone of the demo in `lang`; returns its id (from the back end) and the back end's shops and store addresses. */
async function openProduct(page: Page, lang: Lang) {
  const path = await firstProductPath(page.request)
  const slug = path.replace(/^\/ro\/product\//, '')
  const { product } = await backEnd<{ product: { productId: number } }>(`/general/v2/product/${slug}/`, 'ro')
  const [entry] = await backEnd<{ id: number; shops: Shop[] }[]>('/general/product-availability/', lang, {
    products: [{ id: product.productId }],
  })
  const stores = await backEnd<{ shopId: number; address: string }[]>('/shop/get-stores/', lang)
  expect(entry?.shops.length, 'the demo product is in some shops').toBeGreaterThan(0)
  await page.goto(`/${lang}${path.slice(3)}`)
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
  return { shops: entry?.shops ?? [], addresses: new Map(stores.map((s) => [s.shopId, s.address])) }
}

for (const [lang, viewport, size] of [
  ['ru', PHONE, 390],
  ['ro', DESKTOP, 1440],
  ['uk', PHONE, 390],
] as const) {
  test(`${lang} at ${size} px: the modal lists the back end's shops, opened and closed by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const t = TEXT[lang]
    const { shops, addresses } = await openProduct(page, lang)
    // Not part of the page (nor its cached HTML) until asked for.
    await expect(page.getByTestId('store-availability')).toHaveCount(0)
    const opener = page.getByRole('button', { name: t.open })
    await opener.focus()
    await screenshot(page, `store-availability-button-${lang}-${size}`)
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: t.title })
    await expect(modal).toBeVisible()
    const list = modal.getByTestId('store-availability-list')
    await expect(list.getByRole('listitem')).toHaveCount(shops.length)
    for (const [i, shop] of shops.entries()) {
      const row = list.getByRole('listitem').nth(i)
      await expect(row).toHaveAttribute('data-shop-id', String(shop.shopId))
      await expect(row.locator('.store-availability__title')).toHaveText(shop.title)
      await expect(row.getByTestId('store-availability-qty')).toHaveText(shop.qty > 0 ? t.qty(shop.qty) : t.out)
      await expect(row.locator('.shop-state')).toHaveText(shop.isOpen ? t.isOpen : t.closed)
      const address = addresses.get(shop.shopId)
      if (address) await expect(row.locator('.store-availability__address')).toContainText(address)
    }
    // Focus is inside the dialog; nothing overflows a phone.
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await screenshot(page, `store-availability-${lang}-${size}`)
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    await expect(opener).toBeFocused()
    // A second opening by the mouse, closed with the close button.
    await opener.click()
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: CLOSE[lang] }).click()
    await expect(modal).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
}

test('a failed availability call is said in the modal, with a retry that works', async ({ page }) => {
  let fail = true
  let failed = 0
  await page.route('**/_serverFn/**', (route) => {
    if (!fail || !decodeURIComponent(route.request().url()).includes('"availabilityOf"')) return route.fallback()
    failed++
    return route.fulfill({ status: 200, contentType: 'application/json', body: 'null' })
  })
  await page.setViewportSize(PHONE)
  const { shops } = await openProduct(page, 'ru')
  await page.getByRole('button', { name: TEXT.ru.open }).click()
  const modal = page.getByRole('dialog', { name: TEXT.ru.title })
  await expect(modal.getByRole('alert')).toHaveText(TEXT.ru.failed)
  await screenshot(page, 'store-availability-failed-ru-390')
  // a retry that fails again: the notice and the button stay, the focus on it (shopper audit a4)
  const retry = modal.getByRole('button', { name: 'Повторить' })
  await retry.click()
  await expect.poll(() => failed).toBe(2)
  await expect(retry).toHaveAttribute('aria-disabled', 'false')
  await expect(retry).toBeFocused()
  fail = false
  await retry.click()
  await expect(modal.getByTestId('store-availability-list').getByRole('listitem')).toHaveCount(shops.length)
})

test('uk at 390 px: "which shops?" tapped before the page is interactive opens the modal once it is', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const path = await firstProductPath(page.request)
  const release = await holdScripts(page)
  await page.goto(`/uk${path.slice(3)}`, { waitUntil: 'domcontentloaded' })
  const open = page.getByTestId('store-availability-open')
  await open.click()
  await expect(open).toHaveAttribute('aria-busy', 'true')
  expect(await isHydrated(page)).toBe(false)
  release()
  await expect(page.getByRole('dialog', { name: TEXT.uk.title })).toBeVisible({ timeout: 30_000 })
  await expect(open).not.toHaveAttribute('aria-busy')
})
