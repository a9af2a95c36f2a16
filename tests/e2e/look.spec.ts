import type { Page } from '@playwright/test'
import { LAYOUT, LIMITS, STYLESHEET_LAYOUT } from '#config'
import { axe, DESKTOP, expect, holdScripts, hydrated, PHONE, screenshot, test } from './fixtures'
import { themeBase, VENDOR_TAG_URLS } from './theme-server'

/**
 * The site's look (issue 16, decision 0027): each of the six themes' home page on a phone and a
 * desktop, the dark theme of the business demo (colors.dark_theme), the desktop zoom, and the
 * masked phone field.
 */
const PORT = Number(process.env.E2E_PORT ?? 8787)

const THEMES = () =>
  [
    ['electro', `http://127.0.0.1:${PORT}`, '/ro'],
    ['home', themeBase('home'), '/ro'],
    ['pharma', themeBase('pharma'), '/ro'],
    ['market', themeBase('market'), '/ru'],
    ['business', themeBase('business'), '/ro'],
    ['meals', themeBase('meals'), '/ro'],
  ] as const

/** What makes a theme look like itself: its brand colour, its page and header colours, its logo. */
async function signature(page: Page) {
  return page.evaluate(() => {
    const app = document.querySelector('.app') as HTMLElement
    const style = getComputedStyle(app)
    const logo = document.querySelector('.logo img') as HTMLImageElement | null
    return {
      primary: style.getPropertyValue('--color-primary').trim(),
      background: style.backgroundColor,
      header: getComputedStyle(document.querySelector('.header') as HTMLElement).backgroundColor,
      logo: logo ? { src: logo.currentSrc, loaded: logo.complete && logo.naturalWidth > 0 } : null,
    }
  })
}

test('the six themes look distinct on a phone and a desktop (home page, screenshots)', async ({ page }) => {
  test.setTimeout(180_000)
  // The home-goods demo carries the analytics tags: empty stand-ins for the vendors' scripts.
  await page.route(VENDOR_TAG_URLS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
  const seen: string[] = []
  for (const [theme, base, path] of THEMES()) {
    for (const [kind, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto(`${base}${path}`)
      await hydrated(page)
      await expect(page.locator('.app')).toHaveClass(new RegExp(`\\btheme-${theme}\\b`))
      const look = await signature(page)
      expect(look.logo?.loaded, `${theme} logo`).toBe(true)
      if (kind === 'desktop') seen.push(`${look.primary} ${look.background} ${look.header}`)
      await screenshot(page, `look-${theme}-${kind}`)
    }
  }
  // No two themes share brand colour, page and header colours.
  expect(new Set(seen).size).toBe(6)
})

test('dark theme (business demo): dark palette in the first HTML, the dark logo, the dark browser bar, axe clean', async ({
  page,
  request,
  browser,
}) => {
  const base = themeBase('business')
  const html = await (await request.get(`${base}/ro`)).text()
  expect(html).toMatch(/class="app [^"]*\bis-dark\b/)
  expect(html).toMatch(/<meta name="theme-color" content="#1b1e24"/)
  // No flash: the page is dark without any script.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
  const bare = await noScript.newPage()
  await bare.goto(`${base}/ro`)
  expect(await bare.locator('.app').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 20, 24)')
  await noScript.close()
  await page.setViewportSize(DESKTOP)
  await page.goto(`${base}/ro`)
  await hydrated(page)
  const look = await signature(page)
  expect(look.logo?.src).toContain('dark=1')
  expect(look.header).toBe('rgb(27, 30, 36)')
  const a11y = await axe(page).analyze()
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('light themes: the light logo and the brand colour in the browser bar, axe clean (electro)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/ro')
  await hydrated(page)
  await expect(page.locator('.app')).not.toHaveClass(/\bis-dark\b/)
  const look = await signature(page)
  expect(look.logo?.src).not.toContain('dark=1')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', look.primary)
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1)
  const a11y = await axe(page).analyze()
  expect(a11y.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the axe check itself still finds what it must (fixtures.ts axe(): minified build, legacy mode)', async ({
  page,
}) => {
  await page.setContent('<main id="main"><img src="data:image/png;base64,iVBORw0KGgo="><button></button></main>')
  const a11y = await axe(page).include('#main').analyze()
  expect(a11y.violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt'])
})

test('zoom 0.9 from the desktop breakpoint, none on a phone', async ({ page }) => {
  const zoom = () => page.evaluate(() => getComputedStyle(document.documentElement).zoom)
  await page.setViewportSize(DESKTOP)
  await page.goto('/ro')
  expect(Number(await zoom())).toBeCloseTo(STYLESHEET_LAYOUT.desktopZoom)
  // the layout still fills the window height
  const fill = await page.evaluate(
    () => (document.querySelector('.app') as HTMLElement).getBoundingClientRect().height >= window.innerHeight - 1,
  )
  expect(fill).toBe(true)
  await page.setViewportSize({ width: LAYOUT.breakpointDesktop - 1, height: 900 })
  expect(Number(await zoom())).toBe(1)
  await page.setViewportSize(PHONE)
  expect(Number(await zoom())).toBe(1)
})

test('the phone field is masked as typed or pasted (register page, Moldova)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/ro/register')
  await hydrated(page)
  const phone = page.getByLabel('Telefon (opțional)')
  await expect(phone).toHaveValue('+(373) ')
  await expect(phone).toHaveAttribute('maxlength', String(LIMITS.phoneLengthOther))
  await phone.click()
  await phone.press('End')
  await phone.pressSequentially('069123456')
  await expect(phone).toHaveValue('+(373) 69 123-456')
  await phone.fill('+373 60 000 001')
  await expect(phone).toHaveValue('+(373) 60 000-001')
  await screenshot(page, 'look-phone-mask-390x844')
  // deleting backwards never sticks on a dash
  await phone.press('End')
  for (let i = 0; i < 4; i += 1) await phone.press('Backspace')
  await expect(phone).toHaveValue('+(373) 60 00')
})

test('the contacts form phone is the same masked field, and what is typed before the page is interactive stays', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  // Typed on the server's HTML (useEarlyValue): the form's state takes it at hydration, the phone is
  // masked then, and a re-render (the submit's errors) no longer empties a controlled field.
  const release = await holdScripts(page)
  await page.goto('/ro/contacts', { waitUntil: 'domcontentloaded' })
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel('Telefon') })
    .first()
  const phone = form.getByLabel('Telefon')
  await expect(phone).toHaveValue('+(373) ')
  await form.getByLabel('Nume').fill('Ana')
  await phone.pressSequentially('22 000 000')
  release()
  await hydrated(page)
  await expect(phone).toHaveValue('+(373) 22 000-000')
  await form.getByRole('button', { name: 'Trimite' }).click()
  await expect(form.getByText('Completați acest câmp.')).toBeVisible()
  await expect(form.getByLabel('Nume')).toHaveValue('Ana')
  await expect(phone).toHaveValue('+(373) 22 000-000')
  await screenshot(page, 'look-contacts-phone-1440x900')
})
