// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * The contact forms on the form kit: what they send (trimmed; a phone without spaces) and that each
 * form starts empty when it shows again, as the uncontrolled inputs did.
 */
const calls = vi.hoisted(() => ({ send: vi.fn(), verify: vi.fn() }))
vi.mock('./cabinet.functions', () => ({
  sendContactCodeFn: calls.send,
  verifyContactFn: calls.verify,
  deleteContactFn: vi.fn(),
  makeEmailPrimaryFn: vi.fn(),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))
vi.mock('#app/toasts/store.ts', () => ({ showToast: vi.fn() }))

const { ContactList } = await import('./ContactList')

let view: Awaited<ReturnType<typeof renderForm>>
const render = async (kind: 'phone' | 'email') => {
  view = await renderForm(<ContactList kind={kind} initial={[]} />)
}

beforeEach(() => {
  calls.send.mockReset().mockResolvedValue({ ok: true, data: null })
  calls.verify
    .mockReset()
    .mockResolvedValue({ ok: true, data: [{ id: 1, value: 'a@b.md', isPrimary: false, isVerified: true }] })
})
afterEach(() => view.unmount())

describe('ContactList on the form kit', () => {
  it('an e-mail: sent trimmed, then its code; the add form starts empty again', async () => {
    await render('email')
    await view.type('value', '  a@b.md ')
    await view.submit('email-add')
    expect(calls.send).toHaveBeenCalledWith({ data: { lang: 'en', kind: 'email', value: 'a@b.md' } })
    await view.type('code', ' 123456 ')
    await view.submit('email-verify')
    expect(calls.verify).toHaveBeenCalledWith({
      data: { lang: 'en', kind: 'email', value: 'a@b.md', code: '123456', primary: 'no' },
    })
    expect(view.input('value').value).toBe('')
  })

  it('a phone: the masked number without whitespace', async () => {
    await render('phone')
    await view.type('value', '69123456')
    await view.submit('phone-add')
    expect(calls.send).toHaveBeenCalledTimes(1)
    const sent = calls.send.mock.calls[0]![0].data.value as string
    expect(sent).not.toMatch(/\s/)
    expect(sent.replace(/\D/g, '')).toMatch(/69123456$/)
  })

  it('the code form after a failed code shows the error by the code field and keeps the code', async () => {
    calls.verify.mockResolvedValue({ ok: false, fields: { verification_code: 'Wrong code' }, errors: [] })
    await render('email')
    await view.type('value', 'a@b.md')
    await view.submit('email-add')
    await view.type('code', '000000')
    await view.submit('email-verify')
    expect(view.host.querySelector('.field__error')?.textContent).toBe('Wrong code')
    expect(view.input('code').value).toBe('000000')
  })
})

// The forms are noValidate: an empty or malformed e-mail, an empty code were the browser's bubbles, in the
// browser's language ("Please fill out this field." on a Romanian page).
describe('the contact forms check their fields in the page language', () => {
  const errorOf = (name: string) =>
    document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null

  it('an empty, then a malformed e-mail, then an empty code: said at the field, the focus there, nothing sent', async () => {
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <ContactList kind="email" initial={[]} />
      </LocaleProvider>,
    )
    expect(view.host.querySelector<HTMLFormElement>('[data-testid="email-add"]')?.noValidate).toBe(true)
    await view.submit('email-add')
    expect(errorOf('value')).toBe('Completați acest câmp.')
    expect(document.activeElement).toBe(view.input('value'))
    await view.type('value', 'ana')
    await view.submit('email-add')
    expect(errorOf('value')).toBe('Introduceți o adresă de e-mail validă.')
    expect(calls.send).not.toHaveBeenCalled()
    await view.type('value', 'ana@b.md')
    await view.submit('email-add')
    expect(calls.send).toHaveBeenCalledTimes(1)
    await view.submit('email-verify')
    expect(errorOf('code')).toBe('Completați acest câmp.')
    expect(view.input('code').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('code'))
    expect(calls.verify).not.toHaveBeenCalled()
  })
})
