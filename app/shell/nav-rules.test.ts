import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../api/contract/settings'
import {
  assertMobileTab,
  buildNavigation,
  footerSocialLinks,
  menuBadge,
  menuProductCount,
  mobileHeaderPages,
  searchableCount,
} from './nav-rules'

const node = (id: number): MenuNode => ({ id, title: `c${id}`, url: `c${id}`, subcategories: [] })
const menu = [node(1), node(2), node(3)]
const brands = true

describe('buildNavigation', () => {
  it.each([
    ['no brand tree', false, 1, ['c', 'c', 'c']],
    ['position null', brands, null, ['c', 'c', 'c']],
    ['position a string', brands, '1', ['c', 'c', 'c']],
    ['position NaN', brands, Number.NaN, ['c', 'c', 'c']],
    ['position 0', brands, 0, ['b', 'c', 'c', 'c']],
    ['position 1', brands, 1, ['c', 'b', 'c', 'c']],
    ['position at the end', brands, 3, ['c', 'c', 'c', 'b']],
    ['position past the end is clamped', brands, 99, ['c', 'c', 'c', 'b']],
    ['negative position is clamped', brands, -5, ['b', 'c', 'c', 'c']],
    // -1 unclamped is Array.splice's "before the last": only the clamp puts brands first
    ['position -1 is clamped to 0, not counted from the end', brands, -1, ['b', 'c', 'c', 'c']],
    ['fraction is truncated', brands, 1.7, ['c', 'b', 'c', 'c']],
  ] as const)('%s', (_name, brandTree, position, shape) => {
    const items = buildNavigation(menu, brandTree, position)
    expect(items.map((i) => (i.kind === 'brands' ? 'b' : 'c'))).toEqual(shape)
  })
})

describe('assertMobileTab', () => {
  it.each(['menu', 'catalog'])('accepts %s', (tab) => expect(assertMobileTab(tab)).toBe(tab))
  it.each(['', 'cart', 'Menu'])('rejects %j', (tab) =>
    expect(() => assertMobileTab(tab)).toThrow(/Invalid mobile menu tab/),
  )
})

describe('footerSocialLinks', () => {
  it('drops viber and telegram only', () => {
    const links = ['facebook', 'viber', 'instagram', 'telegram', 'youtube'].map((slug) => ({ slug }))
    expect(footerSocialLinks(links).map((l) => l.slug)).toEqual(['facebook', 'instagram', 'youtube'])
  })
})

describe('header_pages[].show_in_mobile: mobileHeaderPages', () => {
  it('keeps only the pages shown on phones, in order', () => {
    const pages = [
      { title: 'A', url: '/a', show_in_mobile: true },
      { title: 'B', url: '/b', show_in_mobile: false },
      { title: 'C', url: '/c', show_in_mobile: true },
    ]
    expect(mobileHeaderPages(pages).map((p) => p.url)).toEqual(['/a', '/c'])
    expect(mobileHeaderPages([])).toEqual([])
  })
})

describe('menu_tree[].badge: menuBadge', () => {
  it.each([
    ['hit', { known: 'hit' }],
    [' NEW ', { known: 'new' }],
    ['Sale', { known: 'sale' }],
    ['-20%', { text: '-20%' }],
    ['a very long badge text indeed', { text: 'a very long badg' }],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (badge, expected) => expect(menuBadge(badge)).toEqual(expected))
})

describe('active_products_count: searchableCount', () => {
  it.each([
    [1234, 1234],
    [1, 1],
    [0, null],
    [-3, null],
    [2.5, null],
    ['12', null],
    [Number.NaN, null],
  ])('%j -> %j', (count, expected) => expect(searchableCount(count)).toBe(expected))
})

describe('menu_tree[].productCount: menuProductCount', () => {
  it.each([
    [12, 12],
    [1, 1],
    [0, null],
    [-3, null],
    [2.5, null],
    ['12', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (count, expected) => expect(menuProductCount(count)).toBe(expected))
})
