import { z } from 'zod'
import { DEV_MODE_HEADER, type Locale, SERVER_LIMITS, SERVER_TIMINGS, SITE_TOKEN_HEADER } from '#config'
import { answerSaysFailed } from '#contract/common.ts'
import { emptiedLists, MAIN_LISTS, parseCollectingDrops } from '#contract/items.ts'
import { flushFailureLog, logCallFailure, reportBackEndFailure, reportItemDrops } from './failures'
import { absoluteImagePaths } from './image-paths'
import { isListPage, type ListPage, MAX_LATER_PAGES, nextPageQuery } from './later-pages'
import { reportPersonalCall } from './personal-calls'

/**
 * The admin back end's REST client. Server-side only: the browser talks to its own origin, the
 * Worker talks to the admin API. Every answer is parsed with the contract's zod schema; a failed,
 * slow or malformed answer becomes an `ApiFailure` value, never a thrown error, so callers decide
 * what default to show.
 */
export interface AdminApiConfig {
  baseUrl: string
  siteToken: string
  locale: Locale
  devMode?: boolean
  accessToken?: string
  /** A service binding's fetch, or a test double; defaults to global fetch. */
  fetcher?: (input: Request) => Promise<Response>
  timeoutMs?: number
}

export type ApiFailureKind = 'network' | 'timeout' | 'status' | 'malformed'
export interface ApiFailure {
  ok: false
  kind: ApiFailureKind
  status: number
  body: unknown
  /**
   * The call and what kind of failure it met (`GET /general/v2/category/phones/: HTTP 500`): a page,
   * a listing's loader data or /healthz may show it. What the back end said (its error text, a
   * redirect's target host) is in the operator's log only (logCallFailure), never here (review r64).
   */
  message: string
  /**
   * A 429 or 503 whose Retry-After said when to ask again: that wait in ms. The isolate does not ask the
   * call again before then, up to a cap (shared-answers.ts failureKeepMs, decision 0127).
   */
  retryAfterMs?: number
}
export interface ApiSuccess<T> {
  ok: true
  status: number
  data: T
}
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

/**
 * A write the back end took (a 2xx) whose answer the contract could not read: the write is done
 * (decision 0037: any 2xx is the write done), only what it said back is unknown. A shopper is told it
 * went through, never that it failed - which would invite a second order (session 59's operator audit:
 * a one-click order answered `{ status: 'ok', number: 77 }` showed "ok / 77" as an error).
 */
export function doneButUnread<T>(result: ApiResult<T>): boolean {
  // Any kind: an answer that timed out or was cut mid-body after its 2xx status is a write done too.
  if (result.ok || result.status < 200 || result.status >= 300) return false
  // A 2xx that says it failed (some back ends answer 200 to everything) is not taken for done: the
  // caller shows its words as a refusal.
  return !answerSaysFailed(result.body)
}

/** What `apiRequest` learned of an answer besides its data: its length in characters and the list items it dropped. */
export interface AnswerFacts {
  chars: number
  dropped: number
}
const facts = new WeakMap<ApiSuccess<unknown>, AnswerFacts>()

