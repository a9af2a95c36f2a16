// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { cmsPageSchema } from '#contract/content.ts'

vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ origin: 'https://shop.example' }),
}))
const { CmsPage } = await import('./CmsPage')
const { withCmsDefaults } = await import('./cms-page')

/** A page of only the spec's fields (html, ignore_layout, show_breadcrumbs), with the loader's defaults. */
const page = (html: string, show_breadcrumbs = true) =>
  withCmsDefaults(cmsPageSchema.parse({ html, ignore_layout: false, show_breadcrumbs }), 'landing')

describe('a CMS page of the spec fields only', () => {
  it.each([
    ['its h1 names the crumb', '<h1>Delivery</h1><p>Hi</p>', true, ['Home', 'Delivery']],
    ['no h1: no crumb without a name', '<p>Hi</p>', true, []],
    ['show_breadcrumbs false', '<h1>Delivery</h1>', false, []],
  ])('%s', async (_, html, crumbs, expected) => {
    const view = await renderForm(<CmsPage page={page(html, crumbs)} />)
    expect([...view.host.querySelectorAll('.breadcrumbs li')].map((li) => li.textContent)).toEqual(expected)
    expect(view.host.querySelector('.cms-page .rich-text')?.innerHTML).toBe(html)
    view.unmount()
  })
})
