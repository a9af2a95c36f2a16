import type { Context } from 'hono'
import { Hono } from 'hono'
import { FALLBACK_LOCALE, hasAdverts, isLocale, LOCALES, type Locale, SERVER_LIMITS, SERVER_TIMINGS } from '#config'
import { advertIdOf } from '#contract/advert-id.ts'
import { ADVERT_UPLOAD_BODY_BYTES, ADVERTS } from '#contract/advert-rules.ts'
import { advertDetailSchema, advertFormFieldsSchema, advertVisitorView } from '#contract/adverts.ts'
import { flagValue, isRecord } from '#contract/common.ts'
import { buildPath, endpoints } from '#contract/endpoints.ts'
import { callEndpoint } from '#platform/backend/call.ts'
import { apiHeaders, buildUrl, textWithin } from '#platform/backend/client.ts'
import { requestSession } from '#platform/cart-session.ts'
import { purgeAdvertArea, purgePrefixes } from '#platform/page-cache/index.ts'
import { pathPrefix } from '#platform/page-cache/key.ts'
import type { PageCacheEnv } from '#platform/page-cache/store.ts'
import { cleanPath } from '#platform/paths.ts'
import { parseErrorBody } from '#platform/shared/error-body.ts'
import { endedSessionCookies, SESSION_ENDED, SESSION_HEADER, secureFor } from '#platform/shared/session-cookies.ts'
import { adminConfig } from '#platform/site.server.ts'
import { applyCookies } from '../lib/cookies'
import { devModeOn } from '../middleware/viewer-flags'
import type { AppEnv } from '../types'
import { multipartBoundary, watchFields } from './multipart-watch'

/**
 * The advert add/edit/delete calls of the storefront (issue 19; decision 0029). Server functions
 * are capped at 256 KiB (worker/middleware/body-limit/index.ts), far below 10 photos of 5 MB, so the form posts here:
 * - POST /api/adverts?lang=ro            -> POST  {admin}/api/adverts/           (multipart)
 * - PATCH /api/adverts/{slug}?lang=ro    -> PATCH {admin}/api/adverts/{slug}/    (multipart)
 * - DELETE /api/adverts/{slug}?lang=ro   -> DELETE {admin}/api/adverts/{slug}/
 * The body is streamed, never buffered, and cut at ADVERT_UPLOAD_BODY_BYTES (a declared length over it
 * is refused before a byte is read). The shopper's bearer comes from the HttpOnly `token` cookie; no
 * cookie is a 401 here, a 401 from the back end ends the session like every signed-in call. The
 * back end's answer (its 400 field errors, 404, 413) is passed through. CSRF is the app-wide rule
 * (worker/middleware/csrf/index.ts runs before this). A save or delete purges the cached pages it changed.
 */
type Ctx = Context<AppEnv>

const SLUG = /^[A-Za-z0-9_-]{1,200}$/
const MB = ADVERT_UPLOAD_BODY_BYTES / 1024 / 1024

export const tooLargeMessage = `Payload Too Large: an advert with its images may be at most ${MB.toFixed(2)} MB (${ADVERT_UPLOAD_BODY_BYTES} bytes); each image at most 5 MB`

/** The request body, counted as it streams through; past `max` bytes the stream fails and `overflowed()` says why. */
export function cappedBody(
  body: ReadableStream<Uint8Array>,
  max: number,
): { stream: ReadableStream<Uint8Array>; overflowed: () => boolean } {
  let seen = 0
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > max) controller.error(new Error(`Payload Too Large: more than ${max} bytes`))
        else controller.enqueue(chunk)
      },
    }),
  )
  return { stream, overflowed: () => seen > max }
}

/**
 * The seller's phones of a save, checked as the form checks them (accounts spec 5; form-rules.ts
 * phoneProblems): `contacts` a JSON list of `{ name?, phone }`, each phone 8 to 15 digits with a
 * country code after its `+` (advertContactInputSchema), or '' / '[]' (cleared). Null when it holds;
 * else the refusal's words. A crafted request stored any text as a phone on a back end that takes the
 * field as it comes (the form's check is the browser's only).
 */
export function contactsProblem(value: string): string | null {
  if (value === '') return null
  const read = advertFormFieldsSchema.shape.contacts.safeParse(value)
  if (read.success) return null
  const issue = read.error.issues[0]
  return issue?.path.includes('phone')
    ? `${issue.message}: each phone 8 to 15 digits, its country code after the +`
    : 'a JSON list of { name, phone }'
}
export const CONTACTS_FIELD = ADVERTS.formLists.contacts

function localeOf(c: Ctx): Locale {
  const lang = c.req.query('lang')
  return isLocale(lang) ? lang : FALLBACK_LOCALE
}