/** The facts of a success `apiRequest` returned; undefined for a result made elsewhere (a test double). */
export function answerFacts(result: ApiSuccess<unknown>): AnswerFacts | undefined {
  return facts.get(result)
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

/** Builds `base + path?query`, dropping empty values and repeating array values. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`))
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v))
    else url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** A checked ADMIN_API_URL: what log lines name it by, or why it cannot be used. */
export type CheckedBase = { ok: true; label: string } | { ok: false; error: string }
const checkedBases = new Map<string, CheckedBase>()

/**
 * The back end's base URL, checked once per value (as configuredOrigin checks PUBLIC_ORIGIN): an
 * http(s) URL gives the label failure messages name it by - origin and path prefix, never its
 * credentials or query; anything else the configuration error, logged once per isolate. A value
 * without a scheme (`127.0.0.1:9116/shop-api`) made every call throw "Invalid URL string." before.
 */
export function checkBaseUrl(baseUrl: string): CheckedBase {
  const known = checkedBases.get(baseUrl)
  if (known) return known
  let url: URL | null = null
  try {
    url = new URL(baseUrl.trim())
  } catch {}
  const checked: CheckedBase =
    url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? { ok: true, label: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
      : {
          ok: false,
          error: `ADMIN_API_URL must be an http(s) URL, got ${JSON.stringify(String(baseUrl ?? '').slice(0, 100))}`,
        }
  if (checkedBases.size > 20) checkedBases.clear()
  checkedBases.set(baseUrl, checked)
  if (!checked.ok) console.error(`[admin-api] configuration error: ${checked.error}`)
  return checked
}

/** The error text of a failed answer's body, trimmed and short, with the call's own tokens blanked; null when it has none. */
export function bodyErrorText(body: unknown, secrets: readonly (string | undefined)[] = []): string | null {
  let text: string | null = null
  if (typeof body === 'string') text = body
  else if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    const first = ['error', 'detail', 'message'].map((k) => record[k]).find((v) => typeof v === 'string' && v.trim())
    text = typeof first === 'string' ? first : null
  }
  text = text?.replace(/\s+/g, ' ').trim() ?? null
  if (!text || text.startsWith('<')) return null
  for (const secret of secrets) if (secret && secret.length >= 4) text = text.replaceAll(secret, '***')
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

export function apiHeaders(cfg: AdminApiConfig, hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json, text/plain;q=0.9',
    'Accept-Language': cfg.locale,
  })
  // An unset SITE_TOKEN (a var deleted, its secret never put) sends no header, not the word "undefined"
  // (/healthz names it: worker/api/healthz.ts).
  if (typeof cfg.siteToken === 'string') headers.set(SITE_TOKEN_HEADER, cfg.siteToken)
  if (hasBody) headers.set('Content-Type', 'application/json')
  if (cfg.devMode) headers.set(DEV_MODE_HEADER, 'true')
  if (cfg.accessToken) {
    headers.set('Authorization', `Bearer ${cfg.accessToken}`)
    reportPersonalCall()
  }
  return headers
}

export interface RequestOptions<S extends z.ZodTypeAny> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  schema: S
  /** Extra headers for this call only (say X-Forwarded-For on the sign-in call). */
  headers?: Record<string, string>
  /** The endpoint's name in reports of dropped items (the registry's `METHOD /path/{param}`); defaults to the path. */
  endpoint?: string
  /**
   * The answer is a list the shop shows whole (callEndpoint: every GET whose answer is a bare list): a
   * GET answered with a DRF page is read on through its `next` pages (later-pages.ts).
   */
  wholeList?: boolean
  /** The largest answer taken (SERVER_LIMITS.backendAnswerBytes unless given: the sitemap's text is larger). */
  maxBytes?: number
}

/** Any JSON: a later page of a whole list, read before the list is parsed as one answer. */
const anyAnswer = z.unknown()

/**
 * `first` with the results of the pages after it (following `next`, at most MAX_LATER_PAGES, never
 * the same query twice). A later page that fails or is no page ends the reading: its failure is in
 * the log (apiRequest's), and the pages read so far are the list.
 */
async function withLaterPages<S extends z.ZodTypeAny>(
  cfg: AdminApiConfig,
  path: string,
  opts: RequestOptions<S>,
  first: ListPage,
  left: number,
): Promise<ListPage> {
  const results = [...first.results]
  const asked = new Set<string>([JSON.stringify(opts.query ?? {})])
  let query = nextPageQuery(first.next, opts.query)
  for (let n = 0; query && n < MAX_LATER_PAGES && !asked.has(JSON.stringify(query)); n++) {
    asked.add(JSON.stringify(query))
    // The pages together are one answer, within one answer's bytes (ten pages would be ten answers' heap).
    const page = await apiRequest(cfg, path, {
      method: 'GET',
      query,
      headers: opts.headers,
      schema: anyAnswer,
      maxBytes: left,
    })
    if (!page.ok || !isListPage(page.data)) break
    left -= answerFacts(page)?.chars ?? 0
    results.push(...page.data.results)
    query = nextPageQuery(page.data.next, opts.query)
  }
  return { ...first, results, next: null }
}

