import { subscribe } from 'valtio'
import { authState } from '#app/lib/session-state.ts'

/**
 * The session ended while the checkout was open (accounts spec 8: a 401 on a signed-in call sends the
 * shopper to `/{lang}?login=true`, as before): the page that loads next has no trace of the order, so
 * the sign-in dialog it opens says the order was not placed. Before, the shopper who had just pressed
 * "Place the order" found the bare sign-in dialog on the home page. The mark lives in this tab's
 * sessionStorage (the URL stays the spec's), is set only as the session ends, and is read once.
 */
export const SESSION_ENDED_AT_CHECKOUT = 'session-ended-at-checkout'
/** A mark older than this is not believed (the dialog opens right after the page the session's end loads). */
const FRESH_MS = 10 * 60_000

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * While the checkout is open: when the session ends (`authState.unauthorized`, set by endSession just
 * before it leaves the page), the mark is written at once (in sync, before the page goes). Returns
 * the unsubscribe.
 */
export function watchSessionEndAtCheckout(): () => void {
  return subscribe(
    authState,
    () => {
      if (!authState.unauthorized) return
      try {
        storage()?.setItem(SESSION_ENDED_AT_CHECKOUT, String(Date.now()))
      } catch {
        // storage full or refused: the dialog opens without the notice, as before
      }
    },
    true,
  )
}

/** True when the session ended at the checkout a moment ago (the mark is kept: forgetSessionEndedAtCheckout removes it). */
export function sessionEndedAtCheckout(now = Date.now()): boolean {
  const at = Number(storage()?.getItem(SESSION_ENDED_AT_CHECKOUT) ?? Number.NaN)
  return Number.isFinite(at) && now - at >= 0 && now - at < FRESH_MS
}

/** The mark is read once: the next sign-in dialog is the bare one again. */
export function forgetSessionEndedAtCheckout() {
  storage()?.removeItem(SESSION_ENDED_AT_CHECKOUT)
}