/**
 * The cached pages one advert appears on (decision 0029): the list's first page in every language and
 * the advert's page under its old slug, its new slug and its id. Filtered or paged lists carry a query
 * string and are never cached (platform/page-cache/key.ts). Each slug or id is one path segment,
 * encoded, and spelled as the page cache keys it (cleanPath: lower case, one escaping); an id text's
 * `:` may reach the cache as sent or escaped, so both are purged. A dot segment is no page of the advert.
 */
export function advertPagePaths(slugs: (string | undefined)[]): string[] {
  const keys = [...new Set(slugs.filter((s): s is string => s !== undefined && s !== '' && s !== '.' && s !== '..'))]
  const segments = [...new Set(keys.flatMap((k) => [encodeURIComponent(k), ...(advertIdOf(k) === k ? [k] : [])]))]
  return LOCALES.flatMap((lang) => [
    `/${lang}/adverts`,
    ...new Set(segments.map((s) => cleanPath(`/${lang}/adverts/${s}`))),
  ])
}

async function purgeAdvertPages(c: Ctx, slugs: (string | undefined)[]) {
  const token = c.env.SITE_TOKEN ?? ''
  await purgePrefixes(
    c.env as AppEnv['Bindings'] & PageCacheEnv,
    advertPagePaths(slugs).map((path) => pathPrefix(token, path)),
    'advert saved',
  )
}

/** The registry's advert writes this API forwards (their method and path are the registry's). */
type AdvertWrite = (typeof endpoints)['createAdvertAtSlug' | 'updateAdvert' | 'deleteAdvert']

/**
 * The slug a create proposes in the spec's path (POST /api/adverts/{slug}/): the form's, from its title
 * (`?slug=`), when it is one, else `advert`, and a random end. The back end names the advert's slug in
 * its answer; session 63's operator audit: a back end taking the spec's path refused ours (/api/adverts/,
 * named by no spec), so no advert could be published.
 */
export function proposedSlug(fromForm: string | undefined): string {
  const slug = fromForm?.trim().toLowerCase()
  const base = slug && /^[a-z0-9][a-z0-9-]{0,79}$/.test(slug) ? `${slug}-` : 'advert-'
  // a random end: two adverts of one title propose two slugs
  return `${base}${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`
}

/**
 * Where an advert stood before an edit or delete: shown to visitors (its id and slug, and what its
 * pages show of it: `advertVisitorView`), not shown (null), or not known.
 */
export type AdvertBefore = { id: string; slug: string; view?: string } | null | 'unknown'

/** What visitors see of a saved advert (the back end's answer, `advertVisitorView`), or null when it is no advert. */
export function visitorView(answer: unknown): string | null {
  const read = advertDetailSchema.safeParse(answer)
  return read.success ? advertVisitorView(read.data) : null
}

/** A flag as the contract reads one (true/false, 1/0, their text in any case), or null when it is none. */
const flagOf = (value: unknown): boolean | null => {
  const read = flagValue.safeParse(value)
  return read.success ? read.data : null
}
/** A saved advert visitors see: not a draft and not inactive (an answer that does not say counts as seen). */
const shown = (saved: Record<string, unknown> | null) =>
  saved === null || !(flagOf(saved.is_draft) === true || flagOf(saved.is_active) === false)

/**
 * The cached pages a save or delete changes (decision 0029), or none: only an advert visitors see, or
 * saw before, is on a cached page. Session 59's audit: a private draft created and deleted in a loop
 * purged the list in every language and then the whole area, each round, so one account kept the
 * adverts cache empty for everyone. `before` comes from the public read made before an edit or delete;
 * a delete whose advert could not be read purges the area (its id is not known).
 */
export function advertPurge(
  method: AdvertWrite['method'],
  slug: string | undefined,
  before: AdvertBefore,
  saved: Record<string, unknown> | null,
): { slugs: (string | undefined)[] } | 'area' | null {
  // An id is text (contract advert-id.ts): an integer's digits, or id text; one the shop cannot carry is none.
  const ids = (x: { id?: unknown; slug?: unknown } | null) =>
    x ? [typeof x.slug === 'string' ? x.slug : undefined, advertIdOf(x.id) ?? undefined] : []
  const known = before === 'unknown' ? null : before
  if (method === 'DELETE') return before === 'unknown' ? 'area' : before ? { slugs: [slug, ...ids(before)] } : null
  if (method === 'POST') return shown(saved) ? { slugs: ids(saved) } : null
  // An edit that changed nothing visitors see purges nothing (session 63's audit: the same form sent
  // again 60 times in a second emptied the area's cached pages in every language each time).
  if (known?.view !== undefined && known.view === visitorView(saved)) return null
  return before !== null || shown(saved) ? { slugs: [slug, ...ids(saved), ...ids(known)] } : null
}

