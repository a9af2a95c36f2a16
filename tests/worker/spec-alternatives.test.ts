import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { numbersAsStrings } from '#admin-api/test/spec-shaped.ts'
import { getProductsByIds } from '#app/features/catalogue/products.functions.ts'
import { testProduct } from '#contract/product-card.fixture.ts'
import { serverFnPath, serverFnPayload, withServerFnBase } from './server-fn.helpers'

/**
 * Session 69 (h3), "a back end we did not write": the shop's data loads against an admin back end that
 * answers in the spec's other shapes - pages where the shop asked for one list, numbers as text,
 * nulls and absent optional sections, a list's first entry - through the Worker's real handlers (the
 * pages' SSR, Start's server functions) and the SSR double (vitest.worker.config.ts). The category,
 * search and product pages in the spec-shaped answers are lenient-lists.test.ts's.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const worker = withServerFnBase(async () => (await import('../../worker')).app)
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext

const routes = (answers: Record<string, unknown>) =>
  ssrDouble.fetch('http://admin.test/__double/routes', { method: 'POST', body: JSON.stringify(answers) })
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

/** A GET server function called as the browser calls it. */
async function callFn<T>(fn: unknown, data: Record<string, unknown>): Promise<{ status: number; body: T }> {
  const res = await worker.current().fetch(
    new Request(`https://shop.test${serverFnPath(fn)}?payload=${encodeURIComponent(serverFnPayload(data))}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'x-tsr-serverFn': 'true' },
    }),
    env,
    ctx,
  )
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Start's answer body (seroval) holds the result as JSON-ish nodes: the strings it carries are enough here. */
const carried = (body: unknown) => JSON.stringify(body)

describe('cards by id (cart lines, favourites, compare, recently viewed) from a back end that pages them', () => {
  // Ids no other test asks (the isolate keeps shared answers across files).
  const base = 810_000_000 + Math.floor(Math.random() * 1_000_000) * 10
  const ids = [base + 1, base + 2, base + 3, base + 4, base + 5]
  const key = (page?: number) =>
    `/general/product-filter?ids=${ids.join('%2C')}&page_size=${ids.length}&pagination=false${page ? `&page=${page}` : ''}`
  const card = (id: number) => testProduct(id, { title: `Paged card ${id}`, url: `paged-${id}` })
  /** A DRF-style page of two cards: what a back end that ignores page_size and pagination=false sends. */
  const drfPage = (page: number) => ({
    count: ids.length,
    next: page < 3 ? `http://admin.test/general/product-filter?page=${page + 1}` : null,
    previous: page > 1 ? `http://admin.test/general/product-filter?page=${page - 1}` : null,
    results: ids.slice((page - 1) * 2, page * 2).map(card),
  })

  it.each([
    ['DRF pages (count, next, previous, results)', (page: number) => drfPage(page)],
    [
      'the listing shape with pages as text (data.products, totalCount, pages, page)',
      (page: number) =>
        numbersAsStrings({
          data: { products: ids.slice((page - 1) * 2, page * 2).map(card) },
          totalCount: ids.length,
          pages: 3,
          page,
        } as never),
    ],
  ])('%s: every id is found, page after page', async (_, answer) => {
    await routes({ [key()]: answer(1), [key(2)]: answer(2), [key(3)]: answer(3) })
    const { status, body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(status).toBe(200)
    for (const id of ids) expect(carried(body)).toContain(`Paged card ${id}`)
  })

  it('a back end that answers the same page whatever is asked: its cards, and no endless asking', async () => {
    await routes({ [key()]: drfPage(1), [key(2)]: drfPage(1), [key(3)]: drfPage(1) })
    const { status, body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(status).toBe(200)
    expect(carried(body)).toContain(`Paged card ${ids[0]}`)
    expect(carried(body)).not.toContain(`Paged card ${ids[2]}`)
  })

  it('a later page that fails fails the look-up (an id it would have carried is not known to be gone)', async () => {
    await routes({ [key()]: drfPage(1), [key(2)]: { __status: 503, __body: { detail: 'down' } } })
    const { body } = await callFn(getProductsByIds, { lang: 'ro', ids })
    expect(carried(body)).toContain('The products could not be loaded')
    expect(carried(body)).not.toContain(`Paged card ${ids[0]}`)
  })
})
