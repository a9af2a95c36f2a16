// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { unavailableIds } from './saved-unavailable'

/**
 * Saved products the back end no longer lists (operator audit 11, 6): the favourites page said
 * "0 products" next to "Clear favorites" while the list held ids. It says how many are hidden and
 * offers to remove them; the count is what is shown.
 */
const listed = vi.hoisted(() => ({ ids: new Set<number>(), signedIn: false }))
vi.mock('../auth', () => ({ readSessionHint: () => listed.signedIn }))
// the account's list (app/features/lists/favorites-sync.ts): each removal, as the server function gets it
const pushed = vi.hoisted(() => [] as [number, boolean][])
vi.mock('../lists/favorites-sync.lazy', () => ({
  loadFavoritesSync: async () => ({
    pushFavorite: async (_lang: string, id: number, on: boolean) => void pushed.push([id, on]),
  }),
}))
vi.mock('../catalogue/products.functions', () => ({
  productsByIdsQuery: (_lang: string, ids: readonly number[]) =>
    queryOptions({
      queryKey: ['products-by-ids', [...ids]],
      queryFn: async () => ids.filter((id) => listed.ids.has(id)).map((id) => ({ productId: id, title: `P${id}` })),
      enabled: ids.length > 0,
    }),
}))
vi.mock('../catalogue', () => ({
  ListingUnavailable: () => <p>unavailable</p>,
  ProductGrid: ({ products }: { products: { title: string }[] }) => (
    <ul>
      {products.map((p) => (
        <li key={p.title}>{p.title}</li>
      ))}
    </ul>
  ),
  toCard: (p: unknown) => p,
}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { product_display: 'grid' } }),
}))
vi.mock('#app/ui/Breadcrumbs.tsx', () => ({ Breadcrumbs: () => null }))

const { FavoritesPage } = await import('./FavoritesPage')
const { listsState } = await import('../lists')

let view: Awaited<ReturnType<typeof renderForm>> | undefined
afterEach(() => view?.unmount())

async function open(saved: number[], sold: number[], signedIn = false) {
  listed.signedIn = signedIn
  // The first page reads storage (startLists); later ones the list as left, which each test sets.
  localStorage.setItem('favorites', JSON.stringify(saved))
  listsState.favorites = saved
  listed.ids = new Set(sold)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = await renderForm(
    <QueryClientProvider client={client}>
      <FavoritesPage origin="https://shop.test" />
    </QueryClientProvider>,
  )
  await act(() => new Promise((r) => setTimeout(r, 20)))
  return view
}

describe('favourites whose products the back end no longer lists', () => {
  it('2 of 3 gone: "1 product" shown, a notice says 2 are no longer available; removing keeps the listed one', async () => {
    const page = await open([1, 2, 3], [2])
    expect(page.host.querySelector('h2')?.textContent).toBe('1 product')
    const notice = page.host.querySelector('[data-testid="saved-unavailable"]')
    expect(notice?.textContent).toContain('2 saved products are no longer available.')
    await page.click(notice!.querySelector('button')!)
    expect(listsState.favorites).toEqual([2])
    expect(page.host.querySelector('[data-testid="saved-unavailable"]')).toBeNull()
  })

  it('all gone: "0 products" is not alone beside "Clear favorites": the notice names them', async () => {
    const page = await open([4, 5], [])
    expect(page.host.querySelector('h2')?.textContent).toBe('0 products')
    expect(page.host.querySelector('[data-testid="saved-unavailable"]')?.textContent).toContain(
      '2 saved products are no longer available.',
    )
  })

  it("signed in: the notice, and the removal is saved to the account's list too (else the next page read it back)", async () => {
    pushed.length = 0
    const page = await open([8, 9], [9], true)
    const notice = page.host.querySelector('[data-testid="saved-unavailable"]')
    expect(notice?.textContent).toContain('1 saved product is no longer available.')
    await page.click(notice!.querySelector('button')!)
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(listsState.favorites).toEqual([9])
    expect(pushed).toEqual([[8, false]])
  })

  it('all listed: no notice', async () => {
    const page = await open([6, 7], [6, 7])
    expect(page.host.querySelector('h2')?.textContent).toBe('2 products')
    expect(page.host.querySelector('[data-testid="saved-unavailable"]')).toBeNull()
  })
})

describe('unavailableIds', () => {
  const answer = (data: { productId: number }[] | undefined, over = {}) => ({
    data,
    isSuccess: data !== undefined,
    isPlaceholderData: false,
    ...over,
  })
  it.each([
    ['the saved ids the answer lacks, in saved order', [3, 1, 2], answer([{ productId: 1 }]), [3, 2]],
    ['none missing', [1], answer([{ productId: 1 }]), []],
    ['no answer yet (loading or failed): none', [1, 2], answer(undefined), []],
    ["another list's answer shown meanwhile (placeholder): none", [1, 2], answer([], { isPlaceholderData: true }), []],
  ] as const)('%s', (_label, ids, result, expected) => {
    expect(unavailableIds(ids, result)).toEqual(expected)
  })
})
