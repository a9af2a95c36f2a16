import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The favourites' and compare's look-up chain as the browser runs it (productsByIdsQuery -> the
 * batcher -> getProductsByIds), its handler run in place of the framework's call (a throw rejects the
 * call) over a back-end double. The review's case: 45 ids went in one GET too long for the Worker
 * (414), and the failed call answered "no products", which the pages showed as an empty list.
 */
const backEnd = vi.hoisted(() => ({ up: true, calls: [] as number[][] }))
vi.mock('@tanstack/react-start', () => ({
  createServerFn: () => ({
    validator: (validate: (input: unknown) => unknown) => ({
      handler:
        (run: (arg: { data: unknown }) => unknown) =>
        async ({ data }: { data: unknown }) =>
          run({ data: validate(data) }),
    }),
  }),
}))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (_lang: string, _name: string, { query }: { query: { ids: string } }) => {
    const ids = query.ids.split(',').map(Number)
    backEnd.calls.push(ids)
    return backEnd.up
      ? { ok: true, data: { products: ids.filter((id) => id % 10 !== 0).map((id) => testProduct(id)) } }
      : { ok: false, status: 500, message: 'HTTP 500' }
  },
}))

const { IDS_PER_GET, productsByIdsQuery } = await import('./products.functions')

const ids = Array.from({ length: 45 }, (_, i) => 1997 - i)
/** The query as a page runs it (no retry: one failure is the answer). */
const run = (list: number[]) => new QueryClient().fetchQuery({ ...productsByIdsQuery('ro', list), retry: false })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  backEnd.calls = []
})
afterEach(() => {
  backEnd.up = true
  vi.restoreAllMocks()
})

describe('products for a list of 45 ids', () => {
  it('asks in calls of at most IDS_PER_GET ids and answers the known ones in the order of the ids', async () => {
    const products = await run(ids)
    expect(Math.max(...backEnd.calls.map((c) => c.length))).toBeLessThanOrEqual(IDS_PER_GET)
    expect(backEnd.calls.flat().sort()).toEqual([...ids].sort())
    // the back end does not know ids ending in 0: left out, as before
    expect(products.map((p) => p.productId)).toEqual(ids.filter((id) => id % 10 !== 0))
  })

  it('a failed call fails the query: it does not answer an empty list', async () => {
    backEnd.up = false
    await expect(run(ids)).rejects.toThrow()
    await expect(run([1997])).rejects.toThrow()
  })
})
