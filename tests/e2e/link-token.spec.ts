import { ADMIN_URL as ADMIN } from '../../playwright.config'
import { expect, hydrated, PHONE, test } from './fixtures'
import { outbox } from './shop'
import { themeBase, VENDOR_TAG_URLS } from './theme-server'

/**
 * Issue 26, point 6 (decision 0015): an e-mailed link's token leaves the address bar before any
 * third-party tag from the settings can read it. The home-goods demo configures GA, GTM, Meta,
 * Yandex, Jivo and operator scripts in head and body; the vendors' scripts are stand-ins that record
 * the page address they see.
 */
const SITE = { 'Site-Token': 'demo-home-token', 'Content-Type': 'application/json' }

declare global {
  interface Window {
    __tagHrefs?: string[]
  }
}

const outboxLink = async (to: string, kind: string) => new URL((await outbox(to, kind)).link as string)

/** A fresh active account and a password-reset link for it, from the back end's own calls. */
async function resetLink(): Promise<{ uid: string; token: string }> {
  const email = `linktoken.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = 'Link-token-123'
  const device_key = `link-token-device-${Date.now().toString(36)}`.padEnd(40, '0')
  expect(
    (
      await fetch(`${ADMIN}/auth/users/`, {
        method: 'POST',
        headers: SITE,
        body: JSON.stringify({ email, password, first_name: 'Link', device_key }),
      })
    ).status,
  ).toBe(201)
  const activation = await outboxLink(email, 'activation')
  const body = JSON.stringify({
    uid: activation.searchParams.get('uid'),
    token: activation.searchParams.get('token'),
    device_key,
  })
  expect((await fetch(`${ADMIN}/auth/users/activation/`, { method: 'POST', headers: SITE, body })).status).toBe(200)
  expect(
    (
      await fetch(`${ADMIN}/auth/users/reset_password/`, {
        method: 'POST',
        headers: SITE,
        body: JSON.stringify({ email }),
      })
    ).status,
  ).toBe(204)
  const reset = await outboxLink(email, 'password_reset')
  return { uid: reset.searchParams.get('uid') as string, token: reset.searchParams.get('token') as string }
}

test.describe('an e-mailed link on a page with tags', () => {
  const home = { base: themeBase('home') }

  test('no tag sees the token in the address; the link still opens its modal', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(PHONE)
    await page.route(VENDOR_TAG_URLS, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: '(window.__tagHrefs=window.__tagHrefs||[]).push(location.href+" "+document.URL)',
      }),
    )
    const { uid, token } = await resetLink()
    const response = await page.goto(
      `${home.base}/ro?action=reset_password&uid=${uid}&token=${token}&utm_source=mail`,
      { waitUntil: 'domcontentloaded' },
    )
    const html = (await response?.text()) ?? ''
    // the scrub script comes before every tag and operator script the settings add
    const scrubAt = html.indexOf('data-link-scrub')
    expect(scrubAt).toBeGreaterThan(0)
    expect(scrubAt).toBeLessThan(html.indexOf('data-site-tags'))
    expect(scrubAt).toBeLessThan(html.indexOf('__tagsHead'))
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => (window.__tagHrefs ?? []).length)).toBe(5)
    const seen = await page.evaluate(() => ({
      hrefs: window.__tagHrefs ?? [],
      layer: JSON.stringify(window.dataLayer ?? []),
    }))
    for (const href of seen.hrefs) {
      expect(href).not.toContain(token)
      expect(href).not.toContain('uid=')
      // other parameters stay (campaign tags are the tags' business)
      expect(href).toContain('utm_source=mail')
    }
    expect(seen.layer).not.toContain(token)
    // the link works from where the scrub script put it, and is then forgotten
    // (its flow's chunks and texts load lazily: slow on a busy machine)
    await expect(page.getByTestId('new-password-modal')).toBeVisible({ timeout: 30_000 })
    expect(page.url()).not.toContain(token)
    expect(await page.evaluate(() => sessionStorage.getItem('email-link'))).toBeNull()
  })

  test('a page without a link gets no scrub script', async ({ page }) => {
    test.setTimeout(90_000)
    await page.route(VENDOR_TAG_URLS, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    const response = await page.goto(`${home.base}/ro`, { waitUntil: 'domcontentloaded' })
    expect((await response?.text()) ?? '').not.toContain('data-link-scrub')
  })
})
