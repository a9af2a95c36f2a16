import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { defineConfig } from 'vitest/config'
import { precompileMessages } from './app/i18n/precompile.ts'
import { reactServerRendererForWorkers } from './platform/framework/react-server-renderer.ts'

/**
 * The storefront Worker inside workerd: the Hono middleware and SSR, driven by tables of requests.
 * The admin API is a test double passed per request (see tests/worker/helpers.ts).
 */
/**
 * How the SSR double misbehaves next, set by a test through `POST /__double/fault` (the double runs
 * in this Node process, so its state outlives a request): `status` answers that HTTP status,
 * `broken-json` a 200 that is not JSON, `slow` answers after `ms`. `paths` limits it to some paths.
 */
let fault: { mode: 'status' | 'broken-json' | 'slow'; status?: number; ms?: number; paths?: string[] } | null = null
/** Global settings fields laid over the double's, set by a test through `POST /__double/settings` (DELETE clears). */
let settingsOverrides: Record<string, unknown> = {}
/** Whole answers by path, set by a test through `POST /__double/routes` (DELETE clears): e.g. a product page. */
let routeOverrides: Record<string, unknown> = {}

/** How many times each path was asked since the last `DELETE /__double/calls` (GET reads them). */
let callCounts: Record<string, number> = {}
/** When each ask of a path began (ms since the epoch), since the last `DELETE /__double/calls` (GET /__double/starts reads them). */
let callStarts: Record<string, number[]> = {}

/** The headers of each path's last ask, since the last `DELETE /__double/calls` (GET /__double/headers reads them). */
let lastHeaders: Record<string, Record<string, string>> = {}

/** A minimal healthy admin API for pages rendered inside the worker tests. */
async function ssrAdminDouble(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname
  if (path === '/__double/calls') {
    if (request.method === 'DELETE') {
      callCounts = {}
      callStarts = {}
      lastHeaders = {}
    }
    return Response.json(callCounts)
  }
  if (path === '/__double/starts') return Response.json(callStarts)
  if (path === '/__double/headers') return Response.json(lastHeaders)
  if (!path.startsWith('/__double/')) {
    lastHeaders[path] = Object.fromEntries(request.headers)
    callCounts[path] = (callCounts[path] ?? 0) + 1
    callStarts[path] = [...(callStarts[path] ?? []), Date.now()]
  }
  if (path === '/__double/fault') {
    fault = request.method === 'POST' ? await request.json() : null
    return Response.json({ fault })
  }
  if (path === '/__double/settings') {
    settingsOverrides = request.method === 'POST' ? await request.json() : {}
    return Response.json({ settings: settingsOverrides })
  }
  if (path === '/__double/routes') {
    routeOverrides = request.method === 'POST' ? await request.json() : {}
    return Response.json({ routes: Object.keys(routeOverrides) })
  }
  // A key with its query (`/general/sliders?is_product_page=true`) wins over the bare path.
  const key = `${path}${url.search}` in routeOverrides ? `${path}${url.search}` : path
  if (key in routeOverrides) {
    // `{ __status, __body, __headers }`: an answer with another status (an error answer of a call).
    const answer = routeOverrides[key] as {
      __status?: number
      __body?: unknown
      __headers?: Record<string, string>
      __owner?: unknown
    } | null
    // `{ __owner }`: an answer only for the signed-in user (a bearer ending in `.good`), 404 to anyone else - an owner's paused advert.
    if (answer && typeof answer === 'object' && '__owner' in answer) {
      const auth = request.headers.get('Authorization') ?? ''
      return auth.startsWith('Bearer ') && auth.endsWith('.good')
        ? Response.json(answer.__owner)
        : Response.json({ detail: 'Not found.' }, { status: 404 })
    }
    if (answer && typeof answer === 'object' && typeof answer.__status === 'number')
      return Response.json(answer.__body ?? null, { status: answer.__status, headers: answer.__headers })
    return Response.json(routeOverrides[key])
  }
  if (fault && (!fault.paths || fault.paths.includes(path))) {
    if (fault.mode === 'status') return Response.json({ error: 'injected' }, { status: fault.status ?? 500 })
    if (fault.mode === 'broken-json')
      return new Response('{"project": "Test Shop", ', { headers: { 'Content-Type': 'application/json' } })
    if (fault.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault?.ms ?? 5_000))
  }
  if (path === '/settings/global_site_settings') {
    return Response.json({
      project: 'Test Shop',
      mainUiInterface: { mainLang: 'ru' },
      menu_tree: [{ id: 1, title: 'Phones', url: 'phones', subcategories: [] }],
      ...settingsOverrides,
    })
  }
  if (path === '/settings/footer_settings') return Response.json({ developers: [] })
  // The signed-in user of the session tests: a bearer token ending in `.good` is a customer, any other is refused.
  if (path === '/users/user-group/') {
    const auth = request.headers.get('Authorization') ?? ''
    if (!auth.startsWith('Bearer ') || !auth.endsWith('.good'))
      return Response.json({ error: 'Given token not valid for any token type' }, { status: 401 })
    const user = {
      id: 7,
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Test',
      full_name: 'Ana Test',
      phone: null,
      birthday: null,
      balance: 0,
      status: 'active',
      can_use_promocode: true,
    }
    return Response.json({
      id: 7,
      user,
      company: null,
      group_user_type: { id: 1, name: 'customer' },
      loyalty_points: 120,
      delivery_addresses: [],
    })
  }
  return Response.json({ error: 'not found' }, { status: 404 })
}

