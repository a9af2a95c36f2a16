import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * Every test fails on a console error, an uncaught page error, or a message the page could not find
 * (`[intl]`, a console warning: app/i18n/messages.ts onIntlError). A missing message shows the shopper
 * its id instead of text - for one, a component of the lazy catalogue part (app/i18n/lazy-keys.ts)
 * drawn before that part has loaded.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    closeEachRequest(context.request)
    await use(context)
  },
  request: async ({ request }, use) => {
    closeEachRequest(request)
    await use(request)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'warning' && msg.text().startsWith('[intl]')) {
          errors.push(`${msg.text()} (${page.url()})`)
          return
        }
        if (msg.type() !== 'error') return
        // A 404 page answers its own document with status 404 on purpose; Chromium logs that.
        const documentStatus = /status of 404/.test(msg.text()) && msg.location().url === page.url()
        // The payment page belongs to the (reference) back end, not to the shop under test.
        const backEndPage = /\/pay\/\d+/.test(page.url())
        if (!documentStatus && !backEndPage) errors.push(`${msg.text()} (${msg.location().url})`)
      })
      page.on('pageerror', (err) => errors.push(String(err)))
      // React reports an error it recovered from (#520: "an error during concurrent rendering") as
      // a wrapper whose message names no cause; the page logs the cause too, so a failure says what threw.
      await page.addInitScript(() => {
        window.addEventListener('error', (event) => {
          const cause = (event.error as { cause?: unknown } | null)?.cause
          if (cause)
            console.error('[cause]', cause instanceof Error ? `${cause.message}\n${cause.stack}` : String(cause))
        })
      })
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * A test's API requests (`page.request`, `request`) each ask for their connection to be closed.
 * Playwright's request agent keeps idle sockets with no limit of its own, and workerd closes a
 * connection idle for 15 s without saying so in a Keep-Alive header: a request sent on a socket as it
 * closed failed with "socket hang up" (CI, stop 95: the account-deletion test's last login, ~15 s after
 * its first, behind the screenshots). Asked to close, workerd answers `Connection: close` and closes
 * at once, so no socket is left idle to be reused. A test's own header wins.
 */
function closeEachRequest(api: APIRequestContext) {
  const fetch = api.fetch.bind(api)
  api.fetch = (url, options = {}) => fetch(url, { ...options, headers: { Connection: 'close', ...options.headers } })
}

/**
 * A flow declared in one language of a loop only: the end-to-end run is at its time budget, and a
 * flow's texts in every language are the catalogues' (tests/architecture/messages.test.ts). The
 * loop's other languages declare nothing (no skipped test in the report).
 */
export const testIn = <L extends string>(lang: L, only: L): typeof test =>
  lang === only ? test : ((() => {}) as unknown as typeof test)

/**
 * Takes the console errors a test causes on purpose (a refused call, an aborted script) out of the
 * list the fixture checks at the end, and returns them for the test to count; any other error still
 * fails the test.
 */
export function expectedConsoleErrors(consoleErrors: string[], made: RegExp): string[] {
  const expected = consoleErrors.filter((e) => made.test(e))
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !made.test(e)))
  return expected
}

/**
 * Holds the page's scripts (the build's /assets/*.js) until the returned release() is called: the
 * server-rendered page paints and nothing hydrates, for what a shopper does before it is interactive.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

/** Runs in the page: the shell has marked <html> (data-online), so React has hydrated it. */
const shellMarked = () => document.documentElement.dataset.online !== undefined

/**
 * Waits until React has hydrated the page (the shell marks <html> when client effects run), polling
 * every 50 ms. Polling on requestAnimationFrame keeps the compositor drawing while it waits: 0.48
 * CPU-s per 5 s of waiting against 0.03 for the timer. The timer was reverted twice because the
 * cart's checkout click in checkout-form.spec's "uk, phone size" test was sometimes lost; that was
 * a product race, found and fixed (issue 24): the cart's on-open refresh reflowed the lines under
 * the click, and the page now says when it has landed (data-refresh) for a click to wait on.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(shellMarked, undefined, { polling: 50 })
}

/** Whether the page has hydrated yet: false while it is only the server's HTML (scripts held: holdScripts). */
export const isHydrated = (page: Page) => page.evaluate(shellMarked)

/** Whether React has hydrated this element (it holds React's fiber), or it is still the server's HTML (LazyHydrate). */
export const reactOwns = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))

/**
 * Drops the browser's cookies with no page of the shop open. A page left open keeps working while
 * its cookies vanish under it: its cart sync may open /ws/cart a moment later with no cart cookie,
 * which the Worker refuses (401) and Chromium logs as a console error - a race with the test, not
 * a bug of the page. Leaving the page first makes the step deterministic.
 */
export async function clearCookiesAway(page: Page) {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

/** hydrated() for a page under page.clock: waitForFunction polls on requestAnimationFrame, which the clock fakes. */
export const clockHydrated = (page: Page) => expect(page.locator('html[data-online]')).toBeAttached()

export async function screenshot(page: Page, name: string) {
  // A dialog that just opened is still fading in: the picture shows where its animations end.
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false, animations: 'disabled' })
}

/**
 * Waits until the page has settled: the main thread went idle three times in a row (effects,
 * lazy hydration and the calls they start have run). For assertions that something did NOT happen
 * after a step, instead of a fixed sleep.
 */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let idle = 0
        const tick = () =>
          ++idle >= 3 ? resolve() : requestIdleCallback(() => requestAnimationFrame(tick), { timeout: 2_000 })
        requestIdleCallback(() => requestAnimationFrame(tick), { timeout: 2_000 })
      }),
  )
}

/** Waits until the element's CSS animations and transitions (a sheet sliding in) have finished. */
export async function animationsDone(locator: import('@playwright/test').Locator) {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined),
  )
}

/**
 * axe-core for a page, in one pass: the minified build (650 kB, not the 1.5 MB readable one the
 * package injects by default) and legacy mode (axe.run in the page, instead of runPartial per frame
 * plus finishRun in a second, blank page that injects axe again). Measured in traces of the heavy
 * specs: the default cost about 3.5 s of a loaded machine per check (two 1 s injections, a new
 * page, two runs). The rules and the result are the same; only cross-origin frames would be
 * skipped, and the shop's pages have none when they are checked (the video review's player loads
 * only on a click).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export function axe(page: Page) {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode()
}
