import { describe, expect, it } from 'vitest'
import type { Popup, PopupsConfiguration } from '#contract/settings.ts'
import { parseSeen, pathWithoutLang, popupPageMatches, popupToShow, seenStorageKind } from './popup-rules'

const popup = (id: string, pages: string[] = ['home']): Popup => ({
  id,
  title: id,
  text: null,
  image: null,
  url: null,
  button_text: null,
  pages,
})
const config = (frequency: PopupsConfiguration['frequency']): PopupsConfiguration => ({ delay: 5000, frequency })
const NOW = 1_800_000_000_000
const HOUR = 3_600_000

describe('popupPageMatches', () => {
  it.each([
    [['all'], '/cart', true],
    [['home'], '/', true],
    [['home'], '/cart', false],
    [['/promotions'], '/special-offers', true],
    [['/promotions'], '/special-offers/', true],
    [['/promotions/'], '/special-offers/black-friday', true],
    [['/promotions'], '/special-offers-old', false],
    [['/special-offers'], '/special-offers', true],
    [['/cart'], '/cart', true],
    [['/'], '/', true],
    [['/'], '/cart', false],
    [['promotions'], '/promotions', false],
    [[], '/', false],
    [['/cart', 'home'], '/', true],
  ])('%j on %s -> %s', (pages, path, expected) => expect(popupPageMatches(pages, path)).toBe(expected))
})

describe('popupToShow: at most as often as popups_configuration.frequency allows', () => {
  it.each([
    ['never seen: shown', 'once', {}, 'a'],
    ['once: seen a year ago, never again', 'once', { a: NOW - 8760 * HOUR }, null],
    ['daily: seen 23 h ago, not yet', 'daily', { a: NOW - 23 * HOUR }, null],
    ['daily: seen 24 h ago, again', 'daily', { a: NOW - 24 * HOUR }, 'a'],
    ['session: seen in this session, not again', 'session', { a: NOW - 1 }, null],
    ['a broken record entry counts as never seen', 'once', { a: Number.NaN }, 'a'],
  ] as const)('%s', (_name, frequency, seen, expected) => {
    expect(popupToShow([popup('a')], config(frequency), '/', seen, NOW)?.id ?? null).toBe(expected)
  })

  it('the first popup the page takes and the frequency allows', () => {
    const popups = [popup('cart', ['/cart']), popup('seen'), popup('next'), popup('later')]
    expect(popupToShow(popups, config('once'), '/', { seen: NOW }, NOW)?.id).toBe('next')
    expect(popupToShow(popups, config('once'), '/cart', {}, NOW)?.id).toBe('cart')
    expect(popupToShow(popups, config('once'), '/blog', {}, NOW)).toBeNull()
    expect(popupToShow([], config('once'), '/', {}, NOW)).toBeNull()
  })

  it('the session frequency keeps its record in the session storage', () => {
    expect(seenStorageKind('session')).toBe('session')
    expect(seenStorageKind('once')).toBe('local')
    expect(seenStorageKind('daily')).toBe('local')
  })
})

describe('stored record and path', () => {
  it.each([
    [null, {}],
    ['not json', {}],
    ['[1]', {}],
    ['{"a":1,"b":"x","c":null}', { a: 1 }],
  ])('parseSeen(%j)', (raw, expected) => expect(parseSeen(raw)).toEqual(expected))

  it.each([
    ['/ru', '/'],
    ['/ru/', '/'],
    ['/ru/promotions', '/promotions'],
    ['/rux', '/rux'],
  ])('pathWithoutLang(%s)', (pathname, expected) => expect(pathWithoutLang(pathname, 'ru')).toBe(expected))
})
