import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMITS, SERVER_TIMINGS } from '#config'
import { cartLockAnswerSchema, cartStateSchema } from '#contract/cart-sync.ts'
import { type CartStore, GUEST_CART_IDLE_MS } from '#durable-objects/cart-store.ts'
import { resetCartIdentityCache } from '#platform/cart-session.ts'
import { type AdminHandler, adminDouble, send, setCookies } from './helpers'

/**
 * What a stranger can keep in the cart store (review r51, decision 0105): a cookie-less POST made a
 * new guest cart per request holding ~245 kB of its own JSON for a year, and a cookie-less lock made
 * a guest object no alarm ever deleted.
 */

const ORIGIN = 'https://shop.test'
const ns = () => env.CART_STORE
const admin: AdminHandler = adminDouble({
  '/auth/users/me/': (request: Request) =>
    request.headers.get('Authorization') === 'Bearer tok-carol'
      ? Response.json({ id: 31, email: 'carol@example.com', firstName: 'C', lastName: 'D', full_name: 'C D' })
      : Response.json({ detail: 'invalid token' }, { status: 401 }),
})

const card = (id: number) => ({
  productId: id,
  title: `P${id}`,
  url: `p-${id}`,
  img: '',
  price: 10,
  multiplicity: 1,
  brand: { id: 1, name: 'A', slug: 'a' },
  stock: 5,
})
const save = (order: unknown, expectedVersion = 0) => JSON.stringify({ order, replace: true, expectedVersion })
const small = { localCart: { products: [{ product: card(1), count: 1 }] }, localDataFields: {} }

/** A POST as the review sent it: no cookie, no Origin (the CSRF guard refuses only requests with cookies). */
const strangerPost = (path: string, body: string) =>
  send(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, admin)
