// @vitest-environment happy-dom
import { vi } from 'vitest'
import { cartBackendContract, serverRemote } from './cart-backend.contract'

/** The CartBackend contract against the admin back end's server cart: its server functions faked. */
const remote = vi.hoisted(() => ({ current: null as ReturnType<typeof serverRemote> | null }))
remote.current = serverRemote()
const fns = remote.current.functions
vi.mock('../auth', () => ({ authState: { signedIn: false }, onAuthChange: () => () => {} }))
vi.mock('./server-cart.functions', () => ({
  loadServerCartFn: (input: never) => fns.loadServerCartFn(),
  changeServerCartFn: (input: never) => fns.changeServerCartFn(input),
  validateServerCartFn: () => fns.validateServerCartFn(),
  reserveServerCartFn: () => fns.reserveServerCartFn(),
  serverPromoFn: (input: never) => fns.serverPromoFn(input),
}))

cartBackendContract({
  serverCart: true,
  seed: remote.current.seed,
  remote: remote.current.remote,
  pushRemote: remote.current.pushRemote,
  failNetwork: remote.current.failNetwork,
  counts: [
    [2.5, 2, 2],
    [3, 2, 4],
    [0, 1, 0],
    [100_000, 1, 99_999],
  ],
})
