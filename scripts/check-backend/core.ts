import { z } from 'zod'
import { type Locale, SERVER_TIMINGS } from '#config'
import { apiErrorSchema } from '#contract/common.ts'
import { buildPath, type EndpointDef, type EndpointName, endpoints } from '#contract/endpoints.ts'
import { emptiedLists, type ItemDrop, parseCollectingDrops } from '#contract/items.ts'
import { isWholeList } from '#platform/backend/call.ts'
import {
  apiHeaders,
  buildUrl,
  fetchWithinOrigin,
  type QueryValue,
  type RefusedRedirect,
  redirectTargetOf,
  retryAfterMs,
  unpackFailure,
} from '#platform/backend/client.ts'
import { isListPage, MAX_LATER_PAGES } from '#platform/backend/later-pages.ts'
import { FAILURE_KEEP_MS } from '#platform/backend/memo.ts'
import { SECONDARY_CALLS, SECONDARY_FAILURE_TTL_SECONDS } from '#platform/backend/secondary-calls.ts'
import { RETRY_AFTER_CAP_MS } from '#platform/backend/shared-answers.ts'
import { parseErrorBody } from '#platform/shared/error-body.ts'
import { callNotOffered } from '#platform/shared/not-offered.ts'
import type { ZodDef } from '../zod-def'
import { menuWarnings } from './menu'
import {
  addressNoteOf,
  cmsPageOption,
  type Found,
  NO_ROUTE,
  NOT_CALLED,
  notFoundAlike,
  PROBES,
  type Probe,
  type ProbeCall,
  TWO_PATHS,
} from './probes'

/**
 * The core of `npm run check-backend` (issue 32; decision 0037): walks PROBES against an admin back
 * end, one request at a time, and parses every answer with the storefront's own contract schemas.
 * No Node APIs here: the admin-api tests run it inside workerd against the reference Worker.
 */

export interface CheckOptions {
  baseUrl: string
  siteToken: string
  locale?: Locale
  user?: { email: string; password: string }
  allowWrites?: boolean
  /** Per call; default the storefront's own admin API timeout (it gives up after this too). */
  timeoutMs?: number
  /** Most requests the check sends, retries included (cleanup calls may go past it). */
  maxRequests?: number
  /** Longest Retry-After the check waits for on a 429 (a longer one fails the row). */
  maxRetryWaitMs?: number
  /** Retries of one call after 429 answers. */
  maxRetries?: number
  /** A service binding or test double; default global fetch. */
  fetcher?: (request: Request) => Promise<Response>
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** Called as each row is done (progress output). */
  onRow?: (row: Row) => void
  /** Only these endpoints (by name), for a quick look; the rest are reported as not run. */
  only?: readonly string[]
  /** An order of the account for the order and payment-status calls (default: the first of its order list). */
  orderId?: number
  /** A page built in the admin (its slug or path) for the CMS call (default: the first the settings link to as /page/{slug}). */
  cmsPage?: string
  /**
   * The storefront runs a pharmacy (its theme's pharmacyMode): a product card must say `is_recipe`, or
   * a prescription product is ordered without its confirmation on the local cart (prescriptionsUnsaid).
   */
  pharmacy?: boolean
  /**
   * The first path segments of the shop's own routes under /{lang}/ (routes.ts reads them from
   * routes/$lang): a menu url equal to one is a category the shop can never open (menu.ts). None: not checked.
   */
  reservedRoutes?: readonly string[]
}

export type Outcome = 'ok' | 'failed' | 'skipped'
/**
 * What kind of check a row is: `read` (an answer the shop reads), `write` (a real write the check
 * undoes later), `undo` (undoing one), `refusal` (sent invalid on purpose, or asking for what does not
 * exist: it must be refused, and nothing is stored).
 */
export type CheckKind = 'read' | 'write' | 'undo' | 'refusal'
export type Problem = 'status' | 'contract' | 'timeout' | 'network' | 'rate-limited'
export type IssueKind = 'missing' | 'mistyped' | 'unexpected' | 'invalid' | 'defaulted'

/** One contract problem, with the array indexes folded (`data[*].price`) and counted. */
export interface Issue {
  path: string
  kind: IssueKind
  detail: string
  count: number
  /** The first concrete path (`data[3].price`). */
  example: string
  /** A list item that failed its schema: the shop leaves the item out and shows the rest (a warning, not a failure). */
  dropped?: true
  /** A field the answer leaves out, for which the shop uses its default (a warning, not a failure). */
  absent?: true
}

export interface Row {
  n: number
  endpoint: string
  method: string
  check: CheckKind
  /** The call as sent: path and query (or the path pattern when not called). */
  call: string
  status: number | null
  ms: number | null
  outcome: Outcome
  problem?: Problem
  /** Contract problems (outcome failed) or fields the shop replaced with its defaults (outcome ok). */
  issues: Issue[]
  /** Why the row is skipped, or a remark on a passing one (an unexpected 2xx status). */
  note?: string
  /** What the shop does with such an answer (shown for failures and defaulted fields). */
  shop: string
  everyPage: boolean
  /** The main pages that cannot do without this call (Probe.mainPage): its failure fails the check. */
  mainPage?: string
  /** The page whose content this call is (Probe.contentPage): an answer that does not parse fails the check. */
  contentPage?: string
  retries: number
  /** Answered (and parsed) later than the storefront waits for it. */
  slow?: boolean
  /**
   * A write (POST...) the back end answered with a 301/302/303: the shop does not follow it (the write
   * would arrive as a GET), so every such call fails in the shop - sign-in and checkout among them. It
   * fails the check whatever the call (Summary.movedWrites).
   */
  movedWrite?: MovedWrite
}

/** Where a 301/302/303 moved a write, and the rule that most likely did it. */
export interface MovedWrite {
  status: number
  from: string
  to: string
  /** `slash`: the target adds or drops the trailing slash; `https`: the same path on https; `other`: anything else. */
  rule: 'slash' | 'https' | 'other'
}

export interface Summary {
  checked: number
  ok: number
  failed: number
  skipped: number
  /** Rows that passed but the shop replaced malformed fields with defaults. */
  withDefaults: number
  /** Rows that passed with fields the answer leaves out, for which the shop uses its defaults (warnings). */
  withAbsent: number
  /** Rows that passed but the shop left list items out (warnings: the rest of the list shows). */
  withDrops: number
  /** Rows that passed but took longer than the storefront waits. */
  slow: number
  byProblem: Partial<Record<Problem, number>>
  requests: number
  seconds: number
  everyPageFailed: string[]
  /**
   * Failed calls a main page needs (category, search, product, brand, promotion pages), and content
   * answers that do not parse (articles, gallery, admin-built pages, adverts): these fail the check too.
   */
  mainPageFailed: string[]
  /** Writes the back end moved with a 301/302/303 (Row.movedWrite): the shop cannot make them; they fail the check. */
  movedWrites: string[]
  /** What the check created and could not remove. */
  leftBehind: string[]
  notCalled: string[]
  /** Percentage of checked rows that passed. */
  passRate: number
}

