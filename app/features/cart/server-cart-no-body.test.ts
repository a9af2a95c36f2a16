// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EndpointName } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A server cart whose writes answer 204 No Content (session 67's operator audit: a third back end
 * written from the spec, which shows no answer for add-item, reduce-item, remove-item or merge-cart).
 * Before: the contract refused the empty answer ("expected object, received null"), the client put
 * back the cart it had (empty) though the back end held the line, and the next click added it a
 * second time; and fetch-all's line with `priceWithDiscount: null` (no discount) was left out, so the
 * cart read as empty on every device. Now a 2xx without a body is the write done and the cart is read
 * again (fetch-all); a null discount is no discount. The store, the client, server-cart.server.ts,
 * the registry's schemas and the real REST client (callEndpoint, apiRequest) run; the back end is a
 * double behind `fetch` that answers as that back end did (0/1 flags, nulls, 204 to every write).
 */
const fake = vi.hoisted(() => ({
  carts: new Map<string, Map<number, number>>(),
  calls: [] as string[],
  signedIn: false,
  /** How a write answers: 204, an empty 200, or `{status:'ok'}` (a body that is not the cart). */
  writeAnswer: '204' as '204' | 'empty200' | 'status-ok' | '400',
}))
vi.mock('./cart.server', () => ({ promoRefused: async () => false }))
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))

vi.mock('#platform/request.server.ts', async () => {
  const { callEndpoint } = await import('#platform/backend/call.ts')
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  // The back end: one cart per account (a bearer token) or guest (no_user_id).
  const backEnd = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const path = url.pathname
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {}
    fake.calls.push(`${request.method} ${path}`)
    const user = request.headers.get('Authorization') === 'Bearer tok'
    const key = user ? 'u' : `g:${url.searchParams.get('no_user_id') ?? body.no_user_id}`
    const lines = fake.carts.get(key) ?? new Map<number, number>()
    fake.carts.set(key, lines)
    const done = () => {
      if (fake.writeAnswer === '204') return json(204, null)
      if (fake.writeAnswer === 'empty200') return new Response('', { status: 200 })
      return json(200, { status: 'ok' })
    }
    switch (path) {
      case '/general/cart/fetch-all/': {
        const products = [...lines].map(([id, count]) => ({
          id,
          price: 10,
          count,
          home_delivery: 1,
          card_payment_available: 1,
          is_recipe: 0,
          is_loyalty_active: 0,
          priceWithDiscount: null,
          discountAmount: null,
          discountPercentage: null,
          product: { ...testProduct(id), img: null, old_price: null, discount: null },
        }))
        return json(200, {
          total_count: products.length,
          total_discount: 0,
          total_price: products.reduce((sum, l) => sum + l.price * l.count, 0),
          loyalty_give: 0,
          products,
        })
      }
      case '/general/cart/add-item/': {
        if (fake.writeAnswer === '400') return json(400, 'Product does not exist')
        const id = Number(body.product_id)
        lines.set(id, (lines.get(id) ?? 0) + Number(body.count))
        return done()
      }
      case '/general/cart/reduce-item/': {
        const id = Number(body.product_id)
        const left = (lines.get(id) ?? 0) - Number(body.count)
        if (left > 0) lines.set(id, left)
        else lines.delete(id)
        return done()
      }
      case '/general/cart/remove-item/':
        for (const id of body.product_ids as number[]) lines.delete(id)
        return done()
      case '/general/cart/merge-cart/': {
        const guest = fake.carts.get(`g:${body.no_user_id}`) ?? new Map<number, number>()
        for (const [id, count] of guest) lines.set(id, (lines.get(id) ?? 0) + count)
        fake.carts.delete(`g:${body.no_user_id}`)
        return done()
      }
      case '/users/user-group/':
        return json(200, { id: 1, loyalty_points: 0 })
      default:
        return json(404, { detail: 'Not found.' })
    }
  }
  return {
    requestCookie: (name: string) => (name === 'token' && fake.signedIn ? 'tok' : undefined),
    requestDevMode: () => false,
    shopperIpHeaders: () => undefined,
    callForRequest: (locale: 'ro', name: EndpointName, opts: object, withToken?: boolean) =>
      callEndpoint(
        {
          baseUrl: 'http://backend.test',
          siteToken: 'site',
          locale,
          accessToken: withToken && fake.signedIn ? 'tok' : undefined,
          fetcher: backEnd,
        },
        name,
        opts,
      ),
  }
})
vi.mock('./server-cart.functions', async () => {
  const server = await import('./server-cart.server')
  type Data<T> = { data: T }
  return {
    loadServerCartFn: ({ data }: Data<{ lang: 'ro'; noUserId: string; merge: boolean }>) =>
      server.loadServerCart(data.lang, data.noUserId, data.merge),
    changeServerCartFn: ({ data }: Data<{ lang: 'ro'; noUserId: string; change: never }>) =>
      server.changeServerCart(data.lang, data.noUserId, data.change),
    validateServerCartFn: async () => ({ ok: true }),
    reserveServerCartFn: async () => ({ ok: true }),
    serverPromoFn: async () => ({ ok: false, invalid: false, errors: [] }),
  }
})

