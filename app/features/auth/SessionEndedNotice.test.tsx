// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages, loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'

/**
 * The sign-in dialog a session that ended at the checkout opens (accounts spec 8: `/{lang}?login=true`,
 * unchanged). Before (review r11: create-order answered 401 for a signed-in shopper), the shopper who
 * had just pressed "Place the order" found the bare dialog on the home page, with no word that the
 * order was not placed. The mark is set by the checkout (CheckoutModal.test.tsx) as the session ends.
 */
vi.mock('./auth.functions', () => ({ loginFn: vi.fn(), registerFn: vi.fn() }))
vi.mock('./flows.functions', () => ({}))
vi.mock('./session-client', () => ({ afterSignIn: vi.fn() }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ settings: { additional_settings: {}, captcha: null }, social: {}, socialProviders: [] }),
}))
vi.mock('./SocialButtons', () => ({ SocialButtons: () => null }))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { default: AuthModal } = await import('./AuthModal')
const { SESSION_ENDED_AT_CHECKOUT } = await import('./session-ended')

const TEXT = 'Sesiunea dvs. a expirat, așa că comanda nu a fost plasată. Intrați din nou în cont.'
let root: Root | null = null
let host: HTMLElement
beforeAll(async () => {
  await loadLazyMessages('ro')
  await loadLaterMessages('ro')
})
beforeEach(() => {
  window.sessionStorage.clear()
  host = document.createElement('div')
  document.body.appendChild(host)
})
afterEach(() => {
  unmount()
  host.remove()
  document.body.innerHTML = ''
})
function unmount() {
  const r = root
  root = null
  if (r) act(() => r.unmount())
}

async function openSignIn(): Promise<string | null> {
  unmount()
  root = createRoot(host)
  const r = root
  await act(async () =>
    r.render(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AuthModal />
      </LocaleProvider>,
    ),
  )
  const notice = document.querySelector('[data-testid="session-ended-at-checkout"]')
  if (notice) expect(notice.getAttribute('role')).toBe('alert')
  return notice?.textContent ?? null
}

describe('the sign-in dialog after the session ended at the checkout', () => {
  it('says the order was not placed, in the page language, once', async () => {
    window.sessionStorage.setItem(SESSION_ENDED_AT_CHECKOUT, String(Date.now() - 3_000))
    expect(await openSignIn()).toBe(TEXT)
    // still the sign-in form under it
    expect(document.querySelector('[name="email"]')).not.toBeNull()
    expect(window.sessionStorage.getItem(SESSION_ENDED_AT_CHECKOUT)).toBeNull()
    // closed and opened again: the bare dialog
    expect(await openSignIn()).toBeNull()
  })

  it('no mark (the header button, /ro?login=true typed or another page): the bare dialog', async () => {
    expect(await openSignIn()).toBeNull()
  })

  it('a mark from long ago, or not a time: not believed', async () => {
    window.sessionStorage.setItem(SESSION_ENDED_AT_CHECKOUT, String(Date.now() - 11 * 60_000))
    expect(await openSignIn()).toBeNull()
    window.sessionStorage.setItem(SESSION_ENDED_AT_CHECKOUT, 'yes')
    expect(await openSignIn()).toBeNull()
  })
})
