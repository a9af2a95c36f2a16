import handler from '@tanstack/react-start/server-entry'
import { type Context, Hono } from 'hono'
import { shareSession } from '#platform/cart-session.ts'
import { releaseStartEvent, watchStartEvents } from '#platform/framework/start-event-release.ts'
import { answerRefusedInputWith400 } from '#platform/input-status.server.ts'
import { advertApi } from './api/advert'
import { authApi } from './api/auth'
import { pageCachePurge } from './api/cache-purge'
import { cartApi, cartSocket } from './api/cart'
import { ENDPOINT_METHODS, wrongMethod } from './api/endpoint-methods'
import { healthz } from './api/healthz'
import { adsTxt, manifest, robots } from './api/site-files'
import { sitemap } from './api/sitemap'
import { renderedPage } from './html/rendered-page'
import { rendererRequest } from './html/renderer-request'
import { unavailablePage } from './html/unavailable-page'
import { requestUrl } from './lib/request-url'
import {
  BODY_READ_ANSWER,
  BodyReadError,
  declaredBodyLimit,
  drainUnreadBody,
  serverFnBodyLimit,
} from './middleware/body-limit'
import { canonicalHost } from './middleware/canonical-host'
import { csrf } from './middleware/csrf'
import { emailLinkPaths } from './middleware/email-link-paths'
import { resignedGroup } from './middleware/group-resign'
import { localeRedirect } from './middleware/locale-redirect'
import { pageCache } from './middleware/page-cache'
import { pageMethods } from './middleware/page-methods'
import { privateAnswers } from './middleware/private-answers'
import { requestGuard } from './middleware/request-guard'
import { securityHeaders, setPlainSecurityHeaders } from './middleware/security-headers'
import { serverFnCall } from './middleware/server-fn-call'
import { countDroppedItems, serverTiming } from './middleware/server-timing'
import { sessionGate } from './middleware/session-gate'
import { slashes } from './middleware/slashes'
import { straightRedirects } from './middleware/straight-redirects'
import { tracking } from './middleware/tracking'
import { viewerFlags } from './middleware/viewer-flags'
import { clearedOddFlags } from './middleware/viewer-flags/odd-flags'
import { viewerGroup } from './middleware/viewer-group'
import type { AppEnv } from './types'

/**
 * The Worker's entry. Hono owns everything before rendering - in this order: security headers (and
 * the CSP nonce), URL sanity and the declared body size, one hop per redirect chain, the public origin (other hosts are redirected), CSRF, slashes, the Worker's own endpoints, utm/dev-mode,
 * language prefixes, the access rule of protected pages, the page cache (0005) - and hands the rest to TanStack Start's SSR handler.
 */
export const app = new Hono<AppEnv>()

answerRefusedInputWith400()

// The cart websocket answers with the object's own 101 response, which no middleware may rewrite;
// its refusals (426, 421, 403, 401) carry the security headers like every other answer.
app.get('/ws/cart', async (c) => {
  const answer = await cartSocket(c)
  if (answer.status === 101) return answer
  c.res = answer
  setPlainSecurityHeaders(c)
  return c.res
})

app.use('*', serverTiming)
// before the URL and body checks, so that their 414, 400 and 413 carry the headers too
app.use('*', securityHeaders)
app.use('*', requestGuard)
app.use('*', declaredBodyLimit)
app.use('*', drainUnreadBody)
// A redirect that another would follow names the last one's target: one hop per spelling of a page.
app.use(
  '*',
  straightRedirects((request, env, ctx) => app.fetch(request, env, ctx)),
)
app.use('*', canonicalHost)
app.use('*', csrf)
app.use('/_serverFn/*', serverFnBodyLimit)
app.use('/_serverFn/*', privateAnswers)
app.use('/_serverFn/*', serverFnCall)
// Before slashes, whose capitals redirect would lowercase a link's uid and token.
app.use('*', emailLinkPaths)
app.use('*', slashes)
// The Worker's own endpoints that read the back end count its dropped list items; pages do below,
// after the page cache (a HIT reads no back end).
for (const path of ['/healthz', '/sitemap.xml', '/robots.txt', '/ads.txt', '/manifest.webmanifest', '/api/*'])
  app.use(path, countDroppedItems)
app.get('/healthz', healthz)
app.get('/sitemap.xml', sitemap)
app.get('/robots.txt', robots)
app.get('/ads.txt', adsTxt)
app.get('/manifest.webmanifest', manifest)
app.post('/__cache/purge', pageCachePurge())
app.route('/', cartApi)
app.route('/', authApi)
app.route('/', advertApi)
// An endpoint asked with a method it does not take: a 405 naming its methods, not the missing-page 404.
for (const [path, allow] of Object.entries(ENDPOINT_METHODS)) app.all(path, (c) => wrongMethod(c, allow))
// Spec 2.5: a server-level missing page (no shop page lives under /api or /ws) is the plain 404 text, not the shop's page.
app.all('/api/*', serverNotFound)
app.all('/ws/*', serverNotFound)
app.use('*', pageMethods)
app.use('*', tracking)
app.use('*', localeRedirect)
app.use('*', sessionGate)
// A stale page is refreshed by rendering it again through this same app (decision 0065).
app.use('*', pageCache({ refresh: (request, env, ctx) => app.fetch(request, env, ctx) }))
// After the page cache: a group signed with the previous secret is signed again on a rendered answer, never on a cached one (decision 0038).
app.use('*', resignedGroup)
// After the page cache too: an odd age or dev-mode flag is cleared on a rendered answer (never a stored one).
app.use('*', clearedOddFlags)
app.use('*', countDroppedItems)
app.all('*', async (c) => {
  watchStartEvents()
  // The renderer sees only the verified user group (decision 0038) and the flags the cache key was built from.
  const request = rendererRequest(c.req.raw, { group: await viewerGroup(c), ...viewerFlags(c) })
  // The session's token as the Worker decided it (its page gate, its group check), read by the renderer too.
  shareSession(c.req.raw, request)
  const response = await handler.fetch(request, { context: { nonce: c.get('nonce') } })
  releaseStartEvent(request)
  // A page whose main content failed to load is a 503 (decision 0099), before the page cache judges it.
  return renderedPage(c, unavailablePage(response))
})

/** Spec 2.5 "A server-level missing page reads 'This page could not be found' (404)". */
function serverNotFound(c: Context<AppEnv>) {
  return c.text('This page could not be found', 404)
}

app.onError((error, c) => {
  // A body that broke off mid-upload is the client's failure: a 400, one warning line, no error.
  if (error instanceof BodyReadError) {
    console.warn('[worker]', c.req.method, requestUrl(c).pathname, error.message)
    return c.text(BODY_READ_ANSWER, 400)
  }
  console.error('[worker]', error)
  return c.text('Internal Server Error', 500)
})

export { CartStore } from '#durable-objects/cart-store.ts'

export default { fetch: app.fetch }
