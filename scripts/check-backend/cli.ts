import { parseArgs } from 'node:util'
import { THEME_TABLE } from '#app/themes/index.ts'
import { isLocale, type Locale, type ThemeName } from '#config'
import { type CheckOptions, runCheck } from './core'
import { cmsPageOption } from './probes'
import { formatTable, likelyCauses } from './report'
import { shopRouteSegments } from './routes'

export const USAGE = `Usage: npm run check-backend -- <ADMIN_API_URL> --site-token <token> [options]

Walks every admin API endpoint the storefront calls, one request at a time, and parses each answer
with the storefront's own contract (app/api/contract). Read-only unless --allow-writes.
The URL is https://, or http:// on a loopback host (127.0.0.1, localhost, ::1); redirects are
followed only within its origin (the site token and password never go elsewhere).

  --site-token <t>     the Site-Token header (default: $SITE_TOKEN)
  --lang <ro|ru|uk|en> Accept-Language of every call (default ro)
  --user <email>       also check the signed-in calls as this user; the password is read
                       only from $CHECK_BACKEND_PASSWORD (never the command line: shell
                       history and the process list would keep it)
  --allow-writes       also the writing calls (cart, favourites, addresses, a draft advert),
                       each undone by the check, and the calls it cannot make for real
                       (e-mails and texts, leads and orders, account changes, social
                       sign-in), sent deliberately invalid: each must be refused with a
                       4xx other than 404 and 405; use a staging back end
  --order-id <n>       an order of the --user account for the order and payment-status
                       calls (default: the first of its order list)
  --cms-page <slug>    a page built in the admin for the CMS call (default: the first the
                       settings link to as /page/{slug}); without one, a back end that
                       answers a missing route as it answers a missing page leaves the
                       check unable to tell whether it has the /page/{path}/ route
  --theme <name>       the storefront's theme (default: $THEME); pharma also needs is_recipe
                       on the product cards (a prescription is confirmed before ordering)
  --json               print the report as JSON (for CI)
  --strict             exit 1 on any failed call, not only on the calls every page or a
                       main page needs
  --timeout <ms>       per call (default 4000, the storefront's own limit)
  --max-requests <n>   at most this many requests (default 250)
  --max-wait <s>       longest Retry-After honoured on a 429 (default 30)
  --only <a,b>         only these endpoints (registry names)
  --verbose            list the endpoints the check never calls too

Exit code: 0 when the calls every page needs and those of the main pages (category, search,
product, brand and promotion pages, the checkout's payment methods; with --user the account
pages, the signed-in cart and the order list) work (1 with --strict when anything failed), 1 when one of them fails
or when a write is answered with a 301/302/303 (the shop does not carry a POST across it: sign-in and
the checkout fail; without --user / --allow-writes the sign-in is asked with an empty e-mail and
password and the order with OPTIONS, to see whether they are moved), 2 on a usage error.`

export interface CliIo {
  out: (text: string) => void
  err: (text: string) => void
  env: Record<string, string | undefined>
  fetcher?: CheckOptions['fetcher']
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    io.err(`${String(error instanceof Error ? error.message : error)}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    io.out(USAGE)
    return 0
  }
  const baseUrl = positionals[0] ?? io.env.ADMIN_API_URL
  const siteToken = values['site-token'] ?? io.env.SITE_TOKEN
  const problems: string[] = []
  if (!baseUrl || !/^https?:\/\/[^/\s]+/.test(baseUrl))
    problems.push('give the back end URL, like http://127.0.0.1:8788')
  else if (!secureEnough(baseUrl))
    problems.push(
      'the back end URL must be https:// (plain http:// only on a loopback host): the site token and password would cross the network in clear',
    )
  else {
    const extra = baseUrlExtra(baseUrl)
    if (extra) problems.push(extra)
  }
  if (!siteToken) problems.push('give --site-token (or set SITE_TOKEN)')
  const lang = values.lang ?? 'ro'
  if (!isLocale(lang)) problems.push('--lang is one of ro, ru, uk, en')
  if (values.password !== undefined)
    problems.push(
      '--password is not accepted (shell history and the process list would keep it): set CHECK_BACKEND_PASSWORD',
    )
  const password = io.env.CHECK_BACKEND_PASSWORD
  if (values.user && !password) problems.push('--user needs the password in CHECK_BACKEND_PASSWORD')
  const num = (name: 'timeout' | 'max-requests' | 'max-wait' | 'order-id', min: number, max: number) => {
    const raw = values[name]
    if (raw === undefined) return undefined
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) problems.push(`--${name} is a whole number from ${min} to ${max}`)
    return n
  }
  const timeoutMs = num('timeout', 100, 120_000)
  const maxRequests = num('max-requests', 1, 2_000)
  const maxWait = num('max-wait', 0, 600)
  const orderId = num('order-id', 1, 999_999_999)
  if (orderId !== undefined && !values.user) problems.push("--order-id needs --user (the order is the account's)")
  if (values['cms-page'] !== undefined && !cmsPageOption(values['cms-page']))
    problems.push('--cms-page is the slug or path of a page built in the admin, like warranty or landing/black-friday')
  if (problems.length) {
    io.err(`${problems.join('\n')}\n\n${USAGE}`)
    return 2
  }
  const report = await runCheck({
    baseUrl: baseUrl!,
    siteToken: siteToken!,
    locale: lang as Locale,
    user: values.user ? { email: values.user, password: password! } : undefined,
    allowWrites: values['allow-writes'],
    timeoutMs,
    maxRequests,
    maxRetryWaitMs: maxWait === undefined ? undefined : maxWait * 1000,
    only: values.only?.split(',').map((s) => s.trim()),
    orderId,
    cmsPage: values['cms-page'],
    pharmacy: THEME_TABLE[(values.theme ?? io.env.THEME ?? '') as ThemeName]?.flags.pharmacyMode === true,
    reservedRoutes: shopRouteSegments(),
    fetcher: io.fetcher,
  })
  const strictFail = values.strict && report.summary.failed > 0
  const exitCode = report.exitCode || (strictFail ? 1 : 0)
  io.out(
    values.json
      ? JSON.stringify(
          { ...report, exitCode, likelyCause: likelyCauses(report)[0] ?? null, likelyCauses: likelyCauses(report) },
          null,
          2,
        )
      : formatTable({ ...report, exitCode }, { verbose: values.verbose }),
  )
  return exitCode
}

/**
 * What the back end URL carries besides an origin and a path prefix, as a usage error; null when
 * nothing. The shop (and the check) put each call's path after the value, so a query or fragment
 * swallows every path (`https://api.shop.md?key=1/settings/global_site_settings`: every call a 404,
 * review R2); credentials in a URL are refused by fetch itself.
 */
export function baseUrlExtra(baseUrl: string): string | null {
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    return null
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  if (url.search || url.hash || /[?#]$/.test(baseUrl.trim()))
    return `the back end URL has a query or fragment (not echoed: it may hold a key): each call's path is put after the URL, so every call would miss; give ${base}`
  if (url.username || url.password)
    return `the back end URL carries credentials: fetch refuses such a URL; give ${base} (the check sends only the Site-Token and, with --user, a bearer token)`
  return null
}

/** https, or http to this machine only. */
export function secureEnough(baseUrl: string): boolean {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  if (url.protocol !== 'http:') return false
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'site-token': { type: 'string' },
      lang: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      'max-requests': { type: 'string' },
      'max-wait': { type: 'string' },
      only: { type: 'string' },
      'order-id': { type: 'string' },
      'cms-page': { type: 'string' },
      theme: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
}
