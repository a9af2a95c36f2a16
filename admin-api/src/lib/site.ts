import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ACCOUNTS } from '#contract/accounts.ts'
import { endpoints } from '#contract/endpoints.ts'
import { WIRE_LIMITS as LIMITS, SITE_TOKEN_HEADER } from '#contract/wire.ts'
import { siteByToken } from '../services/sites'
import { ApiError } from './api-error'
import type { AppEnv, Site } from './http'
import type { Loc } from './listing'

/**
 * The middleware of the site-scoped sub-apps (docs/architecture.md, admin-api): each sub-app names
 * the layers its routes run (lib/http.ts `subApp`), so mounting order in src/index.ts does not matter.
 */

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

/**
 * The shop a request speaks for: the Site-Token header names it (403 without a known one), the
 * locale comes from the path or Accept-Language; the answer says which language it is in.
 */
export const siteScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path
  if (path.length > LIMITS.maxPathLength) throw new ApiError(400, 'Path too long')
  const token = c.req.header(SITE_TOKEN_HEADER)?.trim()
  if (!token) return c.json({ error: `Missing ${SITE_TOKEN_HEADER} header` }, 403)
  if (token.length > 200) return c.json({ error: `Unknown ${SITE_TOKEN_HEADER}` }, 403)
  let site = siteCache.get(token)
  if (site === undefined) {
    site = (await siteByToken(c, token)) ?? null
    if (site) siteCache.set(token, site)
  }
  if (!site) return c.json({ error: `Unknown ${SITE_TOKEN_HEADER}` }, 403)
  c.set('site', site)
  c.set('locale', resolveLocale(path, c.req.header('Accept-Language')))
  await next()
  c.header('Content-Language', c.get('locale'))
  c.header('Vary', 'Accept-Language, Site-Token')
}

/** Bodies are small JSON (LIMITS.cartBodyBytes). */
export const jsonBodies: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: LIMITS.cartBodyBytes,
  onError: (c) => c.json({ error: `Body larger than ${LIMITS.cartBodyBytes} bytes` }, 413),
})

/** The profile image upload: the file at its limit and the form's framing. */
const imageLimit = ACCOUNTS.profileImage.maxBytes + 16 * 1024
const imageBodies = bodyLimit({
  maxSize: imageLimit,
  onError: (c) =>
    c.json(
      {
        error: `Body larger than ${imageLimit} bytes`,
        fields: { [ACCOUNTS.profileImage.field]: [`The file is larger than ${ACCOUNTS.profileImage.maxBytes} bytes`] },
      },
      413,
    ),
})
const imagePath = endpoints.changeProfileImage.path.replace(/\/$/, '')

/** The JSON body limit, except on the profile image upload (its own, larger limit). */
export const siteBodies: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path.replace(/\/$/, '') === imagePath ? imageBodies(c, next) : jsonBodies(c, next)

/** The usual layers of a site-scoped sub-app: the site, then the body limit. */
export const SITE_LAYERS = [siteScope, siteBodies] as const
