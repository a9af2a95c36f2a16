import { describe, expect, it } from 'vitest'
import { cmsPageSchema } from '#contract/content.ts'
import { firstHeading, withCmsDefaults } from './cms-page'

const specPage = (html: string) => cmsPageSchema.parse({ html, ignore_layout: false, show_breadcrumbs: true })

describe('a CMS page with only the spec fields', () => {
  it.each([
    ['<h1>Delivery</h1><p>x</p>', 'Delivery'],
    ['<div><h1 class="t">Black <em>Friday</em> &amp; more</h1></div>', 'Black Friday & more'],
    ['<H1>\n  Terms&nbsp;of use &#8212; 2026 </H1>', 'Terms of use — 2026'],
    ['<p>No heading</p>', ''],
    ['<h2>Sub</h2>', ''],
  ])('title from the first h1: %j -> %j', (html, title) => {
    expect(firstHeading(html)).toBe(title)
    expect(withCmsDefaults(specPage(html), 'landing/bf')).toMatchObject({ title, slug: 'landing/bf' })
  })
  it('keeps the back end’s own title and slug', () => {
    const page = cmsPageSchema.parse({
      html: '<h1>Other</h1>',
      ignore_layout: false,
      show_breadcrumbs: true,
      title: 'Own',
      slug: 'own',
    })
    expect(withCmsDefaults(page, 'x')).toMatchObject({ title: 'Own', slug: 'own' })
  })
})
