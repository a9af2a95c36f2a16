// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { modalState } from '#app/modals/store.ts'
import ro from '#locales/ro.json'

/**
 * The activation link on a Romanian home page (`/ro/?action=activate&uid&token`): what the shopper is
 * told for each answer of the activation. Activated without tokens (djoser's 204) is no error: the
 * notice says the account is active, in the page's language, and the sign-in dialog opens next.
 */
const calls = vi.hoisted(() => ({ activate: vi.fn(), after: vi.fn(), signInNext: vi.fn(), toast: vi.fn() }))
vi.mock('./flows.functions', () => ({ activateFn: calls.activate }))
vi.mock('./session-client', () => ({ afterSignIn: calls.after }))
vi.mock('./sign-in-next', () => ({ signInNext: calls.signInNext }))
vi.mock('#app/toasts/store.ts', () => ({ showToastAfterReload: calls.toast }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'ro' }))
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: async () => undefined }) }))
vi.mock('#platform/shared/link-stash.ts', () => ({
  linkSearch: () => `?action=activate&uid=Nw&token=${'t'.repeat(20)}`,
  dropLinkStash: () => undefined,
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { EmailLinkAction } = await import('./EmailLinkAction')

let root: Root
let host: HTMLElement
beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset()
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

async function openLink(answer: unknown) {
  calls.activate.mockResolvedValue(answer)
  await act(async () =>
    root.render(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <EmailLinkAction />
      </LocaleProvider>,
    ),
  )
  await vi.waitFor(() => expect(calls.activate).toHaveBeenCalled())
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('the activation link', () => {
  it('activated without a session (204): "Contul este activat" and the sign-in next, no error', async () => {
    await openLink({ ok: true, signedIn: false })
    expect(calls.signInNext).toHaveBeenCalledWith('ro', 'Contul este activat. Autentificați-vă pentru a continua.')
    expect(calls.after).not.toHaveBeenCalled()
    expect(calls.toast).not.toHaveBeenCalled()
    expect(modalState.open).toBeNull()
  })

  it('activated and signed in: the welcome and the cabinet, as before', async () => {
    await openLink({ ok: true })
    // no delay named: afterSignIn's default 200 ms (accounts spec 4; pinned in session-client.test.ts)
    expect(calls.after).toHaveBeenCalledWith('ro', 'Contul este activat. Bine ați venit!', '/ro/cabinet')
    expect(calls.signInNext).not.toHaveBeenCalled()
  })
})
