import { checkCaptchaConfig, siteCaptcha } from '#app/lib/captcha/captcha.ts'

export { captchaFailure } from '#app/lib/captcha/captcha.ts'

/**
 * The site's captcha (settings `captcha`, the one the checkout shows) on registration and guest phone
 * registration too (issue 50: the back end requires a token when the site configures a key). No key:
 * no captcha, undefined. The loader is fetched on first use only; a misconfiguration throws its
 * spec 8 text ('ReCaptcha error: ...').
 */
export async function registrationCaptchaToken(
  settings: { site_key?: string | null; version?: number | null } | null | undefined,
  container: HTMLElement | null,
): Promise<string | undefined> {
  const captcha = siteCaptcha(settings)
  if (!captcha || !container) return undefined
  const checked = checkCaptchaConfig(captcha)
  if (!checked.ok) throw new Error(checked.error)
  const { loadCaptcha, captchaToken } = await import('#app/lib/captcha/captcha-loader.ts')
  return captchaToken(await loadCaptcha(checked.config), checked.config, container)
}

/** Whether the site asks for a captcha (a key configured): the forms render the widget's box. */
export const hasRegistrationCaptcha = (
  settings: { site_key?: string | null; version?: number | null } | null | undefined,
) => siteCaptcha(settings) !== null