export interface Report {
  target: string
  locale: Locale
  signedIn: boolean
  writes: boolean
  rows: Row[]
  summary: Summary
  exitCode: number
  /** Likely causes found while checking (a refused bearer scheme): each a LIKELY CAUSE line of the report. */
  causes?: string[]
  /** What works now but may not for long (a token's clock that disagrees): each a WARNING line. */
  warnings?: string[]
}

/** What a network note says when the call failed at a redirect's target (likelyCause reads it). */
export const REDIRECTED_THERE = 'where the back end redirected the call'

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * A call that got no answer, as the report says it: Node's fetch says only "fetch failed", its cause's
 * code says why (ECONNREFUSED: nothing listens there; ENOTFOUND: no such host; a certificate error...).
 */
export function networkNote(error: unknown, redirectedTo?: string): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const why =
    typeof cause?.code === 'string'
      ? ` (${cause.code})`
      : typeof cause?.message === 'string'
        ? ` (${cause.message.slice(0, 120)})`
        : ''
  let at = ''
  try {
    // No answer at a redirect's target (fetchWithinOrigin): the target failed, not the URL given.
    if (redirectedTo) at = ` at ${new URL(redirectedTo).origin}, ${REDIRECTED_THERE}`
  } catch {}
  return `network error${at}: ${String(error).slice(0, 200)}${why}`
}

/**
 * What a secondary call (platform/backend/secondary-calls.ts) that fails or hangs does besides leaving
 * its part of the page at the default (round 10 operator audit, finding 1; decision 0127): the page is
 * kept in the page cache briefly, and while the call hangs each render the cache does not hold waits
 * for it. Null for another call, a passing one, or a 404/410 (the shop takes it as the section not set up).
 */
export function secondaryFailureEffect(name: string, row: Pick<Row, 'outcome' | 'problem' | 'status' | 'slow'>) {
  if ((row.outcome !== 'failed' && !row.slow) || !SECONDARY_CALLS.has(name as EndpointName)) return null
  if (row.problem === 'status' && (row.status === 404 || row.status === 410)) return null
  const brief = `while it fails, the page it belongs to is kept in the page cache ${SECONDARY_FAILURE_TTL_SECONDS} s only, not its full TTL, and rendered again after that`
  if (row.problem === 'timeout' || row.slow)
    return `${brief}; while it hangs, each render of that page the cache does not hold (a miss, a link with a query string, the refresh) waits ${SERVER_TIMINGS.adminApiTimeout / 1000} s for it, and the shop skips it for ${FAILURE_KEEP_MS / 1000} s after each wait`
  if (row.problem === 'rate-limited')
    return `${brief}; the shop does not ask it again for its Retry-After, at most ${RETRY_AFTER_CAP_MS / 1000} s`
  return brief
}

/** Above this the settings and the menu tree, asked before every page the cache does not hold renders, are a wait shoppers notice. */
export const SETTINGS_AND_MENU_WARN_MS = 1_500

/**
 * A warning when the settings and the menu tree (when the shop asks it: the settings carry no
 * menu_tree) take longer than SETTINGS_AND_MENU_WARN_MS together (round 10 operator audit, finding 4):
 * each page the page cache does not hold waits for them before it renders, whatever each one alone took.
 */
export function settingsAndMenuWarning(rows: readonly Row[]): string | null {
  const timed = (name: string) => rows.find((r) => r.endpoint === name && r.outcome !== 'skipped' && r.ms !== null)
  const settings = timed('globalSettings')
  if (!settings?.ms) return null
  const menu = timed('menuTree')
  const total = settings.ms + (menu?.ms ?? 0)
  if (total <= SETTINGS_AND_MENU_WARN_MS) return null
  const after = `every page the page cache does not hold (a miss, a link with a query string, a refresh) waits for ${menu ? 'them' : 'it'} before it renders; shoppers notice more than ${SETTINGS_AND_MENU_WARN_MS / 1000} s. Make ${menu ? 'these calls' : 'it'} fast (cache ${menu ? 'them' : 'it'} on the back end), and keep the page cache on`
  return menu
    ? `the settings (${settings.ms} ms) and the menu tree (${menu.ms} ms) take ${total} ms together: ${after}. The shop asks the two at once once an isolate knows the settings carry no menu_tree, one after the other on its first page`
    : `the settings take ${settings.ms} ms: ${after}`
}

/**
 * A call the spec names at two paths (TWO_PATHS), as the shop uses it: a first path that is not
 * offered passes when the other answers (the shop asks that one), and the other fails when neither is
 * offered (each alone allows its own 404: the shop would then have neither).
 */
export function settleTwoPaths(rows: Row[]): void {
  const notOffered = (r: Row) => r.status !== null && callNotOffered(r.status)
  for (const [first, other] of Object.entries(TWO_PATHS)) {
    const a = rows.find((r) => r.endpoint === first)
    const b = rows.find((r) => r.endpoint === other)
    if (!a || !b || a.outcome === 'skipped' || b.outcome === 'skipped' || !notOffered(a)) continue
    const otherPath = endpoints[other as EndpointName].path
    if (b.outcome === 'ok' && !notOffered(b)) {
      a.outcome = 'ok'
      delete a.problem
      a.issues = []
      a.note = `HTTP ${a.status}: not offered; the shop asks ${otherPath} instead, which answers`
    } else if (notOffered(b)) {
      b.outcome = 'failed'
      b.problem = 'status'
      b.shop = a.shop
      b.note = `HTTP ${b.status}: neither ${endpoints[first as EndpointName].path} nor ${otherPath} is offered`
    }
  }
}

