import { NETWORK_LIMIT_FACTOR } from '#contract/client-address.ts'
import { ApiError } from '../lib/api-error'
import { isDevelopment } from '../lib/config'
import type { Ctx } from '../lib/http'
import { type Client, perClient, requestClient } from './login-limits'

/**
 * Limits on what a stranger could otherwise write without end: product reviews, the content forms
 * (user request, resume, consultation), quick orders, orders, newsletter subscriptions and advert photos;
 * and on promo codes guessed.
 * Counted in fixed windows in D1 (table write_counts, migration 0020) before the write, so parallel
 * requests cannot all slip under a limit; a refused write adds nothing, and a write that fails after
 * being counted is given back.
 * Review votes are one per client and review (table review_votes, services/catalogue.ts voteReview),
 * and a few per /48 network and review a day (`requireVoteAllowed`).
 * A client is its address as the sign-in limits read it (`clientIp`, decisions 0089 and 0091); each
 * per-client limit counts an IPv6 client's /48 too, at NETWORK_LIMIT_FACTOR times the limit
 * (`clientHourAndDay`, login-limits.ts `perClient`). A refused write keeps nothing counted, so a /64
 * refused by its own limit spends nothing of its network's.
 */
const HOUR = 60 * 60
const DAY = 24 * HOUR

export const WRITE_LIMITS = {
  reviews: {
    /** One review per client and product a day: a shopper reviews a product once, a flood cannot move its rating. */
    perClientPerProduct: 1,
    /** Reviews of any products per client a day. */
    perClient: 10,
    windowSeconds: DAY,
  },
  /**
   * New votes on one review from one IPv6 /48 a day: eight clients' worth (NETWORK_LIMIT_FACTOR).
   * A vote is one per client and review, and a client is a /64, so a /48 held 65,536 votes on every
   * review (session 62's audit). A vote moved between like and dislike is no new vote.
   */
  votes: { perNetworkPerReview: NETWORK_LIMIT_FACTOR, windowSeconds: DAY },
  /** Each content form (user request, resume, consultation) per client: 5 an hour, 20 a day. */
  forms: { perHour: 5, perDay: 20 },
  /**
   * Each kind of quick order (one-click, pre-order, first-to-know, bulk order; decision 0009) per
   * client: 10 an hour, 30 a day. Only new requests count: a retry with the form's request_id and a
   * first-to-know already held answer what is stored and count nothing.
   */
  quickOrders: { perHour: 10, perDay: 30 },
  /**
   * New orders (create-order) per client: 10 an hour, 30 a day. A household or an office places a
   * few orders a day, and a shopper who orders, pays and orders again stays far below; what an order
   * takes off the stock is held until it is paid (PAYMENT_WINDOW_MINUTES, services/orders.ts), so one
   * client can hold at most 10 orders' worth of stock at a time instead of the whole shop. Only
   * orders that are stored count: a refused order (its cart, its fields) and a replay of the same
   * idempotency key count nothing.
   */
  orders: { perHour: 10, perDay: 30 },
  /**
   * Session 63's audit: ten orders a client were still a whole product's stock each (a cash order takes
   * its stock at once, and nothing gives it back until the operator cancels it), and a stranger's ten
   * guest orders refused every signed-in shopper behind the same address.
   * - A guest orders at most `guestUnitsPerProductPerDay` units of one product a day per client (eight
   *   clients' worth per /48): a household's day, never a product's stock.
   * - A signed-in shopper's orders count per account (`orders`), and all signed-in orders from one client
   *   at `signedInFactor` times that, so guests' orders from an address do not refuse its accounts.
   */
  orderUnits: { guestUnitsPerProductPerDay: 50 },
  /**
   * Each per-client limit of a write a signed-in shopper makes (orders, reviews, the content forms,
   * quick orders, newsletter subscriptions) counts per account, and all signed-in writes of that kind
   * from one client on a counter of their own at this many times the limit: a stranger's guest writes
   * from a shared address (a carrier's NAT, an office) never refuse its shoppers' accounts (session 63's
   * audit for orders, session 64's for the rest).
   */
  signedInFactor: 3,
  /**
   * Quote requests (the quote cart, decision 0067) per client and per account: 10 an hour, 30 a day
   * each. A quote is stored as an order, so without a limit one company account flooded the shop's
   * orders (session 59's audit: 15 in a row, all stored). Only quotes that are stored count.
   */
  quotes: { perHour: 10, perDay: 30 },
  /** Newsletter subscriptions per client (one address each): 5 an hour, 10 a day. */
  newsletter: { perHour: 5, perDay: 10 },
  /**
   * Promo codes tried per client that are no live code (preview-promo, the server cart's
   * update_prices): 20 an hour, 60 a day. A live code costs nothing, so a cart that checks its
   * applied code again at every change never meets the limit; a stranger guessing codes does (session
   * 58's audit answered 153 guesses in 30 s). Counted before the look-up, given back for a live code.
   */
  promoGuesses: { perHour: 20, perDay: 60 },
  adverts: {
    /** Adverts one account may have on a site, drafts included. */
    perAccount: 100,
    /**
     * Photos and their bytes one account may upload a day (new adverts and edits): 50 MB is one advert
     * with every photo at its 5 MB limit (ADVERTS.images), so a fresh day always takes one full advert.
     */
    photosPerDay: 40,
    bytesPerDay: 50 * 1024 * 1024,
    /**
     * New adverts an account may create (drafts included): 30 an hour, 100 a day. The cap of 100 is
     * freed by each delete, so without these one account could create and delete in a loop (session
     * 59's audit: each round re-rendered the storefront's cached adverts pages).
     */
    createsPerHour: 30,
    createsPerDay: 100,
    /**
     * Edits an account may save (of any of its adverts): 30 an hour, 200 a day. Each edit of an advert
     * visitors see may make the storefront drop that advert's and the list's cached pages in every
     * language (decision 0029); session 63's audit saved one advert 60 times in a second, all 200.
     */
    editsPerHour: 30,
    editsPerDay: 200,
    windowSeconds: DAY,
  },
} as const

