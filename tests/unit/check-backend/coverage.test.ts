import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADVANTAGE_KEYS } from '#contract/content.ts'
import { endpoints } from '#contract/endpoints.ts'
import { STATIC_PAGES } from '#contract/static-pages.ts'
import { NOT_CALLED, PROBES, TWO_PATHS } from '#scripts/check-backend/probes.ts'
import { shopSources } from '../../architecture/shop-sources'

/**
 * Issue 49.4: check-backend probes every endpoint the storefront calls. The called set comes from the
 * code, not from a list kept by hand: every registry name written as a string in a source file of the
 * shop that calls the registry (callEndpoint, callForRequest, sharedAnswer or a local wrapper taking a name). A name
 * in such a file that the shop does not call is harmless here (it needs a probe all the same).
 */
const ROOT = join(import.meta.dirname, '..', '..', '..')
const NAMES = new Set(Object.keys(endpoints))
/**
 * A file that calls the registry, or has a function that returns an endpoint's name: a rule that
 * picks the call (social.ts: Google in the adverts area is googleLogin). A set of names kept for
 * another rule (hidden-prices.ts) is not a call.
 */
const CALLS =
  /\b(?:callEndpoint|callForRequest|sharedAnswer)\(|\b(?:callEndpoint|callForRequest) as \w+|<N extends EndpointName>|\):\s*(?:Extract<)?EndpointName\b/
/** Calls that bypass the registry's name: apiRequest with a registry path, written out or as `endpoints.x.path`. */
const BY_PATH = new Map<string, string>(Object.entries(endpoints).map(([name, def]) => [def.path as string, name]))

/** Registry names the shop's code calls, each with the first file that names it. */
function calledEndpoints(): Map<string, string> {
  const called = new Map<string, string>()
  for (const file of ['app', 'routes', 'worker', 'platform', 'durable-objects'].flatMap((d) =>
    shopSources(join(ROOT, d)),
  )) {
    const text = readFileSync(file, 'utf8')
    // A registry entry named as `endpoints.x` is called through its path (apiRequest, a forward of the
    // advert writes, the health check).
    for (const [, name] of text.matchAll(/\bendpoints\.([A-Za-z0-9]+)\b/g))
      if (name && NAMES.has(name) && !called.has(name)) called.set(name, relative(ROOT, file))
    if (/\bapiRequest\(/.test(text)) {
      for (const [, path] of text.matchAll(/'(\/[^']+)'/g)) {
        const name = path && BY_PATH.get(path)
        if (name && !called.has(name)) called.set(name, relative(ROOT, file))
      }
    }
    if (!CALLS.test(text)) continue
    for (const [, name] of text.matchAll(/'([A-Za-z][A-Za-z0-9]*)'/g))
      if (name && NAMES.has(name) && !called.has(name)) called.set(name, relative(ROOT, file))
  }
  // A call with a second path is made on the second when the first is missing (TWO_PATHS).
  for (const [first, second] of Object.entries(TWO_PATHS))
    if (called.has(first) && !called.has(second))
      called.set(second, `${called.get(first)} (the second path of ${first})`)
  return called
}

describe('check-backend covers the calls the shop makes', () => {
  const called = calledEndpoints()
  const probed = new Set(PROBES.map((p) => p.name as string))

  it('finds the call sites (a sanity floor: the scan itself works)', () => {
    expect(called.size).toBeGreaterThan(120)
    // through the registry's name, through endpoints.x.path (the health check), through a written-out path (sign-in)
    for (const name of [
      'globalSettings',
      'category',
      'creditCalculate',
      'carouselCategory',
      'bannerSelect',
      'defaultSiteFiles',
      'jwtCreate',
    ])
      expect(called.has(name), name).toBe(true)
  })

  it('every endpoint the shop calls has a probe (checked, or skipped with the reason and what the shopper sees)', () => {
    const missing = [...called]
      .filter(([name]) => !probed.has(name))
      .map(([name, file]) => `${name} (called in ${file})`)
    expect(missing).toEqual([])
  })

  // Session 59's audit: contacts and vacancy were probed though the shop never calls them, so a back
  // end without them was told a call failed that no page makes.
  it('every probed endpoint is one the shop calls', () => {
    expect([...probed].filter((name) => !called.has(name))).toEqual([])
  })

  it('NOT_CALLED lists only endpoints the shop does not call', () => {
    expect(
      NOT_CALLED.filter((name) => called.has(name)).map((name) => `${name} (called in ${called.get(name)})`),
    ).toEqual([])
  })
})

describe('a call the shop makes with different queries is probed with each', () => {
  const paramsOf = (name: string, key: string) =>
    PROBES.filter((p) => p.name === name).map((p) => {
      const call = p.call?.({ locale: 'ro', productIds: [], noUserId: 'x', addressNote: 'x' } as never)
      return typeof call === 'object' ? (call.params as Record<string, unknown>)[key] : call
    })
  it('every settings page kind and every advantages key (session 59: one of each was asked)', () => {
    expect(paramsOf('staticPage', 'kind')).toEqual([...STATIC_PAGES])
    expect(paramsOf('advantages', 'key')).toEqual([...ADVANTAGE_KEYS])
  })

  it('sliders: the home page asks with is_product_page=false, product pages with is_product_page=true', () => {
    const found = { locale: 'ro', productIds: [], noUserId: 'x', addressNote: 'backcheck x: deleted at once' } as const
    const queries = PROBES.filter((p) => p.name === 'sliders').map((p) => {
      const call = p.call?.({ ...found, productIds: [] })
      return typeof call === 'object' ? call.query : call
    })
    expect(queries).toEqual([{ is_product_page: false }, { is_product_page: true }])
    // the shop's own calls, as written (home.server.ts, product.server.ts)
    const home = readFileSync(join(ROOT, 'app/features/home/home.server.ts'), 'utf8')
    const product = readFileSync(join(ROOT, 'app/features/product/product.server.ts'), 'utf8')
    expect(home).toMatch(/'sliders', \{ query: \{ is_product_page: false \} \}/)
    expect(product).toMatch(/'sliders', \{ query: \{ is_product_page: true \} \}/)
  })
})
