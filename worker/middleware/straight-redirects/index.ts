import type { MiddlewareHandler } from 'hono'
import { publicOriginFor } from '#platform/origin.ts'
import { requestSkipReason } from '#platform/page-cache/key.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/** The header that marks a probe of a redirect's target; it counts only with this isolate's own secret. */
export const PROBE_HEADER = 'x-redirect-probe'
/** How many more redirects after the first are followed before the last one found is answered. */
export const MAX_FOLLOWED = 3
let probeSecret: string | undefined
/** Made on first use: workerd refuses random values in a module's global scope. */
function isolateSecret(): string {
  probeSecret ??= crypto.randomUUID()
  return probeSecret
}

type Follow = (
  request: Request,
  env: AppEnv['Bindings'],
  ctx: ExecutionContext | undefined,
) => Promise<Response> | Response

/**
 * The target of a permanent redirect (301, 308) to `origin` that sets no cookie, or null. A 302 or
 * 307 depends on the visitor (the language of `/`, a sign-in; the router's same-path 307 is made a
 * 301 first: respelledSearch), and a redirect that sets a cookie needs the browser to take it:
 * neither is followed.
 */
function permanentTarget(response: Response, base: URL, origin: string): URL | null {
  if (response.status !== 301 && response.status !== 308) return null
  if (response.headers.has('Set-Cookie')) return null
  const location = response.headers.get('Location')
  if (!location) return null
  const target = URL.parse(location, base)
  return target && target.origin === origin ? target : null
}

/**
 * Whether a 307 is the router's answer to a respelled query: TanStack Start redirects a request whose
 * search its routes' checks read otherwise (`?sort=a&sort=b` to `?sort=a`) with a temporary 307 to the
 * same path. Nothing of the visitor decides it (the shop's own 307s - the sign-in, the adverts area's
 * home - go to another path), so it is answered as the permanent redirect it is: one 301, followed
 * like the others. Before, such a link took a 307 and then the route's own 301.
 */
function respelledSearch(response: Response, url: URL): boolean {
  if (response.status !== 307 || response.headers.has('Set-Cookie')) return false
  const target = URL.parse(response.headers.get('Location') ?? '', url)
  return !!target && target.origin === url.origin && target.pathname === url.pathname && target.search !== url.search
}

/** Pages a probe never asks for: a sign-in's return (its one-time code) and the activation of an account. */
const NEVER_PROBED = /^\/[a-z]{2}\/(auth|register)(\/|$)/i

/**
 * Whether a target may be asked for on the visitor's behalf: not a personal page (the cart, the
 * account...: their redirects are the session gate's 302s, and rendering one for nothing costs a
 * render with the shopper's data), and not a page whose request does something.
 */
function probeable(target: URL): boolean {
  return (
    requestSkipReason('GET', new URL(target.pathname, target)) !== 'personal-path' &&
    !NEVER_PROBED.test(target.pathname)
  )
}

/**
 * One redirect per spelling of a page (decision 0113): the shop's own redirects come
 * from several places - the public origin (canonical-host), the trailing slash, double slash and
 * capitals (slashes), the language prefix (locale-redirect), and the routes, which alone know another
 * language's slug of a category or product, a page past a list's last or a zero-padded id. Each
 * redirected to the next step only: `/ro/telefony/` went to `/ro/telefony`, then `/ro/telefoane`.
 *
 * When the answer is a permanent redirect to the shop's own origin, this asks the app for its target
 * (as a guest, with the visitor's other headers: see probeable for the pages it never asks for) and, while that is a permanent redirect
 * too, for the next, up to MAX_FOLLOWED; the answer then names the last target. A target that renders
 * a page is rendered once for the probe: a page the cache stores is then a HIT for the browser's next
 * request (or waits for that render, decision 0104). A probe is answered as it is, never followed again.
 */
export function straightRedirects(follow: Follow): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return
    if (c.res.status === 307 && respelledSearch(c.res, requestUrl(c))) {
      const headers = new Headers(c.res.headers)
      c.res = undefined as unknown as Response
      c.res = new Response(null, { status: 301, headers })
    }
    // Most answers are no redirect: nothing more is read for them (this runs after every request).
    if (c.res.status !== 301 && c.res.status !== 308) return
    if (c.req.header(PROBE_HEADER) === isolateSecret()) return
    const url = requestUrl(c)
    let origin: string | null
    try {
      origin = publicOriginFor(c.env, url)
    } catch {
      return
    }
    if (origin === null) return
    const first = permanentTarget(c.res, url, origin)
    if (!first) return
    let ctx: ExecutionContext | undefined
    try {
      ctx = c.executionCtx as ExecutionContext
    } catch {
      ctx = undefined
    }
    const seen = new Set([url.href, first.href])
    let target = first
    for (let hop = 0; hop < MAX_FOLLOWED && probeable(target); hop++) {
      // A permanent redirect is the same for every visitor: the probe asks as a guest, so nothing of
      // the shopper's session is used (or renewed, or ended) by a request whose answer is dropped.
      const headers = new Headers(c.req.raw.headers)
      headers.delete('Cookie')
      headers.delete('Authorization')
      headers.set(PROBE_HEADER, isolateSecret())
      const answer = await follow(new Request(target, { method, headers, redirect: 'manual' }), c.env, ctx)
      const further = permanentTarget(answer, target, origin)
      await answer.body?.cancel()
      if (!further || seen.has(further.href)) break
      seen.add(further.href)
      target = further
    }
    if (target === first) return
    const headers = new Headers(c.res.headers)
    headers.set('Location', target.origin === url.origin ? target.pathname + target.search : target.href)
    const status = c.res.status
    // Hono's setter copies the old answer's headers over a new one (its Location too): drop it first.
    c.res = undefined as unknown as Response
    c.res = new Response(null, { status, headers })
  }
}
