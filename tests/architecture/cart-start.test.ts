import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { startCart } from '#app/features/cart/store.ts'
import { graphFromDisk, tokenize } from './import-graph'

/**
 * The cart starts in one place, with the backend chosen from the site settings (decisions 0050,
 * 0077): the layout (app/layout/Shell.tsx) calls useCartStart(chooseCartBackend(settings)), and
 * nothing waits for the header's cart icon to appear in the page to guess who will start it.
 */

const root = join(__dirname, '..', '..')
const graph = graphFromDisk(root, ['app', 'routes', 'worker'])
const files = Object.keys(graph).filter((f) => !/\.test\.tsx?$/.test(f))
const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]))

/** Script that looks for the header's cart icon in the page (a selector `.header__action--cart`); markup that renders it is fine. */
function queriesCartIcon(texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(
      ([, text]) =>
        tokenize(text).some((t) => t.type === 'string' && t.value.includes('.header__action--cart')) ||
        /querySelector(?:All)?\([^)]*header__action--cart/.test(text),
    )
    .map(([file]) => `${file}: queries .header__action--cart from script; the layout starts the cart (useCartStart)`)
}

/** The modules that call startCart: only the layout's hook may. */
function startCartCallers(texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(([, text]) => {
      const tokens = tokenize(text)
      return tokens.some(
        (t, i) => t.value === 'startCart' && tokens[i + 1]?.value === '(' && tokens[i - 1]?.value !== 'function',
      )
    })
    .map(([file]) => file)
    .sort()
}

describe('the cart starts once, with the chosen backend', () => {
  it('startCart takes the backend as a required option: a call without it does not compile', () => {
    const calls = (start: typeof startCart) => {
      // @ts-expect-error no options: the caller must pass the backend chosen from the settings
      start()
      // @ts-expect-error options without the backend
      start({ t: (id: string) => id })
    }
    expect(typeof calls).toBe('function')
  })

  it('only the layout hook starts the cart (useCartStart; the backend contract, test code, drives the store itself)', () => {
    expect(startCartCallers(sources)).toEqual([
      'app/features/cart/cart-backend.contract.ts',
      'app/features/cart/useCartStart.ts',
    ])
  })

  it("the server cart's backend is not on the layout's static imports: a site with the cart in the browser does not load it", () => {
    // session 67: ~500 B gzip of every first load; backend-choice.ts imports it when the settings ask for it
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const edge of graph[file] ?? []) if (edge.kind === 'static') visit(edge.to)
    }
    visit('app/layout/Shell.tsx')
    expect(seen.has('app/features/cart/backend-choice.ts')).toBe(true)
    expect(seen.has('app/features/cart/server-backend.ts')).toBe(false)
  })

  it("no script looks for the header's cart icon", () => {
    expect(queriesCartIcon(sources)).toEqual([])
  })

  it('reports a planted query of the icon and a planted caller, not the markup', () => {
    const planted = {
      'app/features/cart/store.ts': `if (document.querySelector('.header__action--cart')) wait()`,
      'app/features/cart/poll.ts': 'const icon = () => document.querySelector(`header .header__action--cart`)',
      'app/layout/Header.tsx': `<a className="header__action header__action--cart" href="/cart" />`,
      'app/features/meals/MealPlanPage.tsx': `import { startCart } from '../cart'\nstartCart()\naddToCart(p)`,
      'app/features/cart/useCartStart.ts': `startCart({ backend, t })`,
    }
    expect(queriesCartIcon(planted)).toEqual([
      'app/features/cart/store.ts: queries .header__action--cart from script; the layout starts the cart (useCartStart)',
      'app/features/cart/poll.ts: queries .header__action--cart from script; the layout starts the cart (useCartStart)',
    ])
    expect(startCartCallers(planted)).toEqual([
      'app/features/cart/useCartStart.ts',
      'app/features/meals/MealPlanPage.tsx',
    ])
  })
})
