import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ROUTER_RELOAD_COUNTED,
  ROUTER_RELOAD_MARK,
  shouldReloadAfterChunkError,
  uncountedRouterReloads,
} from '#app/lib/reload-once.ts'
import { isChunkLoadError, preloadErrorIsChunk, scrollTarget } from './client-rules'

describe('shouldReloadAfterChunkError', () => {
  it.each([
    [null, 1_000, true],
    [0, 59_999, false],
    [0, 60_000, true],
    [100_000, 130_000, false],
    [Number.NaN, 5, true],
  ])('last %s, now %s -> %s', (last, now, expected) => expect(shouldReloadAfterChunkError(last, now)).toBe(expected))
})

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/x.js', true],
    ['Importing a module script failed.', true],
    ['TypeError: x is undefined', false],
    ['Unable to preload CSS for /assets/cart.css', true],
  ])('%s', (msg, expected) => expect(isChunkLoadError(msg)).toBe(expected))
})

describe('preloadErrorIsChunk: which vite:preloadError reloads the page', () => {
  it.each([
    ['a chunk that failed to load', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true],
    ['its stylesheet', new Error('Unable to preload CSS for /assets/x.css'), true],
    // Vite reports errors of code chained onto a lazy import too: the cart refresh's failed server call
    ['a failed server call chained onto the import', new Error('HTTP 500 /_serverFn/abc'), false],
    ['a network failure of that call', new TypeError('Failed to fetch'), false],
    ['no payload', undefined, false],
  ])('%s -> %s', (_what, payload, expected) => expect(preloadErrorIsChunk(payload)).toBe(expected))
})

describe('scrollTarget', () => {
  it.each([
    ['not returning goes to top', 800, false, 3000, 800, 0],
    ['returning restores the saved position', 800, true, 3000, 800, 800],
    ['returning to a shorter page uses the fallback', 2500, true, 2000, 800, 1200],
    ['page shorter than the viewport', 500, true, 600, 800, 0],
    ['nothing saved', undefined, true, 3000, 800, 0],
    ['garbage saved', Number.NaN, true, 3000, 800, 0],
  ] as const)('%s', (_n, saved, returning, h, vh, expected) =>
    expect(scrollTarget(saved, returning, h, vh)).toBe(expected),
  )
})

describe("the router's own chunk reload counts as ours (one guard, spec 8)", () => {
  const a = `${ROUTER_RELOAD_MARK}Failed to fetch dynamically imported module: /assets/a.js`
  const b = `${ROUTER_RELOAD_MARK}Failed to fetch dynamically imported module: /assets/b.js`
  it.each<[string, [string, string | null][], string[]]>([
    [
      'a new mark counts',
      [
        ['cart', '[]'],
        [a, '1'],
      ],
      [a],
    ],
    [
      'a counted mark does not count again',
      [
        [a, ROUTER_RELOAD_COUNTED],
        ['scroll-positions', '{}'],
      ],
      [],
    ],
    [
      'only the new of two',
      [
        [a, ROUTER_RELOAD_COUNTED],
        [b, '1'],
      ],
      [b],
    ],
    [
      'another key with the value 1 is no mark',
      [
        ['chunk-reload-at', '1'],
        ['order-attempt', '1'],
      ],
      [],
    ],
    ['no marks', [], []],
  ])('%s', (_what, entries, fresh) => {
    expect(uncountedRouterReloads(entries)).toEqual(fresh)
  })

  it('the mark is the one TanStack Router writes (a router upgrade that renames it fails here)', () => {
    const require = createRequire(import.meta.url)
    const root = dirname(dirname(require.resolve('@tanstack/react-router')))
    const source = readFileSync(join(root, 'esm', 'lazyRouteComponent.js'), 'utf8')
    expect(source).toContain(`\`${ROUTER_RELOAD_MARK}\${error.message}\``)
    // Its mark's value, which tells a reload it made from one counted here.
    expect(source).toContain('sessionStorage.setItem(storageKey, "1")')
  })
})
