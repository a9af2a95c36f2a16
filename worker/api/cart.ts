import type { Context } from 'hono'
import { Hono } from 'hono'
import type { z } from 'zod'
import { LIMITS, SERVER_COOKIE_MAX_AGE, SERVER_COOKIES, SERVER_LIMITS } from '#config'
import type { AccountId } from '#contract/auth.ts'
import {
  CART_OWNER_HEADER,
  CART_SESSION_HEADER,
  type CartConflict,
  type CartLockAnswer,
  type CartMergeAnswer,
  type CartOrder,
  type CartSaved,
  type CartState,
  cartLockBodySchema,
  cartMergeBodySchema,
  cartSaveBodySchema,
} from '#contract/cart-sync.ts'
import { countCapOf } from '#contract/numbers.ts'
import { type CartWriter, type MergeRules, SPEC_MERGE_RULES } from '#durable-objects/cart-store.ts'
import { callEndpoint } from '#platform/backend/call.ts'
import { warnOnceAMinute } from '#platform/backend/failures.ts'
import { sharedAnswer } from '#platform/backend/shared-answers.ts'
import {
  cartObject,
  reportRepeatedSessionCookies,
  requestSession,
  sessionTag,
  userKey,
  verifiedUserId,
} from '#platform/cart-session.ts'
import { GuestCookieConfigError, guestCopies, newGuestId, signGuestId, verifiedGuest } from '#platform/cookies/guest.ts'
import { safePublicOrigin } from '#platform/origin.ts'
import { endedSessionCookiesFor } from '#platform/shared/ended-session-copies.ts'
import { cookieValues, SESSION_ENDED, SESSION_HEADER, secureFor } from '#platform/shared/session-cookies.ts'
import { adminConfig } from '#platform/site.server.ts'
import { applyCookies, requestCookieLocale, setSiteCookie } from '../lib/cookies'
import { callLocale } from '../lib/locale'
import { madeElsewhere, mayMakeGuest } from '../lib/new-guest-limit'
import { readAtMost } from '../middleware/body-limit'
import { isSameOriginRequest } from '../middleware/csrf'
import type { AppEnv } from '../types'

/**
 * The storefront's own cart store (decision 0006): /api/cart (GET, POST, DELETE), /api/cart/lock,
 * /api/cart/merge and the websocket /ws/cart, each answered by the shopper's CartStore object.
 * The shopper is the verified user of the `token` cookie, else the guest of the HttpOnly
 * `cart_guest` cookie (created here when missing) - never an id from the request body or query.
 */

/** `fresh`: a guest the Worker made in this request (no cookie came with it). */
type Shopper =
  | { kind: 'user'; key: string; userId: AccountId; token: string }
  | { kind: 'guest'; key: string; guest: string; fresh: boolean }

/** The language of the page that calls (Accept-Language of the back-end calls). */
const pageLocale = (c: Context<AppEnv>) => callLocale(c.req.url, c.req.header('Referer'), requestCookieLocale(c))

/** A client past its new guests of the minute (worker/lib/new-guest-limit.ts, decision 0124). */
class TooManyGuests extends Error {}
/** A browser sending the cookies of two guests (platform/cookies/guest.ts guestCopies). */
class TwoGuests extends Error {}

/**
 * The shopper of this request; a guest without the cookie gets one (when `create`), within the client's
 * limit. `resign`: a guest cookie signed with the previous secret is written again (not on the socket's 101).
 */
async function shopper(c: Context<AppEnv>, create: boolean, resign = true): Promise<Shopper | null> {
  // Of several `token` copies (another path's or domain's), the one the back end accepts (sessionToken).
  const cookieHeader = c.req.header('Cookie')
  reportRepeatedSessionCookies(cookieHeader, c.req.url)
  const token = await requestSession(c.env, c.req.raw, pageLocale(c))
  if (token) {
    const userId = await verifiedUserId(c.env, token, pageLocale(c))
    if (userId !== null) return { kind: 'user', key: userKey(c.env.SITE_TOKEN, userId), userId, token }
    // A refused token ends the session (accounts spec 8); the shopper goes on as a guest.
    const url = new URL(c.req.url)
    applyCookies(c, endedSessionCookiesFor(secureFor(url), { pathname: url.pathname, cookieHeader }))
    c.header(SESSION_HEADER, SESSION_ENDED)
  }
  const copies = await guestCopies(c.env, cookieValues(cookieHeader, SERVER_COOKIES.guestCart))
  if (copies.kind === 'one') {
    // Signed with the secret a rotation replaced (decision 0015): the same guest, signed again with the current one.
    if (copies.previous && resign) writeGuestCookie(c, await signGuestId(c.env, copies.guest))
    return { kind: 'guest', key: guestKey(c, copies.guest), guest: copies.guest, fresh: false }
  }
  // Two guests' cookies (one planted by another host?): neither cart is this browser's for sure, and a
  // new cookie would not replace the planted one. The cart stays in the browser (a refused save is kept).
  if (copies.kind === 'ambiguous') throw new TwoGuests()
  // Only the shop's own pages make guests: a request another site makes the browser send (an <img> to
  // /api/cart) carries no cookie (SameSite=Lax) and would make one each time, spending the address's
  // new guests (session 61's audit: 20 such images blocked every new cart behind an office's address).
  if (!create || madeElsewhere(c.req.raw)) return null
  if (!(await mayMakeGuest(c.env, c.req.raw))) throw new TooManyGuests()
  const guest = newGuestId()
  writeGuestCookie(c, await signGuestId(c.env, guest))
  return { kind: 'guest', key: guestKey(c, guest), guest, fresh: true }
}

