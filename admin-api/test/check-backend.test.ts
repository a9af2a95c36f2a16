import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable } from '#scripts/check-backend/report.ts'
import { BASE, registerActive } from './helpers'
import { type StringNumbersStats, stringNumbersFetcher } from './string-numbers'

/**
 * `npm run check-backend` (issue 32) against the reference back end: the check's own core, run
 * inside workerd against this Worker (SELF.fetch) - every call the storefront makes, signed in and
 * with writes, must pass, and everything the check writes is undone. A fresh account, so the demo
 * user's data stays as the seed left it.
 */
describe('check-backend against the reference back end', () => {
  it('passes at 100%: read-only, signed-in and writing calls, nothing left behind', async () => {
    const user = await registerActive(`backcheck-${Date.now()}@example.com`, 'Backcheck-12345')
    const report = await runCheck({
      baseUrl: BASE,
      siteToken: 'demo-electro-token',
      locale: 'ro',
      user: { email: user.email, password: user.password },
      allowWrites: true,
      timeoutMs: 20_000,
      fetcher: (request) => SELF.fetch(request),
    })
    const failed = report.rows.filter((r) => r.outcome === 'failed')
    expect(failed, formatTable(report)).toEqual([])
    expect(report.exitCode).toBe(0)
    expect(report.summary.passRate).toBe(100)
    // The reference back end sends every list item whole: no warnings of items left out.
    expect(report.summary.withDrops, formatTable(report)).toBe(0)
    console.log(`[reference] ${formatTable(report).split('\n').slice(-2).join(' | ')}`)
    expect(report.summary.leftBehind).toEqual([])
    // Only the calls that need what a new account has not got (an order) are skipped, beside the
    // never-called ones, the menu call (asked only when the settings carry no menu) and the localities
    // call (the shop asks it only for a region given without them).
    const skippedForData = report.rows.filter((r) => r.outcome === 'skipped').map((r) => `${r.endpoint}: ${r.note}`)
    expect(skippedForData).toEqual([
      'menuTree: not called: the settings carry a menu_tree: the shop does not ask',
      'localities: not called: the regions carry their localities (the shop asks this call only for a region without them)',
      'order: not called: the account has no order',
      'paymentStatus: not called: the account has no order',
    ])
    expect(report.summary.checked).toBeGreaterThan(100)
    expect(report.summary.requests).toBe(report.summary.checked)
  })

  it('in another language too (read-only; contract.test.ts covers every language per endpoint)', async () => {
    const report = await runCheck({
      baseUrl: BASE,
      siteToken: 'demo-electro-token',
      locale: 'ru',
      timeoutMs: 20_000,
      fetcher: (request) => SELF.fetch(request),
    })
    expect(
      report.rows.filter((r) => r.outcome === 'failed'),
      formatTable(report),
    ).toEqual([])
    expect(report.exitCode).toBe(0)
  })
})

/**
 * A back end that sends every number as a string (PHP/Laravel, decimal columns: "price": "1299.00",
 * "id": "42"): the reference back end behind string-numbers.ts, which turns every JSON number of every
 * answer into a string (booleans and nulls stay). The contract reads the canonical text of a number
 * as that number (app/api/contract/common.ts), so the check passes every call it makes, as without
 * the proxy, and no field falls back to its default (settings' days_ahead "7" is 7). Before the
 * readers took text everywhere, 52 of 103 calls failed.
 */
describe('check-backend against a back end that sends its numbers as strings', () => {
  it('passes every call (read-only, signed-in and writing) with nothing defaulted or left out', async () => {
    const user = await registerActive(`backcheck-strings-${Date.now()}@example.com`, 'Backcheck-12345')
    const stats: StringNumbersStats = { answers: 0, numbers: 0 }
    const report = await runCheck({
      baseUrl: BASE,
      siteToken: 'demo-electro-token',
      locale: 'ro',
      user: { email: user.email, password: user.password },
      allowWrites: true,
      timeoutMs: 20_000,
      fetcher: stringNumbersFetcher((request) => SELF.fetch(request), stats),
    })
    const table = formatTable(report)
    expect(
      report.rows.filter((r) => r.outcome === 'failed'),
      table,
    ).toEqual([])
    expect(report.exitCode).toBe(0)
    expect(report.summary.passRate).toBe(100)
    expect(report.summary.withDefaults, table).toBe(0)
    expect(report.summary.withDrops, table).toBe(0)
    expect(report.summary.leftBehind).toEqual([])
    // as many calls as without the proxy: a failed call skips the calls that need its ids
    expect(report.summary.checked).toBeGreaterThan(100)
    expect(report.summary.requests).toBe(report.summary.checked)
    // the proxy did rewrite: thousands of numbers went out as strings
    expect(stats.numbers).toBeGreaterThan(1000)
    console.log(
      `[strings] ${stats.numbers} numbers in ${stats.answers} answers as strings; ${table.split('\n').at(-1)}`,
    )
  })
})

// Session 63's operator audit: a pharmacy whose product cards never say is_recipe lets a prescription
// product be ordered without its confirmation on a local cart; the check passed it.
describe('check-backend for a pharmacy (--theme pharma): product cards must say is_recipe', () => {
  const withoutRecipe = async (request: Request) => {
    const res = await SELF.fetch(request)
    if (!new URL(request.url).pathname.startsWith('/general/v2/category/')) return res
    const text = (await res.text()).replace(/"is_recipe":(true|false),?/g, '')
    return new Response(text, { status: res.status, headers: res.headers })
  }
  const check = (fetcher: (r: Request) => Promise<Response>) =>
    runCheck({
      baseUrl: BASE,
      siteToken: 'demo-pharma-token',
      locale: 'ro',
      pharmacy: true,
      only: ['globalSettings', 'category'],
      timeoutMs: 20_000,
      fetcher,
    })

  it('the reference pharmacy passes; its cards say is_recipe', async () => {
    const report = await check((r) => SELF.fetch(r))
    expect(
      report.rows.filter((r) => r.outcome === 'failed'),
      formatTable(report),
    ).toEqual([])
    expect(report.exitCode).toBe(0)
  })

  it('cards without is_recipe fail the category row (exit 1) with a LIKELY CAUSE', async () => {
    const report = await check(withoutRecipe)
    const category = report.rows.find((r) => r.endpoint === 'category' && r.mainPage)!
    expect(category.outcome, formatTable(report)).toBe('failed')
    expect(category.note).toMatch(/none of the \d+ product cards sends is_recipe/)
    expect(report.exitCode).toBe(1)
    expect(report.causes?.join(' ')).toMatch(/is_recipe/)
  })
})
