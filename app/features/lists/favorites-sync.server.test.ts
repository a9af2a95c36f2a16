import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Sign-in's favourites merge against a back end that refuses the whole batch for one id it does not
 * know (operators bring their own; the reference one skips such ids now). Before, a guest's
 * [2000, 999999] (999999 since removed) met '400 produse necunoscute: 999999' and nothing was merged.
 */
type Call = { name: string; goods?: number[] }
const backend = vi.hoisted(() => ({
  account: [1990] as number[],
  unknown: [999999] as number[],
  failAll: false,
  calls: [] as Call[],
}))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: async (_locale: string, name: string, opts: { body?: { goods: number[] } }) => {
    backend.calls.push({ name, goods: opts.body?.goods })
    if (name === 'favorites') return { ok: true, status: 200, data: { ids: backend.account, products: [] } }
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
    return { ok: true, status: 200, data: { ids: backend.account, products: [] } }
  },
}))
const { mergeFavorites, namedIds } = await import('./favorites-sync.server')

beforeEach(() => {
  backend.account = [1990]
  backend.unknown = [999999]
  backend.failAll = false
  backend.calls = []
})

describe('the sign-in merge of favourites', () => {
  it('drops the ids a 400 names and asks once more: every known id is merged', async () => {
    expect(await mergeFavorites('ro', [2000, 999999])).toEqual({ ok: true, ids: [2000, 1990] })
    expect(backend.calls.map((c) => c.goods)).toEqual([[2000, 999999], [2000]])
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

  it('names: whole numbers of the messages that are local ids', () => {
    expect(namedIds(['produse necunoscute: 999999, 12'], [2000, 999999, 12, 1])).toEqual([999999, 12])
    expect(namedIds(['refuzat'], [2000])).toEqual([])
  })
})