export const TOO_MANY_REVIEWS = 'Too many reviews from your network today, try again tomorrow'
export const TOO_MANY_PRODUCT_REVIEWS = 'You have already reviewed this product today'
export const TOO_MANY_FORMS = 'This form was sent too many times from your network, try again later'
export const TOO_MANY_ORDERS = 'Too many orders from your network, try again later'
export const TOO_MANY_UNITS = 'Too many of one product ordered from your network today, try again tomorrow'
export const TOO_MANY_NEW_ADVERTS = 'Too many new adverts from this account, try again later'
export const TOO_MANY_ADVERT_EDITS = 'Too many advert edits from this account, try again later'
export const TOO_MANY_QUOTES = 'Too many quote requests, try again later'
export const TOO_MANY_SUBSCRIPTIONS = 'Too many newsletter subscriptions from your network, try again later'
export const TOO_MANY_PROMO_TRIES = 'Too many promo codes tried from your network, try again later'
export const TOO_MANY_ACCOUNT_PROMO_TRIES = 'Too many promo codes tried from this account, try again later'
export const TOO_MANY_ADVERT_PHOTOS = `Today's photo upload limit is reached (${WRITE_LIMITS.adverts.photosPerDay} photos or ${WRITE_LIMITS.adverts.bytesPerDay / (1024 * 1024)} MB a day), try again tomorrow`
export const TOO_MANY_ADVERTS = `An account may have at most ${WRITE_LIMITS.adverts.perAccount} adverts, drafts included: delete one to add another`
export const ALREADY_VOTED = 'You have already rated this review'
export const TOO_MANY_VOTES = 'Too many votes on this review from your network today, try again tomorrow'

