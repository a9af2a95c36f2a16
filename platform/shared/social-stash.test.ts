import { describe, expect, it } from 'vitest'
import { isSocialCallbackPath, SOCIAL_SCRUB_SCRIPT, SOCIAL_STASH_KEY, socialCallbackAddress } from './link-stash'

/** A sessionStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

/** Runs the scrub script against a stand-in address, history and storage; returns what it left. */
function scrub(href: string) {
  const url = new URL(href)
  const storage = memoryStorage()
  const replaced: string[] = []
  const location = { search: url.search, hash: url.hash, pathname: url.pathname }
  const history = { state: null, replaceState: (_s: unknown, _t: string, to: string) => replaced.push(to) }
  new Function('location', 'history', 'sessionStorage', SOCIAL_SCRUB_SCRIPT)(location, history, storage)
  return { replaced: replaced[0] ?? null, stashed: storage.items.get(SOCIAL_STASH_KEY) ?? null, storage }
}

describe("a social sign-in provider's token leaves the address before the site's tags run", () => {
  it.each([
    ['Google (fragment)', 'https://shop.test/ro/auth/social/google#id_token=SECRET&state=abc'],
    ['Facebook (query)', 'https://shop.test/ro/auth/social/facebook?access_token=SECRET&state=abc'],
    ['Twitter (query)', 'https://shop.test/en/auth/social/twitter?oauth_token=SECRET&oauth_verifier=v&state=abc'],
  ])('%s: the address becomes the bare path, and the page reads the same parameters', (_, href) => {
    const { replaced, stashed, storage } = scrub(href)
    const url = new URL(href)
    expect(replaced).toBe(url.pathname)
    expect(stashed).toContain('SECRET')
    expect(socialCallbackAddress({ search: '', hash: '' }, storage)).toEqual({ search: url.search, hash: url.hash })
    // single use: read once, then forgotten
    expect(storage.items.has(SOCIAL_STASH_KEY)).toBe(false)
    expect(socialCallbackAddress({ search: '', hash: '' }, storage)).toEqual({ search: '', hash: '' })
  })

  it('leaves a bare address alone', () => {
    expect(scrub('https://shop.test/ro/auth/social/google')).toMatchObject({ replaced: null, stashed: null })
  })

  it("the address's own parameters win (no tags, no scrub), and a stale stash is dropped", () => {
    const storage = memoryStorage({ [SOCIAL_STASH_KEY]: JSON.stringify(['?access_token=OLD', '']) })
    expect(socialCallbackAddress({ search: '?access_token=NEW', hash: '' }, storage)).toEqual({
      search: '?access_token=NEW',
      hash: '',
    })
    expect(storage.items.size).toBe(0)
  })

  it.each([
    ['/ro/auth/social/google', true],
    ['/en/auth/social/twitter/', true],
    ['/ro/auth/social', false],
    ['/ro/auth/social/google/extra', false],
    ['/ro', false],
  ])('%s is the callback page: %s', (path, expected) => {
    expect(isSocialCallbackPath(path)).toBe(expected)
  })
})
