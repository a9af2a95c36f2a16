import { describe, expect, it } from 'vitest'
import { pageLinkSchema } from './catalogue'
import { articleListSchema, cmsPageSchema } from './content'

describe('CMS page (spec: "returns html, ignore_layout, show_breadcrumbs")', () => {
  it('the spec fields alone are a page; ours take their defaults', () => {
    expect(cmsPageSchema.parse({ html: '<p>Hi</p>', ignore_layout: false, show_breadcrumbs: true })).toEqual({
      id: 0,
      title: '',
      slug: '',
      html: '<p>Hi</p>',
      ignore_layout: false,
      show_breadcrumbs: true,
      seo_title: '',
      seo_description: '',
    })
  })
  it('ours as null, an id as a string', () => {
    expect(
      cmsPageSchema.parse({
        id: '7',
        title: null,
        slug: null,
        html: '',
        ignore_layout: true,
        show_breadcrumbs: false,
        seo_title: null,
        seo_description: null,
      }),
    ).toMatchObject({ id: 7, title: '', slug: '', seo_title: '', seo_description: '' })
  })
  it.each([
    ['no html', { ignore_layout: false, show_breadcrumbs: true }],
    ['no ignore_layout', { html: '', show_breadcrumbs: true }],
    ['no show_breadcrumbs', { html: '', ignore_layout: false }],
  ])('the spec fields stay required: %s', (_, body) => {
    expect(cmsPageSchema.safeParse(body).success).toBe(false)
  })
})

const article = {
  id: 1,
  title: 'A',
  slug: 'a',
  img: null,
  short_description: '',
  status: { id: 1, name: 'News', slug: 'news' },
  created_at: '2026-01-01',
  type: 'news',
}

describe('article list (spec: "returns data, totalCount, pages, statuses")', () => {
  it.each([
    [
      'the four spec fields alone',
      { data: [], totalCount: 0, pages: 0, statuses: [] },
      { totalCount: 0, pages: 0, page_size: 0, current_page_count: 0, next: null, previous: null, custom_status: null },
    ],
    [
      'DRF-style page links, counts as strings',
      {
        data: [article],
        totalCount: '13',
        pages: '3',
        statuses: [],
        next: 'https://api.example/base/articles/?page=3&page_size=6',
        previous: 'https://api.example/base/articles/?page_size=6',
      },
      { totalCount: 13, pages: 3, page_size: 1, current_page_count: 1, next: 3, previous: 1 },
    ],
    [
      'the news fields as ours',
      {
        data: [article],
        totalCount: 7,
        pages: 2,
        page_size: 6,
        current_page_count: 1,
        next: null,
        previous: 1,
        statuses: [{ id: 1, name: 'News', slug: 'news' }],
        custom_status: { id: 2, name: 'Blog', slug: 'blog' },
      },
      {
        page_size: 6,
        current_page_count: 1,
        next: null,
        previous: 1,
        custom_status: { id: 2, name: 'Blog', slug: 'blog' },
      },
    ],
    [
      'malformed extras keep their defaults',
      { data: [], totalCount: 0, pages: 0, statuses: [], page_size: 'six', next: {}, custom_status: 'x' },
      { page_size: 0, next: null, custom_status: null },
    ],
  ])('%s', (_, body, expected) => {
    expect(articleListSchema.parse(body)).toMatchObject(expected)
  })
  it.each([
    ['no data', { totalCount: 0, pages: 0, statuses: [] }],
    ['no totalCount', { data: [], pages: 0, statuses: [] }],
    ['pages not a number', { data: [], totalCount: 0, pages: 'many', statuses: [] }],
  ])('the spec fields stay required: %s', (_, body) => {
    expect(articleListSchema.safeParse(body).success).toBe(false)
  })
})

describe('page links: a page number or a URL with ?page=', () => {
  it.each([
    [2, 2],
    ['2', 2],
    ['https://api/x/?page=2', 2],
    ['/base/articles/?status_id=1&page=4', 4],
    ['https://api/x/?page_size=6', 1],
    [null, null],
    [undefined, null],
    [0, null],
    ['https://api/x/?page=abc', null],
    ['soon', null],
    [{}, null],
  ])('%j -> %j', (value, expected) => {
    expect(pageLinkSchema.parse(value)).toBe(expected)
  })
})
