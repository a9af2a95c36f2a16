import { env } from 'cloudflare:test'
import type { Env } from '#platform/env.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'

export type AdminHandler = (request: Request) => Response | Promise<Response>

/** A believable global-settings answer; tests override fields. */
export function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    project: 'Test Shop',
    langs: ['ro', 'ru', 'uk', 'en'],
    mainUiInterface: { mainLang: 'ru', mobileBarUiType: 'mobileBar_show' },
    menu_tree: [{ id: 1, title: 'Phones', url: 'phones', subcategories: [] }],
    brand_tree: [{ id: 1, name: 'Acme' }],
    brands_position: 1,
    phones: { mainPhoneNumber: '+373 22 000 000' },
    social_media: [
      { slug: 'facebook', url: 'https://facebook.com/x' },
      { slug: 'viber', url: 'viber://x' },
    ],
    ...overrides,
  }
}

/** An admin API double: routes by path, 404 otherwise. */
export function adminDouble(routes: Record<string, AdminHandler | unknown>): AdminHandler {
  return async (request) => {
    const path = new URL(request.url).pathname
    const route = routes[path]
    if (route === undefined) return Response.json({ error: 'not found' }, { status: 404 })
    if (typeof route === 'function') return (route as AdminHandler)(request)
    return Response.json(route)
  }
}

export const healthyAdmin = () =>
  adminDouble({
    '/settings/global_site_settings': settingsBody(),
    '/settings/footer_settings': { developers: [{ name: 'Dev Studio', url: 'https://dev.example' }] },
    '/general/sitemap-file': () =>
      new Response('<?xml version="1.0"?><urlset></urlset>', { headers: { 'Content-Type': 'application/xml' } }),
  })

let counter = 0

/**
 * Sends a request through the Worker's Hono app with the given admin API double. Each call uses
 * a fresh ADMIN_API_URL so the per-isolate settings memo never leaks between cases.
 */
export async function send(
  path: string,
  init: RequestInit = {},
  admin: AdminHandler = healthyAdmin(),
  overrides: Partial<Env> = {},
): Promise<Response> {
  resetSiteMemo()
  counter += 1
  const testEnv: Env = {
    ...env,
    ...overrides,
    ADMIN_API_URL: `http://admin-${counter}.test`,
    ADMIN_API: {
      fetch: (input: RequestInfo | URL, reqInit?: RequestInit) => Promise.resolve(admin(new Request(input, reqInit))),
    } as unknown as Fetcher,
  }
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
  return app.fetch(new Request(`https://shop.test${path}`, { redirect: 'manual', ...init }), testEnv, ctx)
}

let backEnds = 0
/**
 * One back end for every request of a test (`send` gives each request its own), its puts awaited as
 * the runtime's waitUntil would finish them.
 */
export function oneBackEnd(admin: AdminHandler) {
  backEnds += 1
  const testEnv = {
    ...env,
    ADMIN_API_URL: `http://one-admin-${backEnds}.test`,
    ADMIN_API: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(admin(new Request(input, init))),
    },
  } as unknown as Env
  return async (path: string) => {
    const pending: Promise<unknown>[] = []
    const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => {}, props: {} }
    const res = await app.fetch(new Request(`https://shop.test${path}`), testEnv, ctx as unknown as ExecutionContext)
    await Promise.all(pending)
    return res
  }
}

/** `send` on the marketplace theme, the one with the adverts area (ADVERT_THEMES). */
export const sendOnMarket = (path: string, init: RequestInit = {}, admin: AdminHandler = healthyAdmin()) =>
  send(path, init, admin, { THEME: 'market' })

export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie()
}

/**
 * Makes the SSR double's settings call answer 503 (`true`) or answer again (`false`): a page rendered
 * meanwhile takes the degraded settings (platform/site.server.ts, decision 0130).
 */
export function ssrSettingsFail(on: boolean) {
  const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
  return ssrDouble.fetch('http://admin.test/__double/fault', {
    method: on ? 'POST' : 'DELETE',
    body: on ? JSON.stringify({ mode: 'status', status: 503, paths: ['/settings/global_site_settings'] }) : undefined,
  })
}
