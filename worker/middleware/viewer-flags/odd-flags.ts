import type { MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import { COOKIES } from '#config'
import { cookieScopes } from '#platform/shared/cookie-paths.ts'
import { secureFor } from '#platform/shared/session-cookies.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'
import { REFRESH_HEADER } from '../page-cache'
import { viewerFlags } from '.'

/**
 * An `odd` flag (platform/shared/cookie-flags.ts: quoted, other case, percent-encoded, empty, or copies
 * that disagree) is cleared on the answer the renderer gave: every copy this address is sent - on `/`,
 * on each path above the page, and as a `Domain=` cookie of the host or a parent - expires, HttpOnly ones
 * included. The browser's own code cannot do that: the age modal expires the other copies before it
 * writes its answer (app/modals/AgeModal.tsx), but `document.cookie` cannot touch an HttpOnly copy. An
 * HttpOnly `is_age_valid=false` planted on the parent domain by a sibling host stayed beside every "yes"
 * the shopper gave, so every adult page read `odd` (gated, not cached) for as long as it lived: the
 * shopper could never pass the gate (session 69). Now the next page clears both, the gate asks once
 * more, and that answer is the only copy.
 *
 * Only on an `odd` request, which the page cache neither reads nor stores, so no cached answer carries
 * these cookies; never on a stale page's background refresh (its answer reaches no browser). A flag's
 * other readings (`true`, `absent`, `false`) are the shopper's own answer and are left alone.
 */
export const clearedOddFlags: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.header(REFRESH_HEADER) !== undefined) return
  const flags = viewerFlags(c)
  const odd = [
    ...(flags.age === 'odd' ? [COOKIES.isAgeValid] : []),
    ...(flags.devMode === 'odd' ? [COOKIES.devMode] : []),
  ]
  if (odd.length === 0) return
  const url = requestUrl(c)
  const secure = secureFor(url)
  for (const name of odd)
    for (const { path, domain } of cookieScopes(url))
      setCookie(c, name, '', { path, ...(domain ? { domain } : {}), maxAge: 0, secure, sameSite: 'Lax' })
  // An answer that sets the shopper's cookie is nobody else's: no shared cache keeps it.
  if (!/\b(private|no-store)\b/i.test(c.res.headers.get('Cache-Control') ?? ''))
    c.header('Cache-Control', 'private, no-store')
}