export async function runCheck(opts: CheckOptions): Promise<Report> {
  const locale = opts.locale ?? 'ro'
  const timeoutMs = opts.timeoutMs ?? SERVER_TIMINGS.adminApiTimeout
  const maxRequests = opts.maxRequests ?? 250
  const maxRetryWaitMs = opts.maxRetryWaitMs ?? 30_000
  const maxRetries = opts.maxRetries ?? 2
  const fetcher = opts.fetcher ?? ((r: Request) => fetch(r))
  const sleep = opts.sleep ?? defaultSleep
  const now = opts.now ?? (() => Date.now())
  const started = now()
  const run = Math.random().toString(36).slice(2, 12)
  const found: Found = {
    locale,
    productIds: [],
    noUserId: `backcheck-${run}`,
    addressNote: addressNoteOf(run),
    credentials: opts.user,
    ...(opts.orderId ? { orderId: opts.orderId } : {}),
  }
  const cmsPage = opts.cmsPage ? cmsPageOption(opts.cmsPage) : undefined
  if (cmsPage) found.cmsPageLink = { path: cmsPage, from: '--cms-page' }
  const rows: Row[] = []
  const warnings: string[] = []
  const causes: string[] = []
  let requests = 0

  for (const probe of PROBES) {
    const def = endpoints[probe.name] as EndpointDef
    const base = {
      n: rows.length + 1,
      endpoint: probe.name,
      method: def.method,
      check: checkKind(probe),
      call: def.path,
      status: null,
      ms: null,
      issues: [] as Issue[],
      shop: probe.shop,
      everyPage: !!probe.everyPage,
      ...(probe.mainPage ? { mainPage: probe.mainPage } : {}),
      ...(probe.contentPage ? { contentPage: probe.contentPage } : {}),
      retries: 0,
    }
    const skip = (note: string) => finish({ ...base, outcome: 'skipped', note })
    const finish = (answered: Row) => {
      // A secondary call failing or hanging: what it does to its page's caching and wait (decision 0127).
      const effect = secondaryFailureEffect(probe.name, answered)
      const row = !effect
        ? answered
        : answered.outcome === 'failed'
          ? { ...answered, shop: `${answered.shop}; ${effect}` }
          : { ...answered, note: `${answered.note}; ${effect}` }
      rows.push(row)
      // The new token's clock, read as it is issued (round 8 operator audit, item 5).
      if (probe.name === 'jwtCreate' && row.outcome === 'ok' && found.access) {
        const warning = tokenClockWarning(found.access, now())
        if (warning) warnings.push(warning)
      }
      opts.onRow?.(row)
    }
    if (probe.skip) {
      skip(`not called: ${probe.skip}`)
      continue
    }
    if (opts.only && !opts.only.includes(probe.name)) {
      skip('not called: left out by --only')
      continue
    }
    if (probe.signedIn && !opts.user) {
      skip('not called: needs --user and CHECK_BACKEND_PASSWORD')
      continue
    }
    if (probe.writes && !opts.allowWrites) {
      skip('not called: writes data, needs --allow-writes')
      continue
    }
    if (!probe.cleanup && requests >= maxRequests) {
      skip(`not called: the request budget (${maxRequests}) is spent`)
      continue
    }
    const made = probe.call ? probe.call(found) : {}
    if (typeof made === 'string') {
      skip(`not called: ${made}`)
      continue
    }
    const { secondary, ...outcome } = await callOnce(probe, def, made)
    // Every item of a list that is not the page's content left out: the page shows without it.
    if (secondary) {
      const { mainPage: _page, ...row } = base
      finish({ ...row, ...outcome, shop: `${probe.mainPage} show without ${secondary}; the rest of the page shows` })
    } else finish({ ...base, ...outcome })
  }

  /** Sends a call as the shop does: redirects followed within the back end's origin only (fetchWithinOrigin). */
  async function sendWithinOrigin(
    url: string,
    method: string,
    headers: Headers,
    body: BodyInit | undefined,
  ): Promise<Response | RefusedRedirect> {
    return fetchWithinOrigin(
      fetcher,
      url,
      { method, headers, body, signal: AbortSignal.timeout(timeoutMs) },
      new URL(opts.baseUrl).origin,
    )
  }

  /** The answer to NO_ROUTE (a GET with the call's headers), or null when there is none to compare. */
  async function askNoRoute(headers: Headers): Promise<{ path: string; status: number; text: string } | null> {
    requests++
    try {
      const answered = await sendWithinOrigin(buildUrl(opts.baseUrl, NO_ROUTE), 'GET', headers, undefined)
      if (!(answered instanceof Response)) return null
      return { path: NO_ROUTE, status: answered.status, text: await answered.text() }
    } catch {
      return null
    }
  }

  async function callOnce(
    probe: Probe,
    def: EndpointDef,
    made: ProbeCall,
  ): Promise<
    Omit<Row, 'n' | 'endpoint' | 'method' | 'check' | 'shop' | 'everyPage' | 'mainPage'> & { secondary?: string }
  > {
    const path = buildPath(def.path, made.params)
    const url = buildUrl(opts.baseUrl, path, made.query as Record<string, QueryValue>)
    const sent = new URL(url)
    const call = decodeURIComponent(sent.pathname + sent.search)
    let retries = 0
    for (;;) {
      const headers = apiHeaders(
        { baseUrl: opts.baseUrl, siteToken: opts.siteToken, locale, accessToken: made.auth ? found.access : undefined },
        made.body !== undefined,
      )
      let body: BodyInit | undefined
      if (made.form) {
        const form = new FormData()
        for (const [k, v] of Object.entries(made.form))
          if (typeof v === 'string') form.append(k, v)
          else form.append(k, new File([v.content], v.file, { type: v.type }))
        body = form
      } else if (made.body !== undefined) body = JSON.stringify(made.body)
      requests++
      const t0 = now()
      let response: Response
      let text: string
      let encoding: string | null = null
      try {
        const answered = await sendWithinOrigin(url, def.method, headers, body)
        if (!(answered instanceof Response))
          return {
            call,
            status: answered.movedWrite ? answered.status : null,
            ms: now() - t0,
            outcome: 'failed',
            problem: 'status',
            issues: [],
            note: answered.refused,
            retries,
            ...(answered.movedWrite ? { movedWrite: movedWriteOf(answered.status, answered.movedWrite) } : {}),
          }
        response = answered
        encoding = response.headers.get('content-encoding')
        text = await response.text()
      } catch (error) {
        const ms = now() - t0
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        // A plain body sent as gzip fails to unpack: said so, not "network error: terminated" (session 70's transport audit).
        const unpacked = unpackFailure(error, encoding)
        return {
          call,
          status: null,
          ms,
          outcome: 'failed',
          problem: timedOut ? 'timeout' : 'network',
          issues: [],
          note: timedOut
            ? `no answer within ${timeoutMs} ms (the shop gives up at ${SERVER_TIMINGS.adminApiTimeout} ms)`
            : unpacked
              ? `${unpacked} (${String(error)})`
              : networkNote(error, redirectTargetOf(error)),
          retries,
        }
      }
      const ms = now() - t0
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('Retry-After'), now()) ?? 1_000
        if (retries < maxRetries && wait <= maxRetryWaitMs && requests < maxRequests + 10) {
          retries++
          await sleep(wait)
          continue
        }
        return {
          call,
          status: 429,
          ms,
          outcome: 'failed',
          problem: 'rate-limited',
          issues: [],
          note:
            wait > maxRetryWaitMs
              ? `429 with Retry-After ${Math.round(wait / 1000)} s, longer than the ${Math.round(maxRetryWaitMs / 1000)} s the check waits`
              : `still 429 after ${retries} retries`,
          retries,
        }
      }
      const judged = judge(probe, def, response.status, text, made)
      // A 404 that may be a missing route's: asked beside a path no back end serves, the two compared.
      if (probe.notFound && response.status === 404 && (probe.notFound.when?.(found) ?? true)) {
        const control = await askNoRoute(headers)
        const verdict = control && probe.notFound.verdict(notFoundAlike({ path, status: 404, text }, control), found)
        if (verdict) {
          Object.assign(judged, { outcome: verdict.outcome, issues: [], note: verdict.note })
          if (verdict.outcome === 'failed') judged.problem = 'status'
          else delete judged.problem
        }
      }
      // Answered, but later than the storefront waits: the shop would have shown its defaults.
      if (judged.outcome === 'ok' && ms > SERVER_TIMINGS.adminApiTimeout) {
        judged.slow = true
        judged.note = [judged.note, `slow: ${ms} ms, the shop gives up after ${SERVER_TIMINGS.adminApiTimeout} ms`]
          .filter(Boolean)
          .join('; ')
      }
      return { call, ms, retries, ...judged }
    }
  }

  // Cleanup probes that could not run although something was created: say what is left behind.
  const leftBehind: string[] = []
  if (found.cartProductId)
    leftBehind.push(`product ${found.cartProductId} in the guest cart no_user_id=${found.noUserId}`)
  if (found.addedFavorite) leftBehind.push(`product ${found.addedFavorite} in the account's favourites`)
  if (found.addedFavoriteAdvert)
    leftBehind.push(`advert ${found.addedFavoriteAdvert} in the account's favourite adverts`)
  if (found.createdAddressId)
    leftBehind.push(`delivery address ${found.createdAddressId} of the account (note "${found.addressNote}")`)
  else if (found.addressCreated)
    leftBehind.push(
      `a delivery address of the account noted "${found.addressNote}" (saved with a 2xx, but not found in the list again: its id is unknown)`,
    )
  if (found.earlierAddressIds?.length)
    leftBehind.push(
      `delivery address${found.earlierAddressIds.length > 1 ? 'es' : ''} ${found.earlierAddressIds.join(', ')} of the account, saved by an earlier run of the check (note "backcheck...: deleted at once")`,
    )
  if (found.createdAdvert) leftBehind.push(`draft advert ${found.createdAdvert.slug} (id ${found.createdAdvert.id})`)

  await probeSkippedWrites()
  await refusedTokenCause()
  settleTwoPaths(rows)
  // The menu's slugs, duplicates and size (round 10 operator audit, items 3 and 6): warnings, not failures.
  warnings.push(...(await menuWarnings(found.menu, locale, opts.reservedRoutes).catch(() => [])))
  const criticalPath = settingsAndMenuWarning(rows)
  if (criticalPath) warnings.push(criticalPath)
  if (opts.pharmacy) {
    const cause = prescriptionsUnsaid(rows, found.categoryCards ?? 0)
    if (cause) causes.push(cause)
  }
  const summary = summarise(rows, requests, (now() - started) / 1000, leftBehind)
  return {
    target: opts.baseUrl,
    locale,
    signedIn: !!opts.user,
    writes: !!opts.allowWrites,
    rows,
    summary,
    exitCode: summary.everyPageFailed.length || summary.mainPageFailed.length || summary.movedWrites.length ? 1 : 0,
    ...(causes.length ? { causes } : {}),
    ...(warnings.length ? { warnings } : {}),
  }

  /**
   * The sign-in issued a token and the first calls with it (me, userGroup) answered 401: the back end
   * refused the Bearer token it had just issued - most likely it takes another scheme (`JWT`, djoser's
   * docs; `Token`, DRF's TokenAuthentication). The shop sends `Bearer` (spec: "a bearer header"), so
   * every signed-in page fails and the sign-in itself does (round 8 operator audit, item 6). The user
   * group is asked once more with each other scheme (a read) to name the one it takes.
   */
  async function refusedTokenCause() {
    const signIn = rows.find((r) => r.endpoint === 'jwtCreate')
    if (signIn?.outcome !== 'ok' || !found.access) return
    const refused = rows.filter((r) => (r.endpoint === 'me' || r.endpoint === 'userGroup') && r.status === 401)
    if (!refused.length) return
    let takes: string | null = null
    for (const scheme of ['JWT', 'Token']) {
      if (requests >= maxRequests) break
      const headers = apiHeaders({ baseUrl: opts.baseUrl, siteToken: opts.siteToken, locale }, false)
      headers.set('Authorization', `${scheme} ${found.access}`)
      requests++
      try {
        const answered = await sendWithinOrigin(
          buildUrl(opts.baseUrl, endpoints.userGroup.path, { t: String(now()) }),
          'GET',
          headers,
          undefined,
        )
        if (!(answered instanceof Response)) continue
        await answered.body?.cancel().catch(() => {})
        if (answered.status >= 200 && answered.status < 300) {
          takes = scheme
          break
        }
      } catch {}
    }
    const which = takes
      ? `it takes "Authorization: ${takes} <token>" (asked again with that scheme: ${endpoints.userGroup.path} answered)`
      : 'asked again with "JWT" and "Token", it refused those too'
    causes.push(
      `the sign-in (jwtCreate) issued a token, but the first calls with it (${refused.map((r) => r.endpoint).join(', ')}) answered 401: the back end refused the Bearer token it had just issued. The shop sends "Authorization: Bearer <token>" (the spec's bearer header); ${which}. Check the auth header prefix the back end takes: add Bearer to it (SimpleJWT AUTH_HEADER_TYPES = ('Bearer', 'JWT'); djoser's docs use JWT, DRF's TokenAuthentication Token)${takes ? '' : ', or whether it refuses the tokens it issues for another reason (a signing key that differs between its servers)'}. Until then sign-in fails in the shop ("could not open your account").`,
    )
  }

  /**
   * The sign-in and the checkout are not called without --user or --allow-writes, yet a back end that
   * moves every POST with a 301 (a trailing-slash or https rule) breaks both: each is asked a way that
   * cannot sign anyone in or store anything (SAFE_REDIRECT_PROBES), only to see whether it is moved.
   */
  async function probeSkippedWrites() {
    for (const { name, method, body, what } of SAFE_REDIRECT_PROBES) {
      const row = rows.find((r) => r.endpoint === name)
      if (row?.outcome !== 'skipped' || !/needs --user|needs --allow-writes/.test(row.note ?? '')) continue
      if (requests >= maxRequests) return
      const def = endpoints[name] as EndpointDef
      if (def.path.includes(':')) continue
      const url = buildUrl(opts.baseUrl, def.path)
      const headers = apiHeaders({ baseUrl: opts.baseUrl, siteToken: opts.siteToken, locale }, body !== undefined)
      requests++
      const t0 = now()
      try {
        const answered = await sendWithinOrigin(
          url,
          method,
          headers,
          body === undefined ? undefined : JSON.stringify(body),
        )
        if (answered instanceof Response) {
          await answered.body?.cancel().catch(() => {})
          continue
        }
        if (!answered.movedWrite) continue
        const moved = movedWriteOf(answered.status, answered.movedWrite)
        Object.assign(row, {
          outcome: 'failed',
          problem: 'status',
          status: answered.status,
          ms: now() - t0,
          movedWrite: moved,
          note: `HTTP ${answered.status}: the back end moves ${def.method} ${def.path} to ${new URL(moved.to).pathname}${moved.rule === 'https' ? ' on https' : ''}, and a ${def.method} moved by a 301/302/303 is not carried on (found with ${what}; the call itself needs ${/needs --user/.test(row.note ?? '') ? '--user' : '--allow-writes'})`,
        } satisfies Partial<Row>)
      } catch {
        // no answer: the row stays skipped, the reads above say whether the back end answers at all
      }
    }
  }

  function judge(
    probe: Probe,
    def: EndpointDef,
    status: number,
    text: string,
    made: ProbeCall,
  ): Pick<Row, 'status' | 'outcome' | 'problem' | 'issues' | 'note' | 'slow'> & { secondary?: string } {
    const expect = probe.expect ?? 'ok'
    const body = readBody(text, !!def.text)
    if (probe.learnRaw) {
      try {
        probe.learnRaw(body, found, status)
      } catch {
        // an answer of a shape the probe cannot read: what it would have found stays unknown
      }
    }
    if (expect === 'refused') return refusedJudge(probe, status, body, !!made.auth, def.auth === 'required')
    if (expect === 'error' || (expect === 'ok-or-404' && status === 404)) {
      if (status >= 400 && status < 500) {
        const parsed = readableError(body)
        if (parsed.success)
          return {
            status,
            outcome: 'ok',
            issues: [],
            note: expect === 'error' ? `refused as the check expects (${status})` : 'none with this id (404), allowed',
          }
        return {
          status,
          outcome: 'failed',
          problem: 'contract',
          issues: zodIssues(parsed.error.issues, body),
          note: "the error answer is not the contract's { error, fields?, code? }",
        }
      }
      if (status < 300)
        return {
          status,
          outcome: 'failed',
          problem: 'status',
          issues: [],
          note: `answered ${status} to a call the contract refuses (4xx expected)`,
        }
      return { status, outcome: 'failed', problem: 'status', issues: [], note: `HTTP ${status}${errorText(body)}` }
    }
    if (status < 200 || status >= 300)
      return { status, outcome: 'failed', problem: 'status', issues: [], note: `HTTP ${status}${errorText(body)}` }
    // Text where JSON is expected fails, unless the contract takes text there as the shop does (the
    // delivery text answered `""` or plain words: the shop shows it; session 67's audit) - never a page.
    if (!def.text && typeof body === 'string' && (/^\s*</.test(body) || !def.response.safeParse(body).success))
      return {
        status,
        outcome: 'failed',
        problem: 'contract',
        issues: [
          {
            path: '(body)',
            kind: 'mistyped',
            detail: `not JSON: ${JSON.stringify(body.slice(0, 60))}`,
            count: 1,
            example: '(body)',
          },
        ],
      }
    const { result: parsed, drops } = parseCollectingDrops(def.response, body)
    const expected = def.status ?? 200
    const note =
      status !== expected ? `status ${status}, the contract says ${expected} (the shop accepts any 2xx)` : undefined
    // The status is not what failed: the answer is (a 204's no body where the shop needs one). Saying
    // "the shop accepts any 2xx" beside FAILED read as a contradiction (session 67's operator audit).
    if (!parsed.success)
      return {
        status,
        outcome: 'failed',
        problem: 'contract',
        issues: zodIssues(parsed.error.issues, body),
        note:
          status === expected
            ? undefined
            : `status ${status}, the contract says ${expected}: the status would do, ${body === null || body === '' ? 'no body' : 'the answer'} does not`,
      }
    if (probe.learn) {
      try {
        probe.learn(parsed.data as never, found)
      } catch {
        // a surprising but valid answer: later probes say what they miss
      }
    }
    const emptied = emptiedLists(drops)
    if (emptied.length > 0) {
      const main = probe.mainLists ? emptied.filter((l) => probe.mainLists?.includes(l)) : emptied
      const named = emptied.map((l) => l || 'the list').join(', ')
      return {
        status,
        outcome: 'failed',
        problem: 'contract',
        issues: droppedItems(drops),
        note: `every item of ${named} is left out: the shop shows none of them`,
        ...(main.length === 0 && probe.mainPage ? { secondary: named } : {}),
      }
    }
    const wrong = probe.verify?.(parsed.data as never, found, made)
    if (wrong) return { status, outcome: 'failed', problem: 'contract', issues: droppedItems(drops), note: wrong }
    const remark = probe.remark?.(parsed.data as never, found, made) ?? pagedWholeList(probe.name, body)
    return {
      status,
      outcome: 'ok',
      issues: [...droppedItems(drops), ...defaulted(def.response, body)],
      note: note && remark ? `${note}; ${remark}` : (note ?? remark),
    }
  }
}

