import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CartState } from '#contract/cart-sync.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { testProduct } from '#contract/product-card.fixture.ts'
import type { ServerCartView } from './server-cart'

/**
 * The CartBackend contract (decision 0050): the same cases run against both implementations - the
 * local cart with its Durable Object sync (local-backend.test.ts: fetch and WebSocket faked) and
 * the admin back end's server cart (server-backend.test.ts: its server functions faked). Each case
 * goes through the store the app uses (startCart with the chooser's backend, addToCart, setCount,
 * emptyCartAfterOrder...) on fresh modules, and checks what the remote cart holds.
 */

export type Line = { id: number; count: number }

/** A remote cart in memory, and the fakes of its wire (one per test file). */
export interface Harness {
  /** The site settings the chooser reads (backend-choice.ts). */
  settings: import('./backend-choice').CartBackendSettings
  expect: 'local' | 'server'
  /** Resets the remote cart to `lines` (before the store starts). */
  seed(lines: Line[]): void
  /** What the remote cart holds. */
  remote(): Line[]
  /** The remote cart changes elsewhere (another device or tab) and this browser is told. */
  pushRemote(lines: Line[]): void
  /** Every call to the remote fails as a network failure does (until turned off). */
  failNetwork(on: boolean): void
  /** Counts the remote backend stores for a request `[requested, multiplicity]`. */
  counts: [requested: unknown, multiplicity: number, expected: number][]
}

export const product = (id: number): ProductCard => testProduct(id)
const linesOf = (products: readonly { product: { productId: number }; count: number }[]): Line[] =>
  products.map((l) => ({ id: l.product.productId, count: l.count }))

type Modules = {
  store: typeof import('./store')
  state: typeof import('./cart-state')
  choice: typeof import('./backend-choice')
}

