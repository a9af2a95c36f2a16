import { describe, expect, it } from 'vitest'
import { hasRegistrationCaptcha, registrationCaptchaToken } from './registration-captcha'

/** Issue 50: registration asks for the site's captcha (the checkout's) only when the site configures a key. */
describe('the registration captcha', () => {
  it('no key: no captcha box, no token, nothing loaded', async () => {
    for (const settings of [null, undefined, { site_key: null }, { site_key: '  ', version: 2 }]) {
      expect(hasRegistrationCaptcha(settings)).toBe(false)
      expect(await registrationCaptchaToken(settings, {} as HTMLElement)).toBeUndefined()
    }
  })

  it('a key: the form shows the box; a misconfigured version is the spec 8 error, not a silent pass', async () => {
    expect(hasRegistrationCaptcha({ site_key: 'k', version: 2 })).toBe(true)
    await expect(registrationCaptchaToken({ site_key: 'k', version: 7 }, {} as HTMLElement)).rejects.toThrow(
      'ReCaptcha error: No version provided',
    )
  })
})
