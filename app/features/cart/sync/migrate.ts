import { STORAGE_KEYS, TIMINGS } from '../../../../app.config'
import { cartLock, mergeGuestCart } from './api'
import { tabId } from './state'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Guest-to-account migration: the tab that gets the lock merges (the server merges a guest cart
 * at most once anyway); the others wait for the lock to be free (at most lockWait) and then load
 * the account's cart without merging.
 */
export async function migrate(): Promise<void> {
  const got = await cartLock('acquire', tabId())
  if (got?.ok) {
    const renew = setInterval(() => void cartLock('renew', tabId()), TIMINGS.lockRenewal)
    try {
      let noUserId: string | undefined
      try {
        noUserId = window.localStorage.getItem(STORAGE_KEYS.browserId) ?? undefined
      } catch {}
      await mergeGuestCart({ noUserId, tabId: tabId() })
    } catch {
      // the next load retries (the guest cookie is kept until a merge succeeds)
    } finally {
      clearInterval(renew)
      await cartLock('release', tabId())
    }
    return
  }
  const until = Date.now() + TIMINGS.lockWait
  while (Date.now() < until) {
    await sleep(TIMINGS.lockPoll)
    const status = await cartLock('status', tabId())
    if (status && !status.holder) return
  }
}
