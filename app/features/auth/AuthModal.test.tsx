// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'

/** The sign-in form's texts for a failed sign-in (POST /auth/jwt/create/), on a Romanian page. */
const calls = vi.hoisted(() => ({ login: vi.fn(), register: vi.fn(), after: vi.fn() }))
vi.mock('./auth.functions', () => ({ loginFn: calls.login, registerFn: calls.register }))
vi.mock('./flows.functions', () => ({}))
vi.mock('./session-client', () => ({ afterSignIn: calls.after }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ settings: { additional_settings: {}, captcha: null }, social: {}, socialProviders: [] }),
}))
vi.mock('./SocialButtons', () => ({ SocialButtons: () => null }))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { default: AuthModal } = await import('./AuthModal')

const LATER = 'Ceva nu a mers bine. Încercați din nou mai târziu.'
let root: Root
let host: HTMLElement
beforeAll(() => loadLazyMessages('ro'))
beforeEach(async () => {
  calls.login.mockReset()
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AuthModal />
      </LocaleProvider>,
    ),
  )
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
  document.body.innerHTML = ''
})

/** Signs in with the back end's answer mocked; the texts the form shows. */
async function signInAnswered(result: unknown): Promise<string[]> {
  calls.login.mockResolvedValue(result)
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
  await act(async () => {
    for (const [name, value] of [
      ['email', 'a@b.md'],
      ['password', 'secret'],
    ] as const) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(name), value)
      field(name).dispatchEvent(new Event('input', { bubbles: true }))
    }
  })
  await act(async () => field('email').form?.requestSubmit())
  expect(calls.login).toHaveBeenCalledTimes(1)
  return [...document.querySelectorAll('.form__errors li')].map((li) => li.textContent ?? '')
}

describe('sign-in failures (accounts spec 8) in the page language', () => {
  it('a 502 with a proxy page: "try again later" in Romanian, not "Unknown error occurred"', async () => {
    expect(await signInAnswered({ ok: false, status: 502, errors: ['Unknown error occurred'] })).toEqual([LATER])
  })

  it('no answer at all (the network, a timeout: status 0): the same', async () => {
    expect(await signInAnswered({ ok: false, status: 0, errors: ['Unknown error occurred'] })).toEqual([LATER])
  })

  it("a 503 with a proxy's plain-text English body: the same", async () => {
    expect(await signInAnswered({ ok: false, status: 503, errors: ['Service Unavailable'] })).toEqual([LATER])
  })

  it("the back end's own refusal (401) is shown as it came", async () => {
    expect(await signInAnswered({ ok: false, status: 401, errors: ['E-mail sau parolă greșită'] })).toEqual([
      'E-mail sau parolă greșită',
    ])
  })

  it('a 400 without text: the translated fallback', async () => {
    expect(await signInAnswered({ ok: false, status: 400, errors: ['Unknown error occurred'] })).toEqual([
      'A apărut o eroare necunoscută',
    ])
  })

  it('too many attempts (429): its own text', async () => {
    expect(await signInAnswered({ ok: false, status: 429, errors: [], rateLimited: true })).toEqual([
      'Prea multe încercări de autentificare. Așteptați câteva minute și încercați din nou.',
    ])
  })
})

// Review 33: an empty sign-in gave the browser's "Please fill out this field." on a Romanian page.
describe('sign-in with empty fields, in the page language', () => {
  it('is noValidate; each empty field says so in Romanian at the field, the focus on the first; nothing sent', async () => {
    const email = document.querySelector<HTMLInputElement>('[name="email"]') as HTMLInputElement
    expect(email.form?.noValidate).toBe(true)
    await act(async () => email.form?.requestSubmit())
    expect(calls.login).not.toHaveBeenCalled()
    for (const name of ['email', 'password']) {
      const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
      expect(input.getAttribute('aria-invalid'), name).toBe('true')
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent, name).toBe(
        'Completați acest câmp.',
      )
    }
    expect(document.activeElement).toBe(email)
  })
})

describe('"Forgot password?" (shopper audit a4: the reset form opened empty)', () => {
  it('opens the reset form with the e-mail typed in the sign-in form', async () => {
    const { default: AuthFlowModals } = await import('./AuthFlowModals')
    const email = document.querySelector<HTMLInputElement>('[name="email"]') as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(email, ' ana@example.md ')
      email.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="forgot-password"]')?.click())
    act(() => root.unmount())
    root = createRoot(host)
    await act(async () =>
      root.render(
        <LocaleProvider locale="ro" messages={compactMessages(ro)}>
          <AuthFlowModals name="restorePassword" />
        </LocaleProvider>,
      ),
    )
    expect(document.querySelector<HTMLInputElement>('#restore-email')?.value).toBe('ana@example.md')
  })
})