const writeGuestCookie = (c: Context<AppEnv>, value: string) =>
  setSiteCookie(c, SERVER_COOKIES.guestCart, value, SERVER_COOKIE_MAX_AGE.cartAndFavorites, { httpOnly: true })

/**
 * Who a write is for, as the cart store keeps it (decision 0105): a guest made in this request has
 * not shown that it keeps its cookie (a cookie-less POST makes a new one every time), so what it
 * stores lives SERVER_TIMINGS.guestCartFirstIdle unless the cookie comes back.
 */
const writer = (s: Shopper): CartWriter => (s.kind === 'guest' && s.fresh ? 'new-guest' : s.kind)

const guestKey = (c: Context<AppEnv>, guest: string) => `guest:${c.env.SITE_TOKEN}:${guest}`

/** The guest of the request's `cart_guest` cookie: of several copies, the one guest they verify as (verifiedGuest; two: none). */
const guestOf = (c: Context<AppEnv>) =>
  verifiedGuest(c.env, cookieValues(c.req.header('Cookie'), SERVER_COOKIES.guestCart))

// --- bodies (schemas in app/api/contract/cart-sync.ts) -----------------------------------------

class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

/** How deep objects and arrays nest in a parsed JSON value (a scalar is 0), without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (v === null || typeof v !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1])
  }
  return deepest
}

/** Reads a JSON body of at most LIMITS.cartBodyBytes and SERVER_LIMITS.cartBodyDepth levels, and checks it against the schema. */
async function readBody<S extends z.ZodTypeAny>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  // the shop's own client sends JSON; anything else (a form post, text/plain) is not a cart
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json')
    throw new BodyError(415, 'Unsupported Media Type: send the cart body as application/json')
  const declared = Number(c.req.header('Content-Length') ?? 0)
  if (declared > LIMITS.cartBodyBytes)
    throw new BodyError(413, `Payload Too Large: a cart body may be at most ${LIMITS.cartBodyBytes} bytes`)
  const bytes = await readAtMost(c.req.raw.body, LIMITS.cartBodyBytes)
  if (bytes === null)
    throw new BodyError(413, `Payload Too Large: a cart body may be at most ${LIMITS.cartBodyBytes} bytes`)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new BodyError(400, 'Bad Request: the body is not JSON')
  }
  // A body nested thousands deep fits in the byte limit but overflows the stack of whoever copies it next.
  if (nestingDepth(json) > SERVER_LIMITS.cartBodyDepth)
    throw new BodyError(400, `Bad Request: a cart body may nest at most ${SERVER_LIMITS.cartBodyDepth} levels`)
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new BodyError(400, `Bad Request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

/**
 * Runs `run` for the request's shopper: a guest without the cookie gets one when `create`, is a 401
 * when not, and is `null` for `run` when 'optional' (a route that answers without a cart).
 */
async function withShopper(
  c: Context<AppEnv>,
  create: boolean,
  run: (s: Shopper) => Promise<Response>,
): Promise<Response>
async function withShopper(
  c: Context<AppEnv>,
  create: 'optional',
  run: (s: Shopper | null) => Promise<Response>,
): Promise<Response>
async function withShopper(
  c: Context<AppEnv>,
  create: boolean | 'optional',
  run: (s: Shopper) => Promise<Response>,
): Promise<Response> {
  let s: Shopper | null
  try {
    s = await shopper(c, create === true)
  } catch (error) {
    // Its cart stays in the browser (a failed save is kept and sent again: sync/api.ts).
    if (error instanceof TooManyGuests) {
      c.header('Retry-After', '60')
      return c.json(
        {
          error: 'Too Many Requests: this address started too many new carts in the last minute; try again in a minute',
        },
        429,
      )
    }
    if (error instanceof TwoGuests) {
      console.warn(
        '[cart] the browser sent cart cookies of two guests (a planted copy?): its cart stays in the browser',
      )
      return c.json(
        { error: 'Bad Request: this browser sends the cart cookies of two guests; the cart stays in this browser' },
        400,
      )
    }
    console.error('[cart]', String(error))
    if (error instanceof GuestCookieConfigError)
      return c.json({ error: `Service Unavailable: the cart is misconfigured (${error.message})` }, 503)
    return c.json({ error: 'Service Unavailable: the shopper cannot be verified now' }, 503)
  }
  if (!s && create !== 'optional') return c.json({ error: 'Unauthorized: no cart for this browser' }, 401)
  try {
    return await run(s as Shopper)
  } catch (error) {
    if (error instanceof BodyError) return c.json({ error: error.message }, error.status)
    throw error
  }
}

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store')

export const cartApi = new Hono<AppEnv>()

cartApi.get('/api/cart', (c) =>
  withShopper(c, true, async (s) => {
    noStore(c)
    // A guest back with its cookie: its stored cart lives the cookie's lifetime (decision 0105).
    const { order, version } = await cartObject(c.env, s.key).getCart(s.kind === 'guest' && !s.fresh)
    // A signed-in shopper still holding a guest cookie has a guest cart to migrate (POST /api/cart/merge).
    const guestPending = s.kind === 'user' && (await guestOf(c)) !== null
    return c.json({ order, version, signedIn: s.kind === 'user', guestPending } satisfies CartState)
  }),
)

cartApi.post('/api/cart', (c) =>
  withShopper(c, true, async (s) => {
    noStore(c)
    const body = await readBody(c, cartSaveBodySchema)
    if (body.replace && body.order.localCart.products.length === 0 && body.reason !== 'empty_cart') {
      return c.json({ error: 'Bad Request: an empty cart is saved only when forced (reason empty_cart)' }, 400)
    }
    const target = cartObject(c.env, s.key)
    if (body.owner && body.owner !== s.kind) {
      // Computed against the other owner's cart (a tab that has not seen the sign-in or sign-out yet).
      const { version } = await target.getCart()
      return c.json(
        {
          error: `Conflict: the cart now belongs to the ${s.kind === 'user' ? 'account' : 'guest'}; reload it`,
          currentVersion: version,
        } satisfies CartConflict,
        409,
      )
    }
    const result = await target.save(body.order, body.replace, body.expectedVersion, body.tabId ?? null, writer(s))
    if (!result.ok && 'tooLarge' in result)
      return c.json(
        {
          error: `Payload Too Large: merged, the cart would pass ${LIMITS.cartLines} lines or ${LIMITS.cartBodyBytes} bytes; nothing was saved`,
        },
        413,
      )
    if (!result.ok)
      return c.json(
        { error: 'Conflict: the cart changed', currentVersion: result.currentVersion } satisfies CartConflict,
        409,
      )
    return c.json({ version: result.version } satisfies CartSaved)
  }),
)

cartApi.delete('/api/cart', (c) =>
  withShopper(c, true, async (s) => {
    noStore(c)
    return c.json((await cartObject(c.env, s.key).clear(null, writer(s))) satisfies CartSaved)
  }),
)

/**
 * The sign-in migration's leader lock, which lives in the account's object (decision 0006). A guest
 * (with or without the cookie) has no migration to lead: the lock is free and not theirs to take,
 * answered here without a cookie or an object - it made a guest object per cookie-less request that
 * no alarm ever deleted (review r51, decision 0105). A tab whose session ended during its migration
 * so waits for a free lock, finds it free at once and loads the guest cart (sync/migrate.ts).
 */
cartApi.post('/api/cart/lock', (c) =>
  withShopper(c, 'optional', async (s) => {
    noStore(c)
    const body = await readBody(c, cartLockBodySchema)
    if (s?.kind !== 'user') return c.json({ ok: body.op === 'status', holder: null } satisfies CartLockAnswer)
    return c.json((await cartObject(c.env, s.key).lock(body.op, body.tabId)) satisfies CartLockAnswer)
  }),
)

/**
 * The site's rules for a merge (cart_settings.max_count, allow_negative_stock), from its settings; the
 * spec's when they cannot be read. On a site selling past its stock (the meals demo) the merge capped a
 * guest's line at the stock, so a shopper lost part of a cart they could have ordered (session 63's audit).
 */
async function siteMergeRules(c: Context<AppEnv>): Promise<MergeRules> {
  const settings = await sharedAnswer(adminConfig(c.env, { locale: pageLocale(c) }), 'globalSettings', {})
  if (!settings.ok) return SPEC_MERGE_RULES
  return {
    maxCount: countCapOf(settings.data.cart_settings.max_count),
    negativeStock: settings.data.allow_negative_stock === true,
  }
}

/**
 * Guest-to-account migration after login: the guest cookie's cart is merged into the account's
 * exactly once (the account object records the guest as merged), the guest object is emptied and
 * its cookie dropped, and the back end's account cart gets merge-cart with no_user_id.
 */
cartApi.post('/api/cart/merge', (c) =>
  withShopper(c, false, async (s) => {
    noStore(c)
    const body = await readBody(c, cartMergeBodySchema)
    if (s.kind !== 'user') return c.json({ error: 'Unauthorized: sign in first' }, 401)
    const guest = await guestOf(c)
    const account = cartObject(c.env, s.key)
    if (!guest) {
      const { version } = await account.getCart()
      return c.json({ merged: false, version } satisfies CartMergeAnswer)
    }
    const guestStore = cartObject(c.env, guestKey(c, guest))
    // Take first (atomically: read, empty, bump the version), then merge: a guest save racing the
    // merge either lands before the take (and is merged) or gets a 409 - never between a read and
    // an emptying. Each taken version is merged at most once (the source names it).
    const { order: takenOrder, version: takenVersion } = (await guestStore.takeAll()) as {
      order: CartOrder
      version: number
    }
    const rules = takenOrder.localCart.products.length > 0 ? await siteMergeRules(c) : SPEC_MERGE_RULES
    let result: CartMergeAnswer
    try {
      result = await account.mergeOnce(`${guestKey(c, guest)}#${takenVersion}`, takenOrder, rules)
    } catch (error) {
      // The account could not take it: the guest gets its cart back (the cookie stays; the next load retries).
      if (takenOrder.localCart.products.length > 0) await guestStore.restore(takenOrder, rules)
      throw error
    }
    setSiteCookie(c, SERVER_COOKIES.guestCart, '', 0, { httpOnly: true })
    if (result.merged && body.noUserId) {
      const merged = await callEndpoint(
        adminConfig(c.env, { locale: pageLocale(c), accessToken: s.token }),
        'mergeCart',
        { body: { no_user_id: body.noUserId } },
      )
      if (!merged.ok) console.warn(`[cart] back-end merge-cart: ${merged.message}`)
    }
    const left = takenOrder.localCart.products.length - (result.taken?.localCart.products.length ?? 0)
    if (result.merged && left > 0)
      console.warn(
        `[cart] sign-in merge: ${left} guest lines past the cart's limits (${LIMITS.cartLines} lines, ${LIMITS.cartBodyBytes} bytes) left out`,
      )
    return c.json(result satisfies CartMergeAnswer)
  }),
)

