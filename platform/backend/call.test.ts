import { describe, expect, it, vi } from 'vitest'
import { SERVER_TIMINGS } from '#config'
import { callEndpoint, commaJoined } from './call'

/**
 * The spec gives /general/products-by-ids "comma-separated ids". The shop sent them repeated
 * (`ids=1&ids=2&ids=3`), which a back end following the spec reads as its first id: the cart's other
 * lines were never refreshed (session 46's foreign back-end review).
 */
describe('list parameters as the spec spells them', () => {
  const asked = async (name: 'productsByIds' | 'productFilter', ids: number[]) => {
    let url = ''
    const fetcher = async (request: Request) => {
      url = request.url
      return Response.json([])
    }
    await callEndpoint({ baseUrl: 'http://admin.test', siteToken: 't', locale: 'ro', fetcher }, name, {
      query: { ids },
    })
    return new URL(url).searchParams.getAll('ids')
  }

  it('products-by-ids sends one comma-separated list', async () => {
    expect(await asked('productsByIds', [1, 2, 3])).toEqual(['1,2,3'])
  })

  it('a call the spec takes either way keeps what it is given', async () => {
    expect(await asked('productFilter', [1, 2])).toEqual(['1', '2'])
  })

  it.each([
    [
      { ids: [4, 5], page: 2 },
      { ids: '4,5', page: 2 },
    ],
    [{ ids: '7' }, { ids: '7' }],
    [{ ids: [] as number[] }, { ids: '' }],
    [undefined, undefined],
  ])('commaJoined(%j) is %j', (query, joined) => {
    expect(commaJoined(query)).toEqual(joined)
  })
})

/**
 * An order's create call waits SERVER_TIMINGS.orderCreateTimeout, the others adminApiTimeout: a 6-s
 * create timed out at 4 s, the shopper tried again and a back end without idempotency made a second
 * order (session 62's operator audit).
 */
describe("a call's timeout", () => {
  const waited = async (name: 'createOrder' | 'createOrderV3' | 'productsByIds', timeoutMs?: number) => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const fetcher = async () => Response.json({})
    await callEndpoint({ baseUrl: 'http://admin.test', siteToken: 't', locale: 'ro', fetcher, timeoutMs }, name, {
      body: {},
    })
    const ms = timeout.mock.calls[0]?.[0]
    timeout.mockRestore()
    return ms
  }
  it.each([
    ['createOrder', undefined, SERVER_TIMINGS.orderCreateTimeout],
    ['createOrderV3', undefined, SERVER_TIMINGS.orderCreateTimeout],
    ['productsByIds', undefined, SERVER_TIMINGS.adminApiTimeout],
    ['createOrder', 1_000, 1_000],
  ] as const)('%s (config %s): %s ms', async (name, configured, ms) => {
    expect(await waited(name, configured)).toBe(ms)
  })
})
