// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '#config'
import { BUILD_ID } from '#platform/shared/stale-build.ts'

/**
 * A tab opened on an older build (decision 0131): the Worker marks a server-function call it no longer
 * takes `X-Stale-Build: 1` (tests/worker/stale-build.test.ts). The page reloads once - the same 60 s guard
 * as a failed chunk - and the next page says why; while a dialog is open or a form has the focus (the
 * shopper's typing would go), or within 60 s of the last reload, a notice says to reload and the caller
 * shows its own failure. Before, the shopper saw the caller's "try again" on every retry and nothing else.
 */
const reload = vi.fn()
const native = vi.fn<typeof fetch>()
// Fresh modules: the session's fetch installs once per page, and another file may have installed its own.
vi.resetModules()
const { installSessionFetch } = await import('./session-client')
const { toastState } = await import('#app/toasts/store.ts')

beforeAll(async () => {
  window.fetch = native as unknown as typeof fetch
  installSessionFetch('ru')
  await (await import('#app/i18n/messages.ts')).loadMessages('ru')
})
beforeEach(() => {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      ...window.location,
      pathname: '/ru/cart',
      href: 'https://shop.test/ru/cart',
      origin: 'https://shop.test',
      reload,
    },
  })
  native.mockReset()
  reload.mockReset()
  sessionStorage.clear()
  toastState.toasts = []
  document.body.innerHTML = ''
})
afterEach(() => vi.useRealTimers())

/** A call as TanStack Start's client makes it: its headers a Headers object. */
const call = () =>
  window.fetch('/_serverFn/0123abcd', {
    method: 'POST',
    headers: new Headers({ 'x-tsr-serverFn': 'true', 'content-type': 'application/json' }),
    body: '{}',
  })
const stale = () =>
  new Response('Not Found: no such server function in this build; the shop was updated, reload the page', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'X-Stale-Build': '1' },
  })
/** Whether a promise settled within the microtasks of now. */
const settles = async (promise: Promise<unknown>) => {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  for (let i = 0; i < 10; i++) await Promise.resolve()
  return settled
}

describe('a server-function call this build no longer takes', () => {
  it('names the page’s build, so the Worker can tell a refused input from another build (sent again since session 67)', async () => {
    native.mockResolvedValue(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))
    await call()
    expect(new Headers(native.mock.calls[0]?.[1]?.headers).get('x-build')).toBe(BUILD_ID)
  })

  it('reloads the page once, the next page saying why; the caller’s promise never settles', async () => {
    native.mockResolvedValue(stale())
    const pending = call()
    expect(await settles(pending)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingToast) ?? 'null')).toEqual({
      text: 'Магазин обновился, поэтому страница перезагружена. Пожалуйста, повторите последнее действие.',
      kind: 'info',
    })
    expect(Number(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt))).toBeGreaterThan(Date.now() - 1000)
  })

  it(`within ${TIMINGS.chunkReloadGuard} ms of the last reload (a chunk's or this): no reload, a notice says to reload`, async () => {
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadAt, String(Date.now() - 10_000))
    native.mockResolvedValue(stale())
    const res = await call()
    expect(res.status).toBe(404)
    expect(reload).not.toHaveBeenCalled()
    expect(toastState.toasts.map((t) => [t.text, t.kind])).toEqual([
      ['Магазин обновился. Перезагрузите страницу, чтобы продолжить.', 'info'],
    ])
  })

  it.each([
    ['a dialog is open (the checkout)', '<div role="dialog"><form><input name="name" value="Ion"></form></div>'],
    ['a form has the focus', '<form><input name="comment" value="tbd"><button id="focus">Send</button></form>'],
  ])('while %s: no reload (what was typed stays), a notice says to reload', async (_, html) => {
    document.body.innerHTML = html
    document.getElementById('focus')?.focus()
    native.mockResolvedValue(stale())
    const res = await call()
    expect(res.status).toBe(404)
    expect(reload).not.toHaveBeenCalled()
    expect(toastState.toasts).toHaveLength(1)
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAt)).toBeNull()
  })

  it('an answer without the mark (the same 404 from a page of this build, any failure) is the caller’s', async () => {
    native.mockResolvedValue(new Response('Not Found: no such server function', { status: 404 }))
    const res = await call()
    expect(res.status).toBe(404)
    expect(reload).not.toHaveBeenCalled()
    expect(toastState.toasts).toEqual([])
  })
})
