import { describe, expect, it } from 'vitest'
import {
  type AdvertUserData,
  favoriteToggle,
  idOf,
  type OwnListKind,
  ownAdvertHref,
  ownCards,
  ownerBanner,
  ownListQuery,
  pageOf,
  pastLastPage,
  userDataAction,
} from './mine-rules'

describe("ownListQuery: /my is the published adverts, /drafts the drafts, both only the owner's", () => {
  it.each([
    ['my', 1, { mine: true, is_draft: false }],
    ['drafts', 3, { mine: true, is_draft: true }],
  ] as const)('%s page %s', (kind, page, filters) => {
    const q = ownListQuery(kind, page)
    expect(q.page).toBe(page)
    expect(q.page_size).toBe(24)
    expect(JSON.parse(q.filters)).toEqual(filters)
  })
})

describe('userDataAction (accounts spec 4: a 401 while loading user data clears local favourites and goes home)', () => {
  it.each<[AdvertUserData, { favorites: string[] | null; goHome: boolean }]>([
    [
      { status: 'ok', favoriteIds: ['3', '5'] },
      { favorites: ['3', '5'], goHome: false },
    ],
    [{ status: 'ended' }, { favorites: [], goHome: true }],
    [{ status: 'signed-out' }, { favorites: [], goHome: false }],
    [{ status: 'unavailable' }, { favorites: null, goHome: false }],
  ])('%j', (result, expected) => expect(userDataAction(result)).toEqual(expected))
})

describe('favoriteToggle: signed out follows the access rule, signed in flips', () => {
  it.each([
    [false, false, { kind: 'login', href: '/ro?login=true' }],
    [false, true, { kind: 'login', href: '/ro?login=true' }],
    [true, false, { kind: 'set', on: true }],
    [true, true, { kind: 'set', on: false }],
  ] as const)('signed in %s, favourite %s', (signedIn, fav, expected) =>
    expect(favoriteToggle(signedIn, fav, 'ro')).toEqual(expected),
  )
})

describe('query params of the personal lists', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['x', 1],
    ['10001', 1],
    [undefined, 1],
  ])('page %s -> %s', (raw, n) => expect(pageOf(raw)).toBe(n))
  it.each([
    ['7', 7],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('id %s -> %s', (raw, n) => expect(idOf(raw)).toBe(n))
})

describe("the owner's own adverts open for the owner (issue 51 point 5)", () => {
  it.each([
    ['active: the public page', { slug: 'flat-7', is_active: true, is_draft: false }, '/ru/adverts/flat-7', null],
    [
      "paused: the owner's view",
      { slug: 'flat-7', is_active: false, is_draft: false },
      '/ru/adverts/my/flat-7',
      'paused',
    ],
    [
      "a draft: the owner's view",
      { slug: 'flat-7', is_active: true, is_draft: true },
      '/ru/adverts/my/flat-7',
      'draft',
    ],
    [
      'a paused draft is a draft',
      { slug: 'flat-7', is_active: false, is_draft: true },
      '/ru/adverts/my/flat-7',
      'draft',
    ],
    [
      'an odd slug stays one path segment',
      { slug: 'a/b?c', is_active: false, is_draft: false },
      '/ru/adverts/my/a%2Fb%3Fc',
      'paused',
    ],
  ] as const)('%s', (_, advert, href, banner) => {
    expect(ownAdvertHref('ru', advert)).toBe(href)
    expect(ownerBanner(advert)).toBe(banner)
  })
})

// Session 63's operator audit: a back end that ignores the shop's `mine` filter answered every advert,
// and /my listed other sellers' adverts with Edit, Suspend and Delete.
describe("ownCards: only what the back end says is the owner's, drafts on /drafts", () => {
  const card = (id: number, is_mine: boolean | undefined, is_draft = false) => ({ id, is_mine, is_draft })
  it.each<[string, ReturnType<typeof card>[], OwnListKind, number[], boolean]>([
    ['the reference back end: its own', [card(1, true), card(2, true)], 'my', [1, 2], false],
    ["mine ignored, is_mine said: only the owner's", [card(1, true), card(2, false), card(3, false)], 'my', [1], false],
    ['a draft is not on /my', [card(1, true), card(2, true, true)], 'my', [1], false],
    [
      "/drafts: the owner's drafts only",
      [card(1, true), card(2, true, true), card(3, false, true)],
      'drafts',
      [2],
      false,
    ],
    ['nothing said of any: none listed, and said so', [card(1, undefined), card(2, undefined)], 'my', [], true],
    ['an empty answer: nothing to say', [], 'my', [], false],
  ])('%s', (_, cards, kind, ids, unsaid) => {
    const own = ownCards(cards, kind)
    expect(own.cards.map((c) => c.id)).toEqual(ids)
    expect(own.unsaid).toBe(unsaid)
  })
})

describe('pastLastPage: a personal list asked past its last page goes to the last', () => {
  // Session 74's walk: /ru/adverts/my?page=5 of a seller with two adverts said "you have no published adverts".
  it.each([
    ['/ru/adverts/my', 5, 1, {}, '/ru/adverts/my'],
    ['/ru/adverts/drafts', 3, 2, {}, '/ru/adverts/drafts?page=2'],
    ['/ro/adverts/favorites', 4, 0, { category: 7 }, '/ro/adverts/favorites?category=7'],
    ['/ro/adverts/favorites', 9, 3, { category: 7 }, '/ro/adverts/favorites?category=7&page=3'],
    ['/ro/adverts/favorites', 9, 3, { category: undefined }, '/ro/adverts/favorites?page=3'],
  ] as const)('%s page %i of %i -> %s', (path, page, pages, query, to) => {
    expect(pastLastPage(path, page, pages, query)).toBe(to)
  })
  it.each([
    [1, 0],
    [1, 1],
    [2, 2],
  ])('page %i of %i is the page (null)', (page, pages) => {
    expect(pastLastPage('/ru/adverts/my', page, pages)).toBeNull()
  })
})
