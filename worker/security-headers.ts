import type { MiddlewareHandler } from 'hono'
import { base64url } from '../app/api/contract/base64url'
import { loadGlobalSettings } from '../app/api/site.server'
import { CAPTCHA, COOKIES, isLocale } from '../app.config'
import { readCookie } from './cookies'
import { siteFontSources, withFontSources } from './font-csp'
import type { AppEnv } from './types'

/** A fresh, unguessable CSP nonce per response. */
export function createNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)))
}

/** The Content-Security-Policy for HTML pages: scripts only with the nonce, no framing. */
export function contentSecurityPolicy(nonce: string, imageOrigins: string[], captchaOrigins: readonly string[] = []): string {
  const captcha = captchaOrigins.length ? ` ${captchaOrigins.join(' ')}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${captcha}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${captcha}`,
    `frame-src 'self' https://www.youtube-nocookie.com${captcha}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : []
  } catch {
    return []
  }
}

/**
 * Security headers on every response; the CSP on HTML. The nonce is created before rendering so
 * the renderer can put it on every script tag it writes.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce()
  c.set('nonce', nonce)
  await next()
  const headers = c.res.headers
  const set = (name: string, value: string) => {
    try {
      headers.set(name, value)
    } catch {
      // Immutable headers (a proxied response): copy it once, then set.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set(name, value)
    }
  }
  set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  set('X-Content-Type-Options', 'nosniff')
  set('Referrer-Policy', 'strict-origin-when-cross-origin')
  set('X-Frame-Options', 'DENY')
  set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
  if ((c.res.headers.get('Content-Type') ?? '').includes('text/html')) {
    const devMode = readCookie(c, COOKIES.devMode) === 'true'
    const csp = contentSecurityPolicy(nonce, originOf(c.env.ADMIN_API_URL), await captchaOrigins(c.env, c.req.path, devMode))
    // The site font's origin only (worker/font-csp.ts, decision 0028).
    set('Content-Security-Policy', withFontSources(csp, await siteFontSources(c.env, c.req.path, devMode)))
  }
}

/**
 * The captcha's origins join the CSP only on the cart page (where the checkout runs; never page
 * cached) and only when the site's settings configure a captcha key (the settings are memoised).
 */
async function captchaOrigins(env: AppEnv['Bindings'], path: string, devMode: boolean): Promise<readonly string[]> {
  const m = /^\/([a-z]{2})\/cart$/.exec(path)
  if (!m || !isLocale(m[1])) return []
  try {
    const { data } = await loadGlobalSettings(env, { locale: m[1], devMode })
    return data.captcha?.site_key?.trim() ? CAPTCHA.origins : []
  } catch {
    return []
  }
}
