// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * The contact forms on the form kit: what they send (trimmed; a phone without spaces) and that each
 * form starts empty when it shows again, as the uncontrolled inputs did.
 */
const calls = vi.hoisted(() => ({ send: vi.fn(), verify: vi.fn(), remove: vi.fn(), primary: vi.fn() }))
vi.mock('./cabinet.functions', () => ({
  sendContactCodeFn: calls.send,
  verifyContactFn: calls.verify,
  deleteContactFn: calls.remove,
  makeEmailPrimaryFn: calls.primary,
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))
vi.mock('#app/toasts/store.ts', () => ({ showToast: vi.fn() }))

const { ContactList } = await import('./ContactList')

let view: Awaited<ReturnType<typeof renderForm>>
const render = async (kind: 'phone' | 'email') => {
  view = await renderForm(<ContactList kind={kind} initial={[]} />)
}
/** The list on a Romanian page, with the catalogue's texts (the field errors read in ro). */
const renderInRo = async (kind: 'phone' | 'email') => {
  view = await renderForm(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <ContactList kind={kind} initial={[]} />
    </LocaleProvider>,
  )
}
/** The error text a field's aria-describedby names. */
const errorOf = (name: string) =>
  document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null

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
  it('an empty, then a malformed e-mail, then an empty code: said at the field, the focus there, nothing sent', async () => {
    await renderInRo('email')
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

/**
 * Shopper audit a4: a row's button or a form's button became disabled while its call ran and the focus
 * fell to the page. They rest with aria-disabled: the focus stays on the pressed one, and while one call
 * runs no press starts another.
 */
describe('the contact list while a call runs', () => {
  const ROWS = [
    { id: 1, value: 'a@b.md', isPrimary: true, isVerified: true },
    { id: 2, value: 'c@d.md', isPrimary: false, isVerified: true },
  ]
  const pending = () => {
    const answer = { settle: (_v: unknown) => {} }
    const promise = new Promise((resolve) => (answer.settle = resolve))
    return { answer, promise }
  }
  const button = (selector: string) => view.host.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement
  const resting = (b: HTMLButtonElement) => [b.disabled, b.getAttribute('aria-disabled')]

  it.each([
    ['delete', 1, () => calls.remove],
    ['make primary', 0, () => calls.primary],
  ] as const)(
    '%s: the focus stays on it, aria-disabled, a second press (or the other) starts nothing',
    async (_name, index, call) => {
      const { answer, promise } = pending()
      calls.remove.mockReset().mockReturnValue(promise)
      calls.primary.mockReset().mockReturnValue(promise)
      view = await renderForm(<ContactList kind="email" initial={ROWS} />)
      const [primary, remove] = [...view.host.querySelectorAll<HTMLButtonElement>('.contact-list__actions button')]
      const pressed = [primary, remove][index]!
      pressed.focus()
      await view.click(pressed)
      expect(resting(pressed)).toEqual([false, 'true'])
      expect(document.activeElement).toBe(pressed)
      await view.click(primary!)
      await view.click(remove!)
      await view.submit('email-add')
      expect([calls.remove.mock.calls.length + calls.primary.mock.calls.length, call().mock.calls.length]).toEqual([
        1, 1,
      ])
      expect(calls.send).not.toHaveBeenCalled()
      await act(async () => answer.settle({ ok: false, fields: {}, errors: ['No'] }))
      expect(resting(pressed)).toEqual([false, 'false'])
    },
  )

  it('"send code" and "verify": the focus stays on the pressed one, aria-disabled, a second press sends nothing', async () => {
    const sent = pending()
    calls.send.mockReturnValue(sent.promise)
    view = await renderForm(<ContactList kind="email" initial={ROWS} />)
    await view.type('value', 'e@f.md')
    const send = button('[data-testid="email-add"] button[type="submit"]')
    send.focus()
    await view.click(send)
    expect(resting(send)).toEqual([false, 'true'])
    expect(document.activeElement).toBe(send)
    await view.click(send)
    expect(calls.send).toHaveBeenCalledTimes(1)
    await act(async () => sent.answer.settle({ ok: true, data: null }))
    const checked = pending()
    calls.verify.mockReturnValue(checked.promise)
    await view.type('code', '123456')
    const verify = button('[data-testid="email-verify"] button[type="submit"]')
    verify.focus()
    await view.click(verify)
    expect(resting(verify)).toEqual([false, 'true'])
    expect(document.activeElement).toBe(verify)
    await view.click(verify)
    expect(calls.verify).toHaveBeenCalledTimes(1)
    await act(async () => checked.answer.settle({ ok: false, fields: { verification_code: 'Wrong' }, errors: [] }))
    expect(resting(verify)).toEqual([false, 'false'])
  })
})

/**
 * Walk of the accounts spec (session 70): a part of a number went to the server function, whose 400
 * read "That did not work. Please try again." under the list with the focus on the button; and the
 * code's notice showed the sent text without its spaces (`+(373)69123-456`).
 */
describe('a new phone of the profile', () => {
  it('a part of a number: said at the field in the page language, the focus there, no code asked', async () => {
    await renderInRo('phone')
    await view.type('value', '12')
    await view.submit('phone-add')
    expect(errorOf('value')).toBe('Introduceți un număr de telefon valid.')
    expect(document.activeElement).toBe(view.input('value'))
    expect(calls.send).not.toHaveBeenCalled()
  })

  it('a whole number: the code notice names it as the site writes it', async () => {
    await render('phone')
    await view.type('value', '69123456')
    await view.submit('phone-add')
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(view.host.querySelector('[data-testid="phone-verify"] [role="status"]')?.textContent).toContain(
      '+(373) 69 123-456',
    )
  })
})
