import { describe, expect, it } from 'vitest'
import { loginPath, protectedPageLocale, sessionEndedPath } from './protected-pages'

describe('protectedPageLocale', () => {
  it.each([
    ['/ro/account', 'ro'],
    ['/ru/account/orders', 'ru'],
    ['/uk/orders', 'uk'],
    ['/en/cabinet', 'en'],
    ['/ro/profile/phones', 'ro'],
    ['/ro/CABINET', 'ro'],
    ['/ro/adverts/add', 'ro'],
    ['/ro/adverts/edit/12', 'ro'],
    ['/ro/adverts/my', 'ro'],
    ['/ro/adverts/drafts', 'ro'],
    ['/en/adverts/favorites', 'en'],
    ['/ro/adverts', null],
    ['/ro/adverts/12', null],
    ['/ro/adverts/address', null],
    ['/ro', null],
    ['/ro/cart', null],
    ['/ro/product/accounting', null],
    ['/de/cabinet', null],
    ['/cabinet', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => expect(protectedPageLocale(path)).toBe(expected))
})

describe('loginPath', () => {
  it('is the language home with login=true', () => expect(loginPath('ru')).toBe('/ru?login=true'))
})

describe('sessionEndedPath (a 401 on a signed-in call)', () => {
  it.each([
    ['/ro/cabinet', 'ro', '/ro?login=true'],
    ['/ru/cart', 'ru', '/ru?login=true'],
    ['/ro', 'ro', '/ro?login=true'],
    ['/ro/product/advertsy', 'ro', '/ro?login=true'],
    // the adverts area's own rule: home, no sign-in prompt
    ['/ro/adverts', 'ro', '/ro'],
    ['/en/adverts/my', 'en', '/en'],
    ['/ru/adverts/favorites', 'ru', '/ru'],
    ['/ru/adverts/my/some-slug', 'ru', '/ru'],
    // ... but not on the advert form, whose call is the save (decision 0132): sign-in, the typed fields kept
    ['/ru/adverts/add', 'ru', '/ru?login=true'],
    ['/uk/adverts/edit/12', 'uk', '/uk?login=true'],
    ['/ro/adverts/Edit/some-slug/', 'ro', '/ro?login=true'],
  ])('%s -> %s', (path, lang, expected) => expect(sessionEndedPath(path, lang)).toBe(expected))
})
