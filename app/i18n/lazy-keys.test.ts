import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { isLazyMessage, messageGroup } from './lazy-keys'

/**
 * Every `titleId` / `descriptionId` the pages' `head()` asks for, and every `headText(matches, id)`
 * (routes/ and app/), by file; `loadsLazy` when the file's loader loads the lazy group first.
 */
function headMessageIds(): { file: string; id: string; loadsLazy: boolean }[] {
  const found: { file: string; id: string; loadsLazy: boolean }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8')
        const loadsLazy = source.includes('loadLazyMessages(')
        for (const m of source.matchAll(/(?:titleId|descriptionId): '([^']+)'|headText\(\w+, '([^']+)'\)/g))
          found.push({ file: path, id: (m[1] ?? m[2])!, loadsLazy })
      }
    }
  }
  walk('routes')
  walk('app')
  return found
}

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
    ['adverts.myTitle', false],
    ['adverts.form.addTitle', false],
    ['adverts.form.editTitle', false],
    ['adverts.filters', true],
    ['adverts.form.location', true],
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

  it('keeps in the core every title and description head() reads (it runs before any component could load the rest)', () => {
    const ids = headMessageIds()
    expect(ids.length).toBeGreaterThan(30)
    // A lazy text only where the route's own loader loads the lazy group before head() runs (/support).
    const misplaced = ids.filter(
      ({ id, loadsLazy }) => messageGroup(id) !== 'core' && !(loadsLazy && messageGroup(id) === 'lazy'),
    )
    expect(misplaced).toEqual([])
    expect(ids.filter(({ id }) => messageGroup(id) === 'lazy').map(({ file }) => file)).toEqual([
      'routes/$lang/support.tsx',
    ])
  })

  it('leaves most of the catalogue in the core (a sanity bound on the split)', () => {
    const ids = Object.keys(en)
    const lazy = ids.filter(isLazyMessage)
    expect(lazy.length).toBeGreaterThan(50)
    expect(lazy.length).toBeLessThan(ids.length / 2)
  })
})

describe('messageGroup (decision 0087)', () => {
  it.each([
    ['header.search', 'core'],
    ['cart.add', 'core'],
    ['cart.title', 'core'],
    ['content.newsletter.title', 'core'],
    ['authFlow.activated', 'lazy'],
    ['cabinetProfile.title', 'lazy'],
    ['checkout.submit', 'later'],
    ['credit.buy', 'later'],
    ['credit.buyWith', 'later'],
    ['delivery.title', 'later'],
    ['delivery.method.pickup', 'later'],
    ['carrier.phone', 'later'],
    ['auth.email', 'later'],
    ['promo.apply', 'later'],
    ['cart.total', 'later'],
    ['cart.problem.inactive', 'later'],
    ['cart.tooltip.added', 'later'],
    // what the cart page never shows (decision 0103)
    ['credit.apply', 'aside'],
    ['credit.modal.title', 'aside'],
    ['credit.buyer', 'aside'], // a credit text that only begins like the offers' button
    ['compare.brand', 'aside'],
    ['reviews.like', 'aside'],
    ['reviews.submit', 'aside'],
    ['quote.empty', 'aside'],
    ['orderCheckout.status.paid', 'aside'],
    // shown on a shop page's first screen, or by code outside any component
    ['cart.added', 'core'],
    ['cart.corrupted', 'core'],
    ['cart.server.unreachable', 'core'],
    ['cart.continue', 'core'],
    ['quickOrder.oneClick', 'core'],
    ['quickOrder.bulkOrder', 'core'],
    // only the product page opens the quick forms: not on the cart page's later group
    ['quickOrder.countInvalid', 'aside'],
    ['quote.header', 'core'],
    ['quote.add', 'core'],
    ['reviews.rating', 'core'],
    ['promo.droppedAtSignIn', 'core'],
    ['auth.tooManyAttempts', 'core'],
    ['compare.title', 'core'],
    ['quote.title', 'core'],
    ['quote.inQuote', 'core'],
    ['orderCheckout.title', 'core'],
    // a namespace's name alone is not its prefix
    ['creditX.y', 'core'],
    ['cartoon.x', 'core'],
  ])('%s -> %s', (id, group) => expect(messageGroup(id)).toBe(group))

  it('every message is in exactly one group, and the later one is a real share of the core', () => {
    const ids = Object.keys(en)
    const later = ids.filter((id) => messageGroup(id) === 'later')
    expect(later.length).toBeGreaterThan(100)
    expect(ids.filter((id) => messageGroup(id) === 'core').length).toBeGreaterThan(later.length)
    // the aside group holds each of its namespaces' messages but those the core or the later group keep
    const aside = ids.filter((id) => messageGroup(id) === 'aside')
    expect(aside.length).toBeGreaterThan(50)
    for (const ns of ['credit', 'quote', 'compare', 'reviews', 'orderCheckout', 'quickOrder'])
      expect(aside.some((id) => id.startsWith(`${ns}.`))).toBe(true)
    expect(aside.filter((id) => !/^(credit|quote|compare|reviews|orderCheckout|quickOrder)\./.test(id))).toEqual([])
  })
})
