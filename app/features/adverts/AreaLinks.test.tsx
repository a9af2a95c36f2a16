// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { takeSignInReturn } from '#app/lib/sign-in-return.ts'
import en from '#locales/en.json'

/**
 * Shopper audit a4 (session 67): nothing led a shopper to post an advert or to their own adverts.
 * The area's links to its signed-in pages: signed in, plain links; a guest meets the access rule
 * (`/{lang}?login=true`) and the sign-in comes back to the page asked for (decision 0132).
 */
const calls = vi.hoisted(() => ({ assign: vi.fn(), session: { current: null as object | null } }))
vi.mock('#app/lib/session-state.ts', () => ({ readSessionHint: () => calls.session.current }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { OwnAreaTabs, SignedInLink } = await import('./AreaLinks')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  window.sessionStorage.clear()
  calls.assign.mockReset()
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, pathname: '/en/adverts', search: '', assign: calls.assign },
  })
})

async function render(node: React.ReactNode) {
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale="en" messages={compactMessages(en)}>
        {node}
      </LocaleProvider>,
    ),
  )
  return { host, unmount: () => act(() => root.unmount()) }
}

/** Clicks the link; whether the browser would have followed its href. */
function click(link: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  act(() => void link.dispatchEvent(event))
  return !event.defaultPrevented
}

describe('a link to a signed-in page of the adverts area', () => {
  it('a guest goes to sign in, and the sign-in comes back to the page asked for', async () => {
    calls.session.current = null
    const { host, unmount } = await render(<SignedInLink path="/adverts/add">Post</SignedInLink>)
    const link = host.querySelector('a')!
    expect(link.getAttribute('href')).toBe('/en/adverts/add')
    expect(click(link)).toBe(false)
    expect(calls.assign).toHaveBeenCalledWith('/en?login=true')
    expect(takeSignInReturn()).toBe('/en/adverts/add')
    await unmount()
  })

  it('signed in: the link is followed, no sign-in, no mark', async () => {
    calls.session.current = {}
    const { host, unmount } = await render(<SignedInLink path="/adverts/add">Post</SignedInLink>)
    expect(click(host.querySelector('a')!)).toBe(true)
    expect(calls.assign).not.toHaveBeenCalled()
    expect(takeSignInReturn()).toBeNull()
    await unmount()
  })
})

describe("the area's tabs of the shopper's pages", () => {
  it('my adverts, drafts, favourite adverts and posting one, the current one marked', async () => {
    const { host, unmount } = await render(<OwnAreaTabs current="drafts" />)
    const links = [...host.querySelectorAll('a')]
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/en/adverts/my', 'My adverts'],
      ['/en/adverts/drafts', 'Drafts'],
      ['/en/adverts/favorites', 'Favorite adverts'],
      ['/en/adverts/add', 'Add an advert'],
    ])
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null, null])
    await unmount()
  })
})
