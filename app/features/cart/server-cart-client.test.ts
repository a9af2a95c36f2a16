// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServerCart } from '#contract/cart.ts'
import type { EndpointName } from '#contract/endpoints.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The server cart across devices (cold review r54, pharma demo). Before: a count typed on a device
 * that had not seen another device's change went as add-item/reduce-item from the count this device
 * last confirmed (one account, line at 2; 4 typed on A, then 3 on D, which still showed 2: the back
 * end held 5; two tabs of a guest typing 4 and 6 on a line at 3: 7), and another device's change
 * showed only after a reload. Now a typed count is the count (the server reads the back end's count
 * first), a step (−, +) stays relative, and coming back to the tab or window fetches the cart.
 * The store, this client and server-cart.server.ts run for real; the admin back end is a fake behind
 * callForRequest.
 */
const fake = vi.hoisted(() => ({
  lines: new Map<number, number>(),
  calls: [] as string[],
  gate: null as Promise<void> | null,
  slow: false,
  promo: { ok: false, invalid: false, errors: [] } as unknown,
  /** The back end lists its cart by last change (the reference one: ORDER BY updated_at). */
  byLastChange: false,
}))
// cart.server.ts reads the Worker's variables; only its promo rule is imported here.
vi.mock('./cart.server', () => ({ promoRefused: async () => false }))
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('#platform/request.server.ts', () => ({
  requestCookie: () => undefined,
  requestDevMode: () => false,
  callForRequest: async (_locale: string, name: EndpointName, opts: { body?: Record<string, unknown> }) => {
    fake.calls.push(name)
    if (fake.gate) await fake.gate
    fake.gate = null
    if (fake.slow) await new Promise((resolve) => setTimeout(resolve, 5))
    const body = opts.body ?? {}
    const id = body.product_id as number
    if (fake.byLastChange && (name === 'cartAddItem' || name === 'cartReduceItem')) {
      const was = fake.lines.get(id)
      fake.lines.delete(id)
      if (was !== undefined) fake.lines.set(id, was)
    }
    if (name === 'cartAddItem') fake.lines.set(id, (fake.lines.get(id) ?? 0) + (body.count as number))
    if (name === 'cartReduceItem') fake.lines.set(id, (fake.lines.get(id) ?? 0) - (body.count as number))
    if (name === 'cartRemoveItem') for (const pid of body.product_ids as number[]) fake.lines.delete(pid)
    const cart: ServerCart = {
      total_count: fake.lines.size,
      total_discount: 0,
      total_price: 0,
      loyalty_give: 0,
      products: [...fake.lines].map(([pid, count]) => ({
        id: pid,
        price: 10,
        count,
        home_delivery: true,
        card_payment_available: true,
        is_recipe: false,
        is_loyalty_active: false,
        priceWithDiscount: 10,
        discountAmount: 0,
        discountPercentage: 0,
        product: testProduct(pid),
      })),
    }
    return { ok: true, status: 200, data: cart }
  },
}))
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
    serverPromoFn: async () => fake.promo,
  }
})

const { cartState, remoteCartState, setCount, startCart, cartBackend } = await import('./store')
const { chooseCartBackend } = await import('./backend-choice')
const client = await import('./server-cart-client')

const LINE = 1578
const shown = () => cartState.products.find((l) => l.product.productId === LINE)?.count ?? 0
const idle = async () => {
  // the client's task is queued a microtask after setCount; its server function then runs
  await new Promise((resolve) => setTimeout(resolve, 0))
  await vi.waitFor(() => expect(remoteCartState.ready && remoteCartState.pending === 0).toBe(true), { timeout: 3000 })
}

/** The shopper's change as the quantity field hands it to the store: typed in the field, or a − / + step. */
async function changeBy(kind: 'typed' | 'step', target: number) {
  setCount(LINE, target, kind === 'typed')
  await Promise.resolve()
}

beforeAll(async () => {
  fake.lines.set(LINE, 2)
  startCart({ backend: await chooseCartBackend({ cart_settings: { server_cart: true } }) })
  expect(cartBackend().name).toBe('server')
  await idle()
})

