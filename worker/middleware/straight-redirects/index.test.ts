import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../types'
import { MAX_FOLLOWED, straightRedirects } from '.'

/**
 * The middleware alone, in front of a table of redirects: what it asks for and what it answers
 * (the whole Worker's cases: tests/worker/crawler-seo.test.ts, "one redirect per spelling").
 */
function appWith(redirects: Readonly<Record<string, readonly [number, string]>>, setCookie: readonly string[] = []) {
  const asked: Request[] = []
  const app = new Hono<AppEnv>()
  app.use(
    '*',
    straightRedirects((request, env) => {
      asked.push(request)
      return app.fetch(request, env)
    }),
  )
  app.all('*', (c) => {
    const hop = redirects[new URL(c.req.url).pathname]
    if (!hop) return c.text('page')
    const headers: Record<string, string> = { Location: hop[1] }
    if (setCookie.includes(new URL(c.req.url).pathname)) headers['Set-Cookie'] = 'x=1'
    return new Response(null, { status: hop[0], headers })
  })
  const get = (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`https://shop.test${path}`, init), { PUBLIC_ORIGIN: 'https://shop.test' } as never)
  return { asked, get }
}

describe('straightRedirects', () => {
  it('answers the last permanent redirect of a chain, asking for each target as a guest', async () => {
    const { asked, get } = appWith({ '/ro/a/': [301, '/ro/a'], '/ro/a': [301, '/ro/b'], '/ro/b': [308, '/ro/c'] })
    const res = await get('/ro/a/', { headers: { Cookie: 'token=secret', Authorization: 'Bearer x', 'X-Other': '1' } })
    expect([res.status, res.headers.get('Location')]).toEqual([301, '/ro/c'])
    expect(asked.map((r) => new URL(r.url).pathname)).toEqual(['/ro/a', '/ro/b', '/ro/c'])
    expect(
      asked.map((r) => [r.headers.get('Cookie'), r.headers.get('Authorization'), r.headers.get('X-Other')]),
    ).toEqual(Array(3).fill([null, null, '1']))
  })

  it.each([
    ['a 302 (it depends on the visitor)', { '/ro/a/': [301, '/ro/a'], '/ro/a': [302, '/ro/b'] }, [], '/ro/a', 1],
    ['a redirect that sets a cookie', { '/ro/a/': [301, '/ro/a'], '/ro/a': [301, '/ro/b'] }, ['/ro/a'], '/ro/a', 1],
    ['another origin', { '/ro/a/': [301, '/ro/a'], '/ro/a': [301, 'https://elsewhere.test/ro/b'] }, [], '/ro/a', 1],
    ['a loop', { '/ro/a/': [301, '/ro/a'], '/ro/a': [301, '/ro/b'], '/ro/b': [301, '/ro/a'] }, [], '/ro/b', 2],
    [
      'a personal page (never asked for)',
      { '/ro/cart/': [301, '/ro/cart'], '/ro/cart': [301, '/ro/x'] },
      [],
      '/ro/cart',
      0,
    ],
    [
      "a sign-in's return (never asked for)",
      { '/ro/auth/social/google/': [301, '/ro/auth/social/google'], '/ro/auth/social/google': [301, '/ro/x'] },
      [],
      '/ro/auth/social/google',
      0,
    ],
  ] as const)('stops before %s', async (_what, redirects, cookies, location, probes) => {
    const { asked, get } = appWith(redirects, cookies)
    const res = await get(Object.keys(redirects)[0] as string)
    expect([res.status, res.headers.get('Location')]).toEqual([301, location])
    expect(asked).toHaveLength(probes)
  })

  it(`follows at most ${MAX_FOLLOWED} more, and never for a method other than GET or HEAD`, async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`/ro/p${i}`, [301, `/ro/p${i + 1}`] as [number, string]]),
    )
    const { asked, get } = appWith(chain)
    const res = await get('/ro/p0')
    expect(res.headers.get('Location')).toBe(`/ro/p${MAX_FOLLOWED + 1}`)
    expect(asked).toHaveLength(MAX_FOLLOWED)
    const post = await get('/ro/p0', { method: 'POST' })
    expect(post.headers.get('Location')).toBe('/ro/p1')
  })
})
