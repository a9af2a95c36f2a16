import type { MiddlewareHandler } from 'hono'
import { LIMITS } from '#config'
import { isDecodablePath } from '#platform/paths.ts'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/** Rejects URLs no page can answer: overlong or not percent-decodable. A clear 4xx, never a 500. */
export const requestGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = requestUrl(c)
  if (url.pathname.length + url.search.length > LIMITS.maxPathLength) {
    return c.text(`URI Too Long: the address may be at most ${LIMITS.maxPathLength} characters`, 414)
  }
  if (!isDecodablePath(url.pathname)) {
    return c.text('Bad Request: the address is not a valid URL', 400)
  }
  await next()
}