export default defineConfig({
  plugins: [
    // locales/*.json and their lazy part (`?lazy`, app/i18n/lazy-messages.ts) as the build ships them
    precompileMessages(),
    // The Worker's renderer, as the build resolves it (decision 0079).
    reactServerRendererForWorkers(),
    tanstackStart({
      srcDirectory: 'app',
      router: { routesDirectory: '../routes', generatedRouteTree: './routeTree.gen.ts' },
      server: { entry: '../worker/index.ts' },
    }),
    cloudflareTest(({ inject }) => ({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          ADMIN_API_URL: 'http://admin.test',
          SITE_TOKEN: 'test-token',
          THEME: 'electro',
          PUBLIC_ORIGIN: 'https://shop.test',
          CART_COOKIE_SECRET: 'test-cart-cookie-secret-0123456789abcdef0123456789abcdef',
          // The page cache is off for the other suites (they render one path against many doubles);
          // tests/worker/page-cache*.test.ts turn it on per request, against KV and the Upstash front.
          PAGE_CACHE_MODE: 'off',
          UPSTASH_TEST_URL: inject('upstashUrl'),
          UPSTASH_TEST_TOKEN: inject('upstashToken'),
        },
        // What server-rendered pages see (the module-level env); middleware tests pass their own double.
        serviceBindings: { ADMIN_API: ssrAdminDouble },
        // Every test request comes from one address: the new-guest limit (decision 0124) would count the
        // whole suite's guests together. tests/worker/guest-cart-bounds.test.ts lowers it per call.
        ratelimits: {
          NEW_GUESTS: { namespace_id: '1000', simple: { limit: 1_000_000, period: 60 } },
          NEW_GUESTS_NETWORK: { namespace_id: '1010', simple: { limit: 1_000_000, period: 60 } },
        },
      },
    })),
  ],
  test: {
    name: 'worker',
    include: ['tests/worker/**/*.test.ts'],
    // One file at a time: the SSR double above keeps its faults and overrides in this Node process,
    // so two files at once would see each other's. It runs after the unit and admin projects (group 1).
    maxWorkers: 1,
    // The files share one workerd instead of starting one each (~7 s a file; decision 0054).
    isolate: false,
    sequence: { groupOrder: 1 },
    // A local redis-server behind an Upstash REST front for the page-cache tests (skips loudly if impossible).
    globalSetup: ['tests/worker/page-cache.global-setup.ts'],
    // The first request of a file renders through a cold SSR module graph.
    testTimeout: 20_000,
    // TanStack Start registers server functions while it transforms their modules; a module read back
    // from Vitest's on-disk module cache skips that, and SSR then refuses the function
    // ("Invalid server function ID") on the second run after a server function is added.
    fsModuleCache: false,
  },
})
