import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { isLazyMessage } from './lazy-keys'

describe('isLazyMessage', () => {
  it.each([
    ['authFlow.activated', true],
    ['cabinetProfile.title', true],
    ['cabinetDelete.request', true],
    ['cabinetNav.orders', false],
    ['cabinet.failed', false],
    ['cabinet.title', false],
    ['advertsArea.favorites.title', true],
    ['adverts.title', false],
    ['authFlow.registerPage.title', false],
    ['authFlow.social.page', false],
    ['auth.title', false],
    ['cart.title', false],
    ['meals.summary', true],
    ['meals.title', false],
    ['meals.description', false],
    ['uiKit.buttons', true],
    ['uiKit.title', false],
  ])('%s -> %s', (id, expected) => expect(isLazyMessage(id)).toBe(expected))

  it('leaves most of the catalogue in the core (a sanity bound on the split)', () => {
    const ids = Object.keys(en)
    const lazy = ids.filter(isLazyMessage)
    expect(lazy.length).toBeGreaterThan(50)
    expect(lazy.length).toBeLessThan(ids.length / 2)
  })
})
