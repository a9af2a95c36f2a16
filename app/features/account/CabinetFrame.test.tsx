// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'

/**
 * Shopper audit a4 (session 67): on the market site nothing led a signed-in shopper to their adverts -
 * the cabinet's menu had no entry for them. A site with the adverts area lists my adverts, drafts and
 * favourite adverts in the cabinet's menu; a site without it does not.
 */
const site = vi.hoisted(() => ({ adverts: true }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ theme: { flags: { adverts: site.adverts } } }),
}))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useRouterState: () => '/en/adverts/my',
}))
vi.mock('#app/ui/Breadcrumbs.tsx', () => ({ Breadcrumbs: () => null }))
const { CabinetFrame, CabinetLinks } = await import('./CabinetFrame')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

async function menu(node: ReactNode) {
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale="en" messages={compactMessages(en)}>
        {node}
      </LocaleProvider>,
    ),
  )
  const links = [...host.querySelectorAll('[data-testid="cabinet-nav"] a')].map((a) => [
    a.getAttribute('href'),
    a.textContent,
    a.getAttribute('aria-current'),
  ])
  await act(async () => root.unmount())
  return links
}

const ADVERT_ENTRIES = [
  ['/en/adverts/my', 'My adverts', null],
  ['/en/adverts/drafts', 'My drafts', null],
  ['/en/adverts/favorites', 'Favorite adverts', null],
]
const frame = (
  <CabinetFrame titleId="cabinetNav.profile" origin="https://shop.test">
    <p />
  </CabinetFrame>
)
const isAdvert = (l: unknown[]) => String(l[0]).startsWith('/en/adverts/')

describe("the cabinet's menu and the adverts area", () => {
  it.each([
    ['every cabinet page’s menu', frame],
    ['the overview’s list', <CabinetLinks key="list" />],
  ])('%s: a site with the area lists my adverts, drafts and favourite adverts', async (_name, node) => {
    site.adverts = true
    const links = await menu(node)
    expect(links.filter(isAdvert)).toEqual(ADVERT_ENTRIES)
    // beside the shop's favourites, before support
    expect(links.at(-1)?.[0]).toBe('/en/account/support')
  })

  it.each([
    ['every cabinet page’s menu', frame],
    ['the overview’s list', <CabinetLinks key="list" />],
  ])('%s: a site without the area lists none', async (_name, node) => {
    site.adverts = false
    const links = await menu(node)
    expect(links.filter(isAdvert)).toEqual([])
    expect(links.length).toBeGreaterThan(5)
  })
})