/**
 * Decision 0132: a sign-in the adverts area asked for (the advert form's ended session, a guest's heart)
 * goes back to that page after 1 s, not home; without the mark it goes home as before (accounts spec 2).
 */
describe('where a successful sign-in goes', () => {
  beforeEach(() => {
    calls.after.mockReset()
    window.sessionStorage.clear()
  })
  it('home, after 200 ms', async () => {
    await signInAnswered({ ok: true })
    expect(calls.after).toHaveBeenCalledWith('ro', expect.any(String), '/ro', 200)
  })
  it('back to the advert form the ended session left, after 1 s; the mark is read once', async () => {
    window.sessionStorage.setItem('sign-in-return', JSON.stringify({ path: '/ro/adverts/add', at: Date.now() }))
    await signInAnswered({ ok: true })
    expect(calls.after).toHaveBeenCalledWith('ro', expect.any(String), '/ro/adverts/add', 1000)
    expect(window.sessionStorage.getItem('sign-in-return')).toBeNull()
  })
})

describe('the sign-in button while the sign-in runs (shopper audit a4: focus dropped to the page)', () => {
  it('rests (aria-disabled, never disabled) and keeps the focus; a second press sends nothing', async () => {
    let answer: (value: unknown) => void = () => {}
    calls.login.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
    await act(async () => {
      for (const [name, value] of [
        ['email', 'a@b.md'],
        ['password', 'secret'],
      ] as const) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(name), value)
        field(name).dispatchEvent(new Event('input', { bubbles: true }))
      }
    })
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]') as HTMLButtonElement
    submit.focus()
    await act(async () => field('email').form?.requestSubmit())
    expect([submit.disabled, submit.getAttribute('aria-disabled'), document.activeElement === submit]).toEqual([
      false,
      'true',
      true,
    ])
    await act(async () => field('email').form?.requestSubmit())
    expect(calls.login).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: false, status: 401, errors: ['No'] }))
  })
})

/** Review a1 (session 67): a sign-in the adverts area asked for, given up, no longer steers a later one. */
describe('the dialog closed without signing in', () => {
  it("forgets the adverts area's way back and the heart kept for after the sign-in; a kept advert form stays", async () => {
    const marks = ['sign-in-return', 'advert-favorite-after-sign-in', 'advert-draft:add']
    for (const key of marks) window.sessionStorage.setItem(key, JSON.stringify({ at: Date.now() }))
    const close = document.querySelector<HTMLButtonElement>('[data-testid="auth-modal"] button[aria-label]')!
    await act(async () => close.click())
    expect(marks.filter((key) => window.sessionStorage.getItem(key) !== null)).toEqual(['advert-draft:add'])
    window.sessionStorage.clear()
  })
})

/**
 * A keyboard review (session 68): the tabs (role="tab", which a screen reader announces with "use the
 * arrow keys") did nothing on ← and →, and both were Tab stops. Now the WAI-ARIA tabs keys (ui/Dialog.tsx
 * onTabListKeyDown) move to the other tab and select it, and only the selected tab is a Tab stop.
 */
describe('the sign-in and registration tabs by keyboard', () => {
  const tab = (name: 'login' | 'register') => document.getElementById(`auth-tab-${name}`) as HTMLButtonElement
  const press = (key: string) =>
    act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    })

  it('→ and ← (round the end), Home and End select the tab beside and move the focus to it', async () => {
    expect([tab('login').tabIndex, tab('register').tabIndex]).toEqual([0, -1])
    tab('login').focus()
    await press('ArrowRight')
    expect(document.activeElement).toBe(tab('register'))
    expect(tab('register').getAttribute('aria-selected')).toBe('true')
    expect([tab('login').tabIndex, tab('register').tabIndex]).toEqual([-1, 0])
    expect(document.getElementById('auth-panel-register')).not.toBeNull()
    await press('ArrowRight')
    expect(document.activeElement).toBe(tab('login'))
    expect(tab('login').getAttribute('aria-selected')).toBe('true')
    await press('ArrowLeft')
    expect(document.activeElement).toBe(tab('register'))
    await press('Home')
    expect(document.activeElement).toBe(tab('login'))
    await press('End')
    expect(document.activeElement).toBe(tab('register'))
    expect(document.getElementById('auth-panel-register')).not.toBeNull()
  })
})
