import { describe, expect, it } from 'vitest'
import { mobileFiltersLook, offeredSorts, sortLook } from './listing-look'

describe('sortLook (filter_sort_catalog_view_type)', () => {
  it.each([
    ['view_1', 'select'],
    ['view_2', 'buttons'],
    ['view_3', 'select'],
    [null, 'select'],
    [undefined, 'select'],
    ['VIEW_2', 'select'],
  ] as const)('%s -> %s', (viewType, look) => expect(sortLook(viewType)).toBe(look))
})

describe('mobileFiltersLook (mobile_filter_view_type)', () => {
  it.each([
    ['view_1', 'sheet'],
    ['view_2', 'page'],
    ['view_3', 'sheet'],
    [null, 'sheet'],
    [undefined, 'sheet'],
    ['', 'sheet'],
  ] as const)('%s -> %s', (viewType, look) => expect(mobileFiltersLook(viewType)).toBe(look))
})

// Shopper audit a4 (session 67, business guest): "price high to low" was offered over prices not shown.
describe('offeredSorts: no price sort to a viewer who sees no prices (hide_price_for_guests)', () => {
  const all = ['sort_priority-', 'default', 'newer+', 'price-', 'price+', 'name-', 'name+']
  it('prices hidden: the others, in their order', () => {
    expect(offeredSorts(all, true)).toEqual(['sort_priority-', 'default', 'newer+', 'name-', 'name+'])
  })
  it('prices shown: every sort', () => {
    expect(offeredSorts(all, false)).toEqual(all)
  })
})
