// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Shopper audit a4: the heart became disabled until the back end answered and the focus fell to the page.
 * It rests with aria-disabled: the focus stays on it, a second press sends nothing.
 */
const calls = vi.hoisted(() => ({ toggle: vi.fn() }))
vi.mock('./mine.functions', () => ({ toggleFavoriteAdvertFn: calls.toggle, getAdvertUserDataFn: vi.fn() }))
vi.mock('../auth', () => ({ readSessionHint: () => ({}), broadcastAuth: vi.fn(), syncSessionState: vi.fn() }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))

const { FavoriteButton } = await import('./FavoriteButton')

it('pressed: on at once, the focus stays on it, aria-disabled until the answer, a second press sends nothing', async () => {
  let answer: (v: unknown) => void = () => {}
  calls.toggle.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const view = await renderForm(<FavoriteButton advert="a1" title="Bike" />)
  const heart = view.host.querySelector<HTMLButtonElement>('[data-testid="advert-favorite"]')!
  heart.focus()
  await view.click(heart)
  expect([heart.disabled, heart.getAttribute('aria-disabled'), heart.getAttribute('aria-pressed')]).toEqual([
    false,
    'true',
    'true',
  ])
  expect(document.activeElement).toBe(heart)
  await view.click(heart)
  expect(calls.toggle).toHaveBeenCalledTimes(1)
  expect(heart.getAttribute('aria-pressed')).toBe('true')
  await act(async () => answer({ ok: true, isFavorite: true }))
  expect([heart.getAttribute('aria-disabled'), heart.getAttribute('aria-pressed')]).toEqual(['false', 'true'])
  expect(document.activeElement).toBe(heart)
  view.unmount()
})
