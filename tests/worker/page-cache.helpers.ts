import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { COOKIES, SERVER_COOKIES } from '#config'
import { groupSignature } from '#platform/cookies/group.ts'
import type { Env } from '#platform/env.ts'
import { defaultMemoryLayer, type PageCacheEnv } from '#platform/page-cache/index.ts'
import { pageShapingDigest } from '#platform/page-cache/key.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { app } from '../../worker'
import { pageCachePurge } from '../../worker/api/cache-purge'
import { type PageCacheOptions, pageCache } from '../../worker/middleware/page-cache'
import { securityHeaders } from '../../worker/middleware/security-headers'
import type { AppEnv } from '../../worker/types'
import { type AdminHandler, healthyAdmin } from './helpers'

type TestBindings = Env & PageCacheEnv & { UPSTASH_TEST_URL?: string; UPSTASH_TEST_TOKEN?: string }
export const bindings = env as unknown as TestBindings
/** The key part of the test bindings' page-shaping variables as they are now (a test may set THEME): the page cache's keys carry it. */
export const testVariant = () => pageShapingDigest(bindings)

export interface StoreCase {
  name: 'kv' | 'upstash'
  available: boolean
  env: Partial<TestBindings>
}

/** The two stores the suite runs against: Workers KV (miniflare) and Upstash (local redis via the REST front). */
export const STORES: StoreCase[] = [
  { name: 'kv', available: true, env: { PAGE_CACHE_MODE: 'on' } },
  {
    name: 'upstash',
    available: Boolean(bindings.UPSTASH_TEST_URL),
    env: {
      PAGE_CACHE_MODE: 'on',
      UPSTASH_REDIS_REST_URL: bindings.UPSTASH_TEST_URL,
      UPSTASH_REDIS_REST_TOKEN: bindings.UPSTASH_TEST_TOKEN,
    },
  },
]
if (!bindings.UPSTASH_TEST_URL)
  console.warn(
    '!!!!!!!! page-cache: Upstash store tests SKIPPED (no local redis-server; see page-cache.global-setup.ts) !!!!!!!!',
  )

let counter = 0
/** A site token no other test uses: every test gets its own slice of the shared stores. */
export function uniqueToken(label = 'site'): string {
  counter += 1
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`
}

export interface Sent {
  res: Response
  /** Resolves when every waitUntil task (the store write) has finished. */
  settled: () => Promise<void>
}

function context(): { ctx: ExecutionContext; settled: () => Promise<void> } {
  const tasks: Promise<unknown>[] = []
  const ctx = {
    waitUntil: (p: Promise<unknown>) => tasks.push(p),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext
  // A task may schedule more (a stale page's refresh stores what it renders): wait until none are added.
  const settled = async () => {
    let seen = -1
    while (seen !== tasks.length) {
      seen = tasks.length
      await Promise.allSettled(tasks)
    }
  }
  return { ctx, settled }
}

/** Sends a request through the real Worker app with the page cache on (store by `envOverrides`). */
export async function sendPage(
  path: string,
  init: RequestInit,
  envOverrides: Partial<TestBindings>,
  admin: AdminHandler = healthyAdmin(),
): Promise<Sent> {
  resetSiteMemo()
  // The real Worker's in-isolate layer is emptied so every lookup reaches the store under test.
  defaultMemoryLayer.deletePrefix('')
  counter += 1
  const testEnv: TestBindings = {
    ...bindings,
    ...envOverrides,
    ADMIN_API_URL: `http://admin-pc-${counter}.test`,
    ADMIN_API: {
      fetch: (input: RequestInfo | URL, reqInit?: RequestInit) => Promise.resolve(admin(new Request(input, reqInit))),
    } as unknown as Fetcher,
  }
  const { ctx, settled } = context()
  const res = await app.fetch(new Request(`https://shop.test${path}`, { redirect: 'manual', ...init }), testEnv, ctx)
  return { res, settled }
}

export interface FakePage {
  status?: number
  headers?: Record<string, string>
  body?: (nonce: string, n: number) => string
}

/**
 * A small app with the real security headers and page cache in front of a fake renderer that
 * counts renders; `page` decides what the renderer answers.
 */
