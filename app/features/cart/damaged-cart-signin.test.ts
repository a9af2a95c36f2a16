// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { product } from './cart-backend.contract'

/**
 * The page load right after a sign-in (a social callback, an activation link) merges the guest cart
 * into the account's (decision 0032). A damaged stored cart on that load must not count the guest's
 * lines as removed: the account cart keeps them.
 */
type Line = { id: number; count: number }
const order = (lines: Line[]) => ({
  localCart: { products: lines.map((l) => ({ product: product(l.id), count: l.count })) },
  localDataFields: {},
})
const linesOf = (o: { localCart: { products: { product: { productId: number }; count: number }[] } }) =>
  o.localCart.products.map((l) => ({ id: l.product.productId, count: l.count }))

const guest = order([{ id: 1, count: 2 }])
let account = { order: order([{ id: 5, count: 1 }]), version: 2, signedIn: true, guestPending: true }
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input)
  const method = init?.method ?? 'GET'
  if (url === '/api/cart' && method === 'GET') return json(account)
  if (url === '/api/cart/lock') return json({ ok: true, holder: null })
  if (url === '/api/cart/merge') {
    account = {
      order: order([...linesOf(account.order), ...linesOf(guest)]),
      version: account.version + 1,
      signedIn: true,
      guestPending: false,
    }
    return json({ merged: true, version: account.version, taken: guest })
  }
  if (url === '/api/cart' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { order: typeof guest; expectedVersion: number }
    if (body.expectedVersion !== account.version)
      return json({ error: 'conflict', currentVersion: account.version }, 409)
    account = { ...account, order: body.order, version: account.version + 1 }
    return json({ version: account.version })
  }
  return json({ error: 'not faked' }, 404)
})
vi.stubGlobal(
  'WebSocket',
  class {
    addEventListener() {}
    close() {}
  },
)
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: true } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))

describe('a damaged stored cart on the load that merges the guest cart', () => {
  beforeEach(() => {
    window.localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it.each([
    ['truncated JSON', '{"products":[{"product":'],
    ['readable (the same case without damage)', JSON.stringify({ products: [{ product: product(1), count: 2 }] })],
  ])('%s: the guest line stays in the account cart', async (_what, stored) => {
    account = { order: order([{ id: 5, count: 1 }]), version: 2, signedIn: true, guestPending: true }
    window.localStorage.setItem('cart', stored)
    window.localStorage.setItem('cart-version', 'g:3')
    vi.resetModules()
    const store = await import('./store')
    const choice = await import('./backend-choice')
    store.startCart({ backend: await choice.chooseCartBackend({ cart_settings: { server_cart: false } }) })
    await vi.waitFor(() => expect(account.guestPending).toBe(false), { timeout: 3000 })
    await new Promise((resolve) => setTimeout(resolve, 300)) // past the save debounce (80 ms)
    expect(linesOf(account.order)).toEqual([
      { id: 5, count: 1 },
      { id: 1, count: 2 },
    ])
  })
})
