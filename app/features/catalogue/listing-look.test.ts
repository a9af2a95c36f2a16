import { describe, expect, it } from 'vitest'
import { mobileFiltersLook, sortLook } from './listing-look'

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
