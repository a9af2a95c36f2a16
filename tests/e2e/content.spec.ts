import type { Page } from '@playwright/test'
import { axe, DESKTOP, expect, expectedConsoleErrors, hydrated, PHONE, screenshot, test } from './fixtures'

/** Content pages against the reference back end's seeded demo shop (electro). */

type Check = (page: Page) => Promise<void>
const main = (page: Page) => page.locator('#main')
const count =
  (selector: string, n: number | ((n: number) => boolean)): Check =>
  async (page) => {
    if (typeof n === 'number') await expect(main(page).locator(selector)).toHaveCount(n)
    else expect(n(await main(page).locator(selector).count())).toBe(true)
  }
const text =
  (selector: string): Check =>
  async (page) => {
    await expect(main(page).locator(selector).first()).not.toBeEmpty()
  }

const PAGES: { path: string; h1: { ro: RegExp; en: RegExp }; check: Check }[] = [
  { path: 'about', h1: { ro: /Despre noi/, en: /About us/ }, check: text('.rich-text') },
  { path: 'delivery', h1: { ro: /Livrare/, en: /Delivery/ }, check: text('.rich-text') },
  { path: 'terms', h1: { ro: /Termeni/, en: /Terms/ }, check: text('.rich-text') },
  { path: 'policy', h1: { ro: /confidențialitate/, en: /Privacy/ }, check: text('.rich-text') },
  { path: 'cookies', h1: { ro: /cookie/, en: /Cookie/ }, check: text('.rich-text') },
  { path: 'faq', h1: { ro: /Întrebări/, en: /questions/ }, check: count('.faq__item', 4) },
  { path: 'services', h1: { ro: /Servicii/, en: /Services/ }, check: count('.card-grid .card', 4) },
  { path: 'order-guide', h1: { ro: /Cum să comandați/, en: /How to order/ }, check: count('.steps__item', 4) },
  { path: 'partners', h1: { ro: /Parteneri/, en: /Partners/ }, check: count('.logo-grid .card', 6) },
  { path: 'gallery', h1: { ro: /Galerie/, en: /Gallery/ }, check: count('.card-grid .card', 3) },
  { path: 'gallery/1', h1: { ro: /Galerie 1/, en: /Gallery 1/ }, check: count('.photo-grid img', 4) },
  { path: 'review', h1: { ro: /Recenzii/, en: /Reviews/ }, check: count('.review-card', 6) },
  { path: 'contacts', h1: { ro: /Contacte/, en: /Contacts/ }, check: count('[data-testid="store"]', 6) },
  { path: 'career', h1: { ro: /Cariere/, en: /Careers/ }, check: count('[data-testid="vacancy"]', 3) },
  {
    path: 'articles',
    h1: { ro: /Noutăți și articole/, en: /News and articles/ },
    check: count('.news-card--large', 4),
  },
  { path: 'list/1', h1: { ro: /.+/, en: /.+/ }, check: count('[data-testid="product-card"]', (n) => n > 0) },
]

// One test a language, a step a page, in one browser context: the pages share their scripts (decision 0082).
for (const lang of ['ro', 'en'] as const) {
  test(`content pages render with back-end content (${lang})`, async ({ page }) => {
    let styled = 0
    for (const { path, h1, check } of PAGES) {
      await test.step(`/${lang}/${path}`, async () => {
        const response = await page.goto(`/${lang}/${path}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[lang])
        await expect(page).toHaveTitle(/.+\|.+|.+/)
        await expect(page.locator('meta[name="description"]')).toHaveCount(1)
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/${path}$`))
        await check(page)
        // The content pages' own sheet (app/features/content/content.css, not the base sheet) is linked: their lists are grids.
        const lists = page.locator('main :is(.news-grid, .logo-grid, .photo-grid, .faq, .stores)')
        if (await lists.count()) {
          await expect(lists.first()).toHaveCSS('display', 'grid')
          styled++
        }
        await hydrated(page)
      })
    }
    expect(styled).toBeGreaterThan(2)
  })
}

