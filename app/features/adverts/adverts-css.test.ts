import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The favourite heart on a list-layout card (a review at 390 px, /ro/adverts?layout=list): placed at
 * the card's top-right, it covered the title (heart x 317-357, title x 199-363: "MacBook" cut, "ОЗУ"
 * hidden). Read from the stylesheet: the heart's box must lie in the image's column at any card width.
 */
const css = readFileSync(join(import.meta.dirname, 'adverts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** A property of the rules with exactly this selector, the last one winning (top level or in a media block). */
function prop(selector: string, name: string): string | null {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  let found: string | null = null
  for (const m of css.matchAll(new RegExp(`(?:^|[}{\\n])\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))) {
    const v = new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+)`).exec(m[1] ?? '')?.[1]?.trim()
    if (v !== undefined) found = v
  }
  return found
}
const px = (v: string | null) => (v === null || v === 'auto' ? null : Number(/^(-?\d+(?:\.\d+)?)px$/.exec(v)?.[1]))

describe('the list layout: the heart is not over the title', () => {
  const padding = px(prop('.advert-card', 'padding'))!
  const imageColumn = px(prop('.advert-grid--list .advert-card', 'grid-template-columns')!.split(/\s+/)[0]!)!
  const gap = px(prop('.advert-grid--list .advert-card', 'column-gap'))!
  const heart = (sel: string, name: string) => prop(`.advert-grid--list ${sel}`, name) ?? prop(sel, name)

  it('reads the layout it checks', () => {
    expect([padding, imageColumn, gap]).toEqual([10, 160, 12])
  })

  // The card's padding box: a 390 px phone (358 px card, 1 px borders), a 320 px one, a 1,280 px desktop (about 1,022 px).
  it.each([[356], [286], [1022]])('a card %i px wide', (width) => {
    const size = px(heart('.advert-favorite', 'width'))!
    const left = px(heart('.advert-favorite', 'left'))
    const right = px(heart('.advert-favorite', 'right'))
    const from = left ?? width - right! - size
    const titleFrom = padding + imageColumn + gap
    expect(from + size).toBeLessThanOrEqual(titleFrom)
    // On the image, not off it.
    expect(from).toBeGreaterThanOrEqual(padding)
    expect(from + size).toBeLessThanOrEqual(padding + imageColumn)
  })
})

describe('the grid card: one column the card wide, whatever the card holds', () => {
  // Session 59's browser check: a card with no photo and no facts sized its box by its content, 11 px
  // wider than its neighbours and flush with its right border.
  it.each([['.advert-card'], ['.advert-card__link']])('%s: grid-template-columns minmax(0, 1fr)', (selector) => {
    expect(prop(selector, 'grid-template-columns')).toBe('minmax(0, 1fr)')
  })
})

/** The properties of every rule whose selector list holds exactly `selector` (`a, b { ... }` counts for a and for b). */
function propOfListed(selector: string, name: string): string | null {
  let found: string | null = null
  for (const m of css.matchAll(/(?:^|[}{\n])\s*([^{}@]+?)\s*\{([^}]*)\}/g)) {
    if (
      !(m[1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .includes(selector)
    )
      continue
    const v = new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+)`).exec(m[2] ?? '')?.[1]?.trim()
    if (v !== undefined) found = v
  }
  return found
}

describe("the advert's page: what a seller typed never widens it", () => {
  // Session 74's walk: a title and an address of one long word each (150 and 300 letters) made
  // /ru/adverts/{slug} 2,651 px wide at 390 px (the phone's one grid column sized by the address) and
  // 3,666 px at 1,440 (the title ran out of its heading).
  it('the top is one column the page wide on phones, not an auto column sized by its content', () => {
    // the rule outside any media block (the phone's): before the first @media that sets it again
    const phone = css.slice(0, css.indexOf('@media (min-width: 768px) {\n  .advert-page__top'))
    expect(/\.advert-page__top\s*\{[^}]*grid-template-columns:\s*minmax\(0, 1fr\)/.test(phone)).toBe(true)
  })

  it.each([
    ['.advert-page h1'],
    ['.advert-page .breadcrumbs li'],
    ['.advert-card__place'],
    ['.advert-seller'],
    ['.advert-owner'],
  ])('%s wraps a long word anywhere', (selector) => {
    expect(propOfListed(selector, 'overflow-wrap')).toBe('anywhere')
  })
})
