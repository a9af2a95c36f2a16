import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import type { Locale } from '#config'
import { CAPTCHA } from '#platform/shared/captcha-config.ts'

/**
 * reCAPTCHA configuration (spec 5: needs a site key and a version, default 2; otherwise an error is
 * raised) and the spec 8 texts. The two configuration errors carry the 'ReCaptcha error: ' prefix
 * (they are raised as errors); the two run-time failures are shown as the spec writes them.
 */
export const CAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const

export type CaptchaVersion = (typeof CAPTCHA.versions)[number]
export interface CaptchaConfig {
  key: string
  version: CaptchaVersion
}

export class CaptchaError extends Error {
  override name = 'CaptchaError'
}

/**
 * What a shopper reads when the captcha failed (shopper audit a4, session 67: the checkout showed the
 * raw 'Failed to load script' in any language): the script that did not load or the check that did
 * not run is said in the page's language; anything else (the configuration errors, the operator's to
 * fix) is its own text. The two texts are aside messages (decision 0087: the cart page's first load
 * does not carry them), loaded when a failure needs them; should they not load either, the spec's text.
 */
export async function captchaFailure(
  error: unknown,
  t: (id: 'orderCheckout.captchaLoadFailed' | 'orderCheckout.captchaFailed') => string,
  locale: Locale,
): Promise<string> {
  const text = error instanceof Error ? error.message : String(error)
  const id =
    text === CAPTCHA_ERRORS.loadFailed
      ? 'orderCheckout.captchaLoadFailed'
      : text === CAPTCHA_ERRORS.executeFailed
        ? 'orderCheckout.captchaFailed'
        : null
  return id
    ? loadAsideMessages(locale).then(
        () => t(id),
        () => text,
      )
    : text
}

/**
 * Checks a configuration: a non-blank key (else noKey) and a version, 2 when none is given
 * (undefined or null); a given version that is not 2 or 3 is no usable version (noVersion).
 */
export function checkCaptchaConfig(
  input: { key?: unknown; version?: unknown } | null | undefined,
): { ok: true; config: CaptchaConfig } | { ok: false; error: string } {
  const key = typeof input?.key === 'string' ? input.key.trim() : ''
  if (!key) return { ok: false, error: CAPTCHA_ERRORS.noKey }
  const raw = input?.version ?? CAPTCHA.defaultVersion
  const version = typeof raw === 'string' && /^\d$/.test(raw.trim()) ? Number(raw) : raw
  if (!(CAPTCHA.versions as readonly unknown[]).includes(version)) return { ok: false, error: CAPTCHA_ERRORS.noVersion }
  return { ok: true, config: { key, version: version as CaptchaVersion } }
}

/** The site's captcha for the checkout: null (no captcha) when the settings give no key. */
export function siteCaptcha(
  settings: { site_key?: string | null; version?: number | null } | null | undefined,
): { key?: unknown; version?: unknown } | null {
  return settings?.site_key?.trim() ? { key: settings.site_key, version: settings.version } : null
}
