// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The activation link opened in another browser (decision 0064): the new-password form activates the
 * account and signs it in, then the cabinet loads after afterSignIn's default 200 ms (accounts spec 4;
 * session-client.test.ts pins the default): the form names no delay of its own.
 */
const calls = vi.hoisted(() => ({ activate: vi.fn(), after: vi.fn(), signInNext: vi.fn() }))
vi.mock('./flows.functions', () => ({
  activateFn: calls.activate,
  confirmPasswordResetFn: vi.fn(),
  requestPasswordResetFn: vi.fn(),
}))
vi.mock('./session-client', () => ({ afterSignIn: calls.after }))
vi.mock('./sign-in-next', () => ({ signInNext: calls.signInNext }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useShell: () => ({ settings: {} }) }))

const { default: AuthFlowModals } = await import('./AuthFlowModals')
const { flowState } = await import('./link-state')

let view: Awaited<ReturnType<typeof renderForm>>
beforeAll(() => loadLazyMessages('en'))
beforeEach(async () => {
  for (const fn of Object.values(calls)) fn.mockReset()
  flowState.activate = { uid: 'Nw', token: 't'.repeat(20), email: 'ion@example.com' }
  view = await renderForm(<AuthFlowModals name="newPassword" />)
})
afterEach(() => view.unmount())

async function setPassword() {
  // the dialog renders in a portal on the body, outside the form helper's host
  for (const name of ['new_password', 're_new_password']) {
    const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Parola-Buna-2026')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  await act(async () =>
    document.querySelector<HTMLFormElement>('[data-testid="new-password-modal"] form')?.requestSubmit(),
  )
  await vi.waitFor(() => expect(calls.activate).toHaveBeenCalled())
}

describe('the activation with a password', () => {
  it('signed in: the cabinet, after the default delay (no delay named)', async () => {
    calls.activate.mockResolvedValue({ ok: true })
    await setPassword()
    await vi.waitFor(() => expect(calls.after).toHaveBeenCalled())
    expect(calls.after).toHaveBeenCalledWith('en', expect.any(String), '/en/cabinet')
    expect(calls.signInNext).not.toHaveBeenCalled()
  })

  it('activated without tokens: the sign-in next, no reload', async () => {
    calls.activate.mockResolvedValue({ ok: true, signedIn: false })
    await setPassword()
    await vi.waitFor(() => expect(calls.signInNext).toHaveBeenCalled())
    expect(calls.after).not.toHaveBeenCalled()
  })
})
