// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'
import ro from '#locales/ro.json'

/**
 * The account deletion request on a Romanian page. The request call is ours (the spec names only the
 * confirmation): a back end without it (404, 405, 501) is said in the page's language and the button
 * goes (session 61's operator audit: its English "Not found." under a button that could never work).
 */
const calls = vi.hoisted(() => ({ request: vi.fn(), confirm: vi.fn() }))
vi.mock('./cabinet.functions', () => ({ requestDeleteAccountFn: calls.request, confirmDeleteAccountFn: calls.confirm }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro' }))
vi.mock('#app/i18n/lazy-messages.ts', async (original) => ({
  ...(await original<typeof import('#app/i18n/lazy-messages.ts')>()),
  useLazyMessages: () => undefined,
}))
vi.mock('../auth', () => ({ logout: vi.fn() }))

const { default: AccountModal } = await import('./AccountModals')
const { deletionState } = await import('./deletion-link')
let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => {
  view?.unmount()
  view = null
})

describe('the account deletion request', () => {
  it.each([404, 405, 501])('a back end without the call (%i): said in Romanian, no button', async (status) => {
    calls.request.mockResolvedValue({ ok: false, signedOut: false, status, fields: {}, errors: ['Not found.'] })
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AccountModal name="deleteAccountRequest" />
      </LocaleProvider>,
    )
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="delete-request-send"]')!.click())
    expect(document.querySelector('[data-testid="delete-request-not-offered"]')?.textContent).toBe(
      ro['cabinetDelete.notOffered'],
    )
    expect(document.querySelector('[data-testid="delete-request-send"]')).toBeNull()
    expect(document.body.textContent).not.toContain('Not found.')
  })

  it("another refusal shows the back end's words and keeps the button", async () => {
    calls.request.mockResolvedValue({
      ok: false,
      signedOut: false,
      status: 400,
      fields: {},
      errors: ['Prea multe cereri'],
    })
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AccountModal name="deleteAccountRequest" />
      </LocaleProvider>,
    )
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="delete-request-send"]')!.click())
    expect(document.body.textContent).toContain('Prea multe cereri')
    expect(document.querySelector('[data-testid="delete-request-send"]')).not.toBeNull()
  })
})

/**
 * Shopper audit a4: the dialog's button became disabled while its call ran and the focus fell to the page
 * (out of the dialog). It rests with aria-disabled: the focus stays on it, a second press sends nothing.
 */
describe('the deletion buttons while their call runs', () => {
  it.each([
    ['deleteAccountRequest', 'delete-request-send', () => calls.request],
    ['deleteAccountConfirm', 'delete-confirm', () => calls.confirm],
  ] as const)('%s: the focus stays on %s, aria-disabled, a second press sends nothing', async (name, testId, call) => {
    deletionState.link = { uid: 'u1', token: 't1' }
    deletionState.deleteError = false
    let answer: (v: unknown) => void = () => {}
    call()
      .mockReset()
      .mockReturnValue(new Promise((resolve) => (answer = resolve)))
    view = await renderForm(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <AccountModal name={name} />
      </LocaleProvider>,
    )
    const button = document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!
    button.focus()
    await act(async () => button.click())
    expect([button.disabled, button.getAttribute('aria-disabled')]).toEqual([false, 'true'])
    expect(document.activeElement).toBe(button)
    await act(async () => button.click())
    expect(call()).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: false, signedOut: false, status: 400, fields: {}, errors: ['Nu'] }))
    expect(button.getAttribute('aria-disabled')).toBe('false')
  })
})
