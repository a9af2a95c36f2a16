import { describe, expect, it } from 'vitest'
import { mobileBarLayout } from './mobile-bar-rules'

describe('mainUiInterface.mobileBarUiType: mobileBarLayout', () => {
  it.each([
    ['bar_simple', ['home', 'catalog', 'favorites', 'cart', 'account'], null],
    ['bar_with_catalog', ['home', 'favorites', 'catalog', 'cart', 'account'], 'catalog'],
    ['bar_with_search', ['home', 'catalog', 'search', 'cart', 'account'], 'search'],
    ['bar_with_cart', ['home', 'catalog', 'cart', 'favorites', 'account'], 'cart'],
    ['something_else', ['home', 'catalog', 'favorites', 'cart', 'account'], null],
    [null, ['home', 'catalog', 'favorites', 'cart', 'account'], null],
  ])('%s: %j, featuring %s', (type, entries, featured) => {
    const layout = mobileBarLayout(type)
    expect(layout.entries).toEqual(entries)
    expect(layout.featured).toBe(featured)
    // the featured entry sits in the middle of the five
    if (featured) expect(layout.entries.indexOf(featured as never)).toBe(2)
  })
})
