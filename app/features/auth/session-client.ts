import { messageText, readyMessages } from '#app/i18n/messages.ts'
import { broadcastAuth } from '#app/lib/auth-broadcast.ts'
import { reloadOnce } from '#app/lib/reload-once.ts'
import { isFailedResponse, reportRequestFailure } from '#app/lib/request-failures.ts'
import { authState, readSessionHint } from '#app/lib/session-state.ts'
import { showToast, showToastAfterReload } from '#app/toasts/store.ts'
import { type Locale, SESSION_STORAGE_KEYS, TIMINGS } from '#config'
import { sessionEndedPath } from '#platform/shared/protected-pages.ts'
import { isTokenFresh, SESSION_ENDED, SESSION_HEADER } from '#platform/shared/session-cookies.ts'
import { BUILD_HEADER, BUILD_ID, STALE_BUILD_HEADER } from '#platform/shared/stale-build.ts'

/**
 * The browser's side of the session (accounts spec 4 "Authentication", decision 0017). The tokens are
 * HttpOnly cookies; the page knows it is signed in, and when the access token runs out, from the
 * readable `token_expires` cookie. Every same-origin request goes through `sessionFetch`:
 * - an access token within 30 s of its expiry is refreshed first (one refresh for all callers);
 * - an answer carrying `X-Session: ended` (the back end refused the token) ends the session here:
 *   local data cleared, the requests in flight cancelled, new ones refused, other tabs told, and the
 *   shopper sent to `/{lang}?login=true` (home in the adverts area, whose 401 rule wins there);
 * - a server-function call names the page's build, and an answer marked `X-Stale-Build` (a function
 *   this build no longer has or no longer takes so: the shop was deployed since the page loaded,
 *   decision 0131) reloads the page once with a notice, or - while a dialog is open or a form has the
 *   focus (what the shopper typed would go), or within 60 s of the last reload - says to reload.
 */

/** Reads the session cookie into `authState` (after hydration, on focus, after sign-in). */
export function syncSessionState() {
  authState.signedIn = readSessionHint() !== null
}

export function clearLocalSession() {
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // storage unavailable: nothing kept there either
    }
  }
  authState.signedIn = false
}

let refreshing: Promise<void> | null = null
/**
 * Until when (ms) the token the last refresh gave stands although it is not fresh: one that was not
 * fresh even new (a back end's 20-s tokens, or its clock behind ours) is used until it runs out, as the
 * page gate takes it (SERVER_COOKIES.shortToken) - each request refreshed again, 50 refreshes a second
 * (session 62). 0: none such.
 */
let shortUntil = 0
let inFlight = new AbortController()
let locale = 'ro'
let nativeFetch: typeof fetch | null = null

