import type { Channel } from '../services/outbox'
import { BREVO_DEFAULT_URL, brevoProvider } from './providers/brevo'
import { infobipProvider } from './providers/infobip'
import type { Provider } from './providers/types'

/**
 * Which provider carries each channel (decision 0069): MAIL_PROVIDER ("outbox" or "brevo") and
 * SMS_PROVIDER ("outbox" or "infobip"). "outbox", the default, sends nothing: the rows stay for
 * GET /__dev/outbox or an operator's own drain. A named provider needs its key and sender; without
 * them the Worker refuses to serve (config.ts), rather than take codes it cannot deliver.
 */

export interface ProviderVars {
  MAIL_PROVIDER?: string
  /** The sender: `Shop <no-reply@shop.md>`. */
  MAIL_FROM?: string
  /** The provider's base URL (default Brevo's); tests point it at a local fake. */
  MAIL_API_URL?: string
  /** Secret. */
  MAIL_API_KEY?: string
  SMS_PROVIDER?: string
  /** The sender id (alphanumeric, as registered with the provider and the operators). */
  SMS_FROM?: string
  /** Infobip's base URL is the account's own: https://xxxxx.api.infobip.com. */
  SMS_API_URL?: string
  /** Secret. */
  SMS_API_KEY?: string
}

export const MAIL_PROVIDERS = ['outbox', 'brevo'] as const
export const SMS_PROVIDERS = ['outbox', 'infobip'] as const

type Settings =
  | { name: 'outbox' }
  | { name: 'brevo' | 'infobip'; url: string; apiKey: string; from: string }
  | { problem: string }

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The channel's provider settings from the vars, or what is wrong with them. */
export function providerSettings(env: ProviderVars, channel: Channel): Settings {
  const [kindVar, names, prefix, defaultUrl] =
    channel === 'email'
      ? (['MAIL_PROVIDER', MAIL_PROVIDERS, 'MAIL', BREVO_DEFAULT_URL] as const)
      : (['SMS_PROVIDER', SMS_PROVIDERS, 'SMS', ''] as const)
  const name = (env[kindVar] ?? '').trim().toLowerCase() || 'outbox'
  if (!(names as readonly string[]).includes(name))
    return { problem: `${kindVar} is "${env[kindVar]}"; use one of ${names.join(', ')}` }
  if (name === 'outbox') return { name: 'outbox' }
  const apiKey = (env[`${prefix}_API_KEY`] ?? '').trim()
  const from = (env[`${prefix}_FROM`] ?? '').trim()
  const url = (env[`${prefix}_API_URL`] ?? '').trim() || defaultUrl
  if (!apiKey)
    return {
      problem: `${kindVar} is "${name}" but ${prefix}_API_KEY is not set; set it with \`npx wrangler secret put ${prefix}_API_KEY -c admin-api/wrangler.toml\``,
    }
  if (!from) return { problem: `${kindVar} is "${name}" but ${prefix}_FROM (the sender) is not set` }
  if (!isHttpUrl(url))
    return {
      problem: `${kindVar} is "${name}" but ${prefix}_API_URL is ${url ? 'not an http(s) URL' : 'not set (the account base URL, https://xxxxx.api.infobip.com)'}`,
    }
  return { name: name as 'brevo' | 'infobip', url, apiKey, from }
}

/** What is wrong with the providers' configuration, or null. */
export function providerProblem(env: ProviderVars): string | null {
  for (const channel of ['email', 'sms'] as const) {
    const s = providerSettings(env, channel)
    if ('problem' in s) return `server misconfigured: ${s.problem}`
  }
  return null
}

/** The provider name a channel's new messages get ('outbox': kept, not sent). */
export function providerName(env: ProviderVars, channel: Channel): string {
  const s = providerSettings(env, channel)
  return 'name' in s ? s.name : 'outbox'
}

/** The channel's provider, or null when its messages stay in the outbox. */
export function providerFor(env: ProviderVars, channel: Channel): Provider | null {
  const s = providerSettings(env, channel)
  if (!('name' in s) || s.name === 'outbox') return null
  return s.name === 'brevo' ? brevoProvider(s) : infobipProvider(s)
}
