// @vitest-environment happy-dom
import { vi } from 'vitest'
import { cartBackendContract, localRemote } from './cart-backend.contract'

/** The CartBackend contract against the local cart + Durable Object sync: /api/cart and /ws/cart faked (fetch, WebSocket). */
const remote = localRemote()
vi.stubGlobal('fetch', remote.fetch)
vi.stubGlobal('WebSocket', remote.WebSocket)
// No Web Locks: the tab syncs on its own (sync/start.ts).
Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true })
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('./cart.functions', async () => ({
  previewPromoFn: (await import('./cart-backend.contract')).localFunctions.previewPromoFn,
}))
vi.mock('./cart-refresh.functions', async () => ({
  checkoutStatusFn: (await import('./cart-backend.contract')).localFunctions.checkoutStatusFn,
}))

cartBackendContract({
  settings: { cart_settings: { server_cart: false } },
  expect: 'local',
  seed: remote.seed,
  remote: remote.remote,
  pushRemote: remote.pushRemote,
  failNetwork: remote.failNetwork,
  counts: [
    [2.5, 2, 2.5],
    ['3,5', 1, 3.5],
    [0, 1, 0],
    [100_000, 1, 99_999],
  ],
})