const { cartState, remoteCartState, addToCart, setCount, startCart, cartBackend } = await import('./store')
const { chooseCartBackend } = await import('./backend-choice')
const { toastState } = await import('#app/toasts/store.ts')
const { loadServerCart } = await import('./server-cart.server')

const LINE = 1578
const shown = () => cartState.products.find((l) => l.product.productId === LINE)?.count ?? 0
const held = () => [...fake.carts.entries()].filter(([, lines]) => lines.size > 0).map(([k, l]) => [k, [...l]])
const idle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  await vi.waitFor(() => expect(remoteCartState.ready && remoteCartState.pending === 0).toBe(true), { timeout: 3000 })
}
const errors = () => toastState.toasts.filter((t) => t.kind === 'error')
const refusedLogs: string[] = []

beforeAll(async () => {
  for (const method of ['warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      refusedLogs.push(args.map(String).join(' '))
    })
  startCart({ backend: await chooseCartBackend({ cart_settings: { server_cart: true } }) })
  expect(cartBackend().name).toBe('server')
  await idle()
})

beforeEach(() => {
  fake.calls.length = 0
  fake.writeAnswer = '204'
  toastState.toasts = []
  refusedLogs.length = 0
})

describe('a server-cart write answered without a body is done; the cart is read again', () => {
  it('add-item 204: the cart shows the line the back end holds, no rollback, added once', async () => {
    addToCart(testProduct(LINE))
    await idle()
    expect(fake.calls).toEqual(['POST /general/cart/add-item/', 'GET /general/cart/fetch-all/'])
    expect(shown()).toBe(1)
    expect(remoteCartState.meta[LINE]?.priceWithDiscount).toBe(10)
    expect(errors()).toEqual([])
    expect(refusedLogs.filter((l) => l.includes('/general/cart/') && l.includes('refuses'))).toEqual([])
    // one more click adds one more (the device confirmed 1): the back end holds 2, not 3
    addToCart(testProduct(LINE))
    await idle()
    expect(shown()).toBe(2)
    expect(held()).toEqual([[expect.stringMatching(/^g:/), [[LINE, 2]]]])
  })

  it.each([
    ['an empty 200', 'empty200'],
    ["{status:'ok'} (a body that is not the cart)", 'status-ok'],
  ] as const)('reduce-item answered with %s: the cart is read again', async (_name, answer) => {
    fake.writeAnswer = answer
    setCount(LINE, 1, false)
    await idle()
    expect(fake.calls).toEqual(['POST /general/cart/reduce-item/', 'GET /general/cart/fetch-all/'])
    expect(shown()).toBe(1)
    expect(errors()).toEqual([])
    setCount(LINE, 2, false)
    await idle()
    expect(shown()).toBe(2)
  })

  it('remove-item 204: the line is gone on both ends', async () => {
    setCount(LINE, 0, false)
    await idle()
    expect(fake.calls).toEqual(['POST /general/cart/remove-item/', 'GET /general/cart/fetch-all/'])
    expect(shown()).toBe(0)
    expect(held()).toEqual([])
    expect(errors()).toEqual([])
  })

  it('a refusal (400) is still the add failed: the confirmed cart comes back, with a notice, and no fetch-all', async () => {
    fake.writeAnswer = '400'
    addToCart(testProduct(LINE))
    await idle()
    expect(fake.calls).toEqual(['POST /general/cart/add-item/'])
    expect(shown()).toBe(0)
    expect(errors()).toHaveLength(1)
  })
})

describe('merge-cart at sign-in answered 204', () => {
  it("the guest's line is in the account's cart, read by fetch-all, with nothing logged as refused", async () => {
    fake.carts.clear()
    fake.carts.set('g:guest-0001', new Map([[LINE, 3]]))
    fake.signedIn = true
    try {
      const out = await loadServerCart('ro', 'guest-0001', true)
      expect(fake.calls.filter((c) => !c.startsWith('GET /users/'))).toEqual([
        'POST /general/cart/merge-cart/',
        'GET /general/cart/fetch-all/',
      ])
      expect(out.ok && out.signedIn).toBe(true)
      expect(out.ok && out.cart.lines.map((l) => [l.product.productId, l.count])).toEqual([[LINE, 3]])
      expect(refusedLogs.filter((l) => l.includes('/general/cart/') && l.includes('refuses'))).toEqual([])
    } finally {
      fake.signedIn = false
    }
  })
})