/** One counter: `amount` (1 unless said) more against `limit` per `windowSeconds` under `key`. */
export interface WriteLimit {
  key: string
  limit: number
  windowSeconds: number
  amount?: number
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/**
 * The client a per-client limit counts, or null when it is not counted: in development a client with
 * no address or a loopback one (the local shop and its tests all come from one address), as for
 * registrations (services/login-limits.ts countRegistration). A deployment always has CF-Connecting-IP.
 */
export function writeClient(c: Ctx): Client | null {
  const client = requestClient(c)
  if (isDevelopment(c.env) && (client.ip === 'unknown' || LOOPBACK.test(client.ip))) return null
  return client
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

// Counts `amount` (?4) when the key's window has ended or the new count stays within the limit (?5);
// an amount over the limit by itself is never counted. No row back: refused, nothing counted.
const TAKE_SQL = `INSERT INTO write_counts (key, window_start, count) SELECT ?1, ?2, ?4 WHERE ?4 <= ?5
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN write_counts.window_start <= ?2 - ?3 THEN ?4 ELSE write_counts.count + ?4 END,
    window_start = CASE WHEN write_counts.window_start <= ?2 - ?3 THEN ?2 ELSE write_counts.window_start END
  WHERE write_counts.window_start <= ?2 - ?3 OR write_counts.count + ?4 <= ?5
  RETURNING count`

const GIVE_BACK_SQL = 'UPDATE write_counts SET count = max(count - ?2, 0) WHERE key = ?1 AND window_start > ?3 - ?4'

/** A refused write: the limits it would have gone over, and the seconds until the last of their windows ends. */
export interface WriteRefusal {
  refused: WriteLimit[]
  retryAfter: number
}

/**
 * Counts a write against every limit, in one transaction. When any would go over its limit, nothing
 * stays counted and the answer says which refused; else null.
 */
export async function takeWrite(c: Ctx, limits: readonly WriteLimit[]): Promise<WriteRefusal | null> {
  if (!limits.length) return null
  const DB = c.env.DB
  const now = nowSeconds()
  const rows = await DB.batch<{ count: number }>(
    limits.map((l) => DB.prepare(TAKE_SQL).bind(l.key, now, l.windowSeconds, l.amount ?? 1, l.limit)),
  )
  const refused = limits.filter((_, i) => !rows[i]?.results.length)
  if (Math.random() < 0.02)
    await DB.prepare('DELETE FROM write_counts WHERE window_start <= ?')
      .bind(now - DAY)
      .run()
  if (!refused.length) return null
  await giveWrite(
    c,
    limits.filter((l) => !refused.includes(l)),
  )
  const starts = await DB.prepare(
    `SELECT key, window_start FROM write_counts WHERE key IN (${refused.map(() => '?').join(',')})`,
  )
    .bind(...refused.map((l) => l.key))
    .all<{ key: string; window_start: number }>()
  let retryAfter = 1
  for (const l of refused) {
    const start = starts.results.find((r) => r.key === l.key)?.window_start ?? now
    retryAfter = Math.max(retryAfter, Math.min(l.windowSeconds, Math.max(1, start + l.windowSeconds - now)))
  }
  return { refused, retryAfter }
}

/** Takes back writes counted by `takeWrite` (the write then failed), within their current windows. */
export async function giveWrite(c: Ctx, limits: readonly WriteLimit[]): Promise<void> {
  if (!limits.length) return
  const now = nowSeconds()
  await c.env.DB.batch(
    limits.map((l) => c.env.DB.prepare(GIVE_BACK_SQL).bind(l.key, l.amount ?? 1, now, l.windowSeconds)),
  )
}

/** A client's hour and day counters of one kind of write: `<kind>-hour:<subject>` and `<kind>-day:<subject>`. */
const hourAndDay = (kind: string, subject: string, { perHour, perDay }: { perHour: number; perDay: number }) => [
  { key: `${kind}-hour:${subject}`, limit: perHour, windowSeconds: HOUR },
  { key: `${kind}-day:${subject}`, limit: perDay, windowSeconds: DAY },
]

/** A counter `keyOf(who)` of the client, and of its /48 network at NETWORK_LIMIT_FACTOR times `limit` (`perClient`), over one window. */
const clientWindow = (keyOf: (who: string) => string, client: Client, limit: number, windowSeconds: number) =>
  perClient(keyOf, client, limit)
    .flat()
    .map(([key, limit]): WriteLimit => ({ key, limit, windowSeconds }))

/**
 * One window's limit of a kind of write for its writer (`writeClient`'s client; `userId` null for a
 * guest), keys `<kind><role><window>:<subject>`: a guest's per client (and /48); a signed-in shopper's
 * per account (`<kind>-account`), plus all signed-in writes of the kind from the client at
 * WRITE_LIMITS.signedInFactor times the limit, on their own counter (`<kind>-signed-in`): guests'
 * writes never spend it.
 */
function writerWindow(
  kind: string,
  window: { name: string; seconds: number },
  subject: (who: string) => string,
  client: Client,
  userId: number | null,
  limit: number,
): WriteLimit[] {
  const keyOf = (role: string) => (who: string) => `${kind}${role}${window.name}:${subject(who)}`
  if (userId === null) return clientWindow(keyOf(''), client, limit, window.seconds)
  return [
    { key: keyOf('-account')(`u:${userId}`), limit, windowSeconds: window.seconds },
    ...clientWindow(keyOf('-signed-in'), client, limit * WRITE_LIMITS.signedInFactor, window.seconds),
  ]
}

const HOUR_WINDOW = { name: '-hour', seconds: HOUR }
const DAY_WINDOW = { name: '-day', seconds: DAY }

/** `writerWindow` over an hour and a day (`<kind>-hour:...`, `<kind>-day:...`). */
const writerHourAndDay = (
  kind: string,
  subject: (who: string) => string,
  client: Client,
  userId: number | null,
  { perHour, perDay }: { perHour: number; perDay: number },
): WriteLimit[] => [
  ...writerWindow(kind, HOUR_WINDOW, subject, client, userId, perHour),
  ...writerWindow(kind, DAY_WINDOW, subject, client, userId, perDay),
]

/** A guest's hour and day counters of one kind of write: `writerHourAndDay` for no account. */
const clientHourAndDay = (
  kind: string,
  subject: (who: string) => string,
  client: Client,
  limits: { perHour: number; perDay: number },
): WriteLimit[] => writerHourAndDay(kind, subject, client, null, limits)

const tooMany = (message: string, refusal: WriteRefusal) =>
  new ApiError(429, message, undefined, undefined, refusal.retryAfter)

/** Takes `limits` (takeWrite): them, to give back should the write fail; a 429 with `message` and Retry-After when one refuses. */
async function takeOrRefuse(c: Ctx, limits: WriteLimit[], message: string): Promise<WriteLimit[]> {
  const refusal = await takeWrite(c, limits)
  if (refusal) throw tooMany(message, refusal)
  return limits
}

/**
 * A review's limits: the writer's reviews of this product and of any product, a day - a guest's per
 * client, a signed-in shopper's per account, with the client's signed-in reviews on their own counter
 * (`writerWindow`, over a day). A 429 with Retry-After when one refuses. None for a client that is not
 * counted (`writeClient`).
 */
export async function requireReviewAllowed(c: Ctx, productId: number, userId: number | null): Promise<void> {
  const client = writeClient(c)
  if (client === null) return
  const { perClient: limit, perClientPerProduct, windowSeconds } = WRITE_LIMITS.reviews
  // No network twin for the client's reviews of one product: its /48's reviews of any product are
  // bounded (`review:` below, eight clients' worth a day), and a product has no counter of its own to fill.
  const writer = userId === null ? client.ip : `u:${userId}`
  const product = { key: `review-product:${productId} ${writer}`, limit: perClientPerProduct, windowSeconds }
  const reviews = writerWindow('review', { name: '', seconds: windowSeconds }, (who) => who, client, userId, limit)
  const refusal = await takeWrite(c, [product, ...reviews])
  if (refusal) throw tooMany(refusal.refused.includes(product) ? TOO_MANY_PRODUCT_REVIEWS : TOO_MANY_REVIEWS, refusal)
}

/**
 * A new vote on review `reviewId` from `client`'s /48 (WRITE_LIMITS.votes): the limit taken, to give
 * back when the vote is not stored; none for an IPv4 client or one that is not counted. A 429 when full.
 */
export async function requireVoteAllowed(c: Ctx, reviewId: number, client: Client | null): Promise<WriteLimit[]> {
  if (!client?.network) return []
  const { perNetworkPerReview: limit, windowSeconds } = WRITE_LIMITS.votes
  return takeOrRefuse(c, [{ key: `review-vote:${reviewId} ${client.network}`, limit, windowSeconds }], TOO_MANY_VOTES)
}

/** A content form's limits: `kind` sent by this writer (`writerHourAndDay`), an hour and a day. */
export async function requireFormAllowed(c: Ctx, kind: string, userId: number | null): Promise<void> {
  const client = writeClient(c)
  if (client === null) return
  const refusal = await takeWrite(
    c,
    writerHourAndDay('form', (who) => `${kind} ${who}`, client, userId, WRITE_LIMITS.forms),
  )
  if (refusal) throw tooMany(TOO_MANY_FORMS, refusal)
}

/**
 * A new quick order of `kind` from `client` (`writeClient`; null: not counted) and `userId` (null: a
 * guest; `writerHourAndDay`), an hour and a day: the limits it took, to give back when its save fails;
 * a 429 with Retry-After when one refuses.
 */
export async function takeQuickOrder(
  c: Ctx,
  kind: string,
  client: Client | null,
  userId: number | null,
): Promise<WriteLimit[]> {
  if (client === null) return []
  const limits = writerHourAndDay('quick', (who) => `${kind} ${who}`, client, userId, WRITE_LIMITS.quickOrders)
  return takeOrRefuse(c, limits, TOO_MANY_FORMS)
}

/**
 * A new order, an hour and a day: the limits it took, to give back when its save fails; a 429 with
 * Retry-After when one refuses. None for a client that is not counted (`writeClient`).
 * - A guest's (`userId` null): the client's orders, and the units of each product the client ordered today
 *   (WRITE_LIMITS.orderUnits), each with its /48 twin.
 * - A signed-in shopper's: the account's orders, and the client's signed-in orders at `signedInFactor`
 *   times the limit (its own counter: guests' orders never spend it).
 */
export async function takeOrder(
  c: Ctx,
  userId: number | null,
  lines: readonly { productId: number; count: number }[],
): Promise<WriteLimit[]> {
  const client = writeClient(c)
  if (client === null) return []
  const { guestUnitsPerProductPerDay } = WRITE_LIMITS.orderUnits
  if (userId !== null)
    return takeOrRefuse(
      c,
      writerHourAndDay('order', (who) => who, client, userId, WRITE_LIMITS.orders),
      TOO_MANY_ORDERS,
    )
  const orders = clientHourAndDay('order', (who) => who, client, WRITE_LIMITS.orders)
  const units: WriteLimit[] = lines.flatMap((line) =>
    clientWindow((who) => `order-units:${line.productId} ${who}`, client, guestUnitsPerProductPerDay, DAY).map(
      (limit) => ({ ...limit, amount: Math.ceil(line.count) }),
    ),
  )
  const refusal = await takeWrite(c, [...orders, ...units])
  if (refusal) throw tooMany(refusal.refused.some((l) => units.includes(l)) ? TOO_MANY_UNITS : TOO_MANY_ORDERS, refusal)
  return [...orders, ...units]
}

/**
 * A stored quote request of this account and from this client (`writeClient`), an hour and a day
 * each: the limits it took, to give back when its save fails; a 429 with Retry-After when one refuses.
 */
export async function takeQuote(c: Ctx, userId: number): Promise<WriteLimit[]> {
  const client = writeClient(c)
  const limits = [
    ...hourAndDay('quote-account', `u:${userId}`, WRITE_LIMITS.quotes),
    ...(client === null ? [] : clientHourAndDay('quote', (who) => who, client, WRITE_LIMITS.quotes)),
  ]
  return takeOrRefuse(c, limits, TOO_MANY_QUOTES)
}

/** A newsletter subscription from this writer (`writerHourAndDay`), an hour and a day; a 429 with Retry-After when over. */
export async function requireNewsletterAllowed(c: Ctx, userId: number | null): Promise<void> {
  const client = writeClient(c)
  if (client === null) return
  const refusal = await takeWrite(
    c,
    writerHourAndDay('newsletter', (who) => who, client, userId, WRITE_LIMITS.newsletter),
  )
  if (refusal) throw tooMany(TOO_MANY_SUBSCRIPTIONS, refusal)
}

/**
 * Counts a promo code tried (WRITE_LIMITS.promoGuesses), an hour and a day: a signed-in shopper's
 * tries per account (`promo-hour:u:<id>`), a guest's per client and /48 - a signed-in shopper is not
 * refused for what strangers behind the same address guessed (session 63's stranger audit, finding
 * 4). The limits it took, to give back when the code turns out live; a 429 with Retry-After when one
 * refuses. None for a client that is not counted (`writeClient`).
 */
export async function takePromoGuess(c: Ctx, userId: number | null): Promise<WriteLimit[]> {
  const client = writeClient(c)
  if (client === null) return []
  if (userId !== null)
    return takeOrRefuse(c, hourAndDay('promo', `u:${userId}`, WRITE_LIMITS.promoGuesses), TOO_MANY_ACCOUNT_PROMO_TRIES)
  return takeOrRefuse(
    c,
    clientHourAndDay('promo', (who) => who, client, WRITE_LIMITS.promoGuesses),
    TOO_MANY_PROMO_TRIES,
  )
}

/**
 * How long a promo code found live stays known to the client and the account that tried it: within
 * it, the code passes without counting as a guess even when their counters are full (`knownPromo`).
 */
export const PROMO_KNOWN_SECONDS = DAY

/**
 * Who a live promo code is remembered for (`promo-ok:<who> <CODE>` in write_counts): the client (its
 * address, an IPv6 one by its /64) and, signed in, the account. None for a client that is not counted.
 */
function promoHolders(c: Ctx, userId: number | null): string[] {
  const client = writeClient(c)
  if (client === null) return []
  return userId === null ? [client.ip] : [client.ip, `u:${userId}`]
}
const promoKnownKey = (who: string, code: string) => `promo-ok:${who} ${code}`

/**
 * Whether `code` (trimmed, uppercased) was found live for this client or this account within
 * PROMO_KNOWN_SECONDS: then it is no guess, and is looked up without counting, even when the guess
 * counters are full - 20 wrong guesses from a shared address refused the shop's real code there, and
 * every order carrying it (session 63's stranger audit, finding 4). No oracle for guessers: only a code
 * a counted look-up (or this rule) found live is remembered, so the rule answers nothing not learnt.
 */
export async function knownPromo(c: Ctx, userId: number | null, code: string): Promise<boolean> {
  const keys = promoHolders(c, userId).map((who) => promoKnownKey(who, code))
  if (!keys.length) return false
  const row = await c.env.DB.prepare(
    `SELECT 1 AS known FROM write_counts WHERE key IN (${keys.map(() => '?').join(', ')}) AND window_start > ?`,
  )
    .bind(...keys, nowSeconds() - PROMO_KNOWN_SECONDS)
    .first()
  return row !== null
}

/** `code` was found live: remembered for this client and account for PROMO_KNOWN_SECONDS (`knownPromo`). */
export async function rememberPromo(c: Ctx, userId: number | null, code: string): Promise<void> {
  const keys = promoHolders(c, userId).map((who) => promoKnownKey(who, code))
  if (!keys.length) return
  const now = nowSeconds()
  await c.env.DB.batch(
    keys.map((key) =>
      c.env.DB.prepare(
        'INSERT INTO write_counts (key, window_start, count) VALUES (?1, ?2, 1) ON CONFLICT (key) DO UPDATE SET window_start = ?2',
      ).bind(key, now),
    ),
  )
}

/**
 * A new advert of this account, an hour and a day (WRITE_LIMITS.adverts): the limits it took, to give
 * back when its save fails; a 429 with Retry-After when one refuses.
 */
export async function takeNewAdvert(c: Ctx, userId: number): Promise<WriteLimit[]> {
  const { createsPerHour: perHour, createsPerDay: perDay } = WRITE_LIMITS.adverts
  return takeOrRefuse(c, hourAndDay('advert-new', `u:${userId}`, { perHour, perDay }), TOO_MANY_NEW_ADVERTS)
}

/** An edit of one of the account's adverts, an hour and a day (`editsPerHour`, `editsPerDay`): the limits taken, to give back. */
export async function takeAdvertEdit(c: Ctx, userId: number): Promise<WriteLimit[]> {
  const { editsPerHour: perHour, editsPerDay: perDay } = WRITE_LIMITS.adverts
  return takeOrRefuse(c, hourAndDay('advert-edit', `u:${userId}`, { perHour, perDay }), TOO_MANY_ADVERT_EDITS)
}

/** Counts the day's photos of an account (`advertPhotoLimits`); a 429 with Retry-After when over. */
export async function requireAdvertPhotos(c: Ctx, limits: readonly WriteLimit[]): Promise<void> {
  const refusal = await takeWrite(c, limits)
  if (refusal) throw tooMany(TOO_MANY_ADVERT_PHOTOS, refusal)
}

/** The day's photo allowance of an account, for `count` photos of `bytes` in all. */
export const advertPhotoLimits = (userId: number, count: number, bytes: number): WriteLimit[] =>
  count === 0
    ? []
    : [
        {
          key: `advert-photos:${userId}`,
          limit: WRITE_LIMITS.adverts.photosPerDay,
          windowSeconds: WRITE_LIMITS.adverts.windowSeconds,
          amount: count,
        },
        {
          key: `advert-bytes:${userId}`,
          limit: WRITE_LIMITS.adverts.bytesPerDay,
          windowSeconds: WRITE_LIMITS.adverts.windowSeconds,
          amount: bytes,
        },
      ]