/**
 * A list the shop shows whole answered as a DRF page with a next page: the shop reads on, one call a
 * page, at most 1 + MAX_LATER_PAGES pages (platform/backend/later-pages.ts); the check reads the first.
 */
function pagedWholeList(name: EndpointName, body: unknown): string | undefined {
  if (!isWholeList(name) || !isListPage(body) || !body.next) return undefined
  const count = (body as { count?: unknown }).count
  const of = typeof count === 'number' || typeof count === 'string' ? ` of ${count}` : ''
  return `answered as a page (${body.results.length}${of}, with a next page): the shop reads the list page after page, one call each, at most ${1 + MAX_LATER_PAGES} pages - raise the page size of this call, or leave it unpaged`
}

/**
 * What a deliberately invalid call (Probe.expect 'refused') answered: a 4xx other than 404 and 405, in
 * the error shape. A 401 or 403 to a call sent without a token that the shop makes for guests too
 * (`auth` not 'required') says nothing of the call: a catch-all route answers it so (session 59's
 * audit: the second back end's one-click, pre-order and bulk order "passed" with a 401 from its
 * order-detail route), and a guest would get it for a valid request as well.
 */
export function refusedJudge(
  probe: Probe,
  status: number,
  body: unknown,
  withToken: boolean,
  tokenRequired = false,
): Pick<Row, 'status' | 'outcome' | 'problem' | 'issues' | 'note'> {
  const sent = `sent invalid on purpose: ${probe.refusal}`
  if (!withToken && !tokenRequired && (status === 401 || status === 403))
    return {
      status,
      outcome: 'failed',
      problem: 'status',
      issues: [],
      note: `HTTP ${status}${errorText(body)}: the shop makes this call for guests too, without a token; an answer that asks for one is not the call refusing what it was sent (${sent}), and a guest's valid request would get it as well`,
    }
  if (withToken && status === 401)
    return {
      status,
      outcome: 'failed',
      problem: 'status',
      issues: [],
      note: `HTTP 401${errorText(body)}: the signed-in token was refused, so the check could not see the call refuse what it sent (${sent})`,
    }
  if (probe.missingAllowed && (status === 404 || status === 405 || status === 501))
    return { status, outcome: 'ok', issues: [], note: `HTTP ${status}: not offered, allowed (${probe.missingAllowed})` }
  if (status === 404 || status === 405)
    return {
      status,
      outcome: 'failed',
      problem: 'status',
      issues: [],
      note: `HTTP ${status}${errorText(body)}: no such call on this back end (${sent}; a 4xx other than 404 and 405 says the call exists and refuses it)`,
    }
  if (status >= 400 && status < 500) {
    const parsed = readableError(body)
    if (parsed.success)
      return { status, outcome: 'ok', issues: [], note: `refused as the check expects (${status}; ${sent})` }
    return {
      status,
      outcome: 'failed',
      problem: 'contract',
      issues: zodIssues(parsed.error.issues, body),
      note: `refused (${status}; ${sent}), but the error answer is not the contract's { error, fields?, code? }: the shop cannot show its message`,
    }
  }
  if (status >= 200 && status < 300)
    return {
      status,
      outcome: 'failed',
      problem: 'status',
      issues: [],
      note: `answered ${status} although the call is invalid (${sent}): the back end does not check it, and may have stored or sent it`,
    }
  return {
    status,
    outcome: 'failed',
    problem: 'status',
    issues: [],
    note: `HTTP ${status}${errorText(body)} (${sent})`,
  }
}

