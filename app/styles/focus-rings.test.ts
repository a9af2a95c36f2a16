import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A keyboard review (session 68, 390x844 and 1440x900): the global ring (`:focus-visible`, 3 px at 2 px
 * outside) was cut off wherever its element sits flush in a box that clips (overflow hidden or a
 * scrolling strip). A product card's title link showed two stray corners of it (the title clamps its
 * lines with overflow hidden), the top bar's pages showed one side, the header's search button, the
 * − / count / + of every quantity, the home slider's banners and the category tiles of a carousel
 * showed little or none. And tabbing down a listing put the focused card's buttons under the sticky
 * header (the favourite and compare buttons sit at a card's top) or the phone's bottom bar.
 */
const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8')
  // comments out: a rule's text is then only selectors and declarations
  .replace(/\/\*[\s\S]*?\*\//g, '')
/** Every rule of the sheet (inside a media block too) as its selectors, its declarations and its media query. */
const rules: { selectors: string[]; body: string; media: string }[] = []
{
  const media: string[] = []
  let start = 0
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      const prelude = css.slice(start, i).trim()
      const close = css.indexOf('}', i)
      const nested = css.indexOf('{', i + 1)
      if (prelude.startsWith('@') && nested !== -1 && nested < close) {
        media.push(prelude)
        start = i + 1
        continue
      }
      rules.push({
        selectors: prelude.split(',').map((s) => s.trim()),
        body: css.slice(i + 1, close),
        media: media.at(-1) ?? '',
      })
      i = close
      start = close + 1
    } else if (css[i] === '}') {
      media.pop()
      start = i + 1
    }
  }
}
/** The declarations of every rule that names `selector` in its selector list. */
const declarationsOf = (selector: string) =>
  rules
    .filter((r) => r.selectors.includes(selector))
    .map((r) => r.body)
    .join(';')

describe('focus rings are never clipped by the box around them', () => {
  it.each([
    '.search-box__submit:focus-visible', // the search box clips its corners (overflow hidden)
    '.quantity :focus-visible', // the quantity's border box clips (overflow hidden)
    '.home__slider .banner:focus-visible', // a scrolling strip
    '.carousel__track a:focus-visible', // a scrolling strip
  ])('%s: drawn inside its element', (selector) => {
    expect(declarationsOf(selector)).toMatch(/outline:\s*3px solid var\(--color-secondary\)/)
    expect(declarationsOf(selector)).toMatch(/outline-offset:\s*-3px/)
  })

  it("a product card's title link rings the whole card (its ::after), not its clipped text", () => {
    expect(declarationsOf('.product-card__title a:focus-visible')).toMatch(/outline:\s*0/)
    const after = declarationsOf('.product-card__title a:focus-visible::after')
    expect(after).toMatch(/outline:\s*3px solid/)
    expect(after).toMatch(/outline-offset:\s*-3px/)
    // the ::after is what covers the card (its containing block is the card, outside the clipping title)
    expect(declarationsOf('.product-card__title a::after')).toMatch(/position:\s*absolute;\s*inset:\s*0/)
    expect(declarationsOf('.product-card')).toMatch(/position:\s*relative/)
  })

  it("the top bar's pages strip (it scrolls sideways) leaves room for a ring outside its links, and no more space", () => {
    const strip = declarationsOf('.topbar__pages')
    expect(strip).toMatch(/overflow-x:\s*auto/)
    // the global ring: 3 px wide at 2 px out
    expect(strip).toMatch(/padding:\s*5px/)
    expect(strip).toMatch(/margin:\s*-5px/)
  })
})

describe('a focused control is scrolled clear of the sticky header and the bottom bar', () => {
  it('with the fixed header the page keeps its height above what the focus scrolls to', () => {
    expect(declarationsOf('html:has(.header-fixed)')).toMatch(
      /scroll-padding-top:\s*calc\(var\(--header-h\) \+ var\(--nav-h\)\)/,
    )
  })

  it("on a phone, the bottom bar's height below it", () => {
    const phone = rules.filter((r) => r.selectors.includes('html') && /max-width:\s*767\.98px/.test(r.media))
    expect(phone.map((r) => r.body).join(';')).toMatch(/scroll-padding-bottom:\s*calc\(var\(--mobile-bar-h\) \+ 16px\)/)
  })
})
