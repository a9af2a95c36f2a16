import { describe, expect, it } from 'vitest'
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TYPES, STATIC_PAGES } from '#contract/content.ts'
import {
  CV_MAX_BYTES,
  CV_TYPES,
  checkCvFile,
  chunkNews,
  galleryPhotos,
  groupByRegion,
  STATIC_PAGE_KINDS,
  sortStores,
  stripLeadingTitle,
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
  it('partners without a region (session 61: they were dropped) come last, in a group of no region', () => {
    const groups = groupByRegion([
      { id: 1, region: null },
      { id: 2, region: { id: 4, title: '' } },
      { id: 3, region: null },
    ])
    expect(groups.map((g) => [g.id, g.title, g.items.map((i) => i.id)])).toEqual([
      [4, '', [2]],
      [null, '', [1, 3]],
    ])
  })
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

describe('stripLeadingTitle', () => {
  it.each([
    ['<h1>About</h1><p>Text</p>', 'About us', '<p>Text</p>'],
    ['  <h1 class="x">About</h1>\n<p>Text</p>', 'About', '<p>Text</p>'],
    ['<p>Text</p><h1>Later</h1>', 'Later', '<p>Text</p><h1>Later</h1>'],
    ['<h2>Livrare</h2><p>Text</p>', 'Livrare', '<p>Text</p>'],
    ['<h2 id="t"> livrare  <b>și</b> plată </h2><p>Text</p>', 'Livrare și plată', '<p>Text</p>'],
    ['<h3>Livrare &amp; plată</h3><p>Text</p>', 'Livrare & plată', '<p>Text</p>'],
    ['<h2>Zone de livrare</h2><p>Text</p>', 'Livrare', '<h2>Zone de livrare</h2><p>Text</p>'],
    ['<p>Livrare</p><h2>Livrare</h2>', 'Livrare', '<p>Livrare</p><h2>Livrare</h2>'],
    ['<h2>Livrare</h3><p>Text</p>', 'Livrare', '<h2>Livrare</h3><p>Text</p>'],
  ])('%s (title %s)', (html, title, expected) => {
    expect(stripLeadingTitle(html, title)).toBe(expected)
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