/** Most seconds a new token's `iat` may be off this machine's clock before the check warns. */
export const TOKEN_CLOCK_SLACK_S = 60

/**
 * A warning when a token just issued disagrees with this machine's clock (round 8 operator audit,
 * item 5): an `iat` more than TOKEN_CLOCK_SLACK_S away from now, or an `exp` already past (or less
 * than the shop's 30 s margin away). The shop judges a token's expiry by its own clock: a back end
 * whose clock is behind by more than the token's lifetime issues tokens the shop takes as expired at
 * once (refresh after refresh). Null for a token that is no JWT or agrees.
 */
export function tokenClockWarning(token: string, nowMs: number): string | null {
  let claims: { iat?: unknown; exp?: unknown }
  try {
    const part = token.split('.')[1]
    if (!part) return null
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    )
    claims = JSON.parse(json) as typeof claims
  } catch {
    return null
  }
  if (!claims || typeof claims !== 'object') return null
  const now = nowMs / 1000
  const at = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z')
  const problems: string[] = []
  const iat = typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : null
  const exp = typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null
  if (iat !== null && Math.abs(iat - now) > TOKEN_CLOCK_SLACK_S)
    problems.push(
      `issued at ${at(iat)} (iat), ${Math.round(Math.abs(iat - now))} s ${iat < now ? 'behind' : 'ahead of'} this machine's clock`,
    )
  if (exp !== null && exp - now <= 30)
    problems.push(
      exp <= now
        ? `expiring at ${at(exp)} (exp), ${Math.round(now - exp)} s before this machine's clock says now`
        : `expiring at ${at(exp)} (exp), only ${Math.round(exp - now)} s from now`,
    )
  if (!problems.length) return null
  return `the access token the sign-in issued says it is ${problems.join(', and ')}: the back end's clock (or this machine's) is off. The shop judges a token's expiry by its own clock and takes a token for expired 30 s before its exp: with a back-end clock behind by more than the token's lifetime every signed-in page sends the shopper to refresh the session again and again. Set both clocks by NTP.`
}

