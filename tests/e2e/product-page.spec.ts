import type { Page } from '@playwright/test'
import {
  DESKTOP,
  expect,
  holdScripts,
  hydrated,
  isHydrated,
  PHONE,
  reactOwns,
  screenshot,
  settled,
  test,
} from './fixtures'
import { firstProductPath } from './shop'

/** The product page's content (issue 28.5): gallery and zoom, the phone's sticky add-to-cart, the delivery estimate, reviews. */

const TEXT = {
  ro: {
    add: 'Adaugă în coș',
    zoom: 'Mărește fotografia',
    photo: (n: number, c: number) => `Fotografia ${n} din ${c}`,
    close: 'Închide',
    pickup: /Ridicare din .+: .+, \d\d:\d\d–\d\d:\d\d/,
    failed: 'Termenele de livrare nu au putut fi încărcate acum.',
    reviewsFailed: 'Recenziile nu au putut fi încărcate.',
  },
  ru: {
    add: 'В корзину',
    zoom: 'Увеличить фото',
    photo: (n: number, c: number) => `Фото ${n} из ${c}`,
    close: 'Закрыть',
    pickup: /Самовывоз из магазина .+: .+, \d\d:\d\d–\d\d:\d\d/,
    failed: 'Сейчас не удалось загрузить сроки доставки.',
  },
  uk: {
    add: 'До кошика',
    zoom: 'Збільшити фото',
    photo: (n: number, c: number) => `Фото ${n} з ${c}`,
    close: 'Закрити',
    pickup: /Самовивіз із магазину .+: .+, \d\d:\d\d–\d\d:\d\d/,
    failed: 'Зараз не вдалося завантажити терміни доставки.',
  },
} as const
type Lang = keyof typeof TEXT

/** The first product of the phones category in `lang` (a Romanian slug on another language's page redirects to its own). */
async function openProduct(page: Page, lang: Lang) {
  const path = await firstProductPath(page.request)
  await page.goto(`/${lang}${path.slice(3)}`)
  await expect(page.getByTestId('product-page')).toBeVisible()
  await hydrated(page)
}

const mainImage = (page: Page) => page.getByTestId('gallery-image')

/**
 * Whatever a product page skips below the fold (content-visibility: auto) reserves about its laid-out
 * height, so the page keeps its length as the shopper scrolls and a returning position lands where it
 * was: 440 px a section reserved 97 for the delivery estimate and 1,583-1,707 for a phone's 8-card slider.
 * Run with the extras loaded (nothing busy), each skipped box is laid out for real and compared.
 */
async function reservedNearLaidOut(page: Page, what: string) {
  await expect(page.locator('.product-section[aria-busy]')).toHaveCount(0)
  const boxes = await page.locator('.product-section, .product-section .product-grid > *').evaluateAll((els) => {
    const skipped = els.filter((el) => getComputedStyle(el).contentVisibility === 'auto') as HTMLElement[]
    const reserved = skipped.map((el) =>
      Number(/(\d+(?:\.\d+)?)px/.exec(getComputedStyle(el).containIntrinsicBlockSize)?.[1]),
    )
    for (const el of skipped) el.style.contentVisibility = 'visible'
    return skipped.map((el, i) => ({
      name: `${el.closest('section')?.getAttribute('aria-labelledby')} ${el.className}`,
      reserved: reserved[i] ?? 0,
      laidOut: el.getBoundingClientRect().height,
    }))
  })
  expect(boxes.length, `${what}: nothing skipped below the fold`).toBeGreaterThan(0)
  for (const { name, reserved, laidOut } of boxes)
    expect(
      Math.abs(reserved - laidOut) / laidOut,
      `${what} ${name}: reserved ${reserved} px, laid out ${laidOut} px`,
    ).toBeLessThan(0.2)
}

