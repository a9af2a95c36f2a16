// @vitest-environment happy-dom
import { vi } from 'vitest'
import { cartBackendContract, serverRemote } from './cart-backend.contract'

/**
 * The CartBackend contract against the admin back end's server cart: its server functions faked
 * (the mock is read when the store first loads server-cart-client.ts, after `remote` exists).
 */
const remote = serverRemote()
vi.mock('#app/lib/session-state.ts', () => ({ authState: { signedIn: false } }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ onAuthChange: () => () => {} }))
vi.mock('./server-cart.functions', () => ({
  loadServerCartFn: () => remote.functions.loadServerCartFn(),
  changeServerCartFn: (input: never) => remote.functions.changeServerCartFn(input),
  validateServerCartFn: () => remote.functions.validateServerCartFn(),
  reserveServerCartFn: () => remote.functions.reserveServerCartFn(),
  serverPromoFn: (input: never) => remote.functions.serverPromoFn(input),
}))

cartBackendContract({
  settings: { cart_settings: { server_cart: true } },
  expect: 'server',
  seed: remote.seed,
  remote: remote.remote,
  pushRemote: remote.pushRemote,
  failNetwork: remote.failNetwork,
  counts: [
    [2.5, 2, 2],
    [3, 2, 4],
    [0, 1, 0],
    [100_000, 1, 99_999],
  ],
})