/**
 * How the sign-in and the checkout are asked without --user or --allow-writes, to see whether the back
 * end moves them with a redirect: a sign-in no back end takes (empty e-mail and password), and an
 * OPTIONS request (no body: nothing can be stored). A trailing-slash or https rule moves every method.
 */
export const SAFE_REDIRECT_PROBES: readonly {
  name: EndpointName
  method: 'POST' | 'OPTIONS'
  body?: unknown
  what: string
}[] = [
  {
    name: 'jwtCreate',
    method: 'POST',
    body: { email: '', password: '' },
    what: 'a sign-in with an empty e-mail and password, which signs no one in',
  },
  { name: 'createOrder', method: 'OPTIONS', what: 'an OPTIONS request, which sends no order' },
]

/** The rule behind a moved write: the same path with or without its trailing slash, the same path on https, or another. */
export function movedWriteOf(status: number, moved: { from: string; to: string }): MovedWrite {
  let rule: MovedWrite['rule'] = 'other'
  try {
    const from = new URL(moved.from)
    const to = new URL(moved.to)
    const bare = (p: string) => p.replace(/\/+$/, '')
    if (from.protocol === 'http:' && to.protocol === 'https:') rule = 'https'
    else if (from.pathname !== to.pathname && bare(from.pathname) === bare(to.pathname)) rule = 'slash'
  } catch {}
  return { status, from: moved.from, to: moved.to, rule }
}

function checkKind(probe: Probe): CheckKind {
  if (probe.expect === 'refused' || probe.expect === 'error') return 'refusal'
  if (probe.cleanup && probe.writes) return 'undo'
  return probe.writes ? 'write' : 'read'
}

