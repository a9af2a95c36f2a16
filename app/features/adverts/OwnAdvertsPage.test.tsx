// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The owner's pause/resume (decision 0029): while the save runs the button rests (aria-disabled, a
 * second press ignored) and keeps the focus - disabled, it dropped the focus to the page inside the
 * open actions sheet (shopper audit a4, session 66).
 */
const calls = vi.hoisted(() => ({ save: vi.fn() }))
vi.mock('./advert-save', () => ({ saveAdvert: calls.save, deleteAdvert: vi.fn() }))
vi.mock('./favorites-store', () => ({ useAdvertUserData: () => undefined }))
vi.mock('./AdvertCard', () => ({
  AdvertCardView: ({ actions }: { actions?: React.ReactNode }) => <div>{actions}</div>,
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { OwnAdvertsPage } = await import('./OwnAdvertsPage')

let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => {
  view?.unmount()
  view = null
})

describe('pause while the save runs', () => {
  it('the button keeps the focus and takes no second press', async () => {
    let answer: (value: unknown) => void = () => {}
    calls.save.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const advert = { id: '7', slug: 'flat-7', title: 'Flat', is_active: true, is_draft: false }
    view = await renderForm(
      <OwnAdvertsPage kind="my" adverts={[advert as never]} pages={1} page={1} rates={[]} origin="" />,
    )
    const button = view.host.querySelector<HTMLButtonElement>('[data-testid="own-advert-toggle"]')!
    button.focus()
    await act(async () => button.click())
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.disabled).toBe(false)
    expect(document.activeElement).toBe(button)
    await act(async () => button.click())
    expect(calls.save).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: true }))
    expect(button.getAttribute('aria-disabled')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})

describe('a draft saved without a title', () => {
  // A walk (session 74, /ro/adverts/drafts at 390 px): its buttons were "Editează ", "Șterge ",
  // "Acțiuni pentru " and its actions sheet had no title - nothing said which advert they were for.
  it('its edit, delete and actions buttons and its sheet are named as its card is ("Untitled advert")', async () => {
    const draft = { id: '8', slug: 'advert-8', title: '  ', is_active: true, is_draft: true }
    view = await renderForm(
      <OwnAdvertsPage kind="drafts" adverts={[draft as never]} pages={1} page={1} rates={[]} origin="" />,
    )
    const labels = [
      ...view.host.querySelectorAll('.advert-card__inline-tools [aria-label], [data-testid="own-advert-tools"]'),
    ].map((el) => el.getAttribute('aria-label'))
    expect(labels).toEqual(['Edit Untitled advert', 'Delete Untitled advert', 'Actions for Untitled advert'])
    await act(async () => view!.host.querySelector<HTMLButtonElement>('[data-testid="own-advert-tools"]')!.click())
    // the sheet's title names the dialog (Radix: aria-labelledby its title)
    const sheet = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="toolsAnnouncements"]')
      if (!found) throw new Error('no actions sheet yet')
      return found
    })
    expect(document.getElementById(sheet.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Untitled advert')
  })
})
