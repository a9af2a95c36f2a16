import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Favourite adverts stored before advert ids were text (integers) keep their hearts beside ones a back
 * end names by a UUID (contract advert-id.ts): the stored `3` and the card's `3` (or `"3"`) are one
 * advert, and a UUID favourite no longer fails the answer (before: every heart empty).
 */
const answer = vi.hoisted(() => ({ body: undefined as unknown }))
vi.mock('cloudflare:workers', () => ({ env: { THEME: 'market' } }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: vi.fn(),
  requestIsSecure: () => true,
  requestSessionToken: async () => 'token',
  writeCookies: () => {},
}))
vi.mock('#platform/site.server.ts', () => ({ adminConfig: () => ({}) }))
vi.mock('#platform/backend/call.ts', async () => {
  const { endpoints } = await import('#contract/endpoints.ts')
  return {
    callEndpoint: async (_cfg: unknown, name: 'advertFavorites') => ({
      ok: true,
      status: 200,
      data: endpoints[name].response.parse(answer.body),
    }),
  }
})
vi.mock('../auth', () => ({ broadcastAuth: () => {}, readSessionHint: () => null, syncSessionState: () => {} }))
vi.mock('./mine.functions', () => ({}))

const { loadAdvertUserData } = await import('./mine.server')
const { userDataAction } = await import('./mine-rules')
const { advertFavorites, setFavorite } = await import('./favorites-store')
const { advertListSchema } = await import('#contract/adverts.ts')
const { specAdvertAnswer } = await import('#contract/advert-answer.fixture.ts')

const uuid = 'a0000000-0000-4000-8000-000000000002'
const cards = advertListSchema.parse([
  specAdvertAnswer({ id: 3, slug: 'casa-3' }),
  specAdvertAnswer({ id: '5', slug: 'casa-5' }),
  specAdvertAnswer({ id: uuid, slug: 'casa-uuid' }),
  specAdvertAnswer({ id: 9, slug: 'casa-9' }),
]).data
const hearts = () => cards.filter((c) => advertFavorites.ids.includes(c.id)).map((c) => c.slug)

describe('stored favourite adverts with integer ids', () => {
  beforeEach(() => {
    advertFavorites.ids = []
  })

  it('integer favourites light the hearts of their cards, beside a UUID favourite', async () => {
    answer.body = { ids: [3, 5, uuid] }
    const result = await loadAdvertUserData('ro')
    expect(result).toEqual({ status: 'ok', favoriteIds: ['3', '5', uuid] })
    advertFavorites.ids = userDataAction(result).favorites ?? []
    expect(hearts()).toEqual(['casa-3', 'casa-5', 'casa-uuid'])
  })

  it('a stored integer favourite toggled off by its card is gone (no 3 beside "3")', async () => {
    answer.body = { ids: [3, uuid] }
    advertFavorites.ids = userDataAction(await loadAdvertUserData('ro')).favorites ?? []
    setFavorite(cards[0]!.id, false)
    setFavorite(cards[3]!.id, true)
    expect(advertFavorites.ids).toEqual([uuid, '9'])
    expect(hearts()).toEqual(['casa-uuid', 'casa-9'])
  })
})
