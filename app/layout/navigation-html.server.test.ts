import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { RawIntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../api/contract/settings'
import { serverIntl } from '../i18n/LocaleProvider'
import { compactMessages } from '../i18n/precompile'
import { buildNavigation } from '../shell/nav-rules'
import { NavigationList } from './NavigationList'
import { navigationHtml } from './navigation-html.server'

// The navigation's list rendered to HTML once per menu tree, intl and brands entry (decision 0093).
const messages = compactMessages({ 'nav.brands': 'Brands', 'nav.badge.new': 'New', 'nav.main': 'Main' })
const intl = serverIntl('en', messages)
const leaf = (id: number, title: string): MenuNode => ({ id, title, url: `c${id}`, subcategories: [] })
const tree = (): MenuNode[] => [
  {
    ...leaf(1, 'Phones'),
    badge: 'new',
    subcategories: [{ ...leaf(11, 'Smartphones'), subcategories: [leaf(111, 'Android')] }],
  },
  leaf(2, 'TV & <Audio>'),
]

describe('navigationHtml', () => {
  it('is the list as React renders it, titles escaped, texts from the intl given', async () => {
    const menu = tree()
    const html = await navigationHtml('en', menu, true, 1, intl)
    // What the page's own render made of it before (less the markers between adjacent texts).
    const list = createElement(NavigationList, { items: buildNavigation(menu, true, 1), lang: 'en' })
    const inPage = renderToString(createElement(RawIntlProvider, { value: intl }, list))
    expect(html).toBe(inPage.replace(/<!-- -->/g, ''))
    expect(html).toContain(
      '<a href="/en/c1">Phones<span class="menu-badge menu-badge--new" data-testid="menu-badge">New</span></a>',
    )
    expect(html).toContain('<li class="navigation__item"><a href="/en/brands">Brands</a></li>')
    expect(html).toContain('TV &amp; &lt;Audio&gt;')
    expect(html).not.toContain('<Audio>')
    expect(html?.indexOf('Brands')).toBeGreaterThan(html?.indexOf('Phones') ?? Infinity)
    expect(html?.indexOf('Brands')).toBeLessThan(html?.indexOf('TV &amp;') ?? -1)
  })

  it('renders once per tree object: the same tree gives the stored HTML, a new tree (a refreshed memo) renders anew', async () => {
    const menu = tree()
    const first = await navigationHtml('en', menu, false, null, intl)
    ;(menu[0] as MenuNode).title = 'Changed in place'
    expect(await navigationHtml('en', menu, false, null, intl)).toBe(first)
    expect(await navigationHtml('en', tree(), false, null, intl)).toBe(first)
    const refreshed = tree()
    ;(refreshed[0] as MenuNode).title = 'Refreshed'
    expect(await navigationHtml('en', refreshed, false, null, intl)).toContain('Refreshed')
  })

  it.each([
    ['another language', 'ro', true, 0, '/ro/c1'],
    [
      'the brands entry first',
      'en',
      true,
      0,
      '<ul class="container navigation__list"><li class="navigation__item"><a href="/en/brands">',
    ],
    [
      'no brands entry without brands',
      'en',
      false,
      0,
      '<ul class="container navigation__list"><li class="navigation__item"><a href="/en/c1">',
    ],
  ] as const)('a key of its own: %s', async (_name, lang, hasBrands, position, expected) => {
    const menu = tree()
    await navigationHtml('en', menu, true, 1, intl)
    expect(await navigationHtml(lang, menu, hasBrands, position, intl)).toContain(expected)
  })

  it('texts of another intl object (another language, a message group loaded) render anew', async () => {
    const menu = tree()
    await navigationHtml('en', menu, true, 1, intl)
    const other = serverIntl('en', compactMessages({ 'nav.brands': 'Marques', 'nav.badge.new': 'Neu' }))
    expect(await navigationHtml('en', menu, true, 1, other)).toContain('>Marques</a>')
  })

  it('concurrent first requests share one rendering', () => {
    const menu = tree()
    expect(navigationHtml('en', menu, true, 1, intl)).toBe(navigationHtml('en', menu, true, 1, intl))
  })

  it('an empty menu is no navigation (null)', async () => {
    expect(await navigationHtml('en', [], false, null, intl)).toBeNull()
  })
})