export async function apiRequest<S extends z.ZodTypeAny>(
  cfg: AdminApiConfig,
  path: string,
  opts: RequestOptions<S>,
): Promise<ApiResult<z.output<S>>> {
  const method = opts.method ?? 'GET'
  const hasBody = opts.body !== undefined
  // A FormData body (multipart endpoints: the profile image) goes as it is; fetch sets its boundary.
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData
  const headers = apiHeaders(cfg, hasBody && !isForm)
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value)
  const base = checkBaseUrl(cfg.baseUrl)
  // The configuration error is logged once per isolate by checkBaseUrl, and /healthz names it anyway.
  if (!base.ok) return failure('network', 0, null, `${method} ${path}: ${base.error}`)
  const url = buildUrl(cfg.baseUrl, path, opts.query)
  // Where the calls go is logged once, with the first failure (nameBackEnd): not in the failure's
  // message, which may reach the page (a listing's error, a form's fallback text, /healthz) - the back
  // end's internal address is the operator's, not a stranger's (review r59). Nor what the back end
  // said, nor where it redirected to (review r64): `said` goes to the log only (logCallFailure).
  const call = `${method} ${path}`
  const fail = (kind: ApiFailureKind, status: number, body: unknown, summary: string, said?: string) =>
    failure(kind, status, body, `${call}: ${summary}`, {
      endpoint: opts.endpoint ?? call,
      line: `${call}: ${summary}${said ? ` ${said}` : ''}`,
      detail: `${summary}${said ? ` ${said}` : ''}`,
      label: base.label,
    })
  const init = {
    method,
    headers,
    body: isForm ? (opts.body as FormData) : hasBody ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(cfg.timeoutMs ?? SERVER_TIMINGS.adminApiTimeout),
  }
  const maxBytes = opts.maxBytes ?? SERVER_LIMITS.backendAnswerBytes
  let response: Response
  try {
    const sent = await fetchWithinOrigin(cfg.fetcher ?? fetch, url, init, new URL(cfg.baseUrl).origin)
    if (!(sent instanceof Response))
      return fail('status', sent.status, null, `HTTP ${sent.status}, ${sent.reason}: not followed`, `(${sent.refused})`)
    response = sent
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return timedOut
      ? fail('timeout', 0, null, 'timed out', `(${String(error)})`)
      : fail('network', 0, null, 'no answer', noAnswerCause(error, cfg.baseUrl, redirectTargetOf(error)))
  }
  let text: string | null
  try {
    text = response.status === 204 ? '' : await textWithin(response, maxBytes)
  } catch (error) {
    // The status and headers came, the body did not (round 8 operator audit, item 10): a body that
    // stalled past the timeout, or a connection cut mid-body - not "an answer the contract refuses".
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    if (timedOut)
      return fail(
        'timeout',
        response.status,
        null,
        `timed out reading the answer (HTTP ${response.status})`,
        `(${String(error)})`,
      )
    const unpacked = unpackFailure(error, response.headers.get('content-encoding'))
    return unpacked
      ? fail('malformed', response.status, null, `${unpacked} (HTTP ${response.status})`, `(${String(error)})`)
      : fail(
          'network',
          response.status,
          null,
          `the answer was cut mid-body (HTTP ${response.status})`,
          `(${String(error)})`,
        )
  }
  if (text === null) return fail('malformed', response.status, null, `answer over ${maxBytes} bytes`)
  const body = readBody(text)
  if (!response.ok) {
    const said = bodyErrorText(body, [cfg.siteToken, cfg.accessToken])
    // A refused settings call is the site token's doing: nothing else of the shopper goes with it.
    const hint =
      (response.status === 401 || response.status === 403) && path.startsWith('/settings/') ? '; check SITE_TOKEN' : ''
    const failed = fail(
      'status',
      response.status,
      body,
      `HTTP ${response.status}${hint}`,
      said ? JSON.stringify(said) : '',
    )
    const wait =
      response.status === 429 || response.status === 503
        ? retryAfterMs(response.headers.get('Retry-After'), Date.now())
        : null
    return wait === null ? failed : { ...failed, retryAfterMs: wait }
  }
  // A proxy's or a framework's error page sent with 200 is no answer, even where a schema takes text.
  if (typeof body === 'string' && isHtmlPage(text, response.headers.get('content-type')))
    return fail('malformed', response.status, null, 'an HTML page, not an answer')
  const whole =
    opts.wholeList && method === 'GET' && isListPage(body) && body.next
      ? await withLaterPages(cfg, path, opts, body, maxBytes - text.length)
      : body
  let read: ReturnType<typeof parseCollectingDrops<S>>
  try {
    read = parseCollectingDrops(opts.schema, absoluteImagePaths(whole, cfg.baseUrl, text), text)
  } catch (error) {
    // JSON.parse reads any depth, the walks after it recurse: an answer nested thousands deep (a
    // value the schema reads as JSON, a text with a bidi control) overflowed the stack, thrown out
    // of every page that asked it - a 500 (session 70's transport audit).
    if (!(error instanceof RangeError)) throw error
    return fail('malformed', response.status, null, 'an answer nested too deep to read', `(${String(error)})`)
  }
  const { result: parsed, drops } = read
  if (!parsed.success) {
    // JSON that does not parse: most often an answer cut short that still ended cleanly (a proxy's
    // buffer, a Content-Length too small) - "expected object, received string" named the symptom only.
    if (typeof body === 'string' && /^\s*[[{]/.test(text))
      return fail(
        'malformed',
        response.status,
        null,
        `JSON that does not parse, HTTP ${response.status}`,
        `(it ends after ${text.length} characters: cut short?)`,
      )
    const issue = parsed.error.issues[0]
    const said = issue ? `(${[issue.path.join('.'), issue.message].filter(Boolean).join(': ')})` : ''
    return fail('malformed', response.status, body, `an answer the contract refuses, HTTP ${response.status}`, said)
  }
  if (drops.length > 0) reportItemDrops(opts.endpoint ?? `${method} ${path}`, drops)
  const lost = emptiedLists(drops, 2).find((list) => MAIN_LISTS.has(list))
  if (lost !== undefined) {
    const drop = drops.find((d) => d.list === lost)
    return fail(
      'malformed',
      response.status,
      body,
      `every item of ${lost || 'the list'} failed the contract, HTTP ${response.status}`,
      drop ? `(${[drop.path, drop.issue].join(': ')})` : '',
    )
  }
  const success: ApiSuccess<z.output<S>> = { ok: true, status: response.status, data: parsed.data }
  facts.set(success, { chars: text.length, dropped: drops.length })
  // The counts of failures whose minute has ended go out with the first answer after it (decision
  // 0109): an outage shorter than the minute has no next failure to carry them.
  flushFailureLog()
  return success
}

/** A Retry-After header's wait in ms: seconds or an HTTP date; null when absent or unreadable. Shared with `check-backend`. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null
  const v = value.trim()
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000)
  const at = Date.parse(v)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/**
 * What a call that got no answer says in the operator's log: the error, and where workerd's own text
 * names no cause, what it stands for at this ADMIN_API_URL. workerd's fetch throws "internal error;
 * reference = ..." for a failed TLS handshake - an https:// ADMIN_API_URL in front of a back end that
 * speaks plain http there, or a certificate not valid for the host - and for a host name that does not
 * resolve; "Network connection lost." when nothing takes the connection (review F10: an operator read
 * only the reference). Names the URL's scheme, host and path prefix, never its query, credentials or
 * the site token (which travels in a header), also where the error quotes the URL.
 */
export function noAnswerCause(error: unknown, baseUrl: string, redirectedTo?: string): string {
  // An error may quote the URL ("Request cannot be constructed from a URL that includes credentials: ..."):
  // its credentials and query stay out of the log.
  const quoted = `(${String(error)
    .replace(/\b(https?:\/\/)[^\s/?#@]*@/gi, '$1***@')
    .replace(/(\bhttps?:\/\/\S*?)\?\S*/gi, '$1?***')})`
  let url: URL
  let said = quoted
  try {
    url = new URL(baseUrl.trim())
    // The back end answered with a redirect and its target did not (round 8 operator audit, item 10):
    // the target is what failed, not ADMIN_API_URL (which answered).
    if (redirectedTo) {
      const from = url.origin
      url = new URL(redirectedTo)
      said = `${quoted} at ${url.origin}${url.pathname}, where ${from} redirected the call`
    }
  } catch {
    return said
  }
  const host = url.hostname
  const byName = !/^\[|^\d{1,3}(\.\d{1,3}){3}$/.test(host)
  if (redirectedTo) {
    const why = /\binternal error; reference = /i.test(said)
      ? `: workerd names no cause. ${url.protocol === 'https:' ? `The TLS handshake with ${url.origin} failed (nothing serves https there, or its certificate is not valid for ${host})` : `The connection to ${url.origin} failed`}`
      : /\bNetwork connection lost\b/i.test(said)
        ? `: nothing at ${url.origin} took the connection, or it dropped it`
        : ''
    return `${said}${why}. The back end's redirect sends calls where nothing answers: fix the redirect, or set ADMIN_API_URL to where the back end answers`
  }
  if (/\binternal error; reference = /i.test(said)) {
    if (url.protocol === 'https:')
      return `${said}: workerd names no cause. The TLS handshake with ${url.origin} failed${byName ? `, or ${host} does not resolve (DNS)` : ''}: if the back end speaks plain http there, ADMIN_API_URL says https:// for it (serve it over TLS, or on a private network only, as the site token would travel in clear, set ADMIN_API_URL to http://${url.host}${url.pathname.replace(/\/+$/, '')}); otherwise its certificate is not valid for ${host}`
    return `${said}: workerd names no cause. ${byName ? `${host} does not resolve (DNS), or the` : 'The'} connection to ${url.origin} failed`
  }
  if (/\bNetwork connection lost\b/i.test(said))
    return `${said}: nothing at ${url.origin} took the connection, or it dropped it: is the back end running there, on that port?`
  return said
}

/** A redirect fetchWithinOrigin did not follow: its status, why (`refused`, for the log), and the same without the target (`reason`). */
export interface RefusedRedirect {
  status: number
  refused: string
  reason: string
  /** A write (POST, PUT, PATCH, DELETE) moved by a 301/302/303: where it was sent, and where the back end moved it. */
  movedWrite?: { from: string; to: string }
}

const redirectTargets = new WeakMap<object, string>()

/** Where a redirect had sent the call when fetchWithinOrigin threw `error` (no answer there); undefined at the first hop. */
export function redirectTargetOf(error: unknown): string | undefined {
  return error !== null && typeof error === 'object' ? redirectTargets.get(error) : undefined
}

/** Redirects followed within the back end's origin before the call counts as failed. */
export const MAX_REDIRECTS = 3

/**
 * Sends a call, following a redirect only within the back end's own origin, or to https on the same
 * host (at most MAX_REDIRECTS hops; a 307/308 resends the body; a 301/302/303 is followed by a GET only, a
 * write moved by one is refused). The site token, the shopper's bearer
 * token, the client-address key and a sign-in's password never go to another host: fetch's default
 * would have followed a back end's 307 to anywhere with all of them. Another origin, or too many
 * hops, is `refused` with the redirect's status (`reason`: the same without the target, for a message
 * a page may show). Shared by the shop and `check-backend`.
 */
export async function fetchWithinOrigin(
  fetcher: (input: Request) => Promise<Response>,
  url: string,
  init: { method: string; headers: Headers; body?: BodyInit | undefined; signal?: AbortSignal },
  origin: string,
): Promise<Response | RefusedRedirect> {
  let target = url
  let within = new URL(origin)
  let send = { method: init.method, body: init.body }
  for (let hop = 0; ; hop++) {
    let response: Response
    try {
      response = await fetcher(
        new Request(target, { ...send, headers: init.headers, redirect: 'manual', signal: init.signal }),
      )
    } catch (error) {
      // No answer at a redirect's target: the error remembers it (noAnswerCause names the target).
      if (hop > 0 && error !== null && typeof error === 'object') redirectTargets.set(error, target)
      throw error
    }
    const location = response.headers.get('Location')
    if (response.status < 300 || response.status >= 400 || !location) return response
    await response.body?.cancel().catch(() => {})
    let next: URL
    try {
      next = new URL(location, target)
    } catch {
      return {
        status: response.status,
        refused: `HTTP ${response.status}: a redirect to an invalid address`,
        reason: 'a redirect to an invalid address',
      }
    }
    // The same host moving to https ("always use HTTPS" in front of an http ADMIN_API_URL) sends nothing elsewhere.
    const upgrade = next.protocol === 'https:' && within.protocol === 'http:' && next.hostname === within.hostname
    if (upgrade) within = next
    else if (next.origin !== within.origin)
      return {
        status: response.status,
        refused: `HTTP ${response.status}: redirects to another origin (${next.origin}); not followed with the site token or a password`,
        reason: 'a redirect to another origin',
      }
    if (hop >= MAX_REDIRECTS)
      return {
        status: response.status,
        refused: `HTTP ${response.status}: more than ${MAX_REDIRECTS} redirects`,
        reason: `more than ${MAX_REDIRECTS} redirects`,
      }
    const resends = response.status === 307 || response.status === 308
    // A write moved by 301/302/303 would reach its target as a GET: nothing saved, and an answer that
    // takes any 2xx (answers.ts anyAnswer) would call it saved. Only 307/308 carry a write on.
    if (!resends && send.method !== 'GET' && send.method !== 'HEAD')
      return {
        status: response.status,
        refused: `HTTP ${response.status}: the back end moved a ${send.method} to ${next.pathname}, which only 307/308 carry on with the body`,
        reason: `a ${send.method} moved by a redirect`,
        movedWrite: { from: target, to: next.href },
      }
    if (!resends) send = { method: 'GET', body: undefined }
    target = next.href
  }
}

/**
 * The answer's text, or null when it is larger than `maxBytes` (declared or read so far): reading
 * stops there. A body that fails to read (it stalls past the call's timeout, the connection is cut
 * mid-body) throws that error: it was read as an empty answer before, logged as one the contract refuses.
 * A compressed answer's Content-Length is its compressed size, and fetch hands over the body unpacked
 * (workerd keeps the header): such a body is counted as it is read. Trusted, 100 kB of gzip read
 * whole as 100 MB, or 1 GB - the isolate's 128 MB, every shopper's page in it (session 70's transport audit).
 */
export async function textWithin(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    return null
  }
  const packed = !/^(identity)?$/i.test(response.headers.get('content-encoding')?.trim() ?? '')
  if (!response.body || (response.headers.has('content-length') && !packed)) return response.text()
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return text + decoder.decode()
      bytes += value.byteLength
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {})
        return null
      }
      text += decoder.decode(value, { stream: true })
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    throw error
  }
}

