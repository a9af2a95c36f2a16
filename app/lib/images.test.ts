import { describe, expect, it } from 'vitest'
import { srcSet, widthUrl } from './images'

describe('widthUrl', () => {
  it.each([
    ['https://img.test/p/1.jpg', 320, 'https://img.test/p/1.jpg?w=320'],
    ['https://img.test/b/2.svg?m=1', 480, 'https://img.test/b/2.svg?m=1&w=480'],
    ['https://img.test/b/2.svg?w=100&m=1', 480, 'https://img.test/b/2.svg?m=1&w=480'],
    ['https://img.test/b/2.svg?w&m=1', 480, 'https://img.test/b/2.svg?m=1&w=480'],
    ['/images/product/7.svg#frag', 160, '/images/product/7.svg?w=160#frag'],
    ['/a.png?x=1?y=2', 160, '/a.png?x=1?y=2&w=160'],
    ['data:image/png;base64,AAAA', 160, 'data:image/png;base64,AAAA'],
    ['blob:https://x/1', 160, 'blob:https://x/1'],
    ['', 160, ''],
    ['/a.png', 0, '/a.png'],
    ['/a.png', 12.5, '/a.png'],
  ])('%s at %d -> %s', (src, width, expected) => {
    expect(widthUrl(src, width)).toBe(expected)
  })
})

describe('srcSet', () => {
  it('lists every width with its descriptor', () => {
    expect(srcSet('/i/1.jpg', [160, 320])).toBe('/i/1.jpg?w=160 160w, /i/1.jpg?w=320 320w')
  })
  it.each([[null], [undefined], [''], ['data:image/gif;base64,R0lG']])('offers nothing for %j', (src) => {
    expect(srcSet(src, [160])).toBeUndefined()
  })
  it('offers nothing without widths', () => {
    expect(srcSet('/i/1.jpg', [])).toBeUndefined()
  })
})
