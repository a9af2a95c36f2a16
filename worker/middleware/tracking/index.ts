import type { MiddlewareHandler } from 'hono'
import { COOKIES, SERVER_COOKIE_MAX_AGE, SERVER_COOKIES } from '#config'
import { utmFromQuery } from '#platform/shared/utm.ts'
import { setSiteCookie } from '../../lib/cookies'
import { requestUrl } from '../../lib/request-url'
import type { AppEnv } from '../../types'

/**
 * `dev_mode=true` turns on the dev-mode cookie (the API client then sends the Dev-Mode header);
 * `dev_mode=false` turns it off. utm_* parameters are stored in the utm cookie for the order.
 */
export const tracking: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.method !== 'GET') return
  const params = requestUrl(c).searchParams
  const devMode = params.get('dev_mode')
  if (devMode === 'true') setSiteCookie(c, COOKIES.devMode, 'true', SERVER_COOKIE_MAX_AGE.devMode)
  if (devMode === 'false') setSiteCookie(c, COOKIES.devMode, '', 0)
  const utm = utmFromQuery(params)
  if (Object.keys(utm).length > 0) {
    setSiteCookie(c, SERVER_COOKIES.utm, JSON.stringify(utm), SERVER_COOKIE_MAX_AGE.utm)
  }
}
