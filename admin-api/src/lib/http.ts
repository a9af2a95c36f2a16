import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { EndpointDef } from '#contract/endpoints.ts'
import { ApiError } from './api-error'
import { requireUser } from './auth'
import type { ConfigVars } from './config'
import type { CategoryRow, Loc } from './listing'
import { messageLocale } from './message-language'
import { zodErrorMap } from './zod-locales'

export interface Bindings extends ConfigVars {
  DB: D1Database
  ACCESS_TTL?: string
  REFRESH_TTL?: string
  /** The least time (ms) a code or reset-link request takes to answer (lib/even-answer.ts; default 150). */
  EVEN_ANSWER_MS?: string
  PUBLIC_URL?: string
  /** URLs per sitemap file before it becomes an index (default and most: the protocol's 50,000; services/sitemap.ts). */
  SITEMAP_URLS_PER_FILE?: string
  /** Advert photos (decision 0022); wrangler dev gives a local bucket. */
  ADVERT_IMAGES?: R2Bucket
}

export interface Site {
  id: number
  token: string
  theme: string
  main_lang: string
}

export interface AuthUser {
  id: number
  jti: string
  /** The session (claim `sid`) the token belongs to (verifyToken refuses a token without one). */
  sid: string
  exp: number
  /** Issued at (unix seconds). */
  iat: number
}

export interface Vars {
  site: Site
  locale: Loc
  categories?: Promise<CategoryRow[]>
  /** The site's own country (lib/site-country.ts `siteCountryCode`), read once per request. */
  country?: Promise<string>
  user?: AuthUser | null
}

export type AppEnv = { Bindings: Bindings; Variables: Vars }
export type Ctx = Context<AppEnv>
export type App = Hono<AppEnv>
export type Layer = MiddlewareHandler<AppEnv>

const layersOf = new WeakMap<App, readonly Layer[]>()

/**
 * A sub-app whose every route runs `layers` first (the site scope, a body limit...). The layers are
 * attached to each route, not with `use('*')`: a sub-app's `use('*')` would, once mounted with
 * `app.route('/', sub)`, run for every other sub-app's requests too, and the result would depend on
 * the order of the mounts. Register its endpoints with `route()` and its raw routes with
 * `app.get(path, ...layers(app), handler)`.
 */
export function subApp(...layers: Layer[]): App {
  const app = new Hono<AppEnv>({ strict: false })
  layersOf.set(app, layers)
  return app
}

/**
 * The layers a sub-app's routes run (none for a plain Hono app), to spread before a handler. Typed
 * as an empty tuple: Hono's overloads type each handler position, and middleware adds no types here.
 */
export const layers = (app: App) => [...(layersOf.get(app) ?? [])] as unknown as []

/** zod issues -> { "field.path": ["message"] } */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || '_'
    const list = out[key] ?? []
    list.push(issue.message)
    out[key] = list
  }
  return out
}

/** The answer to each part of a request its schema refuses, written out (the message table's entries). */
const INVALID = { params: 'Invalid params', query: 'Invalid query', body: 'Invalid body' } as const

function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: keyof typeof INVALID,
  loc: Loc | undefined,
): z.infer<S> {
  // zod's own messages ("Too small: expected string to have >=8 characters") in the request's language.
  const r = schema.safeParse(value, { error: zodErrorMap(loc) })
  if (!r.success) throw new ApiError(400, INVALID[what], fieldErrors(r.error, what === 'body' ? '' : what))
  return r.data
}

/** Query as an object: single values as strings, repeated keys as arrays. */
export function queryObject(c: Ctx): Record<string, string | string[]> {
  const all = c.req.queries()
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of Object.entries(all)) out[k] = v.length === 1 ? (v[0] as string) : v
  return out
}

/** Reads a JSON body: empty -> {}, broken JSON -> 400. */
export async function readJson(c: Ctx): Promise<unknown> {
  let text: string
  try {
    text = await c.req.text()
  } catch {
    throw new ApiError(400, 'Unreadable body')
  }
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Invalid JSON body')
  }
}

type In<S> = S extends z.ZodType ? z.infer<S> : undefined
export interface Input<E extends EndpointDef> {
  params: In<E['params']>
  query: In<E['query']>
  body: In<E['body']>
}
export type HandlerResult<E extends EndpointDef> = z.input<E['response']> | Response

type Handler<E extends EndpointDef> = (c: Ctx, input: Input<E>) => Promise<HandlerResult<E>>

const routePath = (e: EndpointDef) => (e.path.length > 1 ? e.path.replace(/\/$/, '') : e.path)

/** An endpoint's handler: validates params, query and body with its schemas (400 with field errors), enforces auth, answers with its status. */
function answer<E extends EndpointDef>(e: E, handler: Handler<E>) {
  return async (c: Ctx) => {
    if (e.auth === 'required') await requireUser(c)
    const params = (e.params ? parseWith(e.params, c.req.param(), 'params', messageLocale(c)) : undefined) as In<
      E['params']
    >
    const query = (e.query ? parseWith(e.query, queryObject(c), 'query', messageLocale(c)) : undefined) as In<
      E['query']
    >
    const body = (e.body ? parseWith(e.body, await readJson(c), 'body', messageLocale(c)) : undefined) as In<E['body']>
    const out = await handler(c, { params, query, body })
    if (out instanceof Response) return out
    if (e.status === 204) return c.body(null, 204)
    if (e.text) return c.text(String(out))
    return c.json(out as object, (e.status ?? 200) as 200)
  }
}

/**
 * Registers an endpoint of the contract: validates params, query and body with its schemas
 * (400 with field errors), enforces auth, then answers JSON with the endpoint's status.
 */
export function route<E extends EndpointDef>(app: App, e: E, handler: Handler<E>) {
  app.on(e.method, routePath(e), ...layers(app), answer(e, handler))
}

/**
 * Two endpoints of the contract on one method and path, told apart by the query's `area` (the
 * accounts spec's adverts calls on the shop's paths, decision 0045): without `area` the first one
 * answers, with any `area` the second (whose query schema answers a wrong value with a 400). One
 * route, so neither a second route on the path nor the registration order is involved (decision 0042).
 */
export function routeByArea<S extends EndpointDef, A extends EndpointDef>(
  app: App,
  plain: S,
  plainHandler: Handler<S>,
  inArea: A,
  areaHandler: Handler<A>,
) {
  if (plain.method !== inArea.method || routePath(plain) !== routePath(inArea))
    throw new Error(`routeByArea: ${plain.method} ${plain.path} and ${inArea.method} ${inArea.path} differ`)
  const [outside, inside] = [answer(plain, plainHandler), answer(inArea, areaHandler)]
  app.on(plain.method, routePath(plain), ...layers(app), (c) =>
    c.req.query('area') === undefined ? outside(c) : inside(c),
  )
}

export const nowIso = () => new Date().toISOString()
// One rounding rule for money and counts on both sides (app/api/contract/numbers.ts).
export { round2, round3 } from '#contract/numbers.ts'

export function baseUrl(c: Ctx): string {
  return c.env.PUBLIC_URL || new URL(c.req.url).origin
}

export function parseJson<T>(s: string | null | undefined, fallback: T): T {
  if (!s) return fallback
  try {
    return JSON.parse(s) as T
  } catch {
    return fallback
  }
}

export function pickLocale<T = string>(obj: Record<string, T> | null | undefined, loc: Loc): T | undefined {
  if (!obj) return undefined
  return obj[loc] ?? obj.ro
}