/** The shopper's push channel; refused from other origins (cross-site websocket hijacking). */
export async function cartSocket(c: Context<AppEnv>): Promise<Response> {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket')
    return c.text('Upgrade Required: /ws/cart is a websocket', 426)
  // This route sits before the public-origin middleware: check the host here too.
  const publicOrigin = safePublicOrigin(c.env, new URL(c.req.url))
  if (!publicOrigin || new URL(c.req.url).origin !== publicOrigin)
    return c.text(`Misdirected Request: the cart channel is at ${publicOrigin || 'the configured origin'}`, 421)
  const origin = c.req.header('Origin')
  if (origin && !isSameOriginRequest({ url: c.req.url, headers: new Headers({ Origin: origin }) }))
    return c.text('Forbidden: cross-origin websocket refused', 403)
  let s: Shopper | null
  try {
    s = await shopper(c, false, false)
  } catch (error) {
    // Two guests' cookies: a 400 as the cart API answers (it was a 503 with nothing logged); once a
    // minute in the log (decision 0109), for the page opens the socket again and again.
    if (error instanceof TwoGuests) {
      warnOnceAMinute(
        'cart-ws:two-guests',
        'sockets refused',
        '[cart] /ws/cart: the browser sent cart cookies of two guests (a planted copy?): no socket',
      )
      return c.text('Bad Request: this browser sends the cart cookies of two guests', 400)
    }
    console.error('[cart] /ws/cart:', String(error))
    return c.text('Service Unavailable: the shopper cannot be verified now', 503)
  }
  if (!s) return c.text('Unauthorized: no cart for this browser', 401)
  const headers: Record<string, string> = { Upgrade: 'websocket', [CART_OWNER_HEADER]: s.kind }
  if (s.kind === 'user') headers[CART_SESSION_HEADER] = await sessionTag(s.token)
  return cartObject(c.env, s.key).fetch(new Request('https://cart-store/ws', { headers }))
}
