import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The adverts area's changes on a theme without the area (decision 0024): 404, nothing sent. */
const theme = vi.hoisted(() => ({ THEME: 'market' }))
const status = vi.hoisted(() => vi.fn())
const call = vi.hoisted(() => vi.fn())
vi.mock('cloudflare:workers', () => ({ env: theme }))
vi.mock('@tanstack/react-start/server', () => ({ setResponseStatus: status }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: call,
  requestCookie: () => undefined,
  requestDevMode: () => false,
  requestIsSecure: () => true,
  writeCookies: () => {},
}))
const { loadFavoriteAdverts, loadOwnAdvert, sendComplaint, toggleFavoriteAdvert } = await import('./mine.server')
const { favoriteAdvertsSchema } = await import('#contract/adverts.ts')
const { specAdvertAnswer } = await import('#contract/advert-answer.fixture.ts')

describe('adverts area changes by theme', () => {
  beforeEach(() => {
    status.mockReset()
    call.mockReset()
    call.mockResolvedValue({ ok: true, status: 200, data: { ids: [5] } })
  })

  it.each([['electro'], ['home'], ['pharma'], ['business'], ['meals']])(
    'on the %s theme: a favourite and a complaint are 404s and reach no back end',
    async (name) => {
      theme.THEME = name
      expect(await toggleFavoriteAdvert('ro', '5', true)).toEqual({ ok: false, isFavorite: false, status: 404 })
      expect(await sendComplaint('ro', { advert: '5', category: 1 })).toMatchObject({ ok: false, status: 404 })
      expect(status).toHaveBeenCalledWith(404)
      expect(call).not.toHaveBeenCalled()
    },
  )

  it('on the market theme they are sent', async () => {
    theme.THEME = 'market'
    expect(await toggleFavoriteAdvert('ro', '5', true)).toEqual({ ok: true, isFavorite: true, status: 200 })
    expect(await sendComplaint('ro', { advert: '5', category: 1 })).toEqual({ ok: true })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['the list without it (a list that lags the write)', 200, { ids: [] }, true],
    ['204 with no body', 204, null, true],
    ['the created row', 201, { id: 9, product_id: 5 }, true],
    ['204 with no body, removed', 204, null, false],
    ['the list still with it, removed', 200, { ids: [5] }, false],
  ])('a favourite advert answered with %s is what the write made it', async (_what, code, data, on) => {
    theme.THEME = 'market'
    call.mockResolvedValue({ ok: true, status: code, data })
    expect(await toggleFavoriteAdvert('ro', '5', on)).toEqual({ ok: true, isFavorite: on, status: code })
  })

  it('an owner’s complaint on their own advert is refused with the back end’s whole sentence, not the field fragment', async () => {
    theme.THEME = 'market'
    call.mockResolvedValue({
      ok: false,
      status: 400,
      body: { error: 'Nu puteți reclama propriul anunț', fields: { advert: ['propriul anunț'] } },
    })
    expect(await sendComplaint('ro', { advert: '5', category: 1 })).toEqual({
      ok: false,
      status: 400,
      fields: {},
      messages: ['Nu puteți reclama propriul anunț'],
    })
  })
})

describe("the owner's view of one advert (decision 0120)", () => {
  const advert = (is_mine: boolean | undefined) => ({
    title: 'Casă',
    description: '',
    titles: { ro: 'Casă', ru: 'Дом', uk: '', en: '' },
    descriptions: { ro: '', ru: '', uk: '', en: '' },
    category: null,
    region: null,
    location: null,
    sector: null,
    is_mine,
  })
  it.each([
    ['the back end says it is theirs', true, true],
    ["the back end says it is someone else's", false, false],
    ['the back end does not say (the spec names no is_mine): its writes decide', undefined, true],
  ])('%s: owner view %s', async (_n, isMine, shown) => {
    theme.THEME = 'market'
    call.mockReset()
    call.mockResolvedValue({ ok: true, status: 200, data: advert(isMine) })
    const r = await loadOwnAdvert('ru', 'casa')
    expect(r.ok).toBe(shown)
    // the page language's text, from the per-language texts
    if (r.ok) expect(r.advert.title).toBe('Дом')
  })
})

describe('the favourites page from an answer without categories (session 61 operator audit)', () => {
  const answer = (name: string) => {
    if (name === 'favoriteAdverts')
      return favoriteAdvertsSchema.parse([
        specAdvertAnswer({ region: { id: 3, title: 'Chișinău' }, location: { id: 40, title: 'Centru' } }),
        specAdvertAnswer({ id: 8, slug: 'casa-8', category: 5, region: null, location: null }),
        specAdvertAnswer({ id: 9, slug: 'casa-9', category: 6, region: null, location: null }),
      ])
    if (name === 'advertCategories')
      return [
        { id: 2, parent_id: null, slug: 'case', title: 'Case' },
        { id: 5, parent_id: null, slug: 'terenuri', title: 'Terenuri' },
      ]
    return { base: 'MDL', rates: [] }
  }
  it("the tabs are the adverts' own categories, named from the categories lookup; one it cannot name is left out", async () => {
    call.mockReset()
    call.mockImplementation(async (_l: string, name: string) => ({ ok: true, status: 200, data: answer(name) }))
    const r = await loadFavoriteAdverts('ro', undefined, 1)
    if (!r.ok) throw new Error('the page was not loaded')
    expect(r.data.categories).toEqual([
      { id: 2, title: 'Case', slug: 'case', count: 1 },
      { id: 5, title: 'Terenuri', slug: 'terenuri', count: 1 },
    ])
    expect(r.data.data.map((a) => a.id)).toEqual(['7', '8', '9'])
  })
})
