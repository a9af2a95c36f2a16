import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from './lib/api-error'
import { configProblem } from './lib/config'
import type { App, AppEnv, Bindings } from './lib/http'
import { namesLanguage } from './lib/message-language'
import { localizeBody } from './lib/messages'
import { resolveLocale, siteScope } from './lib/site'
import { smsStatus } from './lib/sms'
import { accountDeletionRoutes } from './routes/account-deletion'
import { advertImageRoutes } from './routes/advert-images'
import { advertRegistrationRoutes } from './routes/advert-register'
import { advertRoutes, advertUploadRoutes } from './routes/adverts'
import { authRoutes } from './routes/auth'
import { cabinetContactRoutes } from './routes/cabinet-contacts'
import { avatarImageRoutes, cabinetProfileRoutes } from './routes/cabinet-profile'
import { calculatorRoutes } from './routes/calculators'
import { carrierRoutes } from './routes/carrier'
import { cartRoutes } from './routes/cart'
import { catalogueRoutes } from './routes/catalogue'
import { companyRoutes } from './routes/companies'
import { contentRoutes } from './routes/content'
import { devRoutes } from './routes/dev'
import { legacyFavoriteRoutes } from './routes/favorites-legacy'
import { imageRoutes } from './routes/images'
import { orderRoutes } from './routes/orders'
import { payRoutes } from './routes/pay'
import { quickOrderRoutes } from './routes/quick-orders'
import { quoteCartRoutes } from './routes/quote-cart'
import { settingsRoutes } from './routes/settings'
import { supportRoutes } from './routes/support'
import { releaseEndedHolds } from './services/orders'
import { drainOutbox, outboxStatus } from './services/outbox-delivery'
import { countingDb, queriesHeader } from './services/query-count'
import { schemaProblem } from './services/sites'

export { resolveLocale }

/**
 * The sub-apps, each with its own middleware (lib/http.ts `subApp`): public ones (images, the
 * development helpers, the fake payment page) have none, the others run the site scope and a body
 * limit (lib/site.ts). No two of them answer the same path, so the order of this list does not
 * matter (test/sub-apps.test.ts mounts it reversed).
 */
export const SUB_APPS: readonly (() => App)[] = [
  // Public: an <img> or a bank's page sends no site token.
  imageRoutes,
  avatarImageRoutes,
  advertImageRoutes,
  payRoutes,
  // Development-only helpers (outbox, fake identity provider): 404 unless switched on.
  devRoutes,
  // Site-scoped.
  settingsRoutes,
  contentRoutes,
  catalogueRoutes,
  cartRoutes,
  orderRoutes,
  quickOrderRoutes,
  quoteCartRoutes,
  carrierRoutes,
  authRoutes,
  // The personal cabinet (issue 17, decision 0020).
  cabinetProfileRoutes,
  cabinetContactRoutes,
  companyRoutes,
  legacyFavoriteRoutes,
  accountDeletionRoutes,
  supportRoutes,
  // The adverts marketplace (issue 19, decision 0022).
  advertUploadRoutes,
  advertRoutes,
  advertRegistrationRoutes,
  calculatorRoutes,
]

/** A generated image's path (/images/{kind}/{file}): public, so an unknown one is a plain 404, token or not. */
const IMAGE_PATH = /^\/images\/[^/]+\/[^/]+\/?$/

/** Configuration problems already logged by this isolate (each is logged once, not per request). */
const loggedProblems = new Set<string>()

