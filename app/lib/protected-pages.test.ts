import { describe, expect, it } from 'vitest'
import { loginPath, protectedPageLocale } from './protected-pages'

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
