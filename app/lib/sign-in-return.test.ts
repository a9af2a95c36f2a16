// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { markSignInReturn, SIGN_IN_RETURN, takeSignInReturn } from './sign-in-return'

/** Decision 0132: the page a sign-in the adverts area asked for goes back to - that area's pages only, fresh, once. */
describe('the sign-in return mark', () => {
  beforeEach(() => window.sessionStorage.clear())

  it.each([
    '/ru/adverts/add',
    '/uk/adverts/edit/12',
    '/ro/adverts/casa-7',
    '/en/adverts',
    '/ru/adverts?category=2&page=3',
  ])('%s is kept and taken once', (path) => {
    markSignInReturn(path, 1_000)
    expect(takeSignInReturn(2_000)).toBe(path)
    expect(takeSignInReturn(2_000)).toBeNull()
  })

  it.each([
    '/ru',
    '/ru/cart',
    '//evil.test/ru/adverts',
    'https://evil.test/ru/adverts/add',
    '/ru/adverts/../cart',
    '/ru/adverts/%2E%2e/cart',
    '/xx/adverts/add',
    '/ru/advertsx',
    '/ru/adverts/a\\b',
  ])('%s is never a target', (path) => {
    markSignInReturn(path, 1_000)
    window.sessionStorage.setItem(SIGN_IN_RETURN, JSON.stringify({ path, at: 1_000 }))
    expect(takeSignInReturn(2_000)).toBeNull()
  })

  it('a mark older than 30 minutes, from the future or broken is not believed', () => {
    markSignInReturn('/ru/adverts/add', 1_000)
    expect(takeSignInReturn(1_000 + 30 * 60_000)).toBeNull()
    markSignInReturn('/ru/adverts/add', 5_000)
    expect(takeSignInReturn(1_000)).toBeNull()
    window.sessionStorage.setItem(SIGN_IN_RETURN, '{')
    expect(takeSignInReturn()).toBeNull()
  })
})
