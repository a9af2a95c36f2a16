import { describe, expect, it } from 'vitest'
import { specAdvertAnswer } from './advert-answer.fixture'
import { advertIdBody, advertIdOf, isAdvertId } from './advert-id'
import {
  advertBodyIdSchema,
  advertCardSchema,
  advertDetailSchema,
  advertFavoritesSchema,
  advertListSchema,
  complaintBodySchema,
  favoriteAdvertsSchema,
} from './adverts'
import { buildPath, endpoints } from './endpoints'
import { parseCollectingDrops } from './items'

/**
 * An advert's id as text (session 63's operator audit, finding 9; decision 0118's order ids): a back
 * end naming adverts by a UUID (`{"advertIds":"uuid"}`) made the list and every advert page a 503, its
 * favourites and complaints unsendable. An integer id reads as its digits, as before; an id that could
 * not go into a path or a key (a slash, a dot segment, a control character, 65 characters) is none.
 */
const uuid = 'a0000000-0000-4000-8000-000000000001'
const read: [string, unknown, string][] = [
  ['an integer', 7, '7'],
  ['0', 0, '0'],
  ['a large integer', 9_007_199_254_740_991, '9007199254740991'],
  ['a numeric string', '7', '7'],
  ['digits with a leading zero (text, kept as sent)', '007', '007'],
  ['a UUID', uuid, uuid],
  ['an upper-case UUID', uuid.toUpperCase(), uuid.toUpperCase()],
  ['a prefixed text id', 'adv_01HQ8ZK3V6X2P4M7N9R5T1W3Y8', 'adv_01HQ8ZK3V6X2P4M7N9R5T1W3Y8'],
  ['a colon and a dot inside', 'ads:2026.17', 'ads:2026.17'],
  ['64 characters', 'a'.repeat(64), 'a'.repeat(64)],
]
const unsafe: [string, unknown][] = [
  ['a slash', 'a/b'],
  ['../x', '../x'],
  ['..', '..'],
  ['.', '.'],
  ['a leading dot', '.x'],
  ['a..b', 'a..b'],
  ['a control character', 'a\u0000b'],
  ['a newline', '7\n'],
  ['65 characters', 'a'.repeat(65)],
  ['empty', ''],
  ['a space inside', 'ad 7'],
  ['a query', 'x?y=1'],
  ['a percent', '%2F'],
  ['a negative integer', -7],
  ['a fraction', 4.2],
  ['an unsafe integer', 2 ** 53],
  ['null', null],
  ['an object', { id: 7 }],
]

describe('an advert id (advertIdOf, isAdvertId, the card schema)', () => {
  it.each(read)('reads %s', (_name, value, expected) => {
    expect(advertIdOf(value)).toBe(expected)
    if (typeof value === 'string') expect(isAdvertId(value)).toBe(true)
    expect(advertCardSchema.parse(specAdvertAnswer({ id: value })).id).toBe(expected)
    expect(advertDetailSchema.parse(specAdvertAnswer({ id: value })).id).toBe(expected)
  })
  it.each(unsafe)('refuses %s', (_name, value) => {
    expect(advertIdOf(value)).toBeNull()
    expect(isAdvertId(value)).toBe(false)
    expect(advertCardSchema.safeParse(specAdvertAnswer({ id: value })).success).toBe(false)
  })
})

describe('the adverts list with text ids', () => {
  it('a UUID advert is listed; one with an unsafe id is left out alone', () => {
    const { result, drops } = parseCollectingDrops(advertListSchema, [
      specAdvertAnswer({ id: uuid }),
      specAdvertAnswer({ id: '../x', slug: 'casa-8' }),
      specAdvertAnswer({ id: 9, slug: 'casa-9' }),
    ])
    expect(result.success && result.data.data.map((a) => a.id)).toEqual([uuid, '9'])
    expect(drops.map((d) => d.path)).toEqual(['data[*].id'])
  })
  it('the favourite adverts page lists UUID adverts', () => {
    expect(favoriteAdvertsSchema.parse([specAdvertAnswer({ id: uuid })]).data.map((a) => a.id)).toEqual([uuid])
  })
})

describe("the favourites' ids (GET /favorites/?area=adverts)", () => {
  it.each([
    ['integer ids, as stored before', { ids: [11, 7] }, ['11', '7']],
    ['UUIDs', { ids: [uuid] }, [uuid]],
    ['rows naming the advert by a UUID', [{ id: 1, product_id: uuid }], [uuid]],
    ['a bare list of UUID adverts', [specAdvertAnswer({ id: uuid })], [uuid]],
    ['an unsafe id beside a good one: left out alone', { ids: ['a/b', 7, '..'] }, ['7']],
  ])('%s', (_name, body, ids) => {
    expect(advertFavoritesSchema.parse(body).ids).toEqual(ids)
  })
  it('an item that gives no id still fails the answer (no favourite is dropped unseen)', () => {
    expect(advertFavoritesSchema.safeParse([{ id: 1, product_id: uuid }, { title: 'x' }]).success).toBe(false)
  })
})

describe('an advert id in a body (favourite, complaint)', () => {
  it.each([
    ['7', 7],
    ['123456789', 123_456_789],
    ['007', '007'],
    ['0', '0'],
    [uuid, uuid],
    ['adv_01H', 'adv_01H'],
  ])('%j is sent as %j', (id, sent) => {
    expect(advertIdBody(id)).toBe(sent)
  })
  it.each([7, uuid, 'adv_01H'])('%j is a body id', (value) => {
    expect(advertBodyIdSchema.safeParse(value).success).toBe(true)
    expect(complaintBodySchema.safeParse({ category: 1, advert: value }).success).toBe(true)
  })
  it.each(unsafe.filter(([, v]) => v !== 0))('%s is no body id', (_name, value) => {
    expect(advertBodyIdSchema.safeParse(value).success).toBe(false)
  })
  it('the favourite and complaint bodies take it', () => {
    expect(endpoints.addAdvertFavorite.body.parse({ product_id: uuid })).toEqual({ product_id: uuid })
    expect(endpoints.deleteAdvertFavorite.body.parse({ product_id: uuid })).toEqual({ product_id: uuid })
    expect(endpoints.complaint.body.parse({ category: 1, advert: uuid })).toEqual({ category: 1, advert: uuid })
  })
  it('a path with a text slug or id is encoded, a dot segment refused', () => {
    expect(buildPath(endpoints.advertBySpecPath.path, { slug: 'ads:7' })).toBe('/general/v2/product/ads%3A7/')
    expect(() => buildPath(endpoints.advertBySpecPath.path, { slug: '..' })).toThrow()
  })
})