/**
 * A pharmacy whose product cards never say `is_recipe` (session 63's operator audit): the spec names it
 * on the server cart's lines only, so on a local cart no line is known to need a prescription, and a
 * prescription product is ordered without its confirmation. The category row (a main page's call)
 * fails when its answer had cards and none of them sent the field; the answer is a LIKELY CAUSE line.
 */
export function prescriptionsUnsaid(rows: Row[], cards: number): string | null {
  const row = rows.find((r) => r.endpoint === 'category' && r.outcome === 'ok' && r.mainPage)
  const unsaid = row?.issues.find((i) => i.kind === 'defaulted' && /(^|\.)is_recipe$/.test(i.path))
  if (!row || cards === 0 || !unsaid || unsaid.count < cards) return null
  row.outcome = 'failed'
  row.problem = 'contract'
  row.shop = 'the pharmacy orders prescription products without their confirmation: no product card says is_recipe'
  row.note = `pharmacy: none of the ${cards} product cards sends is_recipe`
  return "LIKELY CAUSE: the pharmacy needs is_recipe (true/false) on every product card (listings, search, products by ids), not only on the server cart's lines: without it a prescription product is ordered without its confirmation"
}

/** A failed row that fails the check as a page's: a main page's call, or a content page's answer that does not parse. */
export function failsAPage(r: Pick<Row, 'mainPage' | 'contentPage' | 'problem'>): boolean {
  return !!r.mainPage || (!!r.contentPage && r.problem === 'contract')
}

function readBody(text: string, asText: boolean): unknown {
  if (asText) return text
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function errorText(body: unknown): string {
  const e =
    body && typeof body === 'object' ? (body as { error?: unknown }).error : typeof body === 'string' ? body : undefined
  return typeof e === 'string' && e.trim() ? `: ${e.trim().slice(0, 120)}` : ''
}

function summarise(rows: Row[], requests: number, seconds: number, leftBehind: string[]): Summary {
  const checked = rows.filter((r) => r.outcome !== 'skipped')
  const failed = rows.filter((r) => r.outcome === 'failed')
  const byProblem: Summary['byProblem'] = {}
  for (const r of failed) if (r.problem) byProblem[r.problem] = (byProblem[r.problem] ?? 0) + 1
  const ok = checked.length - failed.length
  return {
    checked: checked.length,
    ok,
    failed: failed.length,
    skipped: rows.length - checked.length,
    withDefaults: rows.filter((r) => r.outcome === 'ok' && r.issues.some((i) => !i.dropped && !i.absent)).length,
    withAbsent: rows.filter((r) => r.outcome === 'ok' && r.issues.some((i) => i.absent)).length,
    withDrops: rows.filter((r) => r.outcome === 'ok' && r.issues.some((i) => i.dropped)).length,
    slow: rows.filter((r) => r.slow).length,
    byProblem,
    requests,
    seconds: Math.round(seconds * 10) / 10,
    everyPageFailed: failed.filter((r) => r.everyPage).map((r) => r.endpoint),
    mainPageFailed: failed.filter(failsAPage).map((r) => r.endpoint),
    movedWrites: failed.filter((r) => r.movedWrite).map((r) => r.endpoint),
    leftBehind,
    notCalled: [...NOT_CALLED],
    passRate: checked.length ? Math.round((ok / checked.length) * 1000) / 10 : 0,
  }
}

// ---- zod issues as field paths ------------------------------------------------------------------

type PathKey = PropertyKey
type ZodIssue = z.core.$ZodIssue

export function formatPath(path: readonly PathKey[]): string {
  let out = ''
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k)
  return out || '(body)'
}
const fold = (path: string) => path.replace(/\[\d+\]/g, '[*]')

function valueAt(body: unknown, path: readonly PathKey[]): unknown {
  let v = body
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined
    v = (v as Record<PropertyKey, unknown>)[k]
  }
  return v
}

function describe(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'an array'
  if (typeof v === 'object') return 'an object'
  const s = JSON.stringify(v) ?? String(v)
  return `${typeof v} ${s.length > 40 ? `${s.slice(0, 37)}...` : s}`
}

