import { defaultSerovalDeserializerPlugins } from '@tanstack/react-router/ssr/client'
import type { Context, MiddlewareHandler } from 'hono'
import { fromJSON } from 'seroval'
import { BUILD_HEADER, BUILD_ID, STALE_BUILD_HEADER } from '#platform/shared/stale-build.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { BodyReadError } from '../body-limit'

/**
 * How deep a server function's payload may nest, counted in the JSON seroval writes (each object
 * of the data is three levels, each array two): the largest call the shop makes is about 20.
 * Thousands fit in the body limit and overflow seroval's stack.
 */
export const SERVER_FN_PAYLOAD_DEPTH = 96

/** A server function's id: a hash in a build, base64url in development; `_n` when two collide. */
const FN_ID = /^[A-Za-z0-9_-]{1,1024}$/

/** What a call answers when seroval cannot read its payload, here or in Start. */
const UNREADABLE = 'the call cannot be read'

/**
 * Plain text: TanStack Start's client throws a failed answer's text as the call's error, where it
 * would hand a JSON one back as the call's result.
 */
const bad = (c: Context<AppEnv>, what: string) => c.text(`Bad Request: ${what}`, 400)
const unknownFunction = (c: Context<AppEnv>) => c.text('Not Found: no such server function', 404)

/**
 * Whether a failed call may come from a page of another build (decision 0131): the page names its
 * build (BUILD_HEADER) and it is not this one, or - for an id this build does not know - it names none
 * (a page of a build before the header, or a stranger: a reload costs them nothing).
 */
const fromAnotherBuild = (c: Context<AppEnv>, unknownId: boolean) => {
  const build = c.req.header(BUILD_HEADER)
  return build === undefined ? unknownId : build !== BUILD_ID
}

/**
 * An id this build does not know, called by a page of another build: still the 404, marked
 * `X-Stale-Build: 1` with a text that says why (plain text, as Start's client throws it).
 */
const staleFunction = (c: Context<AppEnv>) =>
  c.text('Not Found: no such server function in this build; the shop was updated, reload the page', 404, {
    [STALE_BUILD_HEADER]: '1',
  })

/**
 * Why a payload (the body of a POST, the `payload` query of a GET) is not a server-function call,
 * or null when it is one: JSON of seroval's envelope `{ t, f, m }`, nested at most SERVER_FN_PAYLOAD_DEPTH.
 */
export function payloadProblem(text: string): string | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return 'the call is not JSON'
  }
  const envelope = json as { t?: unknown; f?: unknown; m?: unknown } | null
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    Array.isArray(envelope) ||
    !envelope.t ||
    typeof envelope.t !== 'object' ||
    typeof envelope.f !== 'number' ||
    !Array.isArray(envelope.m)
  )
    return 'the call is not a server-function payload'
  if (deeperThan(json, SERVER_FN_PAYLOAD_DEPTH))
    return `a server-function payload may nest at most ${SERVER_FN_PAYLOAD_DEPTH} levels`
  if (!serovalReads(json)) return UNREADABLE
  return null
}

/**
 * Whether seroval reads the envelope, as Start will (its deserializer plugins; the shop registers no
 * serialization adapters of its own). Start's failure to read one - a RegExp node that is no pattern,
 * a BigInt of letters, a typed array past its buffer, a plugin tag nobody knows - was answered 400
 * (below) only after Start had logged it with its whole stack: fifteen lines a call, which a stranger
 * could send by the thousand (h2's sweep, session 69). Read here first, it is a 400 and no log line.
 */
function serovalReads(json: unknown): boolean {
  try {
    fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: defaultSerovalDeserializerPlugins })
    return true
  } catch {
    return false
  }
}

/** A call Start would not read: the 400, marked when the page is of another build (its call's shape may have changed). */
const unreadable = (c: Context<AppEnv>) => {
  const res = bad(c, UNREADABLE)
  if (fromAnotherBuild(c, false)) res.headers.set(STALE_BUILD_HEADER, '1')
  return res
}

