// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { main } from '#scripts/check-backend/cli.ts'
import { runCheck } from '#scripts/check-backend/core.ts'
import { formatTable, likelyCause } from '#scripts/check-backend/report.ts'

/**
 * Review R2: an operator's usual mistakes (a wrong site token, a URL that is not the API's base, a
 * back end that is not there) made the check print 50 rows of the same failure and a summary naming
 * only what the shop lacks; a URL with a query made every call `/?key=1/settings/...`. The report now
 * names the one cause behind them, and the CLI refuses such a URL.
 */

type Fetcher = (request: Request) => Promise<Response>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function check(baseUrl: string, fetcher: Fetcher) {
  return runCheck({ baseUrl, siteToken: 't', fetcher, sleep: async () => {} })
}

describe('the likely cause of a check that failed everywhere alike', () => {
  it('every call refused with 403: the site token', async () => {
    const report = await check('https://api.shop.md', async () => json(403, { error: 'Unknown Site-Token' }))
    const table = formatTable(report)
    expect(table).toMatch(
      /LIKELY CAUSE: (\d+) of the \1 reads made were refused \(HTTP 403: Unknown Site-Token\): the back end does not take this site token\. Check --site-token/,
    )
    // Before the FAIL lines, which name what the shop lacks.
    expect(table.indexOf('LIKELY CAUSE')).toBeLessThan(table.indexOf('FAIL: globalSettings'))
  })

  it('every call a 404: the URL is not the base, its path named', async () => {
    const report = await check('https://api.shop.md/api/', async () => json(404, { error: 'Not found' }))
    expect(likelyCause(report)).toMatch(
      /^\d+ of the \d+ reads made answered 404 \(HTTP 404: Not found\): https:\/\/api\.shop\.md\/api\/ is probably not the API's base URL \(its path \/api comes before every call's\)\. .*https:\/\/api\.shop\.md\/api\/settings\/global_site_settings must be the site settings\.$/,
    )
  })

  it('no answer at all: nothing there', async () => {
    const report = await check('https://api.shop.md', async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ERR_SSL_WRONG_VERSION_NUMBER' } })
    })
    const cause = likelyCause(report)
    expect(cause).toMatch(
      /got no answer \(network error: .*ERR_SSL_WRONG_VERSION_NUMBER\)\): nothing at https:\/\/api\.shop\.md answered/,
    )
    expect(cause).toContain('https:// cannot reach it')
  })

  it('no cause line when the failures differ (a back end missing one group of calls)', async () => {
    const report = await check('https://api.shop.md', async (request) =>
      new URL(request.url).pathname.startsWith('/base/') ? json(404, { error: 'Not found' }) : json(200, {}),
    )
    expect(likelyCause(report)).toBeNull()
    expect(formatTable(report)).not.toContain('LIKELY CAUSE')
    const settingsOnly = await check('https://api.shop.md', async (request) =>
      new URL(request.url).pathname.includes('global_site_settings') ? json(403, { error: 'x' }) : json(200, {}),
    )
    expect(likelyCause(settingsOnly)).toBeNull()
  })

  it('--json carries it as likelyCause', async () => {
    const out: string[] = []
    const code = await main(['https://api.shop.md', '--site-token', 't', '--json'], {
      out: (t) => out.push(t),
      err: () => {},
      env: {},
      fetcher: async () => json(401, { error: 'no' }),
    })
    expect(code).toBe(1)
    expect(JSON.parse(out.join('')).likelyCause).toMatch(/were refused \(HTTP 401: no\)/)
  })
})

describe('a back end URL with more than an origin and a path', () => {
  it.each([
    ['https://api.shop.md?key=1', 'https://api.shop.md'],
    ['https://api.shop.md/api/#x', 'https://api.shop.md/api'],
    ['https://api.shop.md/api?', 'https://api.shop.md/api'],
  ])('%s is a usage error naming the URL to give (every call would miss)', async (url, base) => {
    const err: string[] = []
    let called = false
    const code = await main([url, '--site-token', 't'], {
      out: () => {},
      err: (t) => err.push(t),
      env: {},
      fetcher: async () => {
        called = true
        return json(200, {})
      },
    })
    expect(code).toBe(2)
    expect(called).toBe(false)
    expect(err.join('\n')).toContain('has a query or fragment (not echoed: it may hold a key)')
    expect(err.join('\n')).not.toContain(url)
    expect(err.join('\n')).toContain(`give ${base}`)
  })

  it('credentials in the URL are a usage error too', async () => {
    const err: string[] = []
    const code = await main(['https://u:p@api.shop.md', '--site-token', 't'], {
      out: () => {},
      err: (t) => err.push(t),
      env: {},
    })
    expect(code).toBe(2)
    expect(err.join('\n')).toContain('carries credentials')
    expect(err.join('\n')).not.toContain('u:p@')
  })
})

describe('a back end missing the payment methods', () => {
  it('fails the check: the checkout cannot take an order (review R2: exit 0, "the cart page offers no payment methods")', async () => {
    const report = await runCheck({
      baseUrl: 'https://api.shop.md',
      siteToken: 't',
      only: ['paymentSystems'],
      fetcher: async () => json(404, { error: 'Not found' }),
    })
    expect(report.summary.mainPageFailed).toEqual(['paymentSystems'])
    expect(report.exitCode).toBe(1)
    const table = formatTable(report)
    expect(table).toContain('[needed by the checkout]')
    expect(table).toContain('no order can be placed')
    expect(table).toContain('FAIL: paymentSystems failed - the checkout cannot do what they are for')
  })
})
