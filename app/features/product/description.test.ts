import { describe, expect, it } from 'vitest'
import { descriptionHtml } from './description'

/**
 * A product description as the page renders it (review R1: `<p>Telefon</p>` from a back end showed as
 * literal text on /ro/product/telefoane-mobile-verde-model-26): markup sanitised, plain text escaped.
 */
describe('descriptionHtml', () => {
  it('renders markup from the back end as markup', () => {
    expect(descriptionHtml('<p>Telefon <b>verde</b></p><ul><li>5G</li></ul>', 'ro')).toBe(
      '<p>Telefon <b>verde</b></p><ul><li>5G</li></ul>',
    )
  })

  it.each([
    ['a script', '<p>Bun</p><script>alert(1)</script>', /<script|alert/i],
    ['an event handler', '<p>Bun</p><img src="/media/x.png" onerror="alert(1)">', /onerror|alert/i],
    ['a javascript: link', '<p><a href="javascript:alert(1)">Bun</a></p>', /javascript:|alert/i],
    ['a JaVaScRiPt: link with entities', '<a href="jav&#x61;script:alert(1)">Bun</a>', /javascript|alert/i],
    ['an inline style', '<p style="background:url(javascript:alert(1))">Bun</p>', /style|javascript/i],
    ['an iframe', '<p>Bun</p><iframe src="https://evil.example"></iframe>', /iframe|evil/i],
    ['a closing tag out of place', 'Bun</div></section><script>alert(1)</script>', /<script|<\/section|alert/i],
  ])('leaves %s inert', (_, description, dangerous) => {
    const html = descriptionHtml(description, 'ro')
    expect(html).toContain('Bun')
    expect(html).not.toMatch(dangerous)
  })

  it('keeps safe links and images, with the page language on links to the site', () => {
    expect(descriptionHtml('<p><a href="/delivery">Livrare</a> <img src="/media/a.png" alt="a"></p>', 'ru')).toBe(
      '<p><a href="/ru/delivery">Livrare</a> <img src="/media/a.png" alt="a"></p>',
    )
  })

  it('escapes plain text, a blank line between paragraphs', () => {
    expect(descriptionHtml('Ecran 6.1" & 5 < 6 > 4\n\nBaterie 5000 mAh\nîncărcare rapidă', 'ro')).toBe(
      '<p>Ecran 6.1&quot; &amp; 5 &lt; 6 &gt; 4</p><p>Baterie 5000 mAh\nîncărcare rapidă</p>',
    )
  })

  it('reads entities as markup (an editor that escaped its text)', () => {
    expect(descriptionHtml('Tom &amp; Jerry', 'ro')).toBe('Tom &amp; Jerry')
  })

  it('is empty when nothing is left to read or see', () => {
    expect(descriptionHtml('', 'ro')).toBe('')
    expect(descriptionHtml('  \n ', 'ro')).toBe('')
    expect(descriptionHtml('<p><script>alert(1)</script></p>', 'ro')).toBe('')
    expect(descriptionHtml('<br>', 'ro')).toBe('')
    expect(descriptionHtml('<p><img src="/media/a.png"></p>', 'ro')).toBe('<p><img src="/media/a.png"></p>')
  })
})
