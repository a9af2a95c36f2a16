// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Compared products the back end no longer lists (operator audit 11, 6): the page showed the others,
 * or "There is nothing to compare yet" when none was listed, while the list still held the ids. It
 * says how many are hidden and offers to remove them.
 */
const listed = vi.hoisted(() => ({ ids: new Set<number>() }))
vi.mock('../auth', () => ({ readSessionHint: () => false }))
vi.mock('../catalogue/products.functions', () => ({
  productsByIdsQuery: (_lang: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: ['products-by-ids', [...ids]],
      queryFn: async () =>
        ids
          .filter((id) => listed.ids.has(id))
          .map((id) => ({ productId: id, title: `P${id}`, brand: { name: '' }, code: '', category: [] })),
      enabled: ids.length > 0,
    }),
}))
vi.mock('./compare.functions', () => ({
  comparePropertiesQuery: (_lang: string, ids: readonly number[]) =>
    queryOptions({ queryKey: ['compare-properties', [...ids]], queryFn: async () => ({}) }),
}))
vi.mock('../catalogue', () => ({
  Availability: () => null,
  ListingUnavailable: () => <p>unavailable</p>,
  Price: () => null,
  productHref: () => '#',
}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { mainUiInterface: { compare_page_view_type: 'table' } } }),
}))
vi.mock('#app/ui/Breadcrumbs.tsx', () => ({ Breadcrumbs: () => null }))

const { ComparePage } = await import('./ComparePage')
const { listsState } = await import('../lists')

let view: Awaited<ReturnType<typeof renderForm>> | undefined
afterEach(() => view?.unmount())

async function open(saved: number[], sold: number[]) {
  // The first page reads storage (startLists); later ones the list as left, which each test sets.
  localStorage.setItem('compare', JSON.stringify(saved))
  listsState.compare = saved
  listed.ids = new Set(sold)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = await renderForm(
    <QueryClientProvider client={client}>
      <ComparePage origin="https://shop.test" />
    </QueryClientProvider>,
  )
  await act(() => new Promise((r) => setTimeout(r, 20)))
  return view
}

const notice = (host: HTMLElement) => host.querySelector('[data-testid="saved-unavailable"]')

describe('compared products the back end no longer lists', () => {
  it('1 of 3 gone: the 2 listed compared, a notice says 1 is no longer available; removing drops it', async () => {
    const page = await open([1, 2, 3], [1, 3])
    expect(page.host.querySelectorAll('[data-testid="compare-column"]')).toHaveLength(2)
    expect(page.host.querySelector('.listing__count')?.textContent).toBe('2 products')
    expect(notice(page.host)?.textContent).toContain('1 saved product is no longer available.')
    await page.click(notice(page.host)!.querySelector('button')!)
    expect(listsState.compare).toEqual([1, 3])
    expect(notice(page.host)).toBeNull()
  })

  it('all gone: the notice, not "There is nothing to compare yet"', async () => {
    const page = await open([4, 5], [])
    expect(notice(page.host)?.textContent).toContain('2 saved products are no longer available.')
    expect(page.host.querySelector('[data-testid="compare-empty"]')).toBeNull()
    await page.click(notice(page.host)!.querySelector('button')!)
    expect(listsState.compare).toEqual([])
    expect(page.host.querySelector('[data-testid="compare-empty"]')).not.toBeNull()
  })

  it('all listed: no notice', async () => {
    const page = await open([6, 7], [6, 7])
    expect(notice(page.host)).toBeNull()
  })
})
