import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import uk from '#locales/uk.json'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { compactMessages } from '../i18n/precompile'
import { MenuBadge, MenuCount, MenuIcon, MenuImage, menuIconOf } from './MenuIcon'

const render = (node: React.ReactNode) =>
  renderToString(
    <LocaleProvider locale="uk" messages={compactMessages(uk)}>
      {node}
    </LocaleProvider>,
  )

describe('menu_tree[].icon: menuIconOf', () => {
  it.each([
    ['cpu', 'name'],
    ['Pill', 'name'],
    ['/images/category/1.svg', 'src'],
    ['https://cdn.example/i.png', 'src'],
    ['javascript:alert(1)', null],
    ['//evil.example/x.svg', null],
    ['unknown-name', null],
    ['', null],
    [null, null],
  ])('%j -> %s', (icon, kind) => {
    const shown = menuIconOf(icon)
    expect(shown ? Object.keys(shown)[0] : null).toBe(kind)
  })
})

describe('MenuIcon and MenuBadge', () => {
  it('draws a named icon inline (decorative) and an image icon with an empty alt', () => {
    expect(render(<MenuIcon icon="basket" />)).toMatch(/^<svg class="menu-icon"[^>]*aria-hidden="true"/)
    expect(render(<MenuIcon icon="/i.svg" />)).toContain('<img class="menu-icon" src="/i.svg" alt=""')
    expect(render(<MenuIcon icon="nope" />)).toBe('')
  })

  it('prints a known badge in the page language and other text as given, escaped', () => {
    expect(render(<MenuBadge badge="hit" />)).toBe(
      '<span class="menu-badge menu-badge--hit" data-testid="menu-badge">Хіт</span>',
    )
    expect(render(<MenuBadge badge="<b>-20%" />)).toBe(
      '<span class="menu-badge menu-badge--custom" data-testid="menu-badge">&lt;b&gt;-20%</span>',
    )
    expect(render(<MenuBadge badge={null} />)).toBe('')
  })
})

describe('menu_tree[].productCount and image', () => {
  it('prints a positive count after the title, nothing for 0 or no count', () => {
    expect(render(<MenuCount count={37} />)).toContain('>37</span>')
    expect(render(<MenuCount count={0} />)).toBe('')
    expect(render(<MenuCount count={null} />)).toBe('')
  })
  it('draws a safe image as a decorative picture, nothing for an unsafe or missing one', () => {
    const html = render(<MenuImage image="https://cdn.example/cat/7.svg" />)
    expect(html).toContain('src="https://cdn.example/cat/7.svg"')
    expect(html).toContain('alt=""')
    expect(render(<MenuImage image="javascript:alert(1)" />)).toBe('')
    expect(render(<MenuImage image={null} />)).toBe('')
  })
})
