import type { Handler } from 'hono'
import { z } from 'zod'
import { FALLBACK_LOCALE } from '#config'
import { endpoints } from '#contract/endpoints.ts'
import { apiRequest } from '#platform/backend/client.ts'
import { adminConfig } from '#platform/site.server.ts'
import type { AppEnv } from '../types'

/** 200 with JSON once the storefront and its admin back end both answer; 503 otherwise. */
export const healthz: Handler<AppEnv> = async (c) => {
  const started = Date.now()
  // The registry's path, but only "a JSON object" is checked: the probe says the back end answers
  // (start scripts wait on it), not that every settings field matches the contract.
  const result = await apiRequest(adminConfig(c.env, { locale: FALLBACK_LOCALE }), endpoints.globalSettings.path, {
    schema: z.object({}).passthrough(),
  })
  const body = {
    status: result.ok ? 'ok' : 'degraded',
    storefront: 'ok',
    adminApi: result.ok ? 'ok' : result.message,
    theme: c.env.THEME,
    adminApiMs: Date.now() - started,
  }
  return c.json(body, result.ok ? 200 : 503, { 'Cache-Control': 'no-store' })
}
