import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { ACCOUNTS } from '../../app/api/contract/accounts'
import { endpoints } from '../../app/api/contract/endpoints'
import { LIMITS, SITE_TOKEN_HEADER } from '../../app.config'
import { registerAdvertImages } from './lib/advert-images'
import { configProblem } from './lib/config'
import { ApiError, type AppEnv, type Site } from './lib/http'
import type { Loc } from './lib/listing'
import { localizeBody } from './lib/messages'
import { registerAccountDeletion } from './routes/account-deletion'
import { registerAdvertRegistration } from './routes/advert-register'
import { registerAdvertSpecPaths, registerAdverts, registerAdvertUploads } from './routes/adverts'
import { registerAuth } from './routes/auth'
import { registerCabinetContacts } from './routes/cabinet-contacts'
import { registerAvatarImages, registerCabinetProfile } from './routes/cabinet-profile'
import { registerCalculators } from './routes/calculators'
import { registerCarrier } from './routes/carrier'
import { registerCart } from './routes/cart'
import { registerCatalogue } from './routes/catalogue'
import { registerCompanies } from './routes/companies'
import { registerContent } from './routes/content'
import { registerDev } from './routes/dev'
import { registerLegacyFavorites } from './routes/favorites-legacy'
import { registerImages } from './routes/images'
import { registerOrders } from './routes/orders'
import { registerQuickOrders } from './routes/quick-orders'
import { registerSettings } from './routes/settings'
import { registerSupport } from './routes/support'

const LOCALES: Loc[] = ['ro', 'ru', 'uk', 'en']

/** Locale from the {locale} path segment, then Accept-Language, default ro. */
export function resolveLocale(path: string, acceptLanguage: string | undefined): Loc {
  const seg = /^\/(ro|ru|uk|en)\//.exec(path)
  if (seg) return seg[1] as Loc
  if (acceptLanguage) {
    const tags = acceptLanguage
      .slice(0, 200)
      .split(',')
      .map((part, i) => {
        const [tag, ...params] = part.trim().split(';')
        const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
        return { lang: (tag ?? '').toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, i }
      })
      .filter((t) => t.q > 0)
      .sort((a, b) => b.q - a.q || a.i - b.i)
    for (const t of tags) if ((LOCALES as string[]).includes(t.lang)) return t.lang as Loc
  }
  return 'ro'
}

const siteCache = new Map<string, Site | null>()
/** Configuration problems already logged by this isolate (each is logged once, not per request). */
const loggedProblems = new Set<string>()

export function createApp() {
  const app = new Hono<AppEnv>({ strict: false })

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter))
      return c.json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}), ...(err.extra ?? {}) }, err.status)
    }
    if (err instanceof HTTPException) {
      const status = err.status >= 500 ? 400 : err.status
      return c.json({ error: err.message || 'Bad request' }, status)
    }
    if (err instanceof SyntaxError || err instanceof TypeError || err instanceof RangeError || err instanceof URIError) {
      // Malformed input that slipped past validation (bad encodings, odd params): a client mistake.
      console.warn('admin-api: answered 400 for', c.req.method, c.req.path, String(err))
      return c.json({ error: 'Bad request' }, 400)
    }
    console.error('admin-api error', err)
    return c.json({ error: 'Internal error' }, 500)
  })
  app.notFound((c) => c.json({ error: 'Not found' }, 404))

  // Every error answer in the language the caller asks for (lib/messages.ts): the routes write
  // English, the table translates on the way out, also for answers given before the site is known.
  // A caller that names no language (no Accept-Language, no /{locale}/ path) gets the text as written.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status < 400 || !c.res.headers.get('Content-Type')?.includes('application/json')) return
    if (!c.req.header('Accept-Language') && !/^\/(ro|ru|uk|en)\//.test(c.req.path)) return
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

  // A deployment without proper secrets refuses to serve (lib/config.ts); /healthz still answers.
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

  app.get('/healthz', (c) => c.json({ ok: true }))
  // Images are public: <img> tags cannot send the site token.
  // Profile images first: /images/:kind/:file below would answer their paths with a 404.
  registerAvatarImages(app)
  // Advert photos (R2) and the seeded adverts' drawings: three path segments, apart from /images/:kind/:file.
  registerAdvertImages(app)
  registerImages(app)
  // Development-only accounts helpers (outbox, fake identity provider): 404 unless switched on.
  registerDev(app)

  app.use('*', async (c, next) => {
    const path = c.req.path
    if (path.length > LIMITS.maxPathLength) throw new ApiError(400, 'Path too long')
    const token = c.req.header(SITE_TOKEN_HEADER)?.trim()
    if (!token) return c.json({ error: `Missing ${SITE_TOKEN_HEADER} header` }, 403)
    if (token.length > 200) return c.json({ error: `Unknown ${SITE_TOKEN_HEADER}` }, 403)
    let site = siteCache.get(token)
    if (site === undefined) {
      site = (await c.env.DB.prepare('SELECT id, token, theme, main_lang FROM sites WHERE token = ?').bind(token).first<Site>()) ?? null
      if (site) siteCache.set(token, site)
    }
    if (!site) return c.json({ error: `Unknown ${SITE_TOKEN_HEADER}` }, 403)
    c.set('site', site)
    c.set('locale', resolveLocale(path, c.req.header('Accept-Language')))
    await next()
    c.header('Content-Language', c.get('locale'))
    c.header('Vary', 'Accept-Language, Site-Token')
  })

  // The advert add/edit uploads have their own body limit: registered before the one below, which never sees them.
  registerAdvertUploads(app)

  // Bodies are small JSON, except the profile image upload (its own limit: the file and the form's framing).
  const imagePath = endpoints.changeProfileImage.path.replace(/\/$/, '')
  const imageLimit = ACCOUNTS.profileImage.maxBytes + 16 * 1024
  const jsonBodies = bodyLimit({ maxSize: LIMITS.cartBodyBytes, onError: (c) => c.json({ error: `Body larger than ${LIMITS.cartBodyBytes} bytes` }, 413) })
  const imageBodies = bodyLimit({
    maxSize: imageLimit,
    onError: (c) => c.json({ error: `Body larger than ${imageLimit} bytes`, fields: { [ACCOUNTS.profileImage.field]: [`The file is larger than ${ACCOUNTS.profileImage.maxBytes} bytes`] } }, 413),
  })
  app.use('*', (c, next) => (c.req.path.replace(/\/$/, '') === imagePath ? imageBodies(c, next) : jsonBodies(c, next)))

  registerSettings(app)
  registerContent(app)
  // The adverts area's ?area=adverts on shop paths (decision 0046): before the catalogue, which answers the rest.
  registerAdvertSpecPaths(app)
  registerCatalogue(app)
  registerCart(app)
  registerOrders(app)
  registerQuickOrders(app)
  registerCarrier(app)
  registerAuth(app)
  // The personal cabinet (issue 17, decision 0020).
  registerCabinetProfile(app)
  registerCabinetContacts(app)
  registerCompanies(app)
  registerLegacyFavorites(app)
  registerAccountDeletion(app)
  registerSupport(app)
  // The adverts marketplace (issue 19, decision 0023).
  registerAdverts(app)
  registerAdvertRegistration(app)
  registerCalculators(app)
  return app
}

const app = createApp()
export default app
