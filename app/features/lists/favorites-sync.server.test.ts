import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Sign-in's favourites merge against a back end that refuses the whole batch for one id it does not
 * know (operators bring their own; the reference one skips such ids now). Before, a guest's
 * [2000, 999999] (999999 since removed) met '400 produse necunoscute: 999999' and nothing was merged.
 * And the writes' answers: the spec shows none, so a back end built to it answers a heart with a 204,
 * the created row or a `{ detail }`; each was "favourites could not be saved" and the heart undone,
 * though the back end had saved it.
 */
type Call = { name: string; goods?: number[]; body?: unknown }
const backend = vi.hoisted(() => ({
  account: [1990] as number[],
  unknown: [999999] as number[],
  failAll: false,
  /** What a write answers when it succeeds (the list by default, as the reference back end does). */
  writeAnswer: 'list' as 'list' | 'none' | 'row' | 'stale',
  readFails: false,
  /** A back end with only the spec's /favorites/: the legacy batch call is not offered (404). */
  legacyMissing: false,
  /** Ids per page of GET /favorites/ (DRF's `next`); 0: one page. */
  pageSize: 0,
  /** A page number whose read fails. */
  failingPage: 0,
  calls: [] as Call[],
}))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (_locale: string, name: string, opts: { body?: { goods?: number[]; product_id?: number } }) => {
    backend.calls.push({ name, goods: opts.body?.goods, body: opts.body })
    if (name === 'favorites') {
      const page = (opts as { query?: { page?: number } }).query?.page ?? 1
      if (backend.readFails || page === backend.failingPage)
        return { ok: false, kind: 'status', status: 503, message: 'GET /favorites/: HTTP 503', body: null }
      if (!backend.pageSize) return { ok: true, status: 200, data: { ids: backend.account, products: [], next: null } }
      const ids = backend.account.slice((page - 1) * backend.pageSize, page * backend.pageSize)
      const next = page * backend.pageSize < backend.account.length ? page + 1 : null
      return { ok: true, status: 200, data: { ids, products: [], next } }
    }
    const before = [...backend.account]
    if (name === 'addFavorite') {
      if (backend.unknown.includes(opts.body?.product_id as number))
        return {
          ok: false,
          kind: 'status',
          status: 400,
          message: 'POST /favorites/: HTTP 400',
          body: { product_id: ['necunoscut'] },
        }
      backend.account = [...new Set([...backend.account, opts.body?.product_id as number])]
    } else if (name === 'deleteFavorite') backend.account = backend.account.filter((id) => id !== opts.body?.product_id)
    else if (backend.legacyMissing)
      return { ok: false, kind: 'status', status: 404, message: 'PATCH /api/v1/user/fav: HTTP 404', body: null }
    else {
      const goods = opts.body?.goods ?? []
      const unknown = goods.filter((id) => backend.unknown.includes(id))
      if (backend.failAll || unknown.length)
        return {
          ok: false,
          kind: 'status',
          status: 400,
          message: 'PATCH /api/v1/user/fav: HTTP 400',
          body: {
            error: 'Date invalide',
            fields: { goods: [backend.failAll ? 'refuzat' : `produse necunoscute: ${unknown.join(', ')}`] },
          },
        }
      backend.account = [...new Set([...goods, ...backend.account])]
    }
    const data = {
      list: { ids: backend.account, products: [] },
      none: null,
      row: { id: 7, product_id: opts.body?.product_id },
      // A back end whose list lags its writes: the list as it was before.
      stale: { ids: before, products: [] },
    }[backend.writeAnswer]
    if (backend.writeAnswer === 'stale') backend.account = before
    return { ok: true, status: backend.writeAnswer === 'none' ? 204 : 200, data }
  },
}))
vi.mock('cloudflare:workers', () => ({ env: { ADMIN_API_URL: 'http://admin.test' } }))
const {
  clearFavorites,
  FAVORITE_PAGES_MAX,
  MERGE_ONE_BY_ONE_MAX,
  forgetRefusedFavorites,
  mergeFavorites,
  namedIds,
  serverFavorites,
  setFavorite,
} = await import('./favorites-sync.server')
const { forgetOtherPaths } = await import('#platform/shared/not-offered.ts')

