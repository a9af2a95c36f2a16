import { createIntl } from '@formatjs/intl'
import { afterEach, describe, expect, it } from 'vitest'
import { SITE_TIME_ZONE } from '#config'
import {
  activePromotions,
  expiryTimeZone,
  findPromotion,
  isPromotionActive,
  offerPageState,
  promotionHref,
} from './rules'

const NOW = Date.parse('2026-03-10T12:00:00.000Z')

describe('isPromotionActive', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['expires next year', '2027-01-01T00:00:00.000Z', true],
    ['expires in one second', '2026-03-10T12:00:01.000Z', true],
    ['expires exactly now', '2026-03-10T12:00:00.000Z', false],
    ['expired yesterday', '2026-03-09T12:00:00.000Z', false],
    ['date only, future', '2026-12-31', true],
    ['date only, past', '2020-01-01', false],
    ['malformed', 'soon', false],
    ['empty', '', false],
    // No end date (session 67's operator audit: it was dropped from every list, its page a 404): the
    // spec's "while expireDate is in the future" has no date to be past; it runs until switched off.
    ['null: no end date', null, true],
    ['undefined: no end date', undefined, true],
  ])('%s', (_, expireDate, expected) => {
    expect(isPromotionActive({ expireDate }, NOW)).toBe(expected)
  })
})

// Spec 3 "Promotions: is_active, expireDate" (session 61's operator audit: a switched-off one was listed).
describe('isPromotionActive reads is_active', () => {
  it.each<[string, boolean | undefined, boolean]>([
    ['switched off, a future expiry', false, false],
    ['switched on', true, true],
    ['not said: the expiry decides', undefined, true],
  ])('%s', (_, is_active, expected) => {
    expect(isPromotionActive({ expireDate: '2027-01-01', is_active }, NOW)).toBe(expected)
  })
  it('a promotion without an end date that is switched off is not shown', () => {
    expect(isPromotionActive({ expireDate: null, is_active: false }, NOW)).toBe(false)
  })
})

describe('activePromotions', () => {
  it('keeps order and drops expired ones, with the clock as a parameter', () => {
    const list = [
      { id: 1, expireDate: '2030-01-01' },
      { id: 2, expireDate: '2024-01-01' },
      { id: 3, expireDate: '2026-04-01' },
    ]
    expect(activePromotions(list, NOW).map((p) => p.id)).toEqual([1, 3])
    expect(activePromotions(list, Date.parse('2026-05-01')).map((p) => p.id)).toEqual([1])
    expect(activePromotions(list, Date.parse('2031-01-01'))).toEqual([])
  })
})

describe('promotion URLs', () => {
  it.each([
    [{ id: 5, slug: 'promo-1-5' }, '/en/special-offers/promo-1-5'],
    [{ id: 7, slug: null }, '/en/special-offers/7'],
    [{ id: 8, slug: 'a b' }, '/en/special-offers/a%20b'],
  ])('%j', (promotion, href) => {
    expect(promotionHref('en', promotion)).toBe(href)
  })

  it('finds by slug or id', () => {
    const list = [
      { id: 5, slug: 'promo-5' },
      { id: 7, slug: null },
    ]
    expect(findPromotion(list, 'promo-5')?.id).toBe(5)
    expect(findPromotion(list, '7')?.id).toBe(7)
    expect(findPromotion(list, '5')).toBeUndefined()
    expect(findPromotion(list, 'nope')).toBeUndefined()
  })
})

describe('offerPageState (a failed filtered-promos load is not-found)', () => {
  const promos = [
    { id: 1, slug: 'running', expireDate: '2030-01-01' },
    { id: 2, slug: 'over', expireDate: '2020-01-01' },
    { id: 3, slug: null, expireDate: '2030-01-01' },
  ]
  const ok = { status: 'ok' as const, data: { promos } }
  it.each<[string, Parameters<typeof offerPageState>[0], string, string | number]>([
    ['running promotion', ok, 'running', 1],
    ['promotion without slug, by id', ok, '3', 3],
    ['expired promotion', ok, 'over', 'not-found'],
    ['unknown promotion', ok, 'nope', 'not-found'],
    ['failed load', { status: 'error', message: 'HTTP 500' }, 'running', 'not-found'],
    ['back end 404', { status: 'not-found' }, 'running', 'not-found'],
  ])('%s', (_, result, key, expected) => {
    const state = offerPageState(result, key, NOW)
    expect(state.status === 'ok' ? state.promo.id : state.status).toBe(expected)
  })
})

describe('expiryTimeZone: the expiry day ValidUntil prints (decision 0035)', () => {
  const originalTz = process.env.TZ
  afterEach(() => {
    process.env.TZ = originalTz
  })
  it.each([
    ['UTC', '2026-11-30', '30 November 2026'],
    ['UTC', '2026-11-30T22:30:00Z', '1 December 2026'],
    ['Pacific/Honolulu', '2026-11-30', '30 November 2026'],
    ['Pacific/Honolulu', '2026-11-30T22:30:00Z', '1 December 2026'],
    ['Asia/Tokyo', '2026-11-30', '30 November 2026'],
  ])('with the process in %s, a promotion valid until %s says %s', (zone, date, expected) => {
    process.env.TZ = zone
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: expiryTimeZone(date) } as const
    expect(createIntl({ locale: 'en-GB', timeZone: SITE_TIME_ZONE }).formatDate(Date.parse(date), options)).toBe(
      expected,
    )
  })
})
