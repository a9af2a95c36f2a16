import { STORAGE_KEYS, TIMINGS } from '#config'
import type { CartMergeAnswer, CartState } from '#contract/cart-sync.ts'
import { readStorage, writeStorage } from '../cart-state'
import { cartLock, fetchCart, mergeGuestCart } from './api'
import { tabId } from './state'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the leader does with the account cart while it still holds the lock (decision 0032). */
export type LeaderWork = (merged: CartMergeAnswer) => Promise<void>

/**
 * Guest-to-account migration (spec "Cart synchronisation between tabs", decisions 0006 and 0032):
 * the tab that gets the lock merges, then runs `leaderWork` (rebase the browser's unsaved changes
 * on the merged cart and save them) BEFORE it releases the lock; the others poll the lock every
 * lockPoll until it is free (at most lockWait) and then load the account cart without merging.
 * A tab that finds the lock free while the guest cart is still pending (the leader failed or
 * vanished) becomes the leader itself. Returns the account's cart as it stands after that, or
 * null when the store cannot be reached.
 */
export async function migrate(leaderWork: LeaderWork, stillCurrent: () => boolean): Promise<CartState | null> {
  const until = Date.now() + TIMINGS.lockWait
  for (;;) {
    const got = await cartLock('acquire', tabId())
    if (got?.ok) {
      recordLock(got.holder)
      const renew = setInterval(
        () => void cartLock('renew', tabId()).then((answer) => answer?.ok && recordLock(answer.holder)),
        TIMINGS.lockRenewal,
      )
      try {
        const noUserId = readStorage(STORAGE_KEYS.browserId) ?? undefined
        // One retry: a merge that failed on the way changed nothing (the guest keeps its cart).
        const merged =
          (await mergeGuestCart({ noUserId, tabId: tabId() })) ?? (await mergeGuestCart({ noUserId, tabId: tabId() }))
        if (merged && stillCurrent()) await leaderWork(merged)
      } finally {
        clearInterval(renew)
        recordLock(null)
        await cartLock('release', tabId())
      }
    } else {
      await waitForFreeLock(until)
    }
    const state = await fetchCart()
    if (!state?.signedIn || !state.guestPending || Date.now() >= until || !stillCurrent()) return state
    await sleep(TIMINGS.lockPoll)
  }
}

/** Polls the lock every lockPoll until nobody holds it (or `until`). */
export async function waitForFreeLock(until: number): Promise<void> {
  while (Date.now() < until) {
    const status = await cartLock('status', tabId())
    if (status && !status.holder) return
    await sleep(TIMINGS.lockPoll)
  }
}

/**
 * The spec's lock record in browser storage (`cart-lock`: tabId and expiresAt) while this tab leads
 * the migration, removed when it lets go (and on logout with the session's keys). The store's lock
 * (/api/cart/lock) is what decides; the record shows this browser which tab leads until when.
 */
function recordLock(holder: { tabId: string; expiresAt: number } | null) {
  if (holder) writeStorage(STORAGE_KEYS.cartLock, JSON.stringify({ tabId: holder.tabId, expiresAt: holder.expiresAt }))
  else {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.cartLock)
    } catch {}
  }
}