beforeEach(() => {
  fake.calls.length = 0
})

describe('a count on a device that has not seen the change another device made', () => {
  // confirmed here, then the back end's count after another device (null: removed there), the change, and what holds after
  it.each([
    [2, 4, 'typed', 3, 3, ['cartFetchAll', 'cartReduceItem']],
    [2, 4, 'typed', 4, 4, ['cartFetchAll']],
    [2, 4, 'typed', 1, 1, ['cartFetchAll', 'cartReduceItem']],
    [2, null, 'typed', 3, 3, ['cartFetchAll', 'cartAddItem']],
    [2, 2, 'typed', 5, 5, ['cartFetchAll', 'cartAddItem']],
    // two tabs of one guest typing 4 and 6 on a line at 3: the later one holds
    [3, 4, 'typed', 6, 6, ['cartFetchAll', 'cartAddItem']],
    // steps stay relative, one call: + and − act on what the back end holds
    [2, 4, 'step', 3, 5, ['cartAddItem']],
    [2, 4, 'step', 1, 3, ['cartReduceItem']],
    [2, 2, 'step', 3, 3, ['cartAddItem']],
  ] as const)(
    'confirmed %s, back end %s, %s %s: the back end holds %s',
    async (mine, theirs, kind, target, after, calls) => {
      fake.lines.set(LINE, mine)
      client.refreshServerCart()
      await vi.waitFor(() => expect(shown()).toBe(mine), { timeout: 3000 })
      await idle()
      if (theirs === null) fake.lines.delete(LINE)
      else fake.lines.set(LINE, theirs)
      fake.calls.length = 0

      await changeBy(kind, target)
      expect(shown()).toBe(target)
      await idle()

      expect(fake.lines.get(LINE)).toBe(after)
      expect(fake.calls).toEqual(calls)
      // this device shows what the back end holds
      expect(shown()).toBe(after)
    },
  )

  it('a typed count and a step queued behind a slow call go as one typed count', async () => {
    fake.lines.set(LINE, 2)
    client.refreshServerCart()
    await vi.waitFor(() => expect(shown()).toBe(2), { timeout: 3000 })
    await idle()
    fake.lines.set(LINE, 4)
    fake.calls.length = 0
    let open = () => {}
    fake.gate = new Promise((resolve) => {
      open = resolve
    })
    await changeBy('step', 3) // in flight: add-item 1
    await changeBy('typed', 7) // queued
    await changeBy('step', 8) // queued: only the newest is sent, as a typed count
    open()
    await idle()
    expect(fake.calls).toEqual(['cartAddItem', 'cartFetchAll', 'cartAddItem'])
    expect(fake.lines.get(LINE)).toBe(8)
    expect(shown()).toBe(8)
  })
})

describe('the lines keep their places', () => {
  it('a back end that lists its cart by last change does not move the line the shopper changed', async () => {
    fake.lines.clear()
    fake.lines.set(LINE, 2).set(11, 1).set(12, 1)
    const order = () => cartState.products.map((l) => l.product.productId)
    client.refreshServerCart()
    await vi.waitFor(() => expect(order()).toEqual([LINE, 11, 12]), { timeout: 3000 })
    await idle()
    fake.byLastChange = true
    try {
      await changeBy('typed', 5)
      await idle()
      expect([...fake.lines.keys()]).toEqual([11, 12, LINE])
      expect(order()).toEqual([LINE, 11, 12])
      expect(shown()).toBe(5)
      // a line another device added comes after the shown ones
      fake.lines.set(13, 1)
      client.refreshServerCart()
      await vi.waitFor(() => expect(order()).toEqual([LINE, 11, 12, 13]), { timeout: 3000 })
      await idle()
    } finally {
      fake.byLastChange = false
      fake.lines.delete(11)
      fake.lines.delete(12)
      fake.lines.delete(13)
    }
  })
})