/** The advert as visitors see it (the public read, no token): where it stood before an edit or delete. */
async function advertBefore(c: Ctx, slug: string): Promise<AdvertBefore> {
  const r = await callEndpoint(adminConfig(c.env, { locale: localeOf(c) }), 'advertBySpecPath', {
    params: { slug },
    query: { area: ADVERTS.specArea },
  })
  if (r.ok) return { id: r.data.id, slug: r.data.slug, view: advertVisitorView(r.data) }
  return r.status === 404 ? null : 'unknown'
}

/** `slug`: the advert edited or deleted (undefined: a create, at `pathSlug`, the slug it proposes). */
async function forward(
  c: Ctx,
  write: AdvertWrite,
  slug: string | undefined,
  pathSlug: string | undefined = slug,
): Promise<Response> {
  const { method } = write
  const path = buildPath(write.path, pathSlug === undefined ? {} : { slug: pathSlug })
  c.header('Cache-Control', 'no-store')
  // Of several `token` copies (another path's or domain's), the one the back end accepts (sessionToken).
  const accessToken = await requestSession(c.env, c.req.raw, localeOf(c))
  if (!accessToken) return c.json({ error: 'Unauthorized: sign in to save or delete an advert' }, 401)

  const cfg = adminConfig(c.env, {
    locale: localeOf(c),
    devMode: devModeOn(c),
    accessToken,
  })
  const headers = apiHeaders(cfg, false)
  let body: ReturnType<typeof cappedBody> | undefined
  let phoneRefusal: () => string | null = () => null
  if (method !== 'DELETE') {
    const type = c.req.header('Content-Type') ?? ''
    if (!/^multipart\/form-data;\s*boundary=/i.test(type))
      return c.json({ error: 'Unsupported Media Type: send the advert as multipart/form-data' }, 415)
    const declared = c.req.header('Content-Length')
    if (declared !== undefined && !(Number(declared) <= ADVERT_UPLOAD_BODY_BYTES))
      return c.json({ error: tooLargeMessage }, 413)
    if (!c.req.raw.body) return c.json({ error: 'Bad Request: the form is empty' }, 400)
    body = cappedBody(c.req.raw.body, ADVERT_UPLOAD_BODY_BYTES)
    // The seller's phones, checked as the body passes (never buffered): a refused one fails the stream
    // before the back end has the whole form, and the form hears a 400 on its contacts.
    const boundary = multipartBoundary(type)
    if (boundary) {
      const watched = watchFields(body.stream, boundary, new Set([CONTACTS_FIELD]), (_name, value) =>
        contactsProblem(value),
      )
      body = { ...body, stream: watched.stream }
      phoneRefusal = watched.refusal
    }
    headers.set('Content-Type', type)
    if (declared !== undefined) headers.set('Content-Length', declared)
  }

  const request = new Request(buildUrl(cfg.baseUrl, path), {
    method,
    headers,
    body: body?.stream,
    signal: AbortSignal.timeout(SERVER_TIMINGS.advertUploadTimeout),
    // A redirect is not followed: followed, workerd sent the write with its Site-Token to whatever host
    // the Location named (a review of sessions 59-62; the other calls go through fetchWithinOrigin). A
    // streamed form cannot be sent twice anyway: a 3xx is an answer the form cannot use (below).
    redirect: 'manual',
    // a streamed request body (workerd and undici need to be told)
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit)
  const before = slug === undefined ? null : await advertBefore(c, slug)
  let response: Response
  try {
    response = await (cfg.fetcher ?? fetch)(request)
  } catch (error) {
    if (body?.overflowed()) return c.json({ error: tooLargeMessage }, 413)
    const refusedPhone = phoneRefusal()
    if (refusedPhone) return c.json({ fields: { [CONTACTS_FIELD]: [refusedPhone] } }, 400)
    console.warn('[adverts] upload failed', error)
    return c.json({ error: 'Bad Gateway: the adverts service did not answer, try again' }, 502)
  }

  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {})
    console.warn(
      `[adverts] the back end answered the advert ${method} with a redirect (${response.status}), not followed`,
    )
    return c.json({ error: 'Bad Gateway: the adverts service did not answer, try again' }, 502)
  }
  if (response.status === 401) {
    applyCookies(c, endedSessionCookies(secureFor(new URL(c.req.url))))
    c.header(SESSION_HEADER, SESSION_ENDED)
  }
  // The answer read once: the purge and the form's answer below read the same body.
  const answer = answerBody(await answerText(response))
  // A back end that answered before it had the whole form, whose contacts were refused on the way.
  const refusedPhone = phoneRefusal()
  if (refusedPhone) return c.json({ fields: { [CONTACTS_FIELD]: [refusedPhone] } }, 400)
  const saved = isRecord(answer) ? answer : null
  if (response.ok) {
    const purge = advertPurge(method, slug, before, saved)
    if (purge === 'area') await purgeAdvertArea(c.env as AppEnv['Bindings'] & PageCacheEnv, 'advert deleted')
    else if (purge) await purgeAdvertPages(c, purge.slugs)
  }
  // A chunked body cut at the limit may reach the back end as a truncated form it refuses (a 400
  // "the form cannot be read"): the shopper is told the limit, as for a declared length (decision 0029).
  if (body?.overflowed()) return c.json({ error: tooLargeMessage }, 413)
  // Any 2xx is the write done (decision 0037), whatever its body: a delete as 204, a save as the advert
  // the form goes on with (advertSaved).
  if (response.ok)
    return method === 'DELETE'
      ? c.body(null, 204)
      : c.json(advertSaved(saved, slug), response.status === 201 ? 201 : 200)
  // A limit's Retry-After (a 429 of the back end's advert limits) goes to the form with the answer.
  const retryAfter = response.headers.get('Retry-After')
  if (retryAfter) c.header('Retry-After', retryAfter)
  return c.json(advertRefusal(answer), response.status as 400)
}

