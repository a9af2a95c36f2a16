// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

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
