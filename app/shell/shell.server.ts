import { env } from 'cloudflare:workers'
import { getRequestUrl } from '@tanstack/react-start/server'
import { COOKIES, type Locale, type SocialProvider } from '../../app.config'
import type { Env } from '../../worker/env'
import { safePublicOrigin } from '../../worker/origin'
import { requestCookie } from '../api/request.server'
import { loadFooterSettings, loadGlobalSettings } from '../api/site.server'
import { configuredSocialProviders } from '../lib/social-config'
import { themeByName } from '../themes'

/** Everything the layout shell needs, the same for every visitor of a language (cacheable). */
export async function loadShellData(locale: Locale) {
  const workerEnv = env as unknown as Env
  const devMode = requestCookie(COOKIES.devMode) === 'true'
  const [settings, footer] = await Promise.all([loadGlobalSettings(workerEnv, { locale, devMode }), loadFooterSettings(workerEnv, { locale, devMode })])
  return {
    settings: settings.data,
    footer: footer.data,
    degraded: settings.degraded || footer.degraded,
    theme: themeByName(workerEnv.THEME),
    origin: requestOrigin(),
    /** The social sign-in buttons to show (configuration, the same for everyone). */
    socialProviders: Object.keys(configuredSocialProviders(workerEnv as unknown as Record<string, unknown>)) as SocialProvider[],
  }
}

/** The configured public origin (worker/origin.ts), never the request's Host: this data lands in cached pages. */
function requestOrigin(): string {
  let url: URL | null = null
  try {
    url = getRequestUrl()
  } catch {}
  return safePublicOrigin(env as unknown as Env, url)
}
