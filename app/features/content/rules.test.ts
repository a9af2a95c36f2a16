import { describe, expect, it } from 'vitest'
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TYPES, STATIC_PAGES } from '#contract/content.ts'
import {
  articlesHref,
  CV_MAX_BYTES,
  CV_TYPES,
  checkCvFile,
  checkFields,
  chunkNews,
  galleryPhotos,
  groupByRegion,
  listQuery,
  needsSearchCleanup,
  parseListSearch,
  STATIC_PAGE_KINDS,
  sortStores,
  stripLeadingH1,
  videoEmbedUrl,
} from './rules'

describe('chunkNews', () => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  it.each([
    [0, []],
    [1, [{ large: [1], small: [] }]],
    [2, [{ large: [1, 2], small: [] }]],
    [5, [{ large: [1, 2], small: [3, 4, 5] }]],
    [6, [{ large: [1, 2], small: [3, 4, 5, 6] }]],
    [
      7,
      [
        { large: [1, 2], small: [3, 4, 5, 6] },
        { large: [7], small: [] },
      ],
    ],
    [
      12,
      [
        { large: [1, 2], small: [3, 4, 5, 6] },
        { large: [7, 8], small: [9, 10, 11, 12] },
      ],
    ],
    [
      15,
      [
        { large: [1, 2], small: [3, 4, 5, 6] },
        { large: [7, 8], small: [9, 10, 11, 12] },
        { large: [13, 14], small: [15] },
      ],
    ],
  ])('%i items', (n, expected) => {
    expect(chunkNews(range(n))).toEqual(expected)
  })
})

describe('list URL rules (tab and page)', () => {
  it.each([
    [{}, {}],
    [{ tab: '0' }, {}],
    [{ page: '1' }, {}],
    [{ tab: '0', page: '1' }, {}],
    [{ tab: '2' }, { tab: 2 }],
    [{ page: '3' }, { page: 3 }],
    [
      { tab: 1, page: 2 },
      { tab: 1, page: 2 },
    ],
    [{ tab: '-1', page: '0' }, {}],
    [{ tab: 'abc', page: '2.5' }, {}],
    [{ tab: '1e3', page: '99999999' }, {}],
    [{ tab: ['1', '2'] }, {}],
  ])('%j parses to %j', (raw, expected) => {
    expect(parseListSearch(raw)).toEqual(expected)
  })

  it.each([
    [{}, false],
    [{ tab: '2', page: '3' }, false],
    [{ tab: 2, page: 3 }, false],
    [{ tab: '0' }, true],
    [{ page: '1' }, true],
    [{ page: 'x' }, true],
    [{ other: '1' }, false],
  ])('%j needs cleanup: %s', (raw, expected) => {
    expect(needsSearchCleanup(raw)).toBe(expected)
  })

  it.each([
    [{}, ''],
    [{ tab: 0, page: 1 }, ''],
    [{ tab: 0, page: 2 }, '?page=2'],
    [{ tab: 3, page: 1 }, '?tab=3'],
    [{ tab: 3, page: 4 }, '?tab=3&page=4'],
  ])('%j has the query %s', (search, expected) => {
    expect(listQuery(search)).toBe(expected)
  })

  it('builds article list links', () => {
    expect(articlesHref('ro', { tab: 0, page: 1 })).toBe('/ro/articles')
    expect(articlesHref('en', { tab: 2, page: 2 })).toBe('/en/articles?tab=2&page=2')
  })
})

describe('sortStores', () => {
  it('orders by the sorted field, then id', () => {
    const stores = [
      { shopId: 1, sorted: 0 },
      { shopId: 2, sorted: 5 },
      { shopId: 3, sorted: 2 },
      { shopId: 4, sorted: 2 },
    ]
    expect(sortStores(stores).map((s) => s.shopId)).toEqual([1, 3, 4, 2])
  })
})

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc_DEF-1', 'https://www.youtube-nocookie.com/embed/abc_DEF-1?autoplay=1'],
    ['https://youtu.be/xyz123', 'https://www.youtube-nocookie.com/embed/xyz123?autoplay=1'],
    ['https://www.youtube.com/embed/q1', 'https://www.youtube-nocookie.com/embed/q1?autoplay=1'],
    ['https://vimeo.com/1', null],
    ['javascript:alert(1)', null],
    ['https://www.youtube.com/watch?v=%22%3E', null],
    ['not a url', null],
  ])('%s', (url, expected) => {
    expect(videoEmbedUrl(url)).toBe(expected)
  })
})