beforeEach(() => {
  forgetOtherPaths()
  forgetRefusedFavorites()
  backend.legacyMissing = false
  backend.pageSize = 0
  backend.failingPage = 0
  backend.account = [1990]
  backend.unknown = [999999]
  backend.failAll = false
  backend.writeAnswer = 'list'
  backend.readFails = false
  backend.calls = []
})

describe('the sign-in merge of favourites', () => {
  it('drops the ids a 400 names and asks once more: every known id is merged', async () => {
    expect(await mergeFavorites('ro', [2000, 999999])).toEqual({ ok: true, ids: [2000, 1990] })
    expect(backend.calls.map((c) => c.goods ?? c.name)).toEqual([[2000, 999999], [2000], 'favorites'])
  })

  it('a back end without the legacy batch call: each id is added with POST /favorites/, the unknown one alone refused', async () => {
    backend.legacyMissing = true
    expect(await mergeFavorites('ro', [2000, 999999, 2001])).toEqual({ ok: true, ids: [1990, 2000, 2001] })
    expect(backend.calls.filter((c) => c.name === 'addFavorite').map((c) => c.body)).toEqual([
      { product_id: 2000 },
      { product_id: 999999 },
      { product_id: 2001 },
    ])
    // The next merge goes there at once (no 404 first).
    backend.calls = []
    await mergeFavorites('ro', [2002])
    expect(backend.calls.map((c) => c.name)).toEqual(['addFavorite', 'favorites'])
  })

  it('a spec-only back end refusing every id: one budget of POSTs a request, no second round, PATCH probed once (round 11 finding 3)', async () => {
    backend.legacyMissing = true
    const ids = Array.from({ length: 200 }, (_, i) => 900_000 + i)
    backend.unknown = ids
    const count = (name: string) => backend.calls.filter((c) => c.name === name).length
    const answer = await mergeFavorites('ro', ids)
    expect(answer).toMatchObject({ ok: false, ids: [1990] })
    // Before: 204 calls (PATCH 2, POST 200, GET 1 and the settings).
    expect(count('addFavorite')).toBe(MERGE_ONE_BY_ONE_MAX)
    expect(count('legacyAddFavorites')).toBe(1)
    expect(backend.calls.length).toBeLessThanOrEqual(MERGE_ONE_BY_ONE_MAX + 4)
    // The next request does not probe the missing PATCH again.
    backend.calls = []
    await mergeFavorites('ro', ids)
    expect(count('legacyAddFavorites')).toBe(0)
    expect(count('addFavorite')).toBe(MERGE_ONE_BY_ONE_MAX)
  })

  it('ids past the budget are kept, named unsent, and sent by the next merge: none lost', async () => {
    backend.legacyMissing = true
    const local = Array.from({ length: 120 }, (_, i) => 3000 + i)
    let ids: number[] = [...local]
    for (let round = 0; round < 3; round++) {
      backend.calls = []
      const answer = await mergeFavorites('ro', ids)
      expect(answer.ok).toBe(true)
      expect(backend.calls.filter((c) => c.name === 'addFavorite').length).toBeLessThanOrEqual(MERGE_ONE_BY_ONE_MAX)
      if (!answer.ok || !answer.ids) throw new Error('no list')
      // The page's list: every local id still in it.
      expect(local.filter((id) => !answer.ids!.includes(id))).toEqual([])
      ids = answer.ids
      if (round === 0) expect(answer).toMatchObject({ unsent: local.slice(MERGE_ONE_BY_ONE_MAX) })
      if (!('unsent' in answer)) break
    }
    expect(local.filter((id) => !backend.account.includes(id))).toEqual([])
  })

  it('ids refused one by one go after the others: refused ids in front never starve the known ids behind them (the page retries as startFavoritesSync does)', async () => {
    backend.legacyMissing = true
    const gone = Array.from({ length: 50 }, (_, i) => 900_000 + i)
    const known = Array.from({ length: 10 }, (_, i) => 4000 + i)
    backend.unknown = gone
    let ids = [...gone, ...known]
    let posts = 0
    for (let page = 0; page < 5; page++) {
      backend.calls = []
      const answer = await mergeFavorites('ro', ids)
      posts += backend.calls.filter((c) => c.name === 'addFavorite').length
      // startFavoritesSync: a failure keeps the local ids (union with the account's) for the next page
      ids = answer.ok ? (answer.ids ?? ids) : [...new Set([...ids, ...(answer.ids ?? [])])]
    }
    expect({ posts, missing: known.filter((id) => !backend.account.includes(id)) }).toEqual({
      posts: expect.any(Number),
      missing: [],
    })
    // The second page sent the known ids first; the refused ones only as the budget had room.
    expect(posts).toBeLessThanOrEqual(5 * MERGE_ONE_BY_ONE_MAX)
  })

  it('only unknown ids: the account list as it is', async () => {
    expect(await mergeFavorites('ro', [999999])).toEqual({ ok: true, ids: [1990] })
  })

  it("a merge that still fails answers the failure with the account's ids (the page keeps its own for the next try)", async () => {
    backend.failAll = true
    expect(await mergeFavorites('ro', [2000])).toEqual({
      ok: false,
      signedOut: false,
      errors: ['refuzat'],
      ids: [1990],
    })
    expect(backend.calls.filter((c) => c.name === 'legacyAddFavorites')).toHaveLength(1)
  })

  /**
   * The ids refused alone are remembered per isolate, whoever was refused (a Set in module scope, keyed by
   * back end and id). Checked here, as a review asked: it is bounded, and another shopper's refusal only
   * orders an id after the others - it is still sent, and never leaves that shopper's list.
   */
  describe('the ids refused alone, remembered per isolate', () => {
    const posted = () => backend.calls.filter((c) => c.name === 'addFavorite').map((c) => c.body)

    it("one shopper's refusal does not hide the id from another: under the budget it is sent and taken", async () => {
      backend.legacyMissing = true
      backend.unknown = [5000] // refused for the first shopper (say, a 400 about that account)
      await mergeFavorites('ro', [5000])
      backend.unknown = []
      backend.account = [1990] // the next shopper, whose POST the back end takes
      backend.calls = []
      expect(await mergeFavorites('ro', [5000, 5001])).toEqual({ ok: true, ids: [1990, 5001, 5000] })
      expect(posted()).toEqual([{ product_id: 5001 }, { product_id: 5000 }])
    })

    it("past the budget it waits in the shopper's list (unsent) and is sent by a later merge, then forgotten", async () => {
      backend.legacyMissing = true
      backend.unknown = [5000]
      await mergeFavorites('ro', [5000])
      backend.unknown = []
      backend.account = []
      const others = Array.from({ length: MERGE_ONE_BY_ONE_MAX }, (_, i) => 6000 + i)
      const first = await mergeFavorites('ro', [5000, ...others])
      expect(first).toMatchObject({ ok: true, unsent: [5000] })
      expect(first.ok && first.ids?.includes(5000)).toBe(true)
      backend.calls = []
      await mergeFavorites('ro', first.ok && first.ids ? first.ids : [])
      expect(posted()).toEqual([{ product_id: 5000 }])
      expect(backend.account).toContain(5000)
      // taken, it is no longer put last: the next shopper's merge sends it in its place
      backend.account = []
      backend.calls = []
      await mergeFavorites('ro', [5000, 7000])
      expect(posted()).toEqual([{ product_id: 5000 }, { product_id: 7000 }])
    })

    it('is bounded: the oldest refusal is forgotten once 2,000 later ones are remembered', async () => {
      backend.legacyMissing = true
      backend.unknown = [5000]
      await mergeFavorites('ro', [5000])
      // 2,000 other ids refused, a budget of POSTs per merge
      const later = Array.from({ length: 2_000 }, (_, i) => 800_000 + i)
      backend.unknown = later
      for (let i = 0; i < later.length; i += MERGE_ONE_BY_ONE_MAX)
        await mergeFavorites('ro', later.slice(i, i + MERGE_ONE_BY_ONE_MAX))
      backend.unknown = []
      backend.account = []
      backend.calls = []
      // 5000 is forgotten (sent in its place); the latest refusal is still put last
      await mergeFavorites('ro', [5000, 801_999, 7000])
      expect(posted()).toEqual([{ product_id: 5000 }, { product_id: 7000 }, { product_id: 801_999 }])
    })
  })

  it('names: whole numbers of the messages that are local ids', () => {
    expect(namedIds(['produse necunoscute: 999999, 12'], [2000, 999999, 12, 1])).toEqual([999999, 12])
    expect(namedIds(['refuzat'], [2000])).toEqual([])
  })
})

