// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '#config'

/**
 * Accounts spec 4 in the browser (issue 51 point 10): rule 133 - logout empties the cart (with
 * hide_price_for_guests a guest must not keep a priced cart: the local cart and its data go), and
 * rule 136 - once a 401 ended the session, requests in flight are cancelled and new ones are never sent.
 */
const calls = vi.hoisted(() => ({ assign: vi.fn(), broadcast: vi.fn() }))
vi.mock('#app/lib/auth-broadcast.ts', () => ({ broadcastAuth: calls.broadcast }))
vi.mock('#app/lib/request-failures.ts', () => ({ isFailedResponse: () => false, reportRequestFailure: vi.fn() }))
const { afterSignIn, installSessionFetch } = await import('./session-client')
const { logout } = await import('./logout')
const { authState } = await import('#app/lib/session-state.ts')

const native = vi.fn<typeof fetch>()
beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...window.location,
      pathname: '/ru/catalog',
      href: 'https://shop.test/ru/catalog',
      origin: 'https://shop.test',
      assign: calls.assign,
    },
  })
  window.fetch = native as unknown as typeof fetch
  native.mockReset()
  calls.assign.mockReset()
  authState.unauthorized = false
})
afterEach(() => vi.useRealTimers())

describe('rule 133: logout empties the cart', () => {
  it('the server call, the cart and its data cleared, home after 200 ms with the notice for the next page', async () => {
    // The quote list too (accounts spec 3: a local cart, under quote_cart): the next person must not send it.
    const keys = [
      STORAGE_KEYS.cart,
      STORAGE_KEYS.cartData,
      STORAGE_KEYS.cartVersion,
      STORAGE_KEYS.favorites,
      STORAGE_KEYS.quoteCart,
    ]
    for (const key of keys) window.localStorage.setItem(key, '{"products":[{"count":2}]}')
    native.mockResolvedValue(new Response(null, { status: 204 }))
    await logout('ru', 'Вы вышли')
    expect(native.mock.calls[0]?.[0]).toBe('/api/auth/logout?lang=ru')
    for (const key of keys) expect({ key, value: window.localStorage.getItem(key) }).toEqual({ key, value: null })
    expect(authState.signedIn).toBe(false)
    expect(calls.broadcast).toHaveBeenCalledWith(false)
    expect(calls.assign).not.toHaveBeenCalled()
    // home after 200 ms, not sooner (storefront spec 9, accounts spec 4)
    vi.advanceTimersByTime(199)
    expect(calls.assign).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(calls.assign).toHaveBeenCalledWith('/ru')
  })

  it("what this tab kept of the person goes too: the next person is not offered the last one's checkout, advert form, way back or heart (review a1)", async () => {
    window.sessionStorage.clear()
    const personal = [
      'checkout-draft',
      'advert-draft:add',
      'advert-draft:edit:bike',
      'sign-in-return',
      'advert-favorite-after-sign-in',
    ]
    for (const key of personal) window.sessionStorage.setItem(key, '{"at":1}')
    // not the person's: the tab's own marks stay
    window.sessionStorage.setItem(STORAGE_KEYS.tabId, 'tab-1')
    native.mockResolvedValue(new Response(null, { status: 204 }))
    await logout('ru', 'Вы вышли')
    expect(Object.keys(window.sessionStorage).sort()).toEqual([STORAGE_KEYS.pendingToast, STORAGE_KEYS.tabId].sort())
  })
})

describe('afterSignIn: the next page after 200 ms unless the caller names another delay', () => {
  // The default serves the activation link and the activation-with-password form (accounts spec 4);
  // their tests check they name no delay of their own.
  it.each([
    ['the default', undefined, 200],
    ["the code sign-in's 1000 ms", 1000, 1000],
  ])('%s', (_, delay, waits) => {
    afterSignIn('ro', 'Bine ați venit!', '/ro/cabinet', delay)
    expect(calls.broadcast).toHaveBeenCalledWith(true)
    vi.advanceTimersByTime(waits - 1)
    expect(calls.assign).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(calls.assign).toHaveBeenCalledWith('/ro/cabinet')
  })
})

describe('rule 136: requests after the session ended are cancelled', () => {
  it('a 401 answer (X-Session: ended) aborts the requests in flight, and later ones are never sent', async () => {
    let inFlight: AbortSignal | undefined
    native.mockImplementation((input, init) => {
      if (String(input).includes('/slow')) {
        inFlight = init?.signal ?? undefined
        return new Promise<Response>(() => {})
      }
      return Promise.resolve(new Response('{}', { status: 401, headers: { 'X-Session': 'ended' } }))
    })
    installSessionFetch('ru')
    void window.fetch('/api/slow')
    const ended = window.fetch('/api/cart')
    let settled = false
    void ended.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(inFlight?.aborted).toBe(true)
    expect(authState.unauthorized).toBe(true)
    expect(calls.assign).toHaveBeenCalledWith('/ru?login=true')
    expect(settled).toBe(false)
    const sent = native.mock.calls.length
    void window.fetch('/api/favorites')
    await vi.advanceTimersByTimeAsync(0)
    expect(native.mock.calls.length).toBe(sent)
  })
})

