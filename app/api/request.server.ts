import { env } from 'cloudflare:workers'
import { getCookie } from '@tanstack/react-start/server'
import { COOKIES, type Locale } from '../../app.config'
import type { Env } from '../../worker/env'
import { type CallOptions, callEndpoint } from './call'
import type { ApiResult } from './client'
import type { EndpointName, ResponseOf } from './contract/endpoints'
import { adminConfig } from './site.server'

function cookie(name: string): string | undefined {
  try {
    return getCookie(name) || undefined
  } catch {
    return undefined
  }
}

/**
 * Calls the admin API for the current request. Public data is fetched without the shopper's token,
 * so nothing personal can end up in a cacheable page; `withAuth` adds it for personal calls.
 */
export function callForRequest<N extends EndpointName>(locale: Locale, name: N, opts: CallOptions = {}, withAuth = false): Promise<ApiResult<ResponseOf<N>>> {
  const cfg = adminConfig(env as unknown as Env, {
    locale,
    devMode: cookie(COOKIES.devMode) === 'true',
    accessToken: withAuth ? cookie(COOKIES.token) : undefined,
  })
  return callEndpoint(cfg, name, opts)
}
