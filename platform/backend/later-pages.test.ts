import { describe, expect, it } from 'vitest'
import { SERVER_LIMITS } from '#config'
import type { EndpointName } from '#contract/endpoints.ts'
import { callEndpoint, isWholeList } from './call'
import { nextPageQuery } from './later-pages'

/**
 * Session 69 (h3), "paginated vs plain arrays": a Django back end pages every list view once
 * DEFAULT_PAGINATION_CLASS is set, and the shop read a DRF page's results as the whole list - the
 * delivery form's regions (spec 3: about 19) stopped at the tenth, the payment methods, the stores or
 * a slider's cards at the page size. A list the shop shows whole is read on through `next`.
 */
describe('nextPageQuery', () => {
  it.each([
    ['a DRF link', 'https://api.example.com/base/region/?page=2', { page: '2' }],
    ['limit and offset', 'http://other.host/x/?limit=10&offset=10', { limit: '10', offset: '10' }],
    ['a cursor', '/base/region/?cursor=cD0yMDI2', { cursor: 'cD0yMDI2' }],
    ['a page number', 3, { page: 3 }],
    ['a page number as text', '2', { page: 2 }],
  ])('%s', (_, next, query) => {
    expect(nextPageQuery(next, { lang: 'ro' })).toEqual({ lang: 'ro', ...query })
  })

  it.each([null, undefined, '', 1, 0, 'https://api.example.com/base/region/', {}])('%j: no next page', (next) => {
    expect(nextPageQuery(next, undefined)).toBeNull()
  })
})

describe('which calls are lists the shop shows whole', () => {
  it.each([
    'regions',
    'localities',
    'paymentSystems',
    'stores',
    'sliders',
    'slidesBanner',
    'productsByIds',
    'deliveryServices',
  ] as EndpointName[])('%s: read on', (name) => {
    expect(isWholeList(name)).toBe(true)
  })
  // Listings page themselves (their page is the shopper's), objects are no lists, writes are not read on.
  it.each([
    'category',
    'search',
    'productFilter',
    'brands',
    'articles',
    'promos',
    'globalSettings',
    'orders',
    'createOrder',
    // a GET that sends a code: asked once
    'smsCode',
    'emailCode',
  ] as EndpointName[])('%s: not read on', (name) => {
    expect(isWholeList(name)).toBe(false)
  })
})

describe('a whole list answered in pages', () => {
  const region = (id: number) => ({ regionId: id, label: `Region ${id}`, localities: [] })
  const regions = Array.from({ length: 19 }, (_, i) => region(i + 1))
  /** A back end paging by `page_size` (10) at `link`: DRF's next and previous links. */
  const paged = (link: (page: number) => string | number | null, fail?: number) => async (request: Request) => {
    const url = new URL(request.url)
    asked.push(url.pathname + url.search)
    const page = Number(url.searchParams.get('page') ?? url.searchParams.get('p') ?? '1')
    if (page === fail) return Response.json({ detail: 'down' }, { status: 503 })
    const results = regions.slice((page - 1) * 10, page * 10)
    return Response.json({ count: regions.length, next: page < 2 ? link(page + 1) : null, previous: null, results })
  }
  let asked: string[] = []
  const call = async (fetcher: (r: Request) => Promise<Response>, name: EndpointName = 'regions') => {
    asked = []
    return callEndpoint({ baseUrl: 'https://api.example.com/shop-api', siteToken: 't', locale: 'ro', fetcher }, name)
  }
  const ids = (r: Awaited<ReturnType<typeof call>>) =>
    r.ok ? (r.data as { regionId: number }[]).map((x) => x.regionId) : r.message

  it.each([
    ['a DRF link', (p: number) => `https://api.example.com/shop-api/base/region/?page=${p}`],
    // asked at the same path of the configured back end, not at the link's host
    ['a link to another host', (p: number) => `http://internal:8000/base/region/?page=${p}`],
    ['a page number', (p: number) => p],
  ])('%s: all 19 regions, the second page asked at the same path', async (_, link) => {
    const result = await call(paged(link))
    expect(ids(result)).toEqual(regions.map((r) => r.regionId))
    expect(asked).toEqual(['/shop-api/base/region/', '/shop-api/base/region/?page=2'])
  })

  it('a later page that fails: the pages read so far', async () => {
    expect(ids(await call(paged((p) => p, 2)))).toEqual(regions.slice(0, 10).map((r) => r.regionId))
  })

  it('a next link that names the page just read is not asked again and again', async () => {
    const loop = async (request: Request) => {
      asked.push(new URL(request.url).search)
      return Response.json({ count: 19, next: '?page=2', results: regions.slice(0, 10) })
    }
    const result = await call(loop)
    expect(asked).toEqual(['', '?page=2'])
    expect(ids(result)).toHaveLength(20)
  })

  it('at most 10 pages in all', async () => {
    const endless = async (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
      asked.push(String(page))
      return Response.json({ next: `?page=${page + 1}`, results: [region(page)] })
    }
    const result = await call(endless)
    expect(asked).toHaveLength(10)
    expect(ids(result)).toHaveLength(10)
  })

  it('a listing answered as a DRF page keeps its own paging (one call)', async () => {
    const listing = async (request: Request) => {
      asked.push(new URL(request.url).search)
      return Response.json({ count: 40, next: '?page=2', previous: null, results: [] })
    }
    await call(listing, 'articles')
    expect(asked).toHaveLength(1)
  })
})

describe(`the pages of a whole list are one answer: within SERVER_LIMITS.backendAnswerBytes together (session 70's transport audit)`, () => {
  it('a later page past what the first left is not read: the pages read so far', async () => {
    // Each page 60% of the limit: ten of them were six answers' worth of heap.
    const pad = 'x'.repeat(Math.floor(SERVER_LIMITS.backendAnswerBytes * 0.6))
    const asked: number[] = []
    const fetcher = async (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
      asked.push(page)
      return Response.json({
        next: page < 5 ? page + 1 : null,
        results: [{ regionId: page, label: pad, localities: [] }],
      })
    }
    const result = await callEndpoint(
      { baseUrl: 'https://api.example.com', siteToken: 't', locale: 'ro', fetcher },
      'regions',
    )
    expect(asked).toEqual([1, 2])
    expect(result.ok && (result.data as { regionId: number }[]).map((r) => r.regionId)).toEqual([1])
  })
})