function issueOf(
  issue: ZodIssue,
  body: unknown,
  prefix: readonly PathKey[] = [],
): { path: readonly PathKey[]; kind: IssueKind; detail: string }[] {
  const path = [...prefix, ...issue.path]
  const value = valueAt(body, path)
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? [{ path, kind: 'missing', detail: `expected ${issue.expected}` }]
        : [{ path, kind: 'mistyped', detail: `expected ${issue.expected}, got ${describe(value)}` }]
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({
        path: [...path, k],
        kind: 'unexpected' as const,
        detail: 'a field the contract does not allow here',
      }))
    case 'invalid_union': {
      // the branch that came closest says the most
      const branches = (issue as { errors?: ZodIssue[][] }).errors ?? []
      const best = branches.filter((b) => b.length).sort((a, b) => a.length - b.length)[0]
      if (best && best.length <= 3) return best.flatMap((i) => issueOf(i, body, path))
      return [
        {
          path,
          kind: value === undefined ? 'missing' : 'mistyped',
          detail:
            value === undefined
              ? 'a value of one of the allowed shapes'
              : `matches none of the allowed shapes (got ${describe(value)})`,
        },
      ]
    }
    case 'invalid_value':
      return [
        {
          path,
          kind: 'invalid',
          detail: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(value)}`,
        },
      ]
    default:
      return [
        {
          path,
          kind: value === undefined ? 'missing' : 'invalid',
          detail: value === undefined ? issue.message : `${issue.message} (got ${describe(value)})`,
        },
      ]
  }
}

/** Zod issues as folded field paths: `data[*].price  mistyped  expected number, got string "12"  (24x)`. */
export function zodIssues(issues: readonly ZodIssue[], body: unknown, kindOverride?: IssueKind): Issue[] {
  const out = new Map<string, Issue>()
  for (const issue of issues) {
    for (const one of issueOf(issue, body)) {
      const example = formatPath(one.path)
      const path = fold(example)
      const kind = kindOverride ?? one.kind
      const detail = kindOverride ? `${one.kind}: ${one.detail}` : one.detail
      const key = `${path}|${kind}|${detail.replace(/got .*$/, '')}`
      const seen = out.get(key)
      if (seen) seen.count++
      else out.set(key, { path, kind, detail, count: 1, example })
    }
  }
  return [...out.values()].slice(0, 50)
}

/** List items the shop left out (app/api/contract/items.ts), as warnings by field path: what is wrong with the first of them, and how many. */
function droppedItems(drops: readonly ItemDrop[]): Issue[] {
  const out = new Map<string, Issue>()
  for (const drop of drops) {
    const [first] = drop.first ? issueOf(drop.first, drop.item) : []
    const kind = first?.kind ?? 'invalid'
    const key = `${drop.path}|${kind}`
    const seen = out.get(key)
    if (seen) seen.count++
    else
      out.set(key, {
        path: drop.path,
        kind,
        detail: `${first?.detail ?? drop.issue}: the item is left out, the rest of the list shows`,
        count: 1,
        example: drop.example,
        dropped: true,
      })
  }
  return [...out.values()].slice(0, 50)
}

/**
 * An error answer the shop can show: the contract's `{ error, fields?, code? }`, or any body the shop's
 * own reader finds a message in (platform/shared/error-body.ts: DRF's `{ field: [msg] }`, `{ detail }`, a
 * string or a list; review R1). Otherwise the contract's issues, to name what is missing.
 */
function readableError(body: unknown) {
  const parsed = apiErrorSchema.safeParse(body)
  if (parsed.success) return parsed
  const read = parseErrorBody(body)
  return read.messages.length > 0 || Object.keys(read.fields).length > 0 ? { success: true as const } : parsed
}

// ---- fields the shop quietly replaced with defaults ------------------------------------------------

/** A preprocess step's output for `value` (the value itself when the step throws or is no function). */
function preprocessed(step: Schema, value: unknown): unknown {
  const fn = step._zod.def.transform
  if (typeof fn !== 'function') return value
  try {
    return fn(value, { value, issues: [], addIssue() {} })
  } catch {
    return value
  }
}

interface Schema {
  _zod: { def: ZodDef<Schema> }
  safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: ZodIssue[] } }
}

/**
 * The settings schemas take a default for every missing or malformed field (`.catch`, `.default`),
 * so a wrong answer still parses. This walks the schema beside the answer and lists each field the
 * shop replaced: the answer "passes", but the page shows the default there.
 */
export function defaulted(schema: unknown, body: unknown): Issue[] {
  const found: { path: PathKey[]; detail: string; issues?: ZodIssue[]; absent?: true }[] = []
  walk(schema as Schema, body, [], 0)
  const out = new Map<string, Issue>()
  for (const f of found) {
    const list = f.issues?.length
      ? zodIssues(f.issues, valueAt(body, f.path)).map((i) => ({
          ...i,
          example: formatPath([...f.path, ...pathOf(i.example)]),
        }))
      : []
    const example = list[0]?.example ?? formatPath(f.path)
    const detail = list[0] ? `${list[0].detail}: the shop uses its default` : f.detail
    const key = `${fold(formatPath(f.path))}|${detail.replace(/got .*?:/, '')}`
    const seen = out.get(key)
    if (seen) seen.count++
    else
      out.set(key, {
        path: fold(formatPath(f.path)),
        kind: 'defaulted',
        detail,
        count: 1,
        example,
        ...(f.absent ? { absent: true as const } : {}),
      })
  }
  // What the back end sent wrong first: the report shows the first 12 of a row.
  const issues = [...out.values()]
  return [...issues.filter((i) => !i.absent), ...issues.filter((i) => i.absent)].slice(0, 50)

  /**
   * A field the answer leaves out (review F10: the check said nothing of them). Where the schema
   * itself gives the shop a value for it (orDefault, flag, `.default`: a feature off, a count of 0, a
   * view at its default) it is named with that value, as `absent`: an operator learns which of the
   * shop's features the back end leaves at its defaults. A field that reads as nothing (`.optional()`,
   * `.nullish()`: a value taken from another field, or none to show) is not named.
   */
  function notSent(s: Schema, path: PathKey[], depth: number) {
    const read = s.safeParse(undefined)
    // Required (inside a `.catch` that replaced its object): what the walk finds there.
    if (!read.success) return walk(s, undefined, path, depth + 1)
    if (read.data === undefined) return
    const doc = (z.globalRegistry.get(s as never) as { absent?: unknown } | undefined)?.absent
    found.push({
      path,
      detail: `not sent: the shop uses ${typeof doc === 'string' ? doc : defaultText(read.data)}`,
      absent: true,
    })
  }

  function walk(s: Schema, value: unknown, path: PathKey[], depth: number) {
    if (depth > 12 || !s?._zod) return
    const def = s._zod.def
    switch (def.type) {
      case 'catch': {
        const inner = def.innerType!
        if (value === undefined) return walk(inner, value, path, depth + 1)
        const r = inner.safeParse(value)
        if (!r.success) found.push({ path, detail: 'malformed: the shop uses its default', issues: r.error?.issues })
        else walk(inner, value, path, depth + 1)
        return
      }
      case 'default':
      case 'prefault':
        if (value === undefined && path.length) {
          if (s.safeParse(undefined).success) notSent(s, path, depth)
        } else walk(def.innerType!, value, path, depth + 1)
        return
      case 'optional':
      case 'nullable':
        if (value !== undefined && value !== null) walk(def.innerType!, value, path, depth + 1)
        return
      case 'pipe': {
        // A list read item by item (itemsOf): the fields each kept item defaulted; an item left out is a drop, reported as such.
        const items = (z.globalRegistry.get(s as never) as { items?: Schema } | undefined)?.items
        if (items) {
          if (Array.isArray(value))
            for (const [i, v] of value.entries())
              if (items.safeParse(v).success) walk(items, v, [...path, i], depth + 1)
          return
        }
        // A preprocess is a pipe from a transform: the answer's shape is its output schema's, read as
        // the transform left it (social_media keyed by slug becomes a list; review R1).
        if (def.in!._zod.def.type === 'transform') return walk(def.out!, preprocessed(def.in!, value), path, depth + 1)
        return walk(def.in!, value, path, depth + 1)
      }
      case 'lazy':
        return walk(def.getter!(), value, path, depth + 1)
      case 'object':
        if (value && typeof value === 'object' && !Array.isArray(value))
          for (const [k, sub] of Object.entries(def.shape ?? {})) {
            if (Object.hasOwn(value, k)) walk(sub, (value as Record<string, unknown>)[k], [...path, k], depth + 1)
            else notSent(sub, [...path, k], depth)
          }
        return
      case 'array':
        if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(def.element!, v, [...path, i], depth + 1)
        return
      default:
        return
    }
  }
}

/** The value the shop uses for a field the answer leaves out, as the report says it (the schema's own `absent` text first). */
export function defaultText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null'
  return text.length > 60 ? `its default (${Array.isArray(value) ? 'a list' : typeof value})` : text
}

function pathOf(formatted: string): PathKey[] {
  if (formatted === '(body)') return []
  const out: PathKey[] = []
  for (const m of formatted.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!)
  return out
}
