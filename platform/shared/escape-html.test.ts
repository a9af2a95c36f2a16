import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'Baterie 5000 mAh', 'Baterie 5000 mAh'],
    ['markup', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an ampersand first, so a reference is not read twice', '&lt; & >', '&amp;lt; &amp; &gt;'],
    ['both quotes (an attribute value cannot end)', `6.1" it's`, '6.1&quot; it&#39;s'],
    ['non-ASCII stays', 'Coș, корзина', 'Coș, корзина'],
  ])('%s', (_what, text, expected) => {
    expect(escapeHtml(text)).toBe(expected)
  })
})