export function cartBackendContract(h: Harness) {
  let m: Modules
  let warn: ReturnType<typeof vi.spyOn>

  const start = async (seed: Line[] = []) => {
    h.seed(seed)
    vi.resetModules()
    m = {
      store: await import('./store'),
      state: await import('./cart-state'),
      choice: await import('./backend-choice'),
    }
    m.store.startCart({ backend: await m.choice.chooseCartBackend(h.settings) })
    expect(m.store.cartBackend().name).toBe(h.expect)
    // The remote cart has been read: the store shows it.
    await vi.waitFor(() => expect(linesOf(m.state.cartState.products)).toEqual(seed), { timeout: 3000 })
    await settled()
  }
  /** The backend has nothing left to send (the local sync's save debounce is 80 ms; the server queue drains). */
  const settled = () =>
    vi.waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 120))
        expect(m.state.remoteCartState.pending).toBe(0)
      },
      { timeout: 3000 },
    )
  const stored = () =>
    linesOf(
      (
        JSON.parse(window.localStorage.getItem('cart') ?? '{"products":[]}') as {
          products: { product: ProductCard; count: number }[]
        }
      ).products,
    )

  beforeEach(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
    h.failNetwork(false)
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(async () => {
    // The test's store lives on beside the next test's (vi.resetModules): it must have nothing left
    // to send, or a late save of its cart lands on the next test's remote (seen with shuffled order).
    h.failNetwork(false)
    if (m) await settled()
    warn.mockRestore()
  })

  describe(`CartBackend contract: ${h.expect === 'server' ? 'server cart' : 'local cart + Durable Object'}`, () => {
    it('is chosen from the site settings and starts from the remote cart', async () => {
      await start([{ id: 1, count: 2 }])
      expect(stored()).toEqual([{ id: 1, count: 2 }])
    })

    it('an added product reaches the remote cart', async () => {
      await start()
      m.store.addToCart(product(5))
      await vi.waitFor(() => expect(h.remote()).toEqual([{ id: 5, count: 1 }]), { timeout: 3000 })
    })

    it('a count change and a removal reach the remote cart', async () => {
      await start([
        { id: 5, count: 1 },
        { id: 6, count: 1 },
      ])
      m.store.setCount(5, 3, true)
      m.store.setCount(6, 0, false)
      await vi.waitFor(() => expect(h.remote()).toEqual([{ id: 5, count: 3 }]), { timeout: 3000 })
      expect(linesOf(m.state.cartState.products)).toEqual([{ id: 5, count: 3 }])
    })

    it('a change made elsewhere is taken in', async () => {
      await start([{ id: 1, count: 1 }])
      h.pushRemote([{ id: 7, count: 2 }])
      await vi.waitFor(() => expect(linesOf(m.state.cartState.products)).toEqual([{ id: 7, count: 2 }]), {
        timeout: 3000,
      })
      expect(stored()).toEqual([{ id: 7, count: 2 }])
    })

    it('an order empties the remote cart too', async () => {
      await start([{ id: 1, count: 2 }])
      m.store.emptyCartAfterOrder()
      expect(m.state.cartState.products).toEqual([])
      await vi.waitFor(() => expect(h.remote()).toEqual([]), { timeout: 3000 })
    })

    it('any change of the lines clears the applied promo code', async () => {
      await start([{ id: 1, count: 1 }])
      Object.assign(m.state.cartState, { promoCode: 'SPRING', discount: 5 })
      m.store.addToCart(product(1))
      expect(m.state.cartState.promoCode).toBeNull()
      expect(m.state.cartState.discount).toBe(0)
      expect(m.state.promoState.removed).toBe('SPRING')
    })

    // Spec 4: a loyalty toggle clears the applied promo code. Loyalty lives in the admin back end's
    // cart; the local cart has none, so there the toggle changes nothing and the code stays.
    it('a loyalty toggle clears the applied promo code where the backend keeps loyalty', async () => {
      await start([{ id: 1, count: 1 }])
      Object.assign(m.state.cartState, { promoCode: 'SPRING', discount: 5 })
      m.store.setLoyalty(1, true)
      expect(m.state.cartState.promoCode).toBe(h.expect === 'server' ? null : 'SPRING')
      m.store.setLoyalty(1, true)
      expect(m.state.promoState.removed).toBe(h.expect === 'server' ? 'SPRING' : null)
    })

    it('a network failure never loses the cart the remote confirmed, and is reported', async () => {
      await start([{ id: 1, count: 2 }])
      h.failNetwork(true)
      m.store.addToCart(product(2))
      await vi.waitFor(
        () => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[cart\] /), expect.anything()),
        { timeout: 3000 },
      )
      await settled()
      // The confirmed line stays on screen and in storage (the local cart keeps the unsaved add too).
      expect(linesOf(m.state.cartState.products)).toContainEqual({ id: 1, count: 2 })
      expect(stored()).toContainEqual({ id: 1, count: 2 })
      expect(h.remote()).toEqual([{ id: 1, count: 2 }])
    })

    it('an applied promo code sets the discount until the lines change', async () => {
      await start([{ id: 1, count: 1 }])
      const answer = await m.store.cartBackend().applyPromo('GOOD', { lang: 'en' })
      expect(answer.outcome).toBe('applied')
      expect(m.state.cartState.promoCode).toBe('GOOD')
      expect(m.state.cartState.discount).toBe(5)
    })

    // Two tabs of one browser share the cart, its promo code too: a code applied in one shows in the
    // other, and a change of the lines in one (which clears the code, spec 4) clears it in the other.
    // Before (session 74, pharma demo), the server cart's other tab kept its own: WELCOME10 applied in
    // tab A never showed in B, and after B set a line from 3 to 5, A still showed -10 % of the 3.
    it('the promo code follows another tab of this browser', async () => {
      await start([{ id: 1, count: 3 }])
      await settled()
      const otherTab = (lines: Line[], promo: { promoCode: string | null; discount: number }) => {
        h.seed(lines)
        const stored = JSON.parse(window.localStorage.getItem('cart') ?? '{}') as Record<string, unknown>
        const newValue = JSON.stringify({
          ...stored,
          products: lines.map((l) => ({ product: product(l.id), count: l.count })),
          ...promo,
        })
        window.localStorage.setItem('cart', newValue)
        window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue }))
      }
      otherTab([{ id: 1, count: 3 }], { promoCode: 'GOOD', discount: 6 })
      expect([m.state.cartState.promoCode, m.state.cartState.discount]).toEqual(['GOOD', 6])
      await settled()
      otherTab([{ id: 1, count: 5 }], { promoCode: null, discount: 0 })
      expect([m.state.cartState.promoCode, m.state.cartState.discount]).toEqual([null, 0])
      await vi.waitFor(() => expect(linesOf(m.state.cartState.products)).toEqual([{ id: 1, count: 5 }]), {
        timeout: 3000,
      })
    })

    it('checkout proceeds when the backend accepts the cart', async () => {
      await start([{ id: 1, count: 1 }])
      expect(await m.store.cartBackend().beforeCheckout('en', false)).toMatchObject({ proceed: true })
    })

    it('counts follow the backend rule', async () => {
      await start()
      const backend = m.store.cartBackend()
      for (const [requested, multiplicity, expected] of h.counts)
        expect(backend.count(requested, multiplicity), `${String(requested)} x ${multiplicity}`).toBe(expected)
    })
  })
}

