import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseFilterQuery } from '#contract/catalogue.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A promotion's listing on the server (GET /general/v2/promos/): the filter groups the spec titles
 * with its keys (`category`, `brandsTitle`) are named in the page's language, as a category's and
 * the search's are (review r52).
 */
const call = vi.fn()
// The catalogue's index (the listing helpers) reaches the shell's server module.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({ callForRequest: (...args: unknown[]) => call(...args) }))
const { loadPromos, loadPromotions } = await import('./offers.server')
const { onContentExpiry } = await import('#platform/backend/content-expiry.ts')

afterEach(() => call.mockReset())

const filters = [
  { id: 'categoryId', title: 'category', keyword: 'categoryId', type: 'checkbox', options: [] },
  { id: 'brand_id', title: 'brandsTitle', keyword: 'brand_id', type: 'checkbox', options: [] },
  { id: 'color', title: 'Цвет', keyword: 'color', type: 'checkbox', options: [] },
]
const answer = () => {
  const products = [testProduct(1)]
  const promos = [{ id: 7, title: 'Autumn', slug: 'autumn', img: null, expireDate: '2099-01-01' }]
  return {
    ok: true,
    status: 200,
    data: { products, data: products, totalCount: 1, pages: 1, page: 1, filters, promos },
  }
}
const req = { page: 1, sort: 'newer+' as const }

describe('loadPromos', () => {
  it.each([
    ['ro', ['Categorie', 'Marcă', 'Цвет']],
    ['ru', ['Категория', 'Бренд', 'Цвет']],
  ] as const)("%s: the spec's key titles in the page's language, other titles as sent", async (locale, titles) => {
    call.mockResolvedValue(answer())
    const result = await loadPromos(locale, req)
    expect(result.status === 'ok' && result.data.filters.map((g) => g.title)).toEqual(titles)
    expect(result.status === 'ok' && result.data.promos.map((p) => p.id)).toEqual([7])
  })

  it.each([
    [
      'brand_id:3,17,color:black,white,price:100-500',
      '{"brand_id":[3,17],"color":["black","white"],"price":[100,500]}',
    ],
    ['price:-250.5,status:in_stock', '{"status":["in_stock"],"price":[null,250.5]}'],
    ['categoryId:5', '{"categoryId":[5]}'],
  ])('the filters %s go to the promos call as JSON (spec 7.1) %s', async (filter, json) => {
    call.mockResolvedValue(answer())
    await loadPromos('ro', { ...req, filter })
    const sent = call.mock.calls[0]![2].query.filters
    expect(sent).toBe(json)
    // the reference back end reads it as the short form it used to get
    expect(parseFilterQuery(sent)).toEqual(parseFilterQuery(filter.replace(/,(?=[a-z_]+:)/gi, ';')))
  })

  it('no selection: no filters; a selection too long for JSON goes in the short form', async () => {
    call.mockResolvedValue(answer())
    await loadPromos('ro', req)
    expect(call.mock.calls[0]![2].query.filters).toBeUndefined()
    // 30 groups of 26 one-letter options: 1,680 characters in the short form, 3,300 as JSON
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').join(',')
    const many = Array.from({ length: 30 }, (_, k) => `k${k}:${letters}`)
    await loadPromos('ro', { ...req, filter: many.join(',') })
    const sent: string = call.mock.calls[1]![2].query.filters
    expect(sent.startsWith('k0:a,b,c')).toBe(true)
  })

  it('a failure stays a failure', async () => {
    call.mockResolvedValue({ ok: false, status: 503, message: 'down' })
    await expect(loadPromos('ro', req)).resolves.toMatchObject({ status: 'error', message: 'down' })
  })
})

describe('the running promotions tell the page cache when the first of them ends (spec 3)', () => {
  const ends: number[] = []
  onContentExpiry((at) => ends.push(at))
  beforeEach(() => {
    ends.length = 0
  })
  const now = Date.parse('2026-12-06T12:00:00Z')

  it('the promotions list: the earliest end of those still running; an ended or switched-off one is none', async () => {
    call.mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        data: [
          { id: 1, title: 'Late', slug: 'late', expireDate: '2026-12-31T00:00:00Z' },
          { id: 2, title: 'Soon', slug: 'soon', expireDate: '2026-12-06T18:00:00Z' },
          { id: 3, title: 'Over', slug: 'over', expireDate: '2026-12-01T00:00:00Z' },
          { id: 4, title: 'Off', slug: 'off', expireDate: '2026-12-06T13:00:00Z', is_active: false },
        ],
      },
    })
    const result = await loadPromotions('ro', now)
    expect(result.promotions.map((p) => p.id)).toEqual([1, 2])
    expect(ends).toEqual([Date.parse('2026-12-06T18:00:00Z')])
  })

  it('no running promotion, or a failed call: nothing reported', async () => {
    call.mockResolvedValue({ ok: true, status: 200, data: { data: [] } })
    await loadPromotions('ro', now)
    call.mockResolvedValue({ ok: false, status: 502, kind: 'http', message: 'Bad gateway' })
    await loadPromotions('ro', now)
    expect(ends).toEqual([])
  })

  it("a promotion's page: its listing's running promotions", async () => {
    call.mockResolvedValue(answer())
    await loadPromos('ro', req)
    expect(ends).toEqual([Date.parse('2099-01-01')])
  })
})
