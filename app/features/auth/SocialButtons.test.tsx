// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Shopper audit a4: the provider buttons became disabled while a sign-in started and the focus fell to
 * the page (a sign-in dialog lost it). They rest with aria-disabled: the focus stays on the pressed one,
 * and no press starts a second sign-in.
 */
const calls = vi.hoisted(() => ({ start: vi.fn() }))
vi.mock('./flows.functions', () => ({ startSocialSignInFn: calls.start }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ socialProviders: ['google', 'facebook'] }),
}))

const { SocialButtons } = await import('./SocialButtons')

it('a provider pressed: the focus stays on it, aria-disabled while it starts, a second press (or the other) starts nothing', async () => {
  let answer: (v: unknown) => void = () => {}
  calls.start.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const view = await renderForm(<SocialButtons />)
  const [google, facebook] = ['google', 'facebook'].map(
    (p) => view.host.querySelector<HTMLButtonElement>(`[data-testid="social-${p}"]`)!,
  )
  google!.focus()
  await view.click(google!)
  expect([google!.disabled, google!.getAttribute('aria-disabled')]).toEqual([false, 'true'])
  expect(document.activeElement).toBe(google)
  await view.click(google!)
  await view.click(facebook!)
  expect(calls.start).toHaveBeenCalledTimes(1)
  // refused: said, and the buttons free again with the focus where it was
  await act(async () => answer({ ok: false }))
  expect([google!.getAttribute('aria-disabled'), facebook!.getAttribute('aria-disabled')]).toEqual(['false', 'false'])
  expect(document.activeElement).toBe(google)
  view.unmount()
})
