import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { isLazyMessage } from './lazy-keys'

/** Every `titleId` / `descriptionId` the pages' `head()` asks for (routes/ and app/), by file. */
function headMessageIds(): { file: string; id: string }[] {
  const found: { file: string; id: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const m of readFileSync(path, 'utf8').matchAll(/(?:titleId|descriptionId): '([^']+)'/g))
          found.push({ file: path, id: m[1]! })
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
    expect(ids.filter(({ id }) => isLazyMessage(id))).toEqual([])
  })

  it('leaves most of the catalogue in the core (a sanity bound on the split)', () => {
    const ids = Object.keys(en)
    const lazy = ids.filter(isLazyMessage)
    expect(lazy.length).toBeGreaterThan(50)
    expect(lazy.length).toBeLessThan(ids.length / 2)
  })
})
