import { SERVER_LIMITS, SERVER_TIMINGS } from '#config'
import { type EndpointName, endpoints, type ResponseOf } from '#contract/endpoints.ts'
import { wholeNumberVariable } from '../env'
import { type CallOptions, callEndpoint } from './call'
import { type AdminApiConfig, type ApiFailure, type ApiResult, answerFacts } from './client'
import { isLostData, reportBackEndFailure, reportItemsDropped } from './failures'
import { createMemo, FAILURE_KEEP_MS, type Memo } from './memo'
import { callLabel } from './secondary-calls'

/**
 * Answers the back end gives every shopper alike (the registry's `shared` endpoints), reused inside
 * one isolate for `SERVER_TIMINGS.isolateAnswerReuse` (decision 0095). A home page rendered for a link with
 * a tracking parameter, a filtered listing or a search asks the same questions as the last shopper's;
 * the page cache cannot hold those pages (a query string is never cached), and without this each of
 * them cost the back end every call again.
 *
 * A render the page cache will store always asks the back end, and its answer replaces the kept one:
 * a purge is followed by pages rendered from what the back end says now, never from an answer kept
 * from before it. The Worker tells which renders those are (`onStoredRender`).
 *
 * A caller must not change a kept answer: it would change it for every later shopper. Under test the
 * answers are frozen, so such a caller fails there; not in a build, where the dehydrated state would
 * carry the freeze (seroval writes `Object.freeze` for a frozen object) to the browser, whose code
 * may change its copy.
 */
type Answer = ApiResult<unknown>

const FAILURE_WEIGHT = 1_000
// import.meta.env is Vite's: Node has none when the end-to-end helpers load this module (through the
// group cookie's signing, platform/cookies/group.ts -> cart-session.ts); reading MODE there threw.
const FREEZE_KEPT = import.meta.env?.MODE === 'test'
const answers = createMemo<Answer>(() => Date.now(), undefined, {
  maxEntries: SERVER_LIMITS.sharedAnswerEntries,
  maxWeight: SERVER_LIMITS.sharedAnswerChars,
  weigh: (result) => (result.ok ? (answerFacts(result)?.chars ?? FAILURE_WEIGHT) : FAILURE_WEIGHT),
})

/** The render the page cache will store, as an identity (its render record), or nothing; `true`: one that cannot be told apart. */
type StoredRender = object | boolean | null | undefined
let storedRender: () => StoredRender = () => null
/** Per stored render, the keys of each memo it has asked afresh already. */
const askedAfresh = new WeakMap<object, Map<Memo<never>, Set<string>>>()

/** The Worker's page cache says which render, if any, is one it will store (worker/middleware/page-cache/render-record.ts). */
export function onStoredRender(check: (() => StoredRender) | null) {
  storedRender = check ?? (() => null)
}

/** The longest a back end's Retry-After keeps a call unasked in an isolate: as long as a good answer is reused by default. */
export const RETRY_AFTER_CAP_MS = SERVER_TIMINGS.isolateAnswerReuse

/**
 * How long a failed call is remembered after it failed (decision 0127): a 429 or 503 that said when to
 * ask again, that long (at least FAILURE_KEEP_MS, at most RETRY_AFTER_CAP_MS); any other failure -
 * a timeout, a 5xx, an answer over the size cap, one the contract refuses - FAILURE_KEEP_MS.
 */
export function failureKeepMs(failure: Pick<ApiFailure, 'retryAfterMs'>): number {
  const wait = failure.retryAfterMs
  return wait === undefined ? FAILURE_KEEP_MS : Math.min(RETRY_AFTER_CAP_MS, Math.max(FAILURE_KEEP_MS, wait))
}

/**
 * The memo's answer for the key, or for a render the page cache stores a fresh one that replaces it -
 * once per render and key: the render's later reads share that load (a home page reads the settings
 * 15 times; each asked the back end again, so one slow settings call cost a page three timeouts in a
 * row). A failure is kept failureKeepMs after it failed, and every render takes it in that time, the
 * stored ones too (decision 0127): each asked again before, so a call that hung made every view of a
 * cacheable page wait the 4 s timeout again. That render then records the failure as its own
 * (sharedAnswer, loadGlobalSettings), so its page is stored briefly or not at all. The site's
 * settings and footer read through this too: one memory of failures for every call.
 */
