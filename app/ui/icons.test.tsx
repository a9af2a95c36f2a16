import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES, Icon, IconSprite, isIconName } from './icons'

describe('the icon sprite', () => {
  it('draws each icon once, as a symbol of a hidden svg, with its stroke on the path', () => {
    const html = renderToString(<IconSprite />)
    expect(html).toMatch(/^<svg display="none" aria-hidden="true"/)
    for (const name of ICON_NAMES) expect(html.split(`<symbol id="i-${name}" viewBox="0 0 24 24">`)).toHaveLength(2)
    expect(html.match(/<path d="[^"]+" stroke="currentColor" stroke-width="1.8"/g)).toHaveLength(ICON_NAMES.length)
    expect(html).not.toContain('fill=')
  })

  it('an icon is a reference to its symbol, not its path: decorative, unfilled unless styled', () => {
    expect(renderToString(<Icon name="heart" size={20} />)).toBe(
      '<svg width="20" height="20" fill="none" aria-hidden="true"><use href="#i-heart"></use></svg>',
    )
    expect(renderToString(<Icon name="cpu" className="menu-icon" />)).toContain('class="menu-icon" width="22"')
  })

  it.each([
    ['heart', true],
    ['basket', true],
    ['toString', false],
    ['constructor', false],
    ['nope', false],
  ])('%s is an icon name: %s', (name, known) => expect(isIconName(name)).toBe(known))
})
