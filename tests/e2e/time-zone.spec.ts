import { type Browser, expect as baseExpect } from '@playwright/test'
import { DESKTOP, expect, hydrated, settled, test } from './fixtures'

/**
 * Dates print in the shop's time zone (SITE_TIME_ZONE, Europe/Chisinau; decision 0035) in the browser
 * as on the server (issue 27 point 5). The browser runs in Honolulu (UTC-10), where the demo's dates
 * (09:00 UTC, 11:00 in Chisinau) fall on the day before: a page that formatted in the browser's zone
 * would print another day than the server's HTML and React would log a hydration mismatch (the
 * fixture fails the test on any console error).
 */
const BROWSER_ZONE = 'Pacific/Honolulu'
const timesIn = (html: string) =>
  [...html.matchAll(/<time[^>]*dateTime="([^"]+)"[^>]*>(.*?)<\/time>/gi)].map((m) => ({
    at: m[1] ?? '',
    text: (m[2] ?? '').replace(/<[^>]+>/g, '').replace(/<!--.*?-->/g, ''),
  }))

async function zonedPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: BROWSER_ZONE, viewport: DESKTOP })
  return { context, page: await context.newPage() }
}

for (const path of ['/ro/articles', '/ru/review', '/ro/special-offers', '/uk/articles']) {
  test(`${path}: the browser in ${BROWSER_ZONE} prints the server's days, with no hydration mismatch`, async ({
    browser,
    page: defaultPage,
  }) => {
    const server = await defaultPage.request.get(path)
    baseExpect(server.status()).toBe(200)
    const serverTimes = timesIn(await server.text())
    expect(serverTimes.length).toBeGreaterThan(0)
    const { context, page } = await zonedPage(browser)
    const errors: string[] = []
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    page.on('pageerror', (err) => errors.push(String(err)))
    try {
      await page.goto(path)
      await hydrated(page)
      await settled(page)
      // The browser really is elsewhere: its own zone would print another day for the first date.
      const first = serverTimes[0]!
      const own = await page.evaluate(
        (at) => ({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, day: new Date(at).getDate() }),
        first.at,
      )
      expect(own.zone).toBe(BROWSER_ZONE)
      const shopDay = Number(
        new Intl.DateTimeFormat('en', {
          day: 'numeric',
          timeZone: /^\d{4}-\d{2}-\d{2}$/.test(first.at) ? 'UTC' : 'Europe/Chisinau',
        }).format(new Date(first.at)),
      )
      if (!/^\d{4}-\d{2}-\d{2}$/.test(first.at)) expect(own.day).not.toBe(shopDay)
      // After hydration the page prints exactly what the server printed.
      const shown = await page
        .locator('time')
        .evaluateAll((els) => els.map((el) => ({ at: el.getAttribute('datetime') ?? '', text: el.textContent ?? '' })))
      expect(shown).toEqual(serverTimes)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
