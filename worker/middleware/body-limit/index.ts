import type { MiddlewareHandler } from 'hono'
import { LIMITS } from '#config'
import { ADVERT_UPLOAD_BODY_BYTES } from '#contract/advert-rules.ts'
import { tooLargeMessage } from '../../api/advert'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/**
 * Server-function calls (`/_serverFn/*`) carry small JSON bodies (an order, a form). A declared
 * larger body is refused by declaredBodyLimit; a streamed (chunked) one is read up to
 * LIMITS.serverFnBodyBytes and refused with 413 once it passes, before a byte reaches TanStack Start.
 */
export const serverFnBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('Content-Length') !== undefined || !c.req.raw.body) return next()
  const bytes = await readAtMost(c.req.raw.body, LIMITS.serverFnBodyBytes)
  if (bytes === null)
    return c.json({ error: `Payload Too Large: a request body may be at most ${LIMITS.serverFnBodyBytes} bytes` }, 413)
  c.req.raw = new Request(c.req.raw, { body: bytes })
  return next()
}

/**
 * A request body that broke off while it was read: the client went away mid-upload, or sent a
 * malformed chunked body ("Network connection lost."). The client's failure, not the Worker's:
 * app.onError answers it 400, where it was a logged 500 (review r3).
 */
export class BodyReadError extends Error {
  override name = 'BodyReadError'
  constructor(cause: unknown) {
    super(`the request body could not be read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

/** The answer to a BodyReadError. */
export const BODY_READ_ANSWER = 'Bad Request: the request body broke off before its end'

/**
 * The body's bytes, read chunk by chunk; null as soon as they pass `limit`, and then the rest is
 * drained, not kept (see drainRest) - a chunked body without Content-Length is never held in full.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw new BodyReadError(error)
    })
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await drainRest(reader, size)
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

/** The largest body each kind of request may declare; anything else (auth calls, page posts) gets the server functions' cap. */
export const DECLARED_BODY_LIMITS: readonly (readonly [prefix: string, bytes: number, message?: string])[] = [
  ['/api/adverts', ADVERT_UPLOAD_BODY_BYTES, tooLargeMessage],
  ['/api/cart', LIMITS.cartBodyBytes],
  ['/_serverFn/', LIMITS.serverFnBodyBytes],
]

function limitEntry(path: string) {
  return DECLARED_BODY_LIMITS.find(
    ([prefix]) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )
}

export function declaredLimitFor(path: string): number {
  return limitEntry(path)?.[1] ?? LIMITS.serverFnBodyBytes
}

/**
 * A request that declares a body larger than its route takes is answered 413 first thing, before any
 * session lookup, cookie or back-end call and without a byte of the body read; a Content-Length
 * that is not a plain number is a 400. The routes' own readers still cut a streamed body at the same
 * limits (worker/api/cart.ts readAtMost, worker/api/advert.ts cappedBody, serverFnBodyLimit).
 */
export const declaredBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = c.req.header('Content-Length')
  if (declared === undefined) return next()
  if (!/^\d{1,15}$/.test(declared.trim()))
    return c.json({ error: 'Bad Request: Content-Length must be a number of bytes' }, 400)
  const path = requestUrl(c).pathname
  const limit = declaredLimitFor(path)
  if (Number(declared) > limit) {
    const body = c.req.raw.body
    if (body) {
      const reader = body.getReader()
      if (Number(declared) > DRAIN_MAX_BYTES) await reader.cancel('refused').catch(() => {})
      else await drainRest(reader, 0)
    }
    return c.json(
      { error: limitEntry(path)?.[2] ?? `Payload Too Large: this request body may be at most ${limit} bytes` },
      413,
    )
  }
  return next()
}

/** A refused body is read and dropped up to this many bytes in all (and DRAIN_MAX_MS), then cancelled. */
export const DRAIN_MAX_BYTES = 4 * 1024 * 1024
const DRAIN_MAX_MS = 5_000

/**
 * Reads a refused body on to its end and drops it, when that end comes soon: an answer sent while
 * the client is still uploading cuts the upload, and a proxy in front reports that as a lost
 * connection - wrangler dev's answered 500 to 2 of 20 refused 2 MB posts, 0 of 40 once they were
 * drained. Past DRAIN_MAX_BYTES (counting `seen`, what was already read) or DRAIN_MAX_MS the body
 * is cancelled; nothing drained is kept.
 */
export async function drainRest(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<void> {
  const until = Date.now() + DRAIN_MAX_MS
  try {
    while (seen <= DRAIN_MAX_BYTES && Date.now() <= until) {
      const { done, value } = await reader.read()
      if (done) return
      seen += value.byteLength
    }
    await reader.cancel('refused')
  } catch {
    // the client went away: nothing more to read
  }
}

/**
 * A body the route answered without reading (the adverts area's 404 on a site without it, the cart's
 * 401 before its reader, a 415) is drained before the answer leaves, as a refused one is above: a
 * stranger's probe lost 1-10 of 30 keep-alive answers to "other side closed" after 300 KB posts that
 * no route read. Within declaredBodyLimit, so at most the route's own limit (and DRAIN_MAX_*).
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const request = c.req.raw
  if (request.body && !request.bodyUsed && !request.body.locked) await drainRest(request.body.getReader(), 0)
}
