// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Decision 0132 (shopper audit a4, mk8): a guest who tapped an advert's heart was sent to sign in and
 * landed home, the advert not a favourite. Now the heart is kept for after the sign-in, which comes
 * back to the page; there the first user data read adds the advert to the account's favourites.
 */
const calls = vi.hoisted(() => ({
  userData: vi.fn(),
  toggle: vi.fn(),
  assign: vi.fn(),
  session: { current: null as { expires: number } | null },
}))
vi.mock('./mine.functions', () => ({ getAdvertUserDataFn: calls.userData, toggleFavoriteAdvertFn: calls.toggle }))
vi.mock('../auth', () => ({
  readSessionHint: () => calls.session.current,
  syncSessionState: vi.fn(),
  broadcastAuth: vi.fn(),
}))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'uk' }))
const { FavoriteButton } = await import('./FavoriteButton')
const { advertFavorites, useAdvertUserData, FAVORITE_AFTER_SIGN_IN } = await import('./favorites-store')

function AdvertPageHearts() {
  useAdvertUserData('uk')
  return <FavoriteButton advert="7" title="Casa" />
}

beforeEach(() => {
  window.sessionStorage.clear()
  calls.assign.mockReset()
  calls.toggle.mockReset()
  calls.userData.mockReset()
  advertFavorites.ids = []
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, pathname: '/uk/adverts/casa-7', search: '', assign: calls.assign },
  })
})

describe("a guest's heart", () => {
  it('goes to sign in (the access rule), the heart and the page kept for after it', async () => {
    calls.session.current = null
    const f = await renderForm(<FavoriteButton advert="7" title="Casa" />)
    await f.click(f.host.querySelector<HTMLElement>('[data-testid="advert-favorite"]')!)
    expect(calls.assign).toHaveBeenCalledWith('/uk?login=true')
    expect(JSON.parse(window.sessionStorage.getItem('sign-in-return')!).path).toBe('/uk/adverts/casa-7')
    expect(JSON.parse(window.sessionStorage.getItem(FAVORITE_AFTER_SIGN_IN)!).id).toBe('7')
    expect(calls.toggle).not.toHaveBeenCalled()
    f.unmount()
  })

  it("back on the advert signed in: added to the account's favourites once, the heart on", async () => {
    calls.session.current = { expires: Date.now() / 1000 + 3600 }
    window.sessionStorage.setItem(FAVORITE_AFTER_SIGN_IN, JSON.stringify({ id: '7', at: Date.now() }))
    calls.userData.mockResolvedValue({ status: 'ok', favoriteIds: ['3'] })
    calls.toggle.mockResolvedValue({ ok: true, isFavorite: true })
    const f = await renderForm(<AdvertPageHearts />)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(calls.toggle).toHaveBeenCalledTimes(1)
    expect(calls.toggle).toHaveBeenCalledWith({ data: { lang: 'uk', advert: '7', on: true } })
    expect(advertFavorites.ids).toEqual(['3', '7'])
    expect(f.host.querySelector('[data-testid="advert-favorite"]')!.getAttribute('aria-pressed')).toBe('true')
    expect(window.sessionStorage.getItem(FAVORITE_AFTER_SIGN_IN)).toBeNull()
    f.unmount()
  })
})
