import { describe, expect, it } from 'vitest'
import { cookieDomainsAbove, cookiePathsAbove } from './cookie-paths'

describe('cookiePathsAbove: the paths whose cookies a page is sent, besides /', () => {
  it.each([
    ['/', []],
    ['', []],
    ['/ro', ['/ro']],
    ['/ro/', ['/ro', '/ro/']],
    ['/ro/product/x', ['/ro', '/ro/', '/ro/product', '/ro/product/', '/ro/product/x']],
    [
      '/ro/account/orders/',
      ['/ro', '/ro/', '/ro/account', '/ro/account/', '/ro/account/orders', '/ro/account/orders/'],
    ],
    ['//ro//x', ['/ro', '/ro/', '/ro/x']],
  ] as const)('%j -> %j', (pathname, expected) => {
    expect(cookiePathsAbove(pathname)).toEqual(expected)
  })

  it('walks at most 12 segments', () => {
    expect(cookiePathsAbove(`/${'a/'.repeat(40)}`)).toHaveLength(24)
  })
})

describe('cookieDomainsAbove: the domains a Domain= copy can have been written for', () => {
  it.each([
    ['www.shop.md', ['www.shop.md', 'shop.md']],
    ['Shop.md.', ['shop.md']],
    ['a.b.shop.co.uk', ['a.b.shop.co.uk', 'b.shop.co.uk', 'shop.co.uk', 'co.uk']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
  ] as const)('%s -> %j', (host, expected) => {
    expect(cookieDomainsAbove(host)).toEqual(expected)
  })
})
