// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { closeModal, modalState } from '#app/modals/store.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * "Write a review" on a Romanian page: the form is noValidate and says a missing author or text at
 * its field in the page's language (the browser's bubble spoke the browser's), sending nothing.
 */
const calls = vi.hoisted(() => ({ create: vi.fn(), sent: vi.fn() }))
vi.mock('./product.functions', () => ({ createReview: calls.create }))
const shell = vi.hoisted(() => ({ cabinet: true }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ settings: { additional_settings: { is_user_cabinet: shell.cabinet } } }),
}))

const { default: ReviewForm } = await import('./ReviewForm')
let view: Awaited<ReturnType<typeof renderForm>>
const errorOf = (name: string) =>
  document.getElementById(view.input(name).getAttribute('aria-describedby') ?? '')?.textContent ?? null
/** Types into the review's textarea (render-test's `type` is for inputs). */
const typeText = (value: string) =>
  act(async () => {
    const text = view.host.querySelector('textarea') as HTMLTextAreaElement
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(text, value)
    text.dispatchEvent(new Event('input', { bubbles: true }))
  })
const submit = () => act(async () => view.host.querySelector('form')?.requestSubmit())

beforeAll(() => loadAsideMessages('ro'))
beforeEach(async () => {
  shell.cabinet = true
  calls.create.mockReset().mockResolvedValue({ ok: true })
  calls.sent.mockReset()
  view = await renderForm(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      <ReviewForm productId={7} onSent={calls.sent} />
    </LocaleProvider>,
  )
})
afterEach(() => view.unmount())

describe('the review form checks its fields in the page language', () => {
  it('empty: "Completați acest câmp." at the author and the text, the focus on the author, nothing sent', async () => {
    expect(view.host.querySelector('form')?.noValidate).toBe(true)
    await submit()
    expect(calls.create).not.toHaveBeenCalled()
    expect(errorOf('author')).toBe('Completați acest câmp.')
    expect(errorOf('text')).toBe('Completați acest câmp.')
    expect(view.input('author').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(view.input('author'))
  })

  it('filled: sent as typed; the back end refusal still shows below the form', async () => {
    calls.create.mockResolvedValue({ ok: false, errors: ['Recenzia conține cuvinte interzise.'] })
    await view.type('author', 'Ana')
    await typeText('Bun.')
    await submit()
    expect(calls.create).toHaveBeenCalledWith({
      data: { lang: 'ro', product_id: 7, author: 'Ana', rating: 5, text: 'Bun.' },
    })
    expect(errorOf('author')).toBeNull()
    expect(view.host.textContent).toContain('Recenzia conține cuvinte interzise.')
    expect(calls.sent).not.toHaveBeenCalled()
  })
})

describe('a review refused for want of a session (401, 403) asks to sign in, in the page language', () => {
  const SIGN_IN = 'Autentificați-vă pentru a lăsa o recenzie.'
  const sendFilled = async () => {
    await view.type('author', 'Ana')
    await typeText('Bun.')
    await submit()
  }
  afterEach(() => closeModal('auth'))

  it("a guest's 401: the shop's text, not the back end's English, and the sign-in button opens the dialog", async () => {
    calls.create.mockResolvedValue({ ok: false, errors: [], signIn: true })
    await sendFilled()
    expect(view.host.textContent).toContain(SIGN_IN)
    expect(view.host.textContent).not.toContain('Authentication credentials were not provided.')
    expect(view.host.textContent).not.toContain('Ceva nu a mers bine')
    const button = view.host.querySelector<HTMLButtonElement>('[data-testid="review-sign-in"]')
    expect(button?.textContent).toBe('Autentificare')
    await act(async () => button?.click())
    expect(modalState.open).toBe('auth')
    expect(calls.sent).not.toHaveBeenCalled()
  })

  it('a site without accounts: the text, no button', async () => {
    shell.cabinet = false
    view.unmount()
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <ReviewForm productId={7} onSent={calls.sent} />
      </LocaleProvider>,
    )
    calls.create.mockResolvedValue({ ok: false, errors: [], signIn: true })
    await sendFilled()
    expect(view.host.textContent).toContain(SIGN_IN)
    expect(view.host.querySelector('[data-testid="review-sign-in"]')).toBeNull()
  })

  it("other refusals keep the back end's words and offer no sign-in", async () => {
    calls.create.mockResolvedValue({ ok: false, errors: ['Prea multe recenzii azi.'], signIn: false })
    await sendFilled()
    expect(view.host.textContent).toContain('Prea multe recenzii azi.')
    expect(view.host.textContent).not.toContain(SIGN_IN)
    expect(view.host.querySelector('[data-testid="review-sign-in"]')).toBeNull()
  })
})
