import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints.ts'
import { NOT_CALLED, PROBES } from '#scripts/check-backend/probes.ts'
import { shopSources } from '../../architecture/shop-sources'

/**
 * Issue 49.4: check-backend probes every endpoint the storefront calls. The called set comes from the
 * code, not from a list kept by hand: every registry name written as a string in a source file of the
 * shop that calls the registry (callEndpoint, callForRequest or a local wrapper taking a name). A name
 * in such a file that the shop does not call is harmless here (it needs a probe all the same).
 */
const ROOT = join(import.meta.dirname, '..', '..', '..')
const NAMES = new Set(Object.keys(endpoints))
/**
 * A file that calls the registry, or has a function that returns an endpoint's name: a rule that
 * picks the call (social.ts: Google in the adverts area is googleLogin). A set of names kept for
 * another rule (hidden-prices.ts) is not a call.
 */
const CALLS = /\b(?:callEndpoint|callForRequest)\(|<N extends EndpointName>|\):\s*(?:Extract<)?EndpointName\b/
/** Calls that bypass the registry's name: apiRequest with a registry path, written out or as `endpoints.x.path`. */
const BY_PATH = new Map<string, string>(Object.entries(endpoints).map(([name, def]) => [def.path as string, name]))

/** Registry names the shop's code calls, each with the first file that names it. */
function calledEndpoints(): Map<string, string> {
  const called = new Map<string, string>()
  for (const file of ['app', 'routes', 'worker', 'platform', 'durable-objects'].flatMap((d) =>
    shopSources(join(ROOT, d)),
  )) {
    const text = readFileSync(file, 'utf8')
    if (/\bapiRequest\(/.test(text)) {
      for (const [, name] of text.matchAll(/\bendpoints\.([A-Za-z0-9]+)\b/g))
        if (name && NAMES.has(name) && !called.has(name)) called.set(name, relative(ROOT, file))
      for (const [, path] of text.matchAll(/'(\/[^']+)'/g)) {
        const name = path && BY_PATH.get(path)
        if (name && !called.has(name)) called.set(name, relative(ROOT, file))
      }
    }
    if (!CALLS.test(text)) continue
    for (const [, name] of text.matchAll(/'([A-Za-z][A-Za-z0-9]*)'/g))
      if (name && NAMES.has(name) && !called.has(name)) called.set(name, relative(ROOT, file))
  }
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

  it('NOT_CALLED lists only endpoints the shop does not call', () => {
    expect(
      NOT_CALLED.filter((name) => called.has(name)).map((name) => `${name} (called in ${called.get(name)})`),
    ).toEqual([])
  })
})

describe('a call the shop makes with different queries is probed with each', () => {
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