/** The local cart's remote: the CartStore object behind /api/cart, and its /ws/cart socket. */
export function localRemote() {
  let state: CartState = {
    order: { localCart: { products: [] }, localDataFields: {} },
    version: 0,
    signedIn: false,
    guestPending: false,
  }
  let failing = false
  const sockets: FakeSocket[] = []
  class FakeSocket {
    listeners = new Map<string, ((event: { data?: unknown }) => void)[]>()
    constructor(readonly url: string) {
      sockets.push(this)
      setTimeout(() => this.emit('open', {}), 0)
    }
    addEventListener(type: string, fn: (event: { data?: unknown }) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn])
    }
    emit(type: string, event: { data?: unknown }) {
      for (const fn of this.listeners.get(type) ?? []) fn(event)
    }
    close() {}
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (failing) throw new TypeError('Failed to fetch')
    const url = String(input)
    if (url === '/api/cart' && (init?.method ?? 'GET') === 'GET') return json(state)
    if (url === '/api/cart' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { order: CartState['order']; expectedVersion: number }
      if (body.expectedVersion !== state.version) return json({ error: 'conflict', currentVersion: state.version }, 409)
      state = { ...state, order: body.order, version: state.version + 1 }
      return json({ version: state.version })
    }
    return json({ error: 'not faked' }, 404)
  }
  const order = (lines: Line[]) => ({
    localCart: { products: lines.map((l) => ({ product: product(l.id), count: l.count })) },
    localDataFields: {},
  })
  return {
    fetch,
    WebSocket: FakeSocket,
    seed(lines: Line[]) {
      state = { ...state, order: order(lines), version: lines.length ? 3 : 0 }
    },
    remote: () => linesOf(state.order.localCart.products as { product: { productId: number }; count: number }[]),
    pushRemote(lines: Line[]) {
      state = { ...state, order: order(lines), version: state.version + 1 }
      sockets.at(-1)?.emit('message', {
        data: JSON.stringify({
          type: 'cart:event',
          version: state.version,
          order: state.order,
          tabId: 'another-tab',
        }),
      })
    },
    failNetwork(on: boolean) {
      failing = on
    },
  }
}

/** The admin back end's cart behind the server functions of server-cart.functions.ts. */
export function serverRemote() {
  let lines: Line[] = []
  let failing = false
  const view = (): ServerCartView => ({
    lines: lines.map((l) => ({ product: product(l.id), count: l.count })),
    meta: Object.fromEntries(
      lines.map((l) => [
        l.id,
        {
          priceWithDiscount: 10,
          discountAmount: 0,
          discountPercentage: 0,
          isLoyaltyActive: false,
          cardPaymentAvailable: true,
        },
      ]),
    ),
    totals: {
      totalCount: lines.length,
      totalPrice: lines.reduce((s, l) => s + 10 * l.count, 0),
      totalDiscount: 0,
      loyaltyGive: 0,
    },
  })
  const guard = () => {
    if (failing) throw new TypeError('Failed to fetch')
  }
  type Change =
    | { op: 'add' | 'reduce' | 'set'; productId: number; count: number }
    | { op: 'remove'; productIds: number[] }
    | { op: 'loyalty'; productId: number; active: boolean }
  const apply = (change: Change) => {
    if (change.op === 'remove') lines = lines.filter((l) => !change.productIds.includes(l.id))
    else if (change.op === 'add') {
      const line = lines.find((l) => l.id === change.productId)
      if (line) line.count += change.count
      else lines.push({ id: change.productId, count: change.count })
    } else if (change.op === 'reduce') {
      const line = lines.find((l) => l.id === change.productId)
      if (line) line.count -= change.count
    } else if (change.op === 'set') {
      // a typed count: the server function reads the back end's count and sends the difference to it
      lines = lines.filter((l) => l.id !== change.productId)
      lines.push({ id: change.productId, count: change.count })
    }
  }
  return {
    functions: {
      loadServerCartFn: async () => {
        guard()
        return { ok: true as const, cart: view(), signedIn: false }
      },
      changeServerCartFn: async ({ data }: { data: { change: Change } }) => {
        guard()
        apply(data.change)
        return { ok: true as const, cart: view(), signedIn: false }
      },
      validateServerCartFn: async () => {
        guard()
        return { ok: true as const }
      },
      reserveServerCartFn: async () => {
        guard()
        return { ok: true as const }
      },
      serverPromoFn: async ({ data }: { data: { code: string } }) => {
        guard()
        return { ok: true as const, code: data.code, discount: 5, generalPrice: 10 }
      },
    },
    seed(next: Line[]) {
      lines = next.map((l) => ({ ...l }))
    },
    remote: () => lines.map((l) => ({ ...l })),
    pushRemote(next: Line[]) {
      lines = next.map((l) => ({ ...l }))
      // Another tab of this browser changed the server cart: its storage write reaches this tab.
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    },
    failNetwork(on: boolean) {
      failing = on
    },
  }
}

/** The local cart's own server functions (preview-promo, checkout-status), the same for both files. */
export const localFunctions = {
  previewPromoFn: async ({ data }: { data: { code: string } }) => ({
    ok: true as const,
    code: data.code,
    discount: 5,
    generalPrice: 10,
  }),
  checkoutStatusFn: async ({ data }: { data: { ids: number[] } }) => ({
    ok: true as const,
    statuses: data.ids.map((id) => ({ id, active: true, available: true, is_stock: true, price: 10, stock: 10 })),
    products: [],
  }),
}