export async function keptOrFresh<R extends ApiResult<unknown>>(
  memo: Memo<R>,
  key: string,
  ttlMs: number,
  load: () => Promise<R>,
): Promise<R> {
  const ok = (r: R) => r.ok || failureKeepMs(r)
  const render = storedRender()
  if (!render) return memo.get(key, ttlMs, load, ok)
  // A 404 kept for a moment is an answer, not a failure: a stored render asks for it afresh (decision 0095).
  const kept = memo.keptFailure(key)
  const failed = kept && (await kept)
  if (failed && !failed.ok && isLostData(failed)) return failed
  if (render === true) return memo.refresh(key, ttlMs, load, ok)
  const byMemo = askedAfresh.get(render) ?? new Map<Memo<never>, Set<string>>()
  askedAfresh.set(render, byMemo)
  const keys = byMemo.get(memo as Memo<never>) ?? new Set<string>()
  byMemo.set(memo as Memo<never>, keys)
  if (keys.has(key)) return memo.get(key, ttlMs, load, ok)
  keys.add(key)
  return memo.refresh(key, ttlMs, load, ok)
}

/** Whether this call may take a kept answer: a shared endpoint, asked without a shopper's token or per-call headers. */
export function isShareable(name: EndpointName, cfg: Pick<AdminApiConfig, 'accessToken'>, opts: CallOptions): boolean {
  const def = endpoints[name] as { shared?: boolean; method: string }
  return (
    def.shared === true &&
    def.method === 'GET' &&
    !cfg.accessToken &&
    opts.body === undefined &&
    (opts.headers === undefined || Object.keys(opts.headers).length === 0)
  )
}

/** Everything the answer depends on: the back end, the site, the endpoint, the language, dev mode, the path parameters and the query. */
export function sharedAnswerKey(cfg: AdminApiConfig, name: EndpointName, opts: CallOptions): string {
  return [
    cfg.baseUrl,
    cfg.siteToken,
    name,
    cfg.locale,
    cfg.devMode ? 1 : 0,
    JSON.stringify(opts.params ?? null),
    JSON.stringify(opts.query ?? null),
  ].join('|')
}

/** Under test only (see above). */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) deepFreeze(child)
}

/**
 * How long answers are reused, in ms: the Worker variable SHARED_ANSWER_SECONDS when it is a whole
 * number of seconds from 0 (every render asks the back end) to 3600, else `SERVER_TIMINGS.isolateAnswerReuse`.
 */
export function sharedAnswerTtlMs(configured: string | undefined): number {
  const seconds = wholeNumberVariable(configured, 0, 3_600)
  return seconds === undefined ? SERVER_TIMINGS.isolateAnswerReuse : seconds * 1_000
}

/** Calls the endpoint, or hands out this isolate's kept answer to the same call (see above). */
export async function sharedAnswer<N extends EndpointName>(
  cfg: AdminApiConfig,
  name: N,
  opts: CallOptions,
  ttlMs: number = SERVER_TIMINGS.isolateAnswerReuse,
  call: typeof callEndpoint = callEndpoint,
): Promise<ApiResult<ResponseOf<N>>> {
  if (ttlMs <= 0 || !isShareable(name, cfg, opts)) return call(cfg, name, opts)
  const key = sharedAnswerKey(cfg, name, opts)
  let fetched = false
  const load = () => {
    fetched = true
    return call(cfg, name, opts).then((result) => {
      if (result.ok && FREEZE_KEPT) deepFreeze(result.data)
      return result as Answer
    })
  }
  const result = await keptOrFresh(answers, key, ttlMs, load)
  if (!fetched) {
    // What the call itself would have reported for this request: its failure, its dropped items.
    if (!result.ok) reportBackEndFailure(result, callLabel(name))
    else reportItemsDropped(answerFacts(result)?.dropped ?? 0)
  }
  return result as ApiResult<ResponseOf<N>>
}

/** Forgets every kept answer of this isolate (a purge; tests). */
export function forgetSharedAnswers() {
  answers.clear()
}

/** For tests: how much is kept. */
export function sharedAnswersSize() {
  return answers.size()
}