/** What the advert form goes on with after a save (advert-save.ts): the advert's slug and id when known, and whether it is a draft. */
export interface AdvertSaved {
  slug: string | null
  /** Text (contract advert-id.ts): an integer id as its digits. */
  id: string | null
  is_draft: boolean | null
}

/**
 * A save's answer as the form reads it. The spec shows none: a back end may answer the advert, its id
 * alone, `{}` or a 204 (session 61's operator audit: the form linked to /adverts/undefined, or said
 * "could not be saved" of a stored advert, and its next click stored a second one). An edit keeps the
 * slug it was made at when the answer names none; a create without one leaves it null (the form then
 * sends the shopper to their adverts).
 */
export function advertSaved(saved: Record<string, unknown> | null, slug: string | undefined): AdvertSaved {
  const ownSlug = typeof saved?.slug === 'string' && SLUG.test(saved.slug) ? saved.slug : null
  return { slug: ownSlug ?? slug ?? null, id: advertIdOf(saved?.id), is_draft: flagOf(saved?.is_draft) }
}

/**
 * The back end's answer to a save or delete, read up to a JSON answer's bound (decision 0137): read
 * whole, a back end (or what is in front of it) sending hundreds of MB filled the isolate, every
 * shopper's page in it (session 70's transport audit). One over the bound, or cut mid-body, is no
 * answer (''): a 2xx is still the write done, as a 204 is.
 */
async function answerText(response: Response): Promise<string> {
  const text = await textWithin(response, SERVER_LIMITS.backendAnswerBytes).catch(() => null)
  if (text === null)
    console.warn(
      `[adverts] an answer (HTTP ${response.status}) over ${SERVER_LIMITS.backendAnswerBytes} bytes or cut: not read`,
    )
  return text ?? ''
}

/** An answer's body: its JSON, else its text (a plain refusal, a proxy's page), null when empty. */
function answerBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}

/**
 * A refused save or delete as the form reads it: `{ error, fields }` (advert-save.ts contractErrors),
 * from any of the bodies back ends send - DRF's `{ field: [msg] }` and `non_field_errors`, `{ detail }`,
 * a plain string (parseErrorBody, server-side so the browser chunk stays small). Session 61's operator
 * audit: the form showed only "could not be saved, try again" for refusals that will repeat.
 */
export function advertRefusal(body: unknown): { error?: string; fields: Record<string, string[]> } {
  const { fields, messages } = parseErrorBody(body)
  const general = [...messages, ...(fields.non_field_errors ?? []), ...(fields.__all__ ?? [])]
  delete fields.non_field_errors
  delete fields.__all__
  return { ...(general.length ? { error: general.join(' ') } : {}), fields }
}

export const advertApi = new Hono<AppEnv>()

// A theme without the adverts area has none of its pages (decision 0024), and none of its writes either.
for (const path of ['/api/adverts', '/api/adverts/*'])
  advertApi.use(path, async (c, next) => {
    if (!hasAdverts(c.env.THEME)) return c.json({ error: 'Not Found: this shop has no adverts area' }, 404)
    await next()
  })

advertApi.post('/api/adverts', (c) =>
  forward(c, endpoints.createAdvertAtSlug, undefined, proposedSlug(c.req.query('slug'))),
)

const bySlug =
  (write: AdvertWrite) =>
  async (c: Ctx): Promise<Response> => {
    const slug = c.req.param('slug') ?? ''
    if (!SLUG.test(slug)) return c.json({ error: 'Not Found: no such advert' }, 404)
    return forward(c, write, slug)
  }
advertApi.patch('/api/adverts/:slug', bySlug(endpoints.updateAdvert))
advertApi.delete('/api/adverts/:slug', bySlug(endpoints.deleteAdvert))
