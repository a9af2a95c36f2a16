import { describe, expect, it } from 'vitest'
import { isSitemap } from './sitemap-document'
import { SITEMAP_ANSWERS, WHOLE_SITEMAP } from './sitemap-document.fixture'

describe('isSitemap: a whole urlset or sitemapindex, whatever the answer is labelled', () => {
  it.each(SITEMAP_ANSWERS)('$what: $sitemap', ({ body, sitemap }) => {
    expect(isSitemap(body)).toBe(sitemap)
  })

  it.each([
    [
      'a self-closing urlset',
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
      true,
    ],
    [
      'a stylesheet, a BOM and a closing comment',
      `\uFEFF<?xml-stylesheet href="/s.xsl"?>${WHOLE_SITEMAP}<!-- 40 -->\n`,
      true,
    ],
    ['a urlset closed by a sitemapindex tag', '<urlset><url><loc>x</loc></url></sitemapindex>', false],
    ['text after the closing tag', `${WHOLE_SITEMAP}<p>more</p>`, false],
    ['an element named urlsets', '<urlsets></urlsets>', false],
    ['not text', { urlset: [] }, false],
  ])('%s: %s', (_what, body, sitemap) => {
    expect(isSitemap(body)).toBe(sitemap)
  })
})