function sameOriginPath(input: RequestInfo | URL): string | null {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  try {
    const url = new URL(raw, window.location.href)
    return url.origin === window.location.origin ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * One refresh at a time; callers wait for it. A failed refresh leaves the cookies as the server set them.
 * A 409 (the refresh token refused once: another tab's refresh may have rotated it, worker/api/auth.ts
 * refusedOnce) is asked again once, with the cookie the browser holds by then.
 */
export function refreshSession(): Promise<void> {
  if (!refreshing) {
    const ask = () =>
      (nativeFetch ?? fetch)(`/api/auth/refresh?lang=${locale}`, { method: 'POST', credentials: 'same-origin' })
    const run = ask()
      .then((response) => (response.status === 409 ? ask() : response))
      .then((response) => {
        if (response.status === 401) endSession()
        const given = response.ok ? readSessionHint()?.expires : undefined
        shortUntil = given && !isTokenFresh(given, Date.now()) ? given * 1000 : 0
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = null
        syncSessionState()
      })
    refreshing = run
  }
  return refreshing
}

/** The session ended on the server: clear, cancel, tell the other tabs and ask for sign-in. */
export function endSession() {
  if (authState.unauthorized) return
  authState.unauthorized = true
  inFlight.abort(new DOMException('the session ended', 'AbortError'))
  clearLocalSession()
  broadcastAuth(false)
  window.location.assign(sessionEndedPath(window.location.pathname, locale))
}

/**
 * A request cancelled because the session ended: the network request is aborted, and the caller's
 * promise never settles - the page is on its way to sign-in, so no caller should go on to show an
 * error for it.
 */
function cancelled(): Promise<never> {
  return new Promise<never>(() => {})
}

async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const doFetch = nativeFetch as typeof fetch
  const path = sameOriginPath(input)
  if (path === null || path.startsWith('/api/auth/')) return doFetch(input, init)
  if (authState.unauthorized) return cancelled()
  const hint = readSessionHint()
  const now = Date.now()
  if (hint && !isTokenFresh(hint.expires, now) && now >= shortUntil) await refreshSession()
  if (authState.unauthorized) return cancelled()
  // A server function that never answers (a hung back end) fails after TIMINGS.serverFnTimeout, so the
  // checkout or promo button that waits for it shows its failure instead of staying disabled.
  let timeout: AbortSignal | undefined
  if (path.startsWith('/_serverFn/')) {
    timeout = AbortSignal.timeout(TIMINGS.serverFnTimeout)
    // The page's build (decision 0131): a refused input from another build is marked stale. Start's
    // client passes its headers as a Headers object, made for the call.
    ;(init?.headers as Headers | undefined)?.set?.(BUILD_HEADER, BUILD_ID)
  }
  const signals = [inFlight.signal, init?.signal, input instanceof Request ? input.signal : undefined, timeout].filter(
    (s): s is AbortSignal => !!s,
  )
  const signal = signals.length > 1 && typeof AbortSignal.any === 'function' ? AbortSignal.any(signals) : signals[0]
  let response: Response
  try {
    response = await doFetch(input, { ...init, signal })
  } catch (error) {
    if (authState.unauthorized) return cancelled()
    // An abort is the page's own choice (a newer request, leaving), not a failure of the request.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportRequestFailure()
    throw error
  }
  if (isFailedResponse(response.status)) reportRequestFailure()
  if (response.headers.get(SESSION_HEADER) === SESSION_ENDED) {
    endSession()
    return cancelled()
  }
  if (response.headers.has(STALE_BUILD_HEADER) && staleBuild()) return cancelled()
  return response
}

/**
 * A call this build no longer takes (decision 0131): the page reloads with a notice (the caller's
 * promise never settles, true), unless the shopper is typing or the page reloaded less than 60 s ago:
 * then a notice says to reload and the caller shows its failure (false).
 */
function staleBuild(): boolean {
  const text = (id: 'notice.shopUpdated' | 'notice.shopUpdatedReloaded') =>
    messageText(locale as Locale, readyMessages(locale as Locale), id)
  if (!document.querySelector('[role=dialog],form :focus') && reloadOnce()) {
    showToastAfterReload(text('notice.shopUpdatedReloaded'))
    return true
  }
  showToast(text('notice.shopUpdated'))
  return false
}

/** Installs the session's fetch once per page (app/layout/ClientEffects.tsx). */
export function installSessionFetch(lang: string) {
  locale = lang
  syncSessionState()
  if (nativeFetch) return
  nativeFetch = window.fetch.bind(window)
  inFlight = new AbortController()
  window.fetch = sessionFetch
}

/**
 * After any sign-in (password, code, activation, social; accounts spec 4): this tab reads its new
 * session, the other tabs are told, a 3 s notice waits for the next page, which loads after 200 ms
 * (home unless `target` says otherwise; the adverts area waits 1 s).
 */
export function afterSignIn(
  lang: string,
  notice: string,
  target = `/${lang}`,
  delayMs: number = TIMINGS.reloadAfterLogin,
) {
  syncSessionState()
  broadcastAuth(true)
  showToastAfterReload(notice, 'success')
  window.setTimeout(() => window.location.assign(target), delayMs)
}