/** Whether objects and arrays in a parsed JSON value nest deeper than `limit`; no recursion, stops at the first too deep. */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    if (depth + 1 > limit) return true
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1])
  }
  return false
}

/** TanStack Start's own failures of a call that never reached the function, by the error it serialises. */
const START_FAILURES: readonly [RegExp, 'unknown' | 'unreadable'][] = [
  [/"message":\{"t":1,"s":"Server function info not found for /, 'unknown'],
  [/"message":\{"t":1,"s":"Invalid server function ID/, 'unknown'],
  [/"message":\{"t":1,"s":"Seroval Error/, 'unreadable'],
]

/**
 * The header TanStack Start's client sends with every call. Without it Start answers as to a plain
 * HTML form posted to a function's `url`: the function's raw value when it is a Response, null or
 * no object - and a null or a boolean is no Response, so Start's 500 and a stack trace in the log
 * (round 11 finding 4: paymentStatusFn, checkoutContactFn, getTranslatedSlug, promoRefusedFn,
 * getOwnAdvertFn). The shop posts no form to a function, so a call without it is never the shop's.
 */
const SERVER_FN_HEADER = 'x-tsr-serverFn'

/**
 * A server-function call that cannot be one is a 4xx that says why, never TanStack Start's 500
 * (review r3): an id that is no id, or one the build does not know, is a 404; a payload that is not
 * JSON, not seroval's envelope, nested thousands deep, or that seroval cannot read, and a form that
 * does not parse, are a 400; so is a call without `x-tsr-serverFn: true` (refused rather than the
 * header supplied: Start would then run the function, back-end calls and all, for a caller that is
 * not the shop's client). What passes is the call as it came (the body is read from a copy).
 */
export const serverFnCall: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = requestUrl(c).pathname.slice('/_serverFn/'.length)
  if (!FN_ID.test(id)) return unknownFunction(c)
  // Start answers a HEAD 405 for a function it knows, and 500 with no body (nothing to read) for one it does not.
  if (c.req.method === 'HEAD')
    return c.text('Method Not Allowed: a server function takes GET or POST', 405, { Allow: 'GET, POST' })
  const type = (c.req.header('Content-Type') ?? '').toLowerCase()
  if (c.req.method === 'GET') {
    const payload = requestUrl(c).searchParams.get('payload')
    const problem = payload ? payloadProblem(payload) : null
    if (problem) return problem === UNREADABLE ? unreadable(c) : bad(c, problem)
  } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      await c.req.raw.clone().formData()
    } catch {
      return bad(c, 'the form cannot be read')
    }
  } else if (type.includes('application/json')) {
    const text = await c.req.raw
      .clone()
      .text()
      .catch((error: unknown) => {
        throw new BodyReadError(error)
      })
    const problem = payloadProblem(text)
    if (problem) return problem === UNREADABLE ? unreadable(c) : bad(c, problem)
  }
  if (c.req.header(SERVER_FN_HEADER) !== 'true') return bad(c, `a server-function call sends ${SERVER_FN_HEADER}: true`)
  await next()
  // A refused input (decision 0119) or a payload Start cannot read, from a page of another build: the
  // call's shape changed with the deploy. The answer is kept and marked.
  if (c.res.status === 400 && fromAnotherBuild(c, false)) {
    const marked = new Response(c.res.body, c.res)
    marked.headers.set(STALE_BUILD_HEADER, '1')
    c.res = undefined as unknown as Response
    c.res = marked
    return
  }
  if (c.res.status !== 500) return
  const text = await c.res.clone().text()
  const failure = START_FAILURES.find(([pattern]) => pattern.test(text))?.[1]
  if (!failure) return
  // A new answer, not Start's headers on it (its length, its x-tss-serialized).
  c.res = undefined as unknown as Response
  if (failure === 'unknown') {
    c.res = fromAnotherBuild(c, true) ? staleFunction(c) : unknownFunction(c)
    return
  }
  c.res = unreadable(c)
}
