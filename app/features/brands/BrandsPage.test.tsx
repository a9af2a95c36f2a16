// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { brandListSchema } from '#contract/catalogue.ts'

vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en', useView: () => 'tiles' }))
vi.mock('#app/ui/LazyHydrate.tsx', () => ({ LazyHydrate: ({ children }: { children: ReactNode }) => children }))
const { BrandsPage } = await import('./BrandsPage')
const { FeaturedBrands } = await import('./FeaturedBrands')
const { featuredBrandLinks } = await import('./rules')

/** Spec: "Brands: id, name". A brand without a slug has no page (GET /general/brand/{slug}): listed by name, unlinked. */
const brands = brandListSchema.parse({
  data: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Bolt', slug: 'bolt', productCount: 3 },
  ],
}).data

describe('brands of id and name', () => {
  it('the brands page lists both; only the one with a slug links, only a known count shows', async () => {
    const view = await renderForm(<BrandsPage brands={brands} origin="https://shop.example" />)
    const items = [...view.host.querySelectorAll('.brand-group li')]
    expect(items.map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null])).toEqual([
      ['Acme', null],
      ['Bolt 3', '/en/brands/bolt'],
    ])
    view.unmount()
  })
  it('the featured brands show both; only the one with a slug links', async () => {
    const view = await renderForm(<FeaturedBrands brands={featuredBrandLinks(brands)} />)
    const items = [...view.host.querySelectorAll('.featured-brands li')]
    expect(items.map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null])).toEqual([
      ['Acme', null],
      ['Bolt', '/en/brands/bolt'],
    ])
    view.unmount()
  })
})

describe('the brands page without brands', () => {
  it.each([
    [false, 'brands-empty'],
    [true, 'content-unavailable'],
  ])('list unavailable %s: %s, not the other', async (unavailable, shown) => {
    const view = await renderForm(<BrandsPage brands={[]} unavailable={unavailable} origin="https://shop.example" />)
    const other = shown === 'brands-empty' ? 'content-unavailable' : 'brands-empty'
    expect(view.host.querySelector(`[data-testid="${shown}"]`)).not.toBeNull()
    expect(view.host.querySelector(`[data-testid="${other}"]`)).toBeNull()
    view.unmount()
  })
})