describe('a server function that never answers', () => {
  it(`fails after TIMINGS.serverFnTimeout (${TIMINGS.serverFnTimeout} ms), so its caller can show the failure; other requests get no such limit`, async () => {
    const timers: { ms: number; controller: AbortController }[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController()
      timers.push({ ms, controller })
      return controller.signal
    })
    const seen: (AbortSignal | undefined)[] = []
    native.mockImplementation((_input, init) => {
      const signal = init?.signal ?? undefined
      seen.push(signal)
      return new Promise<Response>((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('timed out', 'TimeoutError'))),
      )
    })
    // A fresh module: the one above installed its fetch once per page already.
    vi.resetModules()
    ;(await import('./session-client')).installSessionFetch('ru')
    const hung = window.fetch('/_serverFn/abc?payload=1', { method: 'GET' })
    void window.fetch('/api/cart')
    await vi.advanceTimersByTimeAsync(0)
    expect(timers.map((t) => t.ms)).toEqual([TIMINGS.serverFnTimeout])
    timers[0]!.controller.abort(new DOMException('timed out', 'TimeoutError'))
    await expect(hung).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(seen[1]?.aborted).toBe(false)
  })
})

/** The readable session hint (`token_expires`), as the Worker writes it; null: gone. */
function setHint(expires: number | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the Worker's Set-Cookie
  document.cookie = expires === null ? 'token_expires=; Max-Age=0' : `token_expires=${expires}`
}

// Session 62's operator audit: with 20-s tokens every request refreshed again, about 50 times a second.
describe('a token the refresh gives that is short even new', () => {
  it('stands until it runs out: the next requests go without another refresh', async () => {
    // A fresh module: the ones above installed their fetch once per page already.
    vi.resetModules()
    const { installSessionFetch: install } = await import('./session-client')
    const now = Math.floor(Date.now() / 1000)
    setHint(now + 5)
    native.mockImplementation(async (input) => {
      const url = String(input)
      if (url.startsWith('/api/auth/refresh')) {
        setHint(now + 20)
        return Response.json({ signedIn: true, expires: now + 20 })
      }
      return new Response('ok')
    })
    install('ru')
    for (let i = 0; i < 3; i++) await window.fetch('/_serverFn/x')
    const refreshes = native.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/refresh'))
    expect(refreshes).toHaveLength(1)
    // a refresh that gives a fresh token leaves nothing standing: near its end it is refreshed again
    native.mockImplementation(async (input) => {
      if (String(input).startsWith('/api/auth/refresh')) {
        setHint(now + 3600)
        return Response.json({ signedIn: true, expires: now + 3600 })
      }
      return new Response('ok')
    })
    vi.advanceTimersByTime(21_000)
    await window.fetch('/_serverFn/x')
    setHint(now + 21 + 5)
    await window.fetch('/_serverFn/x')
    expect(native.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/refresh'))).toHaveLength(3)
    setHint(null)
  })
})

// Review a1: a back end that rotates refresh tokens refuses the old one once another tab's refresh
// rotated it; the Worker answers that first refusal 409 and clears nothing (worker/api/auth.ts).
describe('a refresh refused once (409) is asked again once, with the cookie the browser holds then', () => {
  const refreshCalls = () => native.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/refresh'))

  it.each([
    ['the second answers 200: the session goes on', 200, false],
    ['the second answers 401: the session ends', 401, true],
  ])('%s', async (_name, second, ended) => {
    vi.resetModules()
    const { installSessionFetch: install } = await import('./session-client')
    const { authState: state } = await import('#app/lib/session-state.ts')
    const now = Math.floor(Date.now() / 1000)
    setHint(now + 5)
    const answers = [409, second]
    native.mockImplementation(async (input) => {
      if (!String(input).startsWith('/api/auth/refresh')) return new Response('ok')
      const status = answers.shift() ?? 500
      if (status === 200) setHint(now + 3600)
      return Response.json({}, { status })
    })
    install('ru')
    const answer = window.fetch('/_serverFn/x')
    await vi.advanceTimersByTimeAsync(0)
    expect(refreshCalls()).toHaveLength(2)
    expect(state.unauthorized).toBe(ended)
    if (!ended) expect(await (await answer).text()).toBe('ok')
    setHint(null)
  })

  it('a second 409 is not asked again: a failed refresh, the session not ended', async () => {
    vi.resetModules()
    const { installSessionFetch: install } = await import('./session-client')
    const { authState: state } = await import('#app/lib/session-state.ts')
    setHint(Math.floor(Date.now() / 1000) + 5)
    native.mockImplementation(async (input) =>
      String(input).startsWith('/api/auth/refresh') ? Response.json({}, { status: 409 }) : new Response('ok'),
    )
    install('ru')
    await window.fetch('/_serverFn/x')
    expect(refreshCalls()).toHaveLength(2)
    expect(state.unauthorized).toBe(false)
    setHint(null)
  })
})