describe('groupByRegion', () => {
  it('groups in order of first appearance', () => {
    const r = (id: number) => ({ id, title: `R${id}` })
    const groups = groupByRegion([
      { id: 1, region: r(3) },
      { id: 2, region: r(1) },
      { id: 3, region: r(3) },
    ])
    expect(groups.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      [3, [1, 3]],
      [1, [2]],
    ])
  })
})

describe('form checks', () => {
  const rules = {
    name: { required: true },
    phone: { required: true, kind: 'phone' as const },
    email: { kind: 'email' as const },
  }
  it.each([
    [{}, { name: 'required', phone: 'required' }],
    [
      { name: ' ', phone: '' },
      { name: 'required', phone: 'required' },
    ],
    [{ name: 'Ana', phone: '+373 22 000 000' }, {}],
    [{ name: 'Ana', phone: 'abc' }, { phone: 'phone' }],
    // the phone field's country prefix alone (app/ui/PhoneInput) is nothing typed
    [{ name: 'Ana', phone: '+(373) ' }, { phone: 'required' }],
    [{ name: 'Ana', phone: '+40' }, { phone: 'required' }],
    [{ name: 'Ana', phone: '+(373) 69 123-456' }, {}],
    // a part of a number (the mask lets one be typed)
    [{ name: 'Ana', phone: '+(373) 12' }, { phone: 'phone' }],
    [{ name: 'Ana', phone: '+40 721 234-567' }, {}],
    [{ name: 'Ana', phone: '+(373) 69-000-000', email: 'a@b' }, { email: 'email' }],
    [{ name: 'Ana', phone: '069000000', email: 'a@b.md' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(checkFields(values as Record<string, string>, rules)).toEqual(expected)
  })

  it('checks the CV file type and size', () => {
    const types = ['application/pdf']
    expect(checkCvFile(null, types, 10)).toBeNull()
    expect(checkCvFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, types, 10)).toBeNull()
    expect(checkCvFile({ name: 'a.pdf', type: 'application/pdf', size: 11 }, types, 10)).toBe('fileSize')
    expect(checkCvFile({ name: 'a.exe', type: 'application/x-msdownload', size: 1 }, types, 10)).toBe('fileType')
  })
})

describe('mirrors of the contract (kept out of the browser bundle)', () => {
  it('match the contract', () => {
    expect(STATIC_PAGE_KINDS).toEqual(STATIC_PAGES)
    expect(CV_TYPES).toEqual(RESUME_FILE_TYPES)
    expect(CV_MAX_BYTES).toBe(RESUME_FILE_MAX_BYTES)
  })
})

describe('stripLeadingH1', () => {
  it.each([
    ['<h1>About</h1><p>Text</p>', '<p>Text</p>'],
    ['  <h1 class="x">About</h1>\n<p>Text</p>', '<p>Text</p>'],
    ['<p>Text</p><h1>Later</h1>', '<p>Text</p><h1>Later</h1>'],
  ])('%s', (html, expected) => {
    expect(stripLeadingH1(html)).toBe(expected)
  })
})

describe('galleryPhotos (all_images)', () => {
  const img = (id: number, url: string) => ({ id, url, title: String(id) })
  it.each([
    ['keeps the back end order', [img(2, '/b'), img(1, '/a')], [2, 1]],
    ['drops a photo without an address', [img(1, ''), img(2, '/b')], [2]],
    ['shows a photo listed twice once (the first)', [img(1, '/a'), img(2, '/b'), img(3, '/a')], [1, 2]],
    ['no photos', [], []],
  ])('%s', (_, images, ids) => expect(galleryPhotos(images).map((i) => i.id)).toEqual(ids))
})
