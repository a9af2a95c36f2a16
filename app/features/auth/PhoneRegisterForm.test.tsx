// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * Registration by phone on a Romanian page: both steps are noValidate and say what their inputs' own
 * checks found (a missing code, e-mail or name, a malformed e-mail, a short password) at the field in
 * the page's language - the browser's bubble spoke the browser's - sending nothing; then the account's
 * fields go as typed, and the back end's refusal still shows in the form's list.
 */
const calls = vi.hoisted(() => ({ request: vi.fn(), confirm: vi.fn(), after: vi.fn() }))
vi.mock('./flows.functions', () => ({
  requestPhoneRegistrationFn: calls.request,
  confirmPhoneRegistrationFn: calls.confirm,
}))
vi.mock('./session-client', () => ({ afterSignIn: calls.after }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro', useShell: () => ({ settings: { captcha: null } }) }))

const { PhoneRegisterForm } = await import('./PhoneRegisterForm')
let view: Awaited<ReturnType<typeof renderForm>>
const errorOf = (name: string) =>
  document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null
const form = (testId: string) => view.host.querySelector<HTMLFormElement>(`[data-testid="${testId}"]`)

beforeAll(() => loadLazyMessages('ro'))
beforeEach(async () => {
  calls.request.mockReset().mockResolvedValue({ ok: true })
  calls.confirm.mockReset().mockResolvedValue({ ok: false, status: 400, fields: {}, errors: ['Codul a expirat.'] })
  calls.after.mockReset()
  view = await renderForm(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <PhoneRegisterForm />
    </LocaleProvider>,
  )
  expect(form('phone-register-request')?.noValidate).toBe(true)
  await view.type('phone', '+373 60 000 001')
  await view.submit('phone-register-request')
  expect(calls.request).toHaveBeenCalledTimes(1)
})
afterEach(() => view.unmount())

describe('the phone registration checks its fields in the page language', () => {
  it('empty: each required field says so at the field, a short password its length; the focus on the code; nothing sent', async () => {
    expect(form('phone-register-confirm')?.noValidate).toBe(true)
    await view.type('password', 'scurt')
    await view.submit('phone-register-confirm')
    expect(calls.confirm).not.toHaveBeenCalled()
    for (const name of ['code', 'email', 'first_name']) expect(errorOf(name), name).toBe('Completați acest câmp.')
    expect(errorOf('last_name')).toBeNull()
    expect(errorOf('password')).toBe('Cel puțin 8 caractere.')
    expect(view.input('code').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('code'))
  })

  it('a malformed e-mail is said at its field; filled in, the fields are sent and the refusal shows below', async () => {
    await view.type('code', '123456')
    await view.type('email', 'ana')
    await view.type('first_name', 'Ana')
    await view.type('password', 'parola-lunga')
    await view.submit('phone-register-confirm')
    expect(errorOf('email')).toBe('Introduceți o adresă de e-mail validă.')
    expect(document.activeElement).toBe(view.input('email'))
    expect(calls.confirm).not.toHaveBeenCalled()
    await view.type('email', 'ana@b.md')
    await view.submit('phone-register-confirm')
    expect(calls.confirm).toHaveBeenCalledWith({
      data: {
        lang: 'ro',
        phone: expect.stringMatching(/^\+373/),
        code: '123456',
        email: 'ana@b.md',
        first_name: 'Ana',
        last_name: '',
        password: 'parola-lunga',
      },
    })
    expect(errorOf('email')).toBeNull()
    expect(view.host.querySelector('[data-testid="phone-register-errors"]')?.textContent).toContain('Codul a expirat.')
  })
})