export function createApp(subApps: readonly (() => App)[] = SUB_APPS) {
  const app = new Hono<AppEnv>({ strict: false })

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter))
      return c.json(
        { error: err.message, ...(err.fields ? { fields: err.fields } : {}), ...(err.extra ?? {}) },
        err.status,
      )
    }
    if (err instanceof HTTPException) {
      const status = err.status >= 500 ? 400 : err.status
      return c.json({ error: err.message || 'Bad request' }, status)
    }
    if (
      err instanceof SyntaxError ||
      err instanceof TypeError ||
      err instanceof RangeError ||
      err instanceof URIError
    ) {
      // Malformed input that slipped past validation (bad encodings, odd params): a client mistake.
      console.warn('admin-api: answered 400 for', c.req.method, c.req.path, String(err))
      return c.json({ error: 'Bad request' }, 400)
    }
    console.error('admin-api error', err)
    return c.json({ error: 'Internal error' }, 500)
  })
  // A path no sub-app answers: 404, after the site checks any site-scoped path gets (403 without a
  // known Site-Token), as if a catch-all route ran behind the site scope.
  app.notFound(async (c) => {
    if (IMAGE_PATH.test(c.req.path)) return c.json({ error: 'Not found' }, 404)
    const early = await siteScope(c, async () => {
      c.res = c.json({ error: 'Not found' }, 404)
    })
    return early ?? c.res
  })

  // The D1 statements each answer needed, for the benches (services/query-count.ts).
  app.use('*', async (c, next) => {
    const tally = { queries: 0 }
    if (c.env?.DB) c.env = { ...c.env, DB: countingDb(c.env.DB, tally) }
    await next()
    try {
      c.res.headers.append('Server-Timing', queriesHeader(tally))
    } catch {
      // An answer passed through with immutable headers keeps them; the count is only for benches.
    }
  })

  // Every error answer in the language the caller asks for (lib/messages.ts): the routes write
  // English, the table translates on the way out, also for answers given before the site is known.
  // A caller that names no language (no Accept-Language, no /{locale}/ path) gets the text as written.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status < 400 || !c.res.headers.get('Content-Type')?.includes('application/json')) return
    if (!namesLanguage(c)) {
      // The text as written is English: the answer says so (the site scope named its default language).
      try {
        c.res.headers.set('Content-Language', 'en')
      } catch {
        // an answer passed through with immutable headers keeps them
      }
      return
    }
    const loc = c.get('locale') ?? resolveLocale(c.req.path, c.req.header('Accept-Language'))
    if (loc === 'en') return
    const body = await c.res
      .clone()
      .json()
      .catch(() => null)
    if (!body) return
    const { status } = c.res
    const headers = new Headers(c.res.headers)
    headers.delete('Content-Length')
    headers.set('Content-Language', loc)
    // Hono copies the old answer's headers over the new one: a stale length must not come along.
    c.res.headers.delete('Content-Length')
    c.res = new Response(JSON.stringify(localizeBody(loc, body)), { status, headers })
  })

  // A deployment without proper secrets refuses to serve (lib/config.ts); /healthz answers its own 503 below.
  app.use('*', async (c, next) => {
    if (c.req.path === '/healthz') return next()
    const problem = configProblem(c.env)
    if (!problem) return next()
    if (!loggedProblems.has(problem)) {
      loggedProblems.add(problem)
      console.error(`admin-api: ${problem}`)
    }
    return c.json({ error: problem }, 503)
  })

  // For the operator's probe: detail.sms 'paused' with the sites whose SMS budget is spent (issue 50);
  // detail.outbox each channel's provider and its waiting and dead messages (decision 0069).
  // A configuration the other routes refuse (503), or a D1 without the schema (every query a 500), is not
  // healthy: 503 {ok:false, problem} names it, so a probe or the operator sees it before the shoppers do.
  app.get('/healthz', async (c) => {
    const problem = configProblem(c.env) ?? (await schemaProblem(c.env.DB))
    if (problem) return c.json({ ok: false, problem }, 503)
    const unknown = () => ({ status: 'unknown' as const })
    const [sms, outbox] = await Promise.all([smsStatus(c.env).catch(unknown), outboxStatus(c.env).catch(unknown)])
    return c.json({ ok: true, detail: { sms, outbox } })
  })
  for (const routes of subApps) app.route('/', routes())
  return app
}

const app = createApp()

/**
 * The Worker: the app, and the cron (wrangler.toml [triggers], every minute) that retries the outbox
 * messages a provider has not taken yet (services/outbox-delivery.ts) and gives back the stock and
 * points of orders declined or left unpaid past the payment window (services/orders.ts releaseEndedHolds;
 * create-order and the payment calls release on their own too, for a runtime without the cron).
 */
export default {
  fetch: app.fetch,
  scheduled(_event: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    if (configProblem(env)) return
    ctx.waitUntil(drainOutbox(env).then(() => undefined))
    ctx.waitUntil(releaseEndedHolds(env).then(() => undefined))
  },
} satisfies ExportedHandler<Bindings>
