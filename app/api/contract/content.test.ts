import { describe, expect, it } from 'vitest'
import { pageLinkSchema } from './catalogue'
import {
  advantagesSchema,
  articleDetailSchema,
  articleListSchema,
  cmsPageSchema,
  customerReviewsSchema,
  customInstanceSchema,
  faqSchema,
  galleryAllImagesSchema,
  galleryListSchema,
  partnersSchema,
  promotionDetailSchema,
  promotionListSchema,
  resumeBodySchema,
  servicesSchema,
  vacanciesSchema,
  videoReviewsSchema,
} from './content'
import { parseCollectingDrops } from './items'

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
  it('the html stays required', () => {
    expect(cmsPageSchema.safeParse({ ignore_layout: false, show_breadcrumbs: true }).success).toBe(false)
  })
  // Session 61's operator audit: a page of its html alone, or with nullable flags, was a 404.
  it.each([
    ['no flags', { html: '<p>x</p>' }, [false, true]],
    ['both null', { html: '<p>x</p>', ignore_layout: null, show_breadcrumbs: null }, [false, true]],
    ['one given', { html: '<p>x</p>', ignore_layout: '1' }, [true, true]],
  ])('the flags absent or null: the usual layout with breadcrumbs (%s)', (_, body, [ignore, crumbs]) => {
    expect(cmsPageSchema.parse(body)).toMatchObject({ ignore_layout: ignore, show_breadcrumbs: crumbs })
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

describe('articles as a spec-shaped back end sends them (review r52)', () => {
  const bare = {
    id: '900',
    title: 'Articol 1',
    slug: 'articol-1',
    img: null,
    short_description: null,
    content: '<p>Conținutul</p>',
    created_at: '2026-11-01T10:00:00Z',
  }
  it.each([
    ['short_description null, no status, no type', bare, { short_description: '', status: null, type: 'news' }],
    ['no image at all', { ...bare, img: undefined }, { img: null }],
    [
      'the fields given are kept',
      { ...bare, short_description: 'S', status: { id: '1', name: 'Știri', slug: 'stiri' }, type: 'blog' },
      { short_description: 'S', status: { id: 1, name: 'Știri', slug: 'stiri' }, type: 'blog' },
    ],
  ])('in the list: %s', (_n, item, expected) => {
    const { result, drops } = parseCollectingDrops(articleListSchema, {
      data: [item],
      totalCount: '8',
      pages: '2',
      statuses: [],
    })
    expect(drops).toEqual([])
    expect(result.data?.data[0]).toMatchObject(expected)
  })
  it('the detail page without seo_*', () => {
    expect(articleDetailSchema.parse(bare)).toMatchObject({
      id: 900,
      content: '<p>Conținutul</p>',
      status: null,
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
    })
  })
})

describe('promotions (spec 3: "Promotions: is_active, expireDate")', () => {
  const promo = {
    id: '11',
    title: 'Iarna',
    is_active: true,
    expireDate: '2027-12-31T00:00:00Z',
    img: null,
    slug: 'iarna',
  }
  it.each([
    ['a bare list', [promo], { totalCount: 1, pages: 1 }],
    ['the paged list', { data: [promo], totalCount: '2', pages: 1 }, { totalCount: 2, pages: 1 }],
  ])('%s, without description and startDate', (_n, body, counts) => {
    const { result, drops } = parseCollectingDrops(promotionListSchema, body)
    expect(drops).toEqual([])
    expect(result.data).toMatchObject(counts)
    expect(result.data?.data).toEqual([{ ...promo, id: 11, description: '', startDate: null }])
  })
  it('the detail: description null', () => {
    expect(promotionDetailSchema.parse({ ...promo, description: null, products: [] })).toMatchObject({
      description: '',
      startDate: null,
    })
  })
})

describe("an advantage without its description (session 59's operator audit: it was dropped)", () => {
  it.each([
    ['null', null],
    ['absent', undefined],
    ['empty', ''],
  ])('%s: kept, with no description', (_name, description) => {
    const parsed = advantagesSchema.parse({
      advantages: [{ id: 1, title: 'Livrare gratuită', description, icon: null }],
    })
    expect(parsed.advantages).toEqual([{ id: 1, title: 'Livrare gratuită', description: '', icon: null }])
  })
})

describe("another back end's dates (session 59's operator audit)", () => {
  const promotion = { id: 1, title: 'Reduceri', slug: 'r', img: null, is_active: true }
  it.each([
    ['ISO', '2099-12-31T23:59:00Z', '2099-12-31T23:59:00Z'],
    ['day-first: that day, so still in the future', '31.12.2099', '2099-12-31'],
  ])("a promotion's expiry, %s", (_name, expireDate, read) => {
    expect(promotionListSchema.parse([{ ...promotion, expireDate }]).data[0]?.expireDate).toBe(read)
  })
  it('a promotion whose expiry cannot be read is left out, the rest shown', () => {
    const list = promotionListSchema.parse([
      { ...promotion, expireDate: 'someday' },
      { ...promotion, id: 2, expireDate: '31.12.2099' },
    ])
    expect(list.data.map((p) => p.id)).toEqual([2])
  })
  it("an article's day-first date is that day (it showed day and month swapped); an empty one none", () => {
    const article = { id: 1, title: 'T', slug: 't' }
    const list = articleListSchema.parse({
      data: [
        { ...article, created_at: '01.05.2024' },
        { ...article, id: 2, created_at: '' },
      ],
      totalCount: 2,
      pages: 1,
      statuses: [],
    })
    expect(list.data.map((a) => a.created_at)).toEqual(['2024-05-01', null])
  })
})

describe("another back end's articles (session 59's operator audit: each was a 503)", () => {
  const article = { id: 1, title: 'Sfaturi', slug: 'sfaturi' }
  it('a list without statuses: no status tabs', () => {
    expect(articleListSchema.parse({ data: [article], totalCount: 1, pages: 1 }).statuses).toEqual([])
  })
  it('a status without a slug is kept', () => {
    const list = articleListSchema.parse({
      data: [article],
      totalCount: 1,
      pages: 1,
      statuses: [{ id: 3, name: 'Noutăți', slug: null }],
    })
    expect(list.statuses).toEqual([{ id: 3, name: 'Noutăți', slug: '' }])
  })
  it.each([
    ['content null: none', { ...article, content: null }, ''],
    ['the text as description', { ...article, description: '<p>Text</p>' }, '<p>Text</p>'],
    ['wrapped in { data }', { data: { ...article, content: '<p>În</p>' } }, '<p>În</p>'],
  ])('the detail, %s', (_name, answer, content) => {
    const read = articleDetailSchema.parse(answer)
    expect([read.title, read.content]).toEqual(['Sfaturi', content])
  })
})

describe("another back end's promotion page (session 59: DRF's page was a 503)", () => {
  const promotion = (id: number) => ({
    id,
    title: `P${id}`,
    slug: `p${id}`,
    img: null,
    is_active: true,
    expireDate: '2099-01-01',
  })
  it("DRF's { count, next, previous, results }: its promotions and pages", () => {
    const list = promotionListSchema.parse({
      count: 30,
      next: 'https://x/?page=2',
      previous: null,
      results: [promotion(1), promotion(2)],
    })
    expect([list.data.map((p) => p.id), list.totalCount, list.pages]).toEqual([[1, 2], 30, 15])
  })
})

describe('vacancies (spec 3 names show_on_main_page; 7.1 no shape)', () => {
  it('a vacancy with only its id and title is kept, the rest its defaults (session 60: it was dropped)', () => {
    expect(
      vacanciesSchema.parse([
        { id: 1, title: 'Vânzător consultant', show_on_main_page: true, description: 'Lucru în magazin' },
        { id: 2, title: 'Curier', show_on_main_page: 1, salary: '9000 lei', city: 'Chișinău', requirements: null },
        { id: 3, title: 'Casier' },
      ]),
    ).toEqual([
      {
        id: 1,
        title: 'Vânzător consultant',
        description: 'Lucru în magazin',
        salary: null,
        city: '',
        show_on_main_page: true,
        requirements: [],
      },
      {
        id: 2,
        title: 'Curier',
        description: '',
        salary: '9000 lei',
        city: 'Chișinău',
        show_on_main_page: true,
        requirements: [],
      },
      { id: 3, title: 'Casier', description: '', salary: null, city: '', show_on_main_page: false, requirements: [] },
    ])
  })
})

/** Session 61's operator audit: content lists in shapes the spec does not rule out, each dropped or a 503. */
describe("another back end's content lists (session 61)", () => {
  const card = { productId: 1, title: 'P', url: 'p', price: '1', active: true, available: true, is_stock: true }
  it('an article named by its url (the route is articles/{url})', () => {
    const item = { id: '1', title: 'A', url: 'article-1', created_at: '2024-05-01T10:00:00Z' }
    const list = articleListSchema.parse({ data: [item], totalCount: '1', pages: '1' })
    expect(list.data.map((a) => a.slug)).toEqual(['article-1'])
    expect(articleDetailSchema.parse({ ...item, content: '<p>x</p>' }).slug).toBe('article-1')
  })
  it.each([
    ['products in { data }', { id: '2', title: 'L', products: { data: [card] } }, 1, ''],
    ['no html (null), products named items', { id: 3, title: 'L', html: null, items: [card] }, 1, ''],
    ['products as a DRF page', { id: 4, title: 'L', html: '', products: { count: 1, results: [card] } }, 1, ''],
    ['no products at all', { id: 5, title: 'L', html: '<p>x</p>' }, 0, '<p>x</p>'],
  ])('a custom list: %s', (_, body, products, html) => {
    const list = customInstanceSchema.parse(body)
    expect([list.products.length, list.html]).toEqual([products, html])
  })
  it("a promotion's products as a DRF page", () => {
    const promo = { id: 1, title: 'P', slug: null, img: null, expireDate: '2099-01-01', is_active: true }
    expect(promotionDetailSchema.parse({ ...promo, products: { count: 1, results: [card] } }).products).toHaveLength(1)
  })
  it('albums without their photos, photos under other names or without titles', () => {
    const albums = galleryListSchema.parse([
      { id: '1', title: 'Opening', cover: 'https://img/g1.jpg' },
      { id: 2, title: 'Store', cover: null, images_count: '3' },
      { id: 3, title: 'Team', cover: null, images: [{ id: 1, image: 'https://img/p.jpg', title: null }] },
    ])
    expect(albums.map((a) => [a.id, a.images.length, a.images_count])).toEqual([
      [1, 0, null],
      [2, 0, 3],
      [3, 1, null],
    ])
    expect(albums[2]?.images[0]).toEqual({ id: 1, url: 'https://img/p.jpg', title: '' })
    const all = galleryAllImagesSchema.parse({
      results: [
        { id: '1', url: 'https://img/a.jpg' },
        { id: 2, file: 'https://img/b.jpg' },
      ],
    })
    expect(all.map((i) => i.url)).toEqual(['https://img/a.jpg', 'https://img/b.jpg'])
  })
  it('customer reviews under other names, without an author, a rating or a date', () => {
    const { result, drops } = parseCollectingDrops(customerReviewsSchema, [
      { id: 1, author: 'Ana', text: 'Bun', rating: 5, created_at: '2024-01-01' },
      { id: 2, author: 'Maria', text: 'Хорошо', rating: 4.5, created_at: null },
      { id: 3, author: null, text: 'Ok', rating: '3' },
      { id: 4, name: 'Petru', comment: 'Super', created: '2024-04-01' },
    ])
    expect(drops).toEqual([])
    expect(result.data?.map((r) => [r.author, r.text, r.rating, r.created_at])).toEqual([
      ['Ana', 'Bun', 5, '2024-01-01'],
      ['Maria', 'Хорошо', 4.5, null],
      ['', 'Ok', 3, null],
      ['Petru', 'Super', null, '2024-04-01'],
    ])
  })
  it('video reviews without a title, or with the link as video', () => {
    const videos = videoReviewsSchema.parse([
      { id: 1, title: null, url: 'https://youtu.be/x' },
      { id: 2, video: 'https://youtu.be/y', preview: null },
    ])
    expect(videos.map((v) => [v.title, v.url])).toEqual([
      ['', 'https://youtu.be/x'],
      ['', 'https://youtu.be/y'],
    ])
  })
  it('services without a description or a price, or a price in words; an FAQ answer null', () => {
    const services = servicesSchema.parse([
      { id: 1, title: 'Montaj', description: '<p>Montaj</p>', price: '150', img: null },
      { id: 2, title: 'Consultanță', description: null, price: null },
      { id: 3, title: 'Livrare', price: 'от 50' },
    ])
    expect(services.map((s) => [s.title, s.description, s.price])).toEqual([
      ['Montaj', '<p>Montaj</p>', 150],
      ['Consultanță', '', null],
      ['Livrare', '', null],
    ])
    expect(faqSchema.parse([{ id: 1, question: 'Q?', answer: null }])).toEqual([{ id: 1, question: 'Q?', answer: '' }])
  })
  it('partners with a region object, an id, or none', () => {
    const partners = partnersSchema.parse([
      { id: 1, name: 'A', logo: null, url: null, region: { id: 2, title: 'Nord' } },
      { id: 2, name: 'B', region: 3 },
      { id: 3, name: 'C', region: null },
    ])
    expect(partners.map((p) => p.region)).toEqual([{ id: 2, title: 'Nord' }, { id: 3, title: '' }, null])
  })
})

describe('a promotion without is_active (session 61: it was dropped)', () => {
  it.each([
    ['absent', {}, true],
    ['null', { is_active: null }, true],
    ['false', { is_active: false }, false],
  ])('%s', (_, flag, active) => {
    const list = promotionListSchema.parse([
      { id: 1, title: 'P', slug: null, img: null, expireDate: '2099-01-01', ...flag },
    ])
    expect(list.data.map((p) => p.is_active)).toEqual([active])
  })
})

describe('an article whose status is its id alone (session 61: no status shown)', () => {
  it('the list names it from its statuses; one they do not name shows none', () => {
    const list = articleListSchema.parse({
      data: [
        { id: 1, title: 'A', slug: 'a', status: '2' },
        { id: 2, title: 'B', slug: 'b', status: 7 },
        { id: 3, title: 'C', slug: 'c', status: { id: 3, name: 'Blog' } },
      ],
      totalCount: 3,
      pages: 1,
      statuses: [{ id: '2', name: 'Noutăți', slug: 'news' }],
    })
    expect(list.data.map((a) => a.status?.name ?? null)).toEqual(['Noutăți', null, 'Blog'])
  })
})

// Session 61's audit: an HTML page sent as application/pdf, named cv.pdf.html, was stored.
describe('a résumé file is what its bytes and its name say', () => {
  const b64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes))
  it.each([
    ['a PDF', 'cv.pdf', 'application/pdf', b64('%PDF-1.4\n% cv\n'), true],
    ['a PDF named in capitals', 'CV.PDF', 'application/pdf', b64('%PDF-1.7'), true],
    ['HTML declared as PDF', 'cv.pdf', 'application/pdf', b64('<html><script>x</script>'), false],
    ['a PDF named .html', 'cv.pdf.html', 'application/pdf', b64('%PDF-1.4'), false],
    ['a Word 97 file', 'cv.doc', 'application/msword', b64([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), true],
    [
      'a docx (zip)',
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      b64('PK\u0003\u0004rest'),
      true,
    ],
    ['an RTF', 'cv.rtf', 'application/rtf', b64('{\\rtf1\\ansi'), true],
    ['plain text', 'cv.txt', 'text/plain', b64('Ion Rusu, developer'), true],
    ['binary declared as text', 'cv.txt', 'text/plain', b64([0x4d, 0x5a, 0x00, 0x01]), false],
    [
      'an executable declared as docx',
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      b64('MZ\u0090\u0000'),
      false,
    ],
  ])('%s: %s', (_, name, type, data, ok) => {
    const body = { name: 'Ion', phone: '+37369123456', file: { name, type, data } }
    expect(resumeBodySchema.safeParse(body).success).toBe(ok)
  })
})