test('the gallery shows every photo: thumbnails and arrow keys switch the large one, the zoom opens and closes with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await openProduct(page, 'ro')
  const t = TEXT.ro
  await expect(mainImage(page)).toHaveAttribute('fetchpriority', 'high')
  const thumbs = page.getByTestId('gallery').getByRole('button', { name: /^Fotografia \d+ din \d+$/ })
  await expect(thumbs).toHaveCount(4)
  const first = (await mainImage(page).getAttribute('src')) ?? ''
  await page.getByRole('button', { name: t.photo(2, 4) }).click()
  await expect(page.getByRole('button', { name: t.photo(2, 4) })).toHaveAttribute('aria-current', 'true')
  await expect(mainImage(page)).toHaveAttribute('src', /view=2/)
  expect(await mainImage(page).getAttribute('src')).not.toBe(first)
  // Arrow keys move between the thumbnails (and wrap around).
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: t.photo(3, 4) })).toBeFocused()
  await expect(mainImage(page)).toHaveAttribute('src', /view=3/)
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: t.photo(1, 4) })).toBeFocused()
  await expect(mainImage(page)).toHaveAttribute('src', first)

  // The zoom: focus moves into the dialog, arrows switch the photo, Escape closes, focus returns.
  const enlarge = page.getByRole('button', { name: t.zoom })
  await enlarge.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('zoom-image')).toHaveAttribute('alt', new RegExp(`${t.photo(1, 4)}$`))
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByTestId('zoom-image')).toHaveAttribute('src', /view=2/)
  await expect(mainImage(page)).toHaveAttribute('src', /view=2/)
  await screenshot(page, 'product-zoom-desktop-ro')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(enlarge).toBeFocused()
  // The close button closes it too.
  await enlarge.click()
  await page.getByRole('dialog').getByRole('button', { name: t.close }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

for (const lang of ['ru', 'uk'] as const) {
  test(`${lang}: on a 390 px phone the sticky add-to-cart bar appears once the page's button scrolled away, above the bottom bar, with no overflow`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await openProduct(page, lang)
    const t = TEXT[lang]
    const sticky = page.getByTestId('sticky-buy')
    const mainButton = page.locator('.product-page__buy').getByRole('button', { name: t.add, exact: true })
    await expect(mainButton).toBeVisible()
    await expect(sticky).toBeHidden()
    // The product lists far below stay the server's HTML until the shopper nears them (decision 0084):
    // the phone's own state (the sticky bar) must not re-render the page and hydrate them with it.
    await settled(page)
    const similarCard = page.getByTestId('similar').getByTestId('product-card').first()
    expect(await reactOwns(similarCard), 'the similar products hydrated with the page').toBe(false)
    expect(await reactOwns(page.locator('.side-bar a').first()), "the desktop's side bar hydrated on a phone").toBe(
      false,
    )
    // the quick-order buttons ("Купить в один клик", "Оптовый заказ") each keep their label on one line
    const lines = await page.locator('.product-page__buy .quick-order__actions .button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const range = document.createRange()
        range.selectNodeContents(b)
        return `${b.textContent}: ${new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size}`
      }),
    )
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatch(/: 1$/)
    await screenshot(page, `product-top-phone-${lang}`)
    await similarCard.scrollIntoViewIfNeeded()
    await expect.poll(() => reactOwns(similarCard), 'the similar products hydrate once near').toBe(true)
    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
    await expect(sticky).toBeVisible()
    if (lang === 'ru') await reservedNearLaidOut(page, 'ru at 390')
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    await expect(sticky).toContainText(title.slice(0, 10))
    await expect(sticky.locator('.price')).toBeVisible()
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: PHONE.height })
      await expect(sticky).toBeVisible()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width}`,
      ).toBeLessThanOrEqual(width)
      const bar = await sticky.boundingBox()
      const bottomBar = await page.locator('.mobile-bar').boundingBox()
      expect(
        bar && bottomBar && bar.y + bar.height <= bottomBar.y + 0.5,
        'the sticky bar sits above the bottom bar',
      ).toBe(true)
      const button = await sticky.getByRole('button', { name: t.add }).boundingBox()
      expect(button && button.x + button.width <= width, 'its button is on screen').toBe(true)
    }
    await page.setViewportSize(PHONE)
    await screenshot(page, `product-sticky-phone-${lang}`)
    await sticky.getByRole('button', { name: t.add }).click()
    await expect(page.getByTestId('cart-badge')).toBeVisible()
    // Back at the top, the page's own button is in view: the bar goes away.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(sticky).toBeHidden()
    // by keyboard: the button rests after an add and keeps the focus (disabled, it dropped the focus to the page)
    await mainButton.focus()
    await page.keyboard.press('Enter')
    await expect(mainButton).toHaveAttribute('aria-disabled', 'true')
    await expect(mainButton).toBeFocused()
  })
}

test('no sticky add-to-cart bar on a 1440 px desktop; the side bar is there and hydrates', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openProduct(page, 'ro')
  await expect.poll(() => reactOwns(page.locator('.side-bar a').first())).toBe(true)
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  await expect(page.getByTestId('delivery-estimate')).toBeVisible()
  await expect(page.getByTestId('sticky-buy')).toHaveCount(0)
  await screenshot(page, 'product-desktop-ro')
  await reservedNearLaidOut(page, 'ro at 1440')
})

test('the delivery estimate names the store and its earliest pickup slot, below the fold', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openProduct(page, 'ro')
  await expect(page.getByTestId('delivery-estimate')).toHaveCount(0)
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  await expect(page.getByTestId('delivery-estimate')).toContainText(TEXT.ro.pickup)
})

test('a failed delivery-time call shows a fallback with the delivery terms', async ({ page }) => {
  await page.route('**/_serverFn/**', (route) =>
    decodeURIComponent(route.request().url()).includes('"storeId"')
      ? route.fulfill({ status: 200, contentType: 'application/json', body: 'null' })
      : route.fallback(),
  )
  await page.setViewportSize(PHONE)
  await openProduct(page, 'uk')
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  const estimate = page.getByTestId('delivery-estimate')
  await expect(estimate).toContainText(TEXT.uk.failed)
  await expect(estimate.getByRole('link', { name: 'Умови доставки' })).toHaveAttribute('href', '/uk/delivery')
})

test('reviews: the list with stars and count, a new review, like and dislike; the product-page slider and the recently viewed products', async ({
  page,
}) => {
  // three phones viewed before this page (browser storage, spec 3 viewedProducts)
  const listing = await (await page.request.get('/ro/telefoane')).text()
  const seen = [...new Set([...listing.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1])))].slice(0, 3)
  expect(seen).toHaveLength(3)
  await page.addInitScript((ids) => window.localStorage.setItem('viewedProducts', ids), JSON.stringify(seen))
  await page.setViewportSize(DESKTOP)
  await openProduct(page, 'ro')
  const reviews = page.locator('section.reviews')
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  const heading = reviews.getByRole('heading', { level: 2, name: /^Recenzii \(\d+\)$/ })
  // the count is the back end's, shown once the list has loaded (the heading has none before)
  await expect(heading).toBeVisible()
  // this product is now the most recent one viewed; the section lists the others, never itself
  const viewedIds = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('viewedProducts'))) ?? '[]',
  ) as number[]
  const others = seen.filter((id) => id !== viewedIds[0])
  expect(viewedIds).toEqual([viewedIds[0], ...others])
  // the operator's product-page slider, loaded with the extras (is_product_page; issue 52 point 4)
  await expect(page.getByTestId('product-page-slider').getByRole('heading', { level: 2 })).toHaveText(
    'Vă mai pot interesa',
  )
  await expect(page.getByTestId('product-page-slider').getByTestId('product-card').first()).toBeVisible()
  const viewed = page.getByTestId('recently-viewed')
  await expect(viewed.getByRole('heading', { level: 2 })).toHaveText('Vizualizate recent')
  await expect(viewed.getByTestId('product-card')).toHaveCount(others.length)
  expect(
    await viewed
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-product-id')))),
  ).toEqual(others)
  const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1])
  const author = `E2E ${Date.now().toString(36)}`
  await reviews.getByLabel('Numele dvs.').fill(author)
  await reviews.getByRole('combobox', { name: /^Nota/ }).selectOption('4')
  await reviews.getByLabel('Recenzia dvs.').fill('Bun, dar se încălzește.')
  await reviews.getByRole('button', { name: 'Trimite recenzia' }).click()
  await expect(reviews.getByRole('status')).toHaveText('Mulțumim! Recenzia a fost trimisă.')
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(`Recenzii (${before + 1})`)
  const mine = reviews.locator('.review').filter({ hasText: author })
  await expect(mine.getByRole('img', { name: 'Nota 4 din 5' })).toHaveText('★★★★')
  await mine.getByRole('button', { name: /^Util/ }).click()
  await expect(mine.getByRole('button', { name: /^Util/ })).toHaveText('Util · 1')
  await mine.getByRole('button', { name: /^Nu e util/ }).click()
  await expect(mine.getByRole('button', { name: /^Nu e util/ })).toHaveText('Nu e util · 1')
})

test('a failed reviews call says so, never "no reviews (0)", and its retry loads them', async ({ page }) => {
  // the reviews' call (GET, its page in the payload) answers what getReviews answers for a failing back end
  const reviewsCall = (url: string) =>
    decodeURIComponent(url).includes('"productId"') && decodeURIComponent(url).includes('"page"')
  await page.route('**/_serverFn/**', (route) =>
    reviewsCall(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'application/json', body: 'null' })
      : route.fallback(),
  )
  await page.setViewportSize(PHONE)
  await openProduct(page, 'ro')
  const reviews = page.locator('section.reviews')
  await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
  await expect(reviews.getByText(TEXT.ro.reviewsFailed)).toBeVisible()
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Recenzii')
  await expect(reviews).not.toContainText('Nicio recenzie')
  await page.unroute('**/_serverFn/**')
  await reviews.getByRole('button', { name: 'Încearcă din nou' }).click()
  await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(/^Recenzii \(\d+\)$/)
  await expect(reviews.getByText(TEXT.ro.reviewsFailed)).toHaveCount(0)
})

test('ru at 390 px: a thumbnail, then the large photo, tapped before the page is interactive: the zoom opens on that photo once it is', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  const path = await firstProductPath(page.request)
  const release = await holdScripts(page)
  await page.goto(`/ru${path.slice(3)}`, { waitUntil: 'domcontentloaded' })
  const third = page.getByRole('button', { name: TEXT.ru.photo(3, 4) })
  const firstSrc = await mainImage(page).getAttribute('src')
  await third.click()
  await expect(third).toHaveAttribute('aria-busy', 'true')
  const enlarge = page.getByRole('button', { name: TEXT.ru.zoom })
  await enlarge.click()
  await expect(enlarge).toHaveAttribute('aria-busy', 'true')
  expect(await isHydrated(page)).toBe(false)
  release()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByTestId('zoom-image')).toBeVisible()
  // the thumbnail's tap was kept too, in the order made: the zoom opened on the third photo
  await expect(dialog.getByTestId('zoom-image')).toHaveAttribute('alt', new RegExp(`${TEXT.ru.photo(3, 4)}$`))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(third).toHaveAttribute('aria-current', 'true')
  await expect(third).not.toHaveAttribute('aria-busy', 'true')
  expect(await mainImage(page).getAttribute('src')).not.toBe(firstSrc)
  // focus goes back to the photo, as after a zoom opened later
  await expect(enlarge).toBeFocused()
})