test('articles: tabs and pages keep tab=0 and page=1 out of the URL', async ({ page }) => {
  await page.goto('/ro/articles?tab=0&page=1')
  await expect(page).toHaveURL(/\/ro\/articles$/)
  await hydrated(page)
  const tabs = page.getByRole('navigation', { name: 'Categorii de articole' })
  await tabs.getByRole('link', { name: 'Sfaturi' }).click()
  await expect(page).toHaveURL(/\/ro\/articles\?tab=2$/)
  await expect(tabs.getByRole('link', { name: 'Sfaturi' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.news-card__status').first()).toHaveText('Sfaturi')
  await tabs.getByRole('link', { name: 'Toate' }).click()
  await expect(page).toHaveURL(/\/ro\/articles$/)
  // by keyboard, from the pager at the foot: the new page's first article comes into view with the focus
  // on its link (the focus stayed on the pager link, off screen, and the page went to its top)
  await page.getByRole('navigation', { name: 'Pagini' }).getByRole('link', { name: 'Pagina 2' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ro\/articles\?page=2$/)
  await expect(page.locator('.news-card').first()).toBeVisible()
  await expect(page.locator('.news-card a').first()).toBeFocused()
  await expect(page.locator('.news-card a').first()).toBeInViewport()
  await page.getByRole('navigation', { name: 'Pagini' }).getByRole('link', { name: 'Pagina 1' }).click()
  await expect(page).toHaveURL(/\/ro\/articles$/)
})

test('article detail has its SEO, breadcrumbs and recommended articles; unknown is 404', async ({ page }) => {
  await page.goto('/en/articles')
  const first = page.locator('.news-card--large a').first()
  const title = (await first.locator('.news-card__title').textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(title)
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'News and articles' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended articles' })).toBeVisible()
  // A 404 navigation logs a console error in Chromium, so the status is checked without the page.
  expect((await page.request.get('/en/articles/no-such-article')).status()).toBe(404)
})

test('stores are in their sorted order with open/closed badges and a map', async ({ page }) => {
  await page.goto('/en/contacts')
  await hydrated(page)
  const stores = page.locator('[data-testid="store"]')
  await expect(stores).toHaveCount(6)
  await expect(stores.locator('.store-badge--closed').first()).toBeVisible()
  await expect(page.locator('.shops-map.leaflet-container')).toBeVisible()
  await expect(page.locator('.shops-map path.leaflet-interactive')).toHaveCount(6)
  // A base map under the markers (MAP_TILES_URL: the reference back end's drawn tiles here), with its attribution.
  await expect(page.locator('.shops-map img.leaflet-tile-loaded').first()).toBeVisible()
  await expect(page.locator('.shops-map .leaflet-control-attribution')).toBeVisible()
  // Every store also opens in OpenStreetMap at its coordinates.
  for (const link of await stores.getByRole('link', { name: /^Open in a map: .* \(OpenStreetMap, new tab\)$/ }).all()) {
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+(\.\d+)?&mlon=-?\d+(\.\d+)?#map=17\//,
    )
  }
  await expect(stores.getByRole('link', { name: /^Open in a map: .* \(OpenStreetMap, new tab\)$/ })).toHaveCount(6)
})

test('when the map tiles fail there is no grey box: the stores stay listed with their addresses and map links', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/tiles\/\d+\/\d+\/\d+\.svg$/, (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/en/contacts')
  await hydrated(page)
  const stores = page.locator('[data-testid="store"]')
  await expect(stores).toHaveCount(6)
  await expect(page.getByTestId('shops-map')).toHaveCount(0)
  await expect(stores.getByRole('link', { name: /^Open in a map: .* \(OpenStreetMap, new tab\)$/ })).toHaveCount(6)
  for (const store of await stores.all()) await expect(store.locator('p').nth(1)).not.toBeEmpty()
  // The failed tiles were the point of the test, not an error of the page.
  expectedConsoleErrors(consoleErrors, /\/tiles\/\d+\/\d+\/\d+\.svg/)
})

test('video reviews load the player only on click', async ({ page }) => {
  await page.goto('/en/review')
  await hydrated(page)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page
    .getByRole('button', { name: /Play the video/ })
    .first()
    .click()
  await expect(page.locator('iframe.video-card__frame')).toHaveCount(1)
})

test('the resume form rejects an empty submit and accepts a valid one with a file', async ({ page }) => {
  await page.goto('/en/career')
  await hydrated(page)
  await page.locator('[data-testid="vacancy"]').first().getByRole('button', { name: 'Details' }).click()
  const vacancy = page.getByTestId('vacancy-modal')
  await expect(vacancy).toBeVisible()
  await vacancy.getByRole('button', { name: 'Send your CV' }).click()
  const modal = page.getByTestId('send-cv-modal')
  await expect(modal).toBeVisible()
  await expect(vacancy).toHaveCount(0)
  await modal.getByRole('button', { name: 'Send' }).click()
  await expect(modal.getByText('Please fill in this field.')).toHaveCount(2)
  await expect(modal.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(modal.getByLabel('Name')).toBeFocused()
  await modal.getByLabel('Name').fill('Ana Test')
  await modal.getByLabel('Phone').fill('+373 69 000 000')
  await modal.getByLabel('E-mail').fill('ana@example.com')
  await modal
    .getByLabel('CV file')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test cv\n') })
  await screenshot(page, 'content-send-cv-desktop')
  await modal.getByRole('button', { name: 'Send' }).click()
  const success = page.getByTestId('sendCvSuccess-modal')
  await expect(success).toBeVisible()
  await expect(success.getByText('Thank you!')).toBeVisible()
  await expect(modal).toHaveCount(0)
})

test('the resume form shows a wrong phone and a wrong file type', async ({ page }) => {
  await page.goto('/ro/career')
  await hydrated(page)
  await page.getByRole('button', { name: 'Trimiteți un CV fără un post anume' }).click()
  const modal = page.getByTestId('send-cv-modal')
  await modal.getByLabel('Nume').fill('Ion')
  // the masked field takes digits only (decision 0027): a number too short to be one
  await modal.getByLabel('Telefon').fill('12')
  await modal
    .getByLabel('Fișierul CV')
    .setInputFiles({ name: 'x.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') })
  await modal.getByRole('button', { name: 'Trimite' }).click()
  await expect(modal.getByText('Introduceți un număr de telefon valid.')).toBeVisible()
  await expect(modal.getByText('Acest tip de fișier nu este acceptat.')).toBeVisible()
})

test('book a consultation and send a user request show their success states', async ({ page }) => {
  await page.goto('/en/services')
  await hydrated(page)
  await page.getByRole('button', { name: 'Book a consultation' }).click()
  const modal = page.getByTestId('consultation-modal')
  await modal.getByLabel('Name').fill('Victor')
  await modal.getByLabel('Phone').fill('069000000')
  await modal.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('consultationSuccess-modal')).toBeVisible()
  await page.getByRole('button', { name: 'OK, thanks' }).click()

  await page.goto('/en/contacts')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Write to us' })
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('Please fill in this field.')).toHaveCount(2)
  await form.getByLabel('Name').fill('Maria')
  await form.getByLabel('Message').fill('Do you deliver to Orhei?')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible()
})

test('newsletter subscription in the footer', async ({ page }) => {
  await page.goto('/en/about')
  await hydrated(page)
  const footer = page.locator('footer')
  // The desktop footer's column is narrow: the field takes the column's width and the button goes below,
  // rather than a field of 105 px that cuts its own placeholder.
  const field = await footer.getByLabel('Subscribe to our newsletter').boundingBox()
  expect(field?.width).toBeGreaterThanOrEqual(180)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Please fill in this field.')).toBeVisible()
  await footer.getByLabel('Subscribe to our newsletter').fill('news@example.com')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('You are subscribed. Thank you!')).toBeVisible()
})

test('a CMS page with ignore_layout renders without header and footer; unknown paths are 404', async ({ page }) => {
  const response = await page.goto('/en/landing/black-friday')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black Friday')
  await expect(page.locator('header')).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
  await hydrated(page)
  await screenshot(page, 'content-cms-bare-desktop')
  const missing = await page.request.get('/en/landing/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('class="footer"')
})

test('content pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000)
  for (const path of ['/en/articles', '/en/contacts', '/en/career', '/en/review', '/en/faq', '/en/gallery/1']) {
    await page.goto(path)
    await hydrated(page)
    const results = await axe(page).include('#main').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }
})

test('a CMS page by slug renders inside the layout with breadcrumbs and sanitised html', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const response = await page.goto('/en/xss-test')
  expect(response?.status()).toBe(200)
  await hydrated(page)
  const body = page.locator('#main .cms-page')
  await expect(body.getByText('Safe text')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible()
  await expect(page.locator('footer')).toHaveCount(1)
  // The page's own html (the breadcrumbs beside it carry their JSON-LD script).
  const html = body.locator('.rich-text')
  expect(await html.locator('script').count()).toBe(0)
  expect(await html.innerHTML()).not.toMatch(/onerror|javascript:/i)
  expect(await page.locator('.breadcrumbs script[type="application/ld+json"]').count()).toBe(1)
  expect(dialogs).toEqual([])
})

test.describe('screenshots', () => {
  const SHOTS = [
    'about',
    'articles',
    'contacts',
    'career',
    'review',
    'faq',
    'services',
    'order-guide',
    'gallery',
    'partners',
  ]
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`content pages at ${size} size`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      for (const path of SHOTS) {
        await page.goto(`/ro/${path}`)
        await hydrated(page)
        await screenshot(page, `content-${path}-${size}`)
        if (path === 'contacts') {
          await page.locator('.shops-map.leaflet-container').waitFor()
          await page.locator('#stores-title').scrollIntoViewIfNeeded()
          await screenshot(page, `content-contacts-stores-${size}`)
        }
      }
    })
  }
})

test('contacts in ru and uk fit 390 and 320 px phones, map and store links included', async ({ page }) => {
  for (const lang of ['ru', 'uk'] as const) {
    await page.setViewportSize(PHONE)
    await page.goto(`/${lang}/contacts`)
    await hydrated(page)
    await expect(page.locator('.shops-map img.leaflet-tile-loaded').first()).toBeVisible()
    await expect(page.locator('.store__map-link')).toHaveCount(6)
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: PHONE.height })
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} at ${width}`,
      ).toBeLessThanOrEqual(width)
    }
    await page.setViewportSize(PHONE)
    await page.locator('#stores-title').scrollIntoViewIfNeeded()
    await screenshot(page, `contacts-stores-phone-${lang}`)
  }
})