const post = (cookie: string, path: string, body: string) =>
  send(
    path,
    { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' }, body },
    admin,
  )
const guestCookie = (res: Response) =>
  setCookies(res)
    .find((c) => c.startsWith('cart_guest='))
    ?.split(';')[0]
const guestStub = (cookie: string) =>
  ns().get(ns().idFromName(`guest:${env.SITE_TOKEN}:${cookie.split('=')[1]!.split('.')[0]}`))
const alarmOf = (stub: DurableObjectStub<CartStore>) =>
  runInDurableObject(stub, (_i: CartStore, state) => state.storage.getAlarm())
const tablesOf = (stub: DurableObjectStub<CartStore>) =>
  runInDurableObject(stub, (_i: CartStore, state) =>
    state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('cart', 'lock')")
      .toArray()
      .map((r) => r.name),
  )
async function readCart(cookie: string) {
  const res = await send('/api/cart', { headers: { Cookie: cookie } }, admin)
  expect(res.status).toBe(200)
  return cartStateSchema.parse(await res.json())
}
/** A guest cookie as a browser gets it: from its first read of the cart (which stores nothing). */
async function browserGuest(): Promise<string> {
  return guestCookie(await send('/api/cart', {}, admin))!
}

beforeEach(() => resetCartIdentityCache())

describe('the lock makes no guest cart', () => {
  it('a cookie-less lock answers the lock free and not taken: no cookie, so no object', async () => {
    const acquire = await strangerPost('/api/cart/lock', JSON.stringify({ op: 'acquire', tabId: 'tab-1-aaaaaaaa' }))
    expect(acquire.status).toBe(200)
    expect(cartLockAnswerSchema.parse(await acquire.json())).toEqual({ ok: false, holder: null })
    expect(guestCookie(acquire)).toBeUndefined()
    const status = await strangerPost('/api/cart/lock', JSON.stringify({ op: 'status', tabId: 'tab-1-aaaaaaaa' }))
    expect(cartLockAnswerSchema.parse(await status.json())).toEqual({ ok: true, holder: null })
    // a bad body is still a 400
    expect((await strangerPost('/api/cart/lock', JSON.stringify({ op: 'steal', tabId: 'x' }))).status).toBe(400)
  })

  it("a guest with its cookie stores nothing through the lock (the lock is the account's migration)", async () => {
    const cookie = await browserGuest()
    for (const op of ['acquire', 'renew', 'release'])
      expect(await (await post(cookie, '/api/cart/lock', JSON.stringify({ op, tabId: 'tab-a' }))).json()).toEqual({
        ok: false,
        holder: null,
      })
    expect(await tablesOf(guestStub(cookie))).toEqual([])
    expect(await alarmOf(guestStub(cookie))).toBeNull()
  })

  it("a signed-in shopper's lock still holds", async () => {
    const account = 'token=tok-carol'
    const a = await post(account, '/api/cart/lock', JSON.stringify({ op: 'acquire', tabId: 'tab-a' }))
    expect(cartLockAnswerSchema.parse(await a.json())).toMatchObject({ ok: true, holder: { tabId: 'tab-a' } })
    const b = await post(account, '/api/cart/lock', JSON.stringify({ op: 'acquire', tabId: 'tab-b' }))
    expect(cartLockAnswerSchema.parse(await b.json())).toMatchObject({ ok: false, holder: { tabId: 'tab-a' } })
    const release = await post(account, '/api/cart/lock', JSON.stringify({ op: 'release', tabId: 'tab-a' }))
    expect(cartLockAnswerSchema.parse(await release.json())).toEqual({ ok: true, holder: null })
  })
})

describe('a stored cart holds what the cart reads', () => {
  it("the review's body (245 kB under localDataFields.junk) is a 400 naming the key, and stores nothing", async () => {
    const body = save({ ...small, localDataFields: { junk: 'x'.repeat(245_000) } })
    const res = await strangerPost('/api/cart', body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Bad Request: order\.localDataFields: Unrecognized key.*"junk"/,
    )
    const cookie = guestCookie(res)!
    expect(await tablesOf(guestStub(cookie))).toEqual([])
  })

  it.each([
    ['an unknown key', { note: 'x' }, /order\.localDataFields: Unrecognized key.*"note"/],
    ['a spec field past its size', { trans_id: 'x'.repeat(201) }, /order\.localDataFields\.trans_id: Too big/],
    ['a spec field of another type', { total: 'lots' }, /order\.localDataFields\.total: Invalid input/],
    ['a nested unknown key', { promocodeData: { discount_sum: 1, x: 1 } }, /promocodeData: Unrecognized key/],
  ])('localDataFields with %s is a 400 with the field named', async (_case, fields, message) => {
    const cookie = await browserGuest()
    const res = await post(cookie, '/api/cart', save({ ...small, localDataFields: fields }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })

  it.each([
    ['a title past 1,000 characters', { title: 'x'.repeat(1001) }, /products\.0\.product\.title: Too big/],
    ['a url past 2,048 characters', { url: 'x'.repeat(2049) }, /products\.0\.product\.url: Too big/],
    ['a price that is text', { price: 'x'.repeat(100) }, /products\.0\.product\.price: Invalid input/],
  ])('a product with %s is a 400', async (_case, over, message) => {
    const cookie = await browserGuest()
    const res = await post(
      cookie,
      '/api/cart',
      save({ localCart: { products: [{ product: { ...card(2), ...over }, count: 1 }] }, localDataFields: {} }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })

  it("the spec's fields are kept; a product page's extra fields and the local cart's unknown ones are not stored", async () => {
    const cookie = await browserGuest()
    const fields = { deliveryMethod: 'pickup', storeId: 4, trans_id: 't-1', promocodeData: { discount_sum: 5 } }
    const detail = { ...card(3), description: 'x'.repeat(20_000), properties: [{ title: 'a', value: 'b' }] }
    const res = await post(
      cookie,
      '/api/cart',
      save({
        localCart: { products: [{ product: detail, count: 2 }], deliveryMethod: 'pickup', storeId: 4, junk: 'y' },
        localDataFields: fields,
      }),
    )
    expect(res.status).toBe(200)
    const { order } = await readCart(cookie)
    expect(order.localDataFields).toEqual(fields)
    expect(order.localCart).toEqual({
      products: [{ product: card(3), count: 2 }],
      deliveryMethod: 'pickup',
      storeId: 4,
    })
    expect(JSON.stringify(order).length).toBeLessThan(1000)
  })
})

describe('a guest cart nobody comes back to lives a day', () => {
  it('stored cookie-less it gets a day; the first read with its cookie gives it the cookie lifetime', async () => {
    expect(SERVER_TIMINGS.guestCartFirstIdle).toBe(24 * 3600 * 1000)
    const before = Date.now()
    const res = await strangerPost('/api/cart', save(small))
    expect(res.status).toBe(200)
    const cookie = guestCookie(res)!
    const stub = guestStub(cookie)
    const first = (await alarmOf(stub))!
    expect(first).toBeGreaterThanOrEqual(before + SERVER_TIMINGS.guestCartFirstIdle)
    expect(first).toBeLessThanOrEqual(Date.now() + SERVER_TIMINGS.guestCartFirstIdle)
    const read = Date.now()
    expect((await readCart(cookie)).version).toBe(1)
    const kept = (await alarmOf(stub))!
    expect(kept).toBeGreaterThanOrEqual(read + GUEST_CART_IDLE_MS)
    expect(kept).toBeLessThanOrEqual(Date.now() + GUEST_CART_IDLE_MS)
    // and each save with the cookie keeps it the cookie lifetime ahead
    const again = Date.now()
    expect((await post(cookie, '/api/cart', save(small, 1))).status).toBe(200)
    expect(await alarmOf(stub)).toBeGreaterThanOrEqual(again + GUEST_CART_IDLE_MS)
  })

  it("a browser's cart (read first, so its saves carry the cookie) has the cookie lifetime from its first save", async () => {
    const cookie = await browserGuest()
    const before = Date.now()
    expect((await post(cookie, '/api/cart', save(small))).status).toBe(200)
    expect(await alarmOf(guestStub(cookie))).toBeGreaterThanOrEqual(before + GUEST_CART_IDLE_MS)
  })

  it('a day later the object is gone; the cookie still reads an empty cart the browser saves its copy into', async () => {
    const res = await strangerPost('/api/cart', save(small))
    const cookie = guestCookie(res)!
    const stub = guestStub(cookie)
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await tablesOf(stub)).toEqual([])
    // The returning browser reads version 0 and saves its stored cart again (app/features/cart/sync/start.ts load).
    expect(await readCart(cookie)).toMatchObject({ version: 0, order: { localCart: { products: [] } } })
    expect((await post(cookie, '/api/cart', save(small))).status).toBe(200)
    expect((await readCart(cookie)).order.localCart.products).toHaveLength(1)
  })

  it('twenty cookie-less saves of the largest body that passes make twenty carts of a day each', async () => {
    // The largest product-shaped body under the byte limit: lines whose titles and links are at their sizes.
    const fat = (id: number) => ({ ...card(id), title: 't'.repeat(1000), url: 'u'.repeat(2048), img: 'i'.repeat(2048) })
    const lines: { product: ReturnType<typeof fat>; count: number }[] = []
    while (
      save({ localCart: { products: [...lines, { product: fat(lines.length + 1), count: 1 }] } }).length <
      LIMITS.cartBodyBytes
    )
      lines.push({ product: fat(lines.length + 1), count: 1 })
    const body = save({ localCart: { products: lines } })
    expect(body.length).toBeGreaterThan(LIMITS.cartBodyBytes - 6_000)
    const before = Date.now()
    for (let i = 0; i < 20; i++) {
      const res = await strangerPost('/api/cart', body)
      expect(res.status).toBe(200)
      expect(await alarmOf(guestStub(guestCookie(res)!))).toBeLessThanOrEqual(
        Date.now() + SERVER_TIMINGS.guestCartFirstIdle,
      )
    }
    expect(Date.now() - before).toBeLessThan(SERVER_TIMINGS.guestCartFirstIdle)
  })
})

/**
 * Session 61's edge audit: a client that kept each new cookie kept each cart for a year (its cookie
 * "came back" a moment later), 100 carts of 232 kB in 2 s from one address. New guests are counted
 * per address by the NEW_GUESTS rate-limit binding (decision 0124); here the real binding, with the
 * limit lowered to 3 a minute for the test (miniflare takes a per-call limit).
 */
describe('new guests per address', () => {
  const limited = (limit: number) =>
    ({
      NEW_GUESTS: {
        limit: (options: { key: string }) => env.NEW_GUESTS.limit({ ...options, limit, period: 60 } as never),
      },
    }) as never
  const from = (ip: string, init: RequestInit = {}) =>
    send('/api/cart', { ...init, headers: { ...init.headers, 'CF-Connecting-IP': ip } }, admin, limited(3))

  it('the binding is configured for the shop (wrangler.toml)', () => {
    expect(typeof env.NEW_GUESTS?.limit).toBe('function')
  })

  it('past the limit a cookie-less client is answered 429 and makes no guest; others, and a guest with its cookie, go on', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
    const made: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await from(ip)
      expect(res.status).toBe(200)
      made.push(guestCookie(res)!)
    }
    const refused = await from(ip, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: save(small),
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too Many Requests: /)
    expect(guestCookie(refused)).toBeUndefined()
    // A guest the address already has keeps its cart: its cookie makes no new one.
    const back = await from(ip, {
      method: 'POST',
      headers: { Cookie: made[0]!, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: save(small),
    })
    expect(back.status).toBe(200)
    // Another address (an IPv6 /64 counts as one) is counted on its own.
    expect((await from(`2001:db8:${ip.split('.')[3]}::1`)).status).toBe(200)
  })

  // Session 61's audit: another site's <img src=/api/cart> (no cookie: SameSite=Lax) made a guest each
  // time, and 20 of them spent the address's new carts.
  it("another site's requests make no guest and spend nothing; the shop's own page still makes one", async () => {
    const ip = `198.51.101.${Math.floor(Math.random() * 250) + 1}`
    for (let i = 0; i < 5; i++) {
      const res = await from(ip, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' } })
      expect(res.status).toBe(401)
      expect(guestCookie(res)).toBeUndefined()
    }
    const own = await from(ip, { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(own.status).toBe(200)
    expect(guestCookie(own)).toBeDefined()
  })
})