/**
 * What went wrong when a compressed answer's body failed to unpack, or null for any other read error.
 * A body that is not what its `Content-Encoding` says (a proxy adding `gzip` to a plain answer) fails
 * in workerd as "Gzip decompression failed." and in Node as "terminated" caused by zlib's "incorrect
 * header check": logged as "the answer was cut mid-body", it sent an operator after the network
 * (session 70's transport audit). A packed body that ends short ("Gzip compressed stream ended
 * prematurely.") was cut, and says so.
 */
export function unpackFailure(error: unknown, encoding: string | null): string | null {
  const packed = encoding?.trim() ?? ''
  if (/^(identity)?$/i.test(packed) || !(error instanceof Error)) return null
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined
  const said = `${error.message} ${cause?.message} ${cause?.code}`
  if (/ended prematurely/i.test(said)) return `the answer was cut mid-body, its ${packed} ended short`
  if (/decompression failed|Z_DATA_ERROR/i.test(said))
    return `a body that is not the ${packed} its Content-Encoding says`
  return null
}

/** An HTML document (by its type or its first tag), not the JSON or text a call answers with. */
export function isHtmlPage(text: string, contentType: string | null): boolean {
  return /\btext\/html\b/i.test(contentType ?? '') || /^\s*<(!doctype\s+html|html[\s>])/i.test(text.slice(0, 256))
}

function readBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The back ends this isolate has named in its log (at most a few: one per ADMIN_API_URL value). */
const named = new Set<string>()
function nameBackEnd(label: string) {
  if (named.has(label) || named.size > 8) return
  named.add(label)
  console.warn(`[admin-api] a call failed; the admin API this Worker calls is ${label}`)
}

function failure(
  kind: ApiFailureKind,
  status: number,
  body: unknown,
  message: string,
  log?: { endpoint: string; line: string; detail: string; label: string },
): ApiFailure {
  if (log) nameBackEnd(log.label)
  const result: ApiFailure = { ok: false, kind, status, body, message }
  if (log) logCallFailure(log.endpoint, result, log.line, log.detail)
  reportBackEndFailure(result, log?.endpoint)
  return result
}

/**
 * The value of a result, or the given default (the spec's "logged only, defaults stay"): apiRequest
 * logged the failure (logCallFailure, once a minute per call); `log` is for a caller that wants its own line.
 */
export function valueOr<T>(result: ApiResult<T>, fallback: T, log?: (msg: string) => void): T {
  if (result.ok) return result.data
  log?.(`[admin-api] ${result.message}`)
  return fallback
}