export function miniApp(
  page: (c: { req: Request }) => FakePage = () => ({}),
  options: PageCacheOptions = {},
  { selfRefresh = false } = {},
) {
  let renders = 0
  const mini = new Hono<AppEnv>()
  // No in-isolate layer unless the test passes one: every lookup reaches the store under test.
  // With selfRefresh a stale page is refreshed through this same app, as the Worker wires it.
  options = {
    memory: false,
    ...(selfRefresh
      ? { refresh: (request: Request, e: AppEnv['Bindings'], ctx: ExecutionContext) => mini.fetch(request, e, ctx) }
      : {}),
    ...options,
  }
  mini.use('*', securityHeaders)
  mini.post('/__cache/purge', pageCachePurge(options))
  mini.use('*', pageCache(options))
  mini.all('*', (c) => {
    renders += 1
    const spec = page({ req: c.req.raw })
    const nonce = c.get('nonce')
    const body = spec.body
      ? spec.body(nonce, renders)
      : `<!doctype html><html><head><script nonce="${nonce}">window.n=${renders}</script></head><body>render ${renders}</body></html>`
    return new Response(body, {
      status: spec.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...spec.headers },
    })
  })
  const fetchWith = async (path: string, init: RequestInit, envOverrides: Partial<TestBindings>): Promise<Sent> => {
    const { ctx, settled } = context()
    const res = await mini.fetch(new Request(`https://shop.test${path}`, init), { ...bindings, ...envOverrides }, ctx)
    return { res, settled }
  }
  return { fetch: fetchWith, renders: () => renders }
}

/** Fetches, waits for the store write, and returns the header and the text. */
export async function through(
  sent: Promise<Sent>,
): Promise<{ state: string | null; status: number; html: string; res: Response }> {
  const { res, settled } = await sent
  const html = await res.text()
  await settled()
  return { state: res.headers.get('x-page-cache'), status: res.status, html, res }
}

/** Every nonce="..." in the markup. */
export function nonces(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1] ?? '')
}

export function cspNonce(res: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1]
}

/** A raw Redis command through the Upstash front (for TTL checks). */
export async function upstashCommand(command: (string | number)[]): Promise<unknown> {
  const res = await fetch(bindings.UPSTASH_TEST_URL ?? '', {
    method: 'POST',
    headers: { Authorization: `Bearer ${bindings.UPSTASH_TEST_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(command),
  })
  return ((await res.json()) as { result: unknown }).result
}

/**
 * The Cookie header of a signed-in shopper of `group` on site `siteToken`: the group cookie with the
 * Worker's signature for the session's token (platform/cookies/group.ts, decision 0038). An unsigned
 * `user-group-id` counts as group 0.
 */
export async function groupCookies(group: string, siteToken: string, token = 'session.token.good'): Promise<string> {
  const signature = await groupSignature({ ...bindings, SITE_TOKEN: siteToken }, group, token)
  return `${SERVER_COOKIES.token}=${token}; ${COOKIES.userGroupId}=${group}; ${SERVER_COOKIES.userGroupSig}=${signature}`
}

export interface ThroughSsrDouble {
  res: Response
  html: string
  state: string | null
  ms: number
}

/**
 * One request through the real Worker with the KV page cache on, rendered from the module-level SSR
 * double (vitest.worker.config.ts), its store write awaited. The isolate's page memory is emptied
 * first; its site memo too unless `keepSiteMemo` (a test of what the memo keeps between requests).
 */
export async function throughSsrDouble(path: string, token: string, keepSiteMemo = false): Promise<ThroughSsrDouble> {
  if (!keepSiteMemo) resetSiteMemo()
  defaultMemoryLayer.deletePrefix('')
  const { ctx, settled } = context()
  const started = Date.now()
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, { redirect: 'manual' }),
    { ...bindings, PAGE_CACHE_MODE: 'on', SITE_TOKEN: token },
    ctx,
  )
  const html = (await res.text()).replaceAll('<!-- -->', '')
  const ms = Date.now() - started
  await settled()
  return { res, html, state: res.headers.get('x-page-cache'), ms }
}