describe('two tabs of one browser typing at once', () => {
  /** navigator.locks as the browser's: one holder of a name at a time, in request order. */
  function fakeLocks() {
    const requested: string[] = []
    let chain: Promise<unknown> = Promise.resolve()
    const locks = {
      request: (name: string, task: () => Promise<unknown>) => {
        requested.push(name)
        const run = chain.then(task)
        chain = run.then(
          () => undefined,
          () => undefined,
        )
        return run
      },
    }
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    return requested
  }
  const server = () => import('./server-cart.server')
  const both = async () => {
    const { changeServerCart } = await server()
    const tab = (count: number) => {
      const change = { op: 'set' as const, productId: LINE, count }
      return client.tabsTakeTurns(change, () => changeServerCart('ro', 'guest-0001', change))
    }
    fake.lines.set(LINE, 3)
    fake.slow = true
    try {
      await Promise.all([tab(4), tab(6)])
    } finally {
      fake.slow = false
    }
    return fake.lines.get(LINE)
  }

  it('without turns both read 3 and both add (7); taking turns, the later count holds (6)', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
    expect(await both()).toBe(7)
    const requested = fakeLocks()
    expect(await both()).toBe(6)
    expect(requested).toEqual(['server-cart-set', 'server-cart-set'])
  })

  it('a typed count from the store takes its turn; a step does not wait for one', async () => {
    const requested = fakeLocks()
    await changeBy('typed', 9)
    await idle()
    expect(requested).toEqual(['server-cart-set'])
    await changeBy('step', 10)
    await idle()
    expect(requested).toEqual(['server-cart-set'])
    expect(fake.lines.get(LINE)).toBe(10)
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
  })
})

describe('reloadOnReturn', () => {
  function fakes() {
    const listeners: Record<string, (() => void)[]> = {}
    const target = () => ({
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = [...(listeners[type] ?? []), listener]
      },
    })
    const doc = { ...target(), visibilityState: 'hidden' }
    const fire = (type: string) => {
      for (const listener of listeners[type] ?? []) listener()
    }
    return { doc, win: target(), fire, listeners }
  }

  it('fetches the cart when the tab becomes visible or the window gets the focus, once per return', () => {
    const { doc, win, fire } = fakes()
    let time = 10_000
    const reload = vi.fn()
    client.reloadOnReturn(doc, win, reload, () => time)
    fire('visibilitychange') // hidden: nothing
    expect(reload).not.toHaveBeenCalled()
    time += 60_000
    doc.visibilityState = 'visible'
    fire('visibilitychange')
    fire('focus') // the same return
    expect(reload).toHaveBeenCalledTimes(1)
    time += 1_000
    fire('focus')
    expect(reload).toHaveBeenCalledTimes(1)
    time += 5_000
    fire('focus')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('right after the start (which fetched the cart) a focus does not fetch again', () => {
    const { doc, win, fire } = fakes()
    doc.visibilityState = 'visible'
    const reload = vi.fn()
    client.reloadOnReturn(doc, win, reload, () => 0)
    fire('focus')
    expect(reload).not.toHaveBeenCalled()
  })

  it('startServerCart listens on the document and the window', async () => {
    fake.calls.length = 0
    const at = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(at + 60_000)
    window.dispatchEvent(new Event('focus'))
    vi.restoreAllMocks()
    await vi.waitFor(() => expect(fake.calls).toEqual(['cartFetchAll']), { timeout: 3000 })
  })
})

describe('a promo code update_prices priced as a total (spec 7.3: "response general_price")', () => {
  it('the discount is what the cart lines cost beyond the price', async () => {
    await idle()
    const goods = cartState.products.reduce((sum, l) => sum + l.product.price * l.count, 0)
    fake.promo = { ok: true, code: 'SALE', discount: null, generalPrice: goods - 3 }
    expect(await client.applyServerPromo('SALE')).toBe('applied')
    expect([cartState.promoCode, cartState.discount]).toEqual(['SALE', 3])
    fake.promo = { ok: true, code: 'SALE', discount: 2, generalPrice: 0 }
    await client.recheckServerPromo()
    expect(cartState.discount).toBe(2)
  })
})
