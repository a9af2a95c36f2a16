// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/** Code sign-in on the form kit: the bodies sent, the form's own messages, each step started afresh. */
const calls = vi.hoisted(() => ({ request: vi.fn(), login: vi.fn(), after: vi.fn() }))
vi.mock('./flows.functions', () => ({ requestCodeFn: calls.request, loginWithCodeFn: calls.login }))
vi.mock('./session-client', () => ({ afterSignIn: calls.after }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { CodeSignIn } = await import('./CodeSignIn')
let view: Awaited<ReturnType<typeof renderForm>>
const radio = (value: string) =>
  view.host.querySelector<HTMLInputElement>(`input[name="channel"][value="${value}"]`) as HTMLInputElement
const errors = () => view.host.querySelector('[data-testid="code-signin-errors"]')?.textContent ?? ''

beforeEach(async () => {
  calls.request.mockReset().mockResolvedValue({ ok: true })
  calls.login.mockReset().mockResolvedValue({ ok: true })
  calls.after.mockReset()
  view = await renderForm(<CodeSignIn />)
})
afterEach(() => view.unmount())

describe('CodeSignIn on the form kit', () => {
  it('by e-mail: a bad address is refused by the form; the code and "remember me" are sent', async () => {
    await view.click(radio('email'))
    expect(view.input('recipient').value).toBe('')
    // valid for the browser, not for code-login.ts (no dot in the domain)
    await view.type('recipient', 'a@b')
    await view.submit('code-request-form')
    expect(calls.request).not.toHaveBeenCalled()
    expect(errors()).not.toBe('')
    await view.type('recipient', ' a@b.md ')
    await view.submit('code-request-form')
    expect(calls.request).toHaveBeenCalledWith({ data: { lang: 'en', channel: 'email', recipient: 'a@b.md' } })
    await view.type('code', '123456')
    await view.click(view.input('rememberMe'))
    await view.submit('code-signin-form')
    expect(calls.login).toHaveBeenCalledWith({
      data: { lang: 'en', channel: 'email', recipient: 'a@b.md', code: '123456', rememberMe: true },
    })
    expect(calls.after).toHaveBeenCalledTimes(1)
    // the legacy flow's reload: home after 1000 ms (accounts spec 9), not afterSignIn's 200 ms
    expect(calls.after).toHaveBeenCalledWith('en', expect.any(String), '/en', 1000)
  })

  // A shopper audit: `523 558` was cut to `523 55` by the field's 6-character limit.
  it('a code typed with a space fits the field and goes as its digits', async () => {
    await view.click(radio('email'))
    await view.type('recipient', 'a@b.md')
    await view.submit('code-request-form')
    expect(view.input('code').maxLength).toBeGreaterThanOrEqual('523 558'.length)
    await view.type('code', '523 558')
    await view.submit('code-signin-form')
    expect(calls.login).toHaveBeenCalledWith({
      data: { lang: 'en', channel: 'email', recipient: 'a@b.md', code: '523558', rememberMe: false },
    })
  })

  // A shopper audit: a code went by SMS to a number with a digit cut (8-15 digits counted the country code).
  it.each(['+(373) 69 123-45', '+(373) 37 369-12'])(
    'by SMS, %j (not a whole number) is refused by the form',
    async (phone) => {
      await view.type('recipient', phone)
      await view.submit('code-request-form')
      expect(calls.request).not.toHaveBeenCalled()
      expect(errors()).not.toBe('')
    },
  )

  it('"send again" shows the request form afresh, the channel kept', async () => {
    await view.click(radio('email'))
    await view.type('recipient', 'a@b.md')
    await view.submit('code-request-form')
    const again = [...view.host.querySelectorAll('button')].find((b) => b.type === 'button') as HTMLButtonElement
    await view.click(again)
    expect(radio('email').checked).toBe(true)
    expect(view.input('recipient').value).toBe('')
  })

  it('a back end refusal shows its message in the form list', async () => {
    calls.request.mockResolvedValue({ ok: false, status: 400, fields: {}, errors: ['Too many codes'] })
    await view.click(radio('email'))
    await view.type('recipient', 'a@b.md')
    await view.submit('code-request-form')
    expect(errors()).toContain('Too many codes')
  })

  it('by SMS: does not claim a code was sent, and offers the e-mail path (issue 51 point 6)', async () => {
    await view.type('recipient', '+373 60 000 001')
    await view.submit('code-request-form')
    expect(calls.request).toHaveBeenCalledWith({
      data: { lang: 'en', channel: 'sms', recipient: expect.stringMatching(/^\+\(?373/) },
    })
    const text = view.host.querySelector('[data-testid="code-signin-form"] p')?.textContent ?? ''
    // The same answer whether or not the number is a verified phone of an account: no "we texted".
    expect(text).not.toMatch(/texted|sent/i)
    expect(text).toMatch(/^If \S+ is a verified phone of an account, a code is on its way/)
    expect(text).toContain('Otherwise sign in with e-mail and verify the phone in your cabinet')
    const useEmail = view.host.querySelector<HTMLButtonElement>('[data-testid="code-signin-use-email"]')!
    expect(useEmail.textContent).toBe('Sign in with e-mail instead')
    await view.click(useEmail)
    expect(radio('email').checked).toBe(true)
    expect(view.input('recipient').type).toBe('email')
    expect(view.input('recipient').value).toBe('')
  })

  it('by e-mail: no e-mail button (it is the e-mail path)', async () => {
    await view.click(radio('email'))
    await view.type('recipient', 'a@b.md')
    await view.submit('code-request-form')
    expect(view.host.querySelector('[data-testid="code-signin-use-email"]')).toBeNull()
  })
})

// Both steps are noValidate: an empty or malformed e-mail, an empty code were the browser's bubbles, in the
// browser's language ("Please fill out this field." on a Romanian page).
describe('CodeSignIn checks its fields in the page language', () => {
  beforeAll(() => loadLazyMessages('ro'))
  const errorOf = (name: string) =>
    document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null

  it('an empty, then a malformed e-mail, then an empty code: said at the field, the focus there, nothing sent', async () => {
    view.unmount()
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <CodeSignIn />
      </LocaleProvider>,
    )
    await view.click(radio('email'))
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="code-request-form"]')?.noValidate).toBe(true)
    await view.submit('code-request-form')
    expect(errorOf('recipient')).toBe('Completați acest câmp.')
    expect(document.activeElement).toBe(view.input('recipient'))
    await view.type('recipient', 'ana')
    await view.submit('code-request-form')
    expect(errorOf('recipient')).toBe('Introduceți o adresă de e-mail validă.')
    expect(calls.request).not.toHaveBeenCalled()
    await view.type('recipient', 'ana@b.md')
    await view.submit('code-request-form')
    expect(calls.request).toHaveBeenCalledTimes(1)
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="code-signin-form"]')?.noValidate).toBe(true)
    await view.submit('code-signin-form')
    expect(errorOf('code')).toBe('Completați acest câmp.')
    expect(view.input('code').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('code'))
    // a code that is not its digits: the form's own message, with the length, as before
    await view.type('code', '12a')
    await view.submit('code-signin-form')
    expect(errors()).toBe('Introduceți codul de 6 cifre.')
    expect(errorOf('code')).toBeNull()
    expect(calls.login).not.toHaveBeenCalled()
  })
})
