import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'

/**
 * Which social sign-in providers this Worker offers (decision 0021): a provider is configured by a
 * Worker variable holding its authorize URL (SOCIAL_AUTH_URL_GOOGLE, ..._FACEBOOK, ..._TWITTER).
 * Read by the shell (the buttons) and by the sign-in's start (the URL).
 */
/** The Worker variable naming a provider's authorize URL: SOCIAL_AUTH_URL_GOOGLE and so on. */
export const socialUrlVar = (provider: SocialProvider) => `SOCIAL_AUTH_URL_${provider.toUpperCase()}`

/** The configured providers, in the spec's order: a variable that is not an http(s) URL is "not configured". */
export function configuredSocialProviders(vars: object): Partial<Record<SocialProvider, string>> {
  const out: Partial<Record<SocialProvider, string>> = {}
  for (const provider of ACCOUNTS.socialProviders) {
    const raw = (vars as Record<string, unknown>)[socialUrlVar(provider)]
    if (typeof raw !== 'string' || raw.length > 2_000) continue
    try {
      const url = new URL(raw.trim())
      if (url.protocol === 'https:' || url.protocol === 'http:') out[provider] = url.href
    } catch {
      // not a URL: the provider stays hidden
    }
  }
  return out
}
