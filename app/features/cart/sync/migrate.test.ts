// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVER_TIMINGS, TIMINGS } from '#config'
import type { CartState } from '#contract/cart-sync.ts'

/**
 * The lock-wait path of the guest-to-account migration (spec "Cart synchronisation between tabs":
 * other tabs wait up to 20 s, polling every 150 ms, then load the remote cart without merging) and
 * the leader's lease renewal every 5 s. The store calls are doubles; the clock is fake.
 */
const api = vi.hoisted(() => ({
  holder: null as null | { tabId: string; expiresAt: number },
  cartLock: vi.fn(),
  fetchCart: vi.fn(),
  mergeGuestCart: vi.fn(),
}))
vi.mock('./api', () => ({ cartLock: api.cartLock, fetchCart: api.fetchCart, mergeGuestCart: api.mergeGuestCart }))

const { migrate } = await import('./migrate')

const remote = (guestPending: boolean) =>
  ({ signedIn: true, guestPending, products: [], version: 3 }) as unknown as CartState
const statusPolls = () => api.cartLock.mock.calls.filter(([op]) => op === 'status').length

beforeEach(() => {
  vi.useFakeTimers()
  api.holder = { tabId: 'other-tab', expiresAt: Date.now() + SERVER_TIMINGS.lockLease }
  api.cartLock.mockReset().mockImplementation(async (op: string) => {
    if (op === 'acquire')
      return api.holder ? { ok: false, holder: api.holder } : { ok: true, holder: { tabId: 'me', expiresAt: 0 } }
    if (op === 'status') return { ok: true, holder: api.holder }
    return { ok: true, holder: null }
  })
  // The leader's merge cleared the guest cart: the account cart is no longer pending.
  api.fetchCart.mockReset().mockResolvedValue(remote(false))
  api.mergeGuestCart.mockReset().mockResolvedValue({ products: [], version: 4 })
})
afterEach(() => vi.useRealTimers())

describe('a tab that does not get the lock', () => {
  it('polls every lockPoll while another tab holds it, then loads the remote cart without merging', async () => {
    const leaderWork = vi.fn()
    const done = migrate(leaderWork, () => true)
    await vi.advanceTimersByTimeAsync(0)
    expect(statusPolls()).toBe(1)
    await vi.advanceTimersByTimeAsync(TIMINGS.lockPoll - 1)
    expect(statusPolls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(statusPolls()).toBe(2)
    await vi.advanceTimersByTimeAsync(TIMINGS.lockPoll * 10)
    expect(statusPolls()).toBe(12)
    api.holder = null // the leader released the lock
    await vi.advanceTimersByTimeAsync(TIMINGS.lockPoll)
    expect(await done).toEqual(remote(false))
    expect(api.mergeGuestCart).not.toHaveBeenCalled()
    expect(leaderWork).not.toHaveBeenCalled()
  })

  it('gives up waiting after lockWait (the lock never frees) and loads the remote cart without merging', async () => {
    api.fetchCart.mockResolvedValue(remote(true))
    let settled = false
    const done = migrate(vi.fn(), () => true).then((state) => {
      settled = true
      return state
    })
    await vi.advanceTimersByTimeAsync(TIMINGS.lockWait - 1)
    expect(settled).toBe(false)
    // The wait ends at the first poll tick past lockWait.
    await vi.advanceTimersByTimeAsync(TIMINGS.lockPoll + 1)
    expect(settled).toBe(true)
    expect(await done).toEqual(remote(true))
    expect(statusPolls()).toBe(Math.ceil(TIMINGS.lockWait / TIMINGS.lockPoll))
    expect(api.mergeGuestCart).not.toHaveBeenCalled()
  })
})

describe('the tab that gets the lock', () => {
  it('merges, runs its work under the lock renewed every lockRenewal, then releases it', async () => {
    api.holder = null
    let finishWork = () => {}
    const leaderWork = vi.fn(() => new Promise<void>((resolve) => (finishWork = resolve)))
    const done = migrate(leaderWork, () => true)
    await vi.advanceTimersByTimeAsync(0)
    expect(api.mergeGuestCart).toHaveBeenCalledTimes(1)
    expect(leaderWork).toHaveBeenCalledWith({ products: [], version: 4 })
    const renewals = () => api.cartLock.mock.calls.filter(([op]) => op === 'renew').length
    await vi.advanceTimersByTimeAsync(TIMINGS.lockRenewal - 1)
    expect(renewals()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(renewals()).toBe(1)
    await vi.advanceTimersByTimeAsync(TIMINGS.lockRenewal * 2)
    expect(renewals()).toBe(3)
    finishWork()
    expect(await done).toEqual(remote(false))
    expect(api.cartLock.mock.calls.at(-1)?.[0]).toBe('release')
    await vi.advanceTimersByTimeAsync(TIMINGS.lockRenewal * 2)
    expect(renewals()).toBe(3)
  })
})

describe('the leader tab', () => {
  it('keeps the spec lock record (cart-lock: tabId, expiresAt) while it leads, renewed with the lease, and removes it on release', async () => {
    api.holder = null
    api.cartLock.mockImplementation(async (op: string) => {
      if (op === 'acquire') return { ok: true, holder: { tabId: 'me', expiresAt: 1000 } }
      if (op === 'renew') return { ok: true, holder: { tabId: 'me', expiresAt: 2000 } }
      return { ok: true, holder: null }
    })
    let finish = () => {}
    const seen: (string | null)[] = []
    const leaderWork = vi.fn(() => {
      seen.push(localStorage.getItem('cart-lock'))
      return new Promise<void>((resolve) => (finish = resolve))
    })
    const done = migrate(leaderWork, () => true)
    await vi.advanceTimersByTimeAsync(0)
    expect(JSON.parse(seen[0] ?? 'null')).toEqual({ tabId: 'me', expiresAt: 1000 })
    await vi.advanceTimersByTimeAsync(TIMINGS.lockRenewal)
    expect(JSON.parse(localStorage.getItem('cart-lock') ?? 'null')).toEqual({ tabId: 'me', expiresAt: 2000 })
    finish()
    await done
    expect(localStorage.getItem('cart-lock')).toBeNull()
  })
})