describe('a heart on a signed-in shopper: any 2xx is the write done, the list read after it', () => {
  it.each([
    ['the list (the reference back end)', 'list'],
    ['204 with no body', 'none'],
    ['the created row (a DRF create)', 'row'],
  ] as const)('add answered with %s: the account list with the product', async (_what, answer) => {
    backend.writeAnswer = answer
    expect(await setFavorite('ro', 2000, true)).toEqual({ ok: true, ids: [1990, 2000] })
    expect(backend.calls.map((c) => c.name)).toEqual(['addFavorite', 'favorites'])
  })

  it.each([
    ['the list', 'list'],
    ['204 with no body', 'none'],
  ] as const)('remove answered with %s: the account list without it', async (_what, answer) => {
    backend.account = [1990, 2000]
    backend.writeAnswer = answer
    expect(await setFavorite('ro', 2000, false)).toEqual({ ok: true, ids: [1990] })
  })

  it.each([
    [true, [1990, 2000]],
    [false, [1990]],
  ])('a list that lags the write (on: %s) still shows what the shopper set', async (on, ids) => {
    backend.account = on ? [1990] : [1990, 2000]
    backend.writeAnswer = 'stale'
    expect(await setFavorite('ro', 2000, on)).toEqual({ ok: true, ids })
  })

  it('the write taken but the list unreadable: saved, list unknown (the page keeps its own)', async () => {
    backend.readFails = true
    expect(await setFavorite('ro', 2000, true)).toEqual({ ok: true, ids: null })
    expect(await mergeFavorites('ro', [2001])).toEqual({ ok: true, ids: null })
  })

  it('a write the back end refuses is the failure with its messages', async () => {
    backend.failAll = true
    expect(await mergeFavorites('ro', [2000])).toMatchObject({ ok: false, errors: ['refuzat'] })
  })

  it('clear-all is one DELETE /favorites/ with clear_all (spec 7); taken, it is the empty list, whatever it answers', async () => {
    backend.account = [1990, 2000]
    backend.writeAnswer = 'none'
    expect(await clearFavorites('ro')).toEqual({ ok: true, ids: [] })
    expect(backend.calls).toEqual([{ name: 'deleteFavorite', body: { clear_all: true } }])
  })
})

describe('a favourites list the back end pages (DRF next; session 60)', () => {
  it('every page is read: the shopper keeps every favourite', async () => {
    backend.account = [1, 2, 3, 4, 5]
    backend.pageSize = 2
    expect(await serverFavorites('ro')).toEqual({ ok: true, ids: [1, 2, 3, 4, 5] })
    expect(backend.calls.filter((c) => c.name === 'favorites')).toHaveLength(3)
  })

  it('a list longer than the pages the shop reads is left unknown, not cut short', async () => {
    backend.account = Array.from({ length: FAVORITE_PAGES_MAX + 1 }, (_, i) => i + 1)
    backend.pageSize = 1
    expect(await serverFavorites('ro')).toEqual({ ok: true, ids: null })
    expect(backend.calls.filter((c) => c.name === 'favorites')).toHaveLength(FAVORITE_PAGES_MAX)
  })

  it('a later page that fails leaves the list unknown (the page keeps its own), not cut short', async () => {
    backend.account = [1, 2, 3, 4, 5]
    backend.pageSize = 2
    backend.failingPage = 2
    expect(await serverFavorites('ro')).toEqual({ ok: true, ids: null })
  })
})
