import { describe, expect, it } from 'vitest'
import { CAPTCHA_ERRORS, CaptchaError, captchaFailure, checkCaptchaConfig, siteCaptcha } from './captcha'

describe('checkCaptchaConfig (spec 5: a site key and a version, default 2)', () => {
  it.each([
    ['key and v2', { key: 'k', version: 2 }, { ok: true, config: { key: 'k', version: 2 } }],
    ['key and v3', { key: 'k', version: 3 }, { ok: true, config: { key: 'k', version: 3 } }],
    ['no version: default 2', { key: 'k' }, { ok: true, config: { key: 'k', version: 2 } }],
    ['null version: default 2', { key: 'k', version: null }, { ok: true, config: { key: 'k', version: 2 } }],
    ['version as a string', { key: ' k ', version: '3' }, { ok: true, config: { key: 'k', version: 3 } }],
    ['no key', { version: 2 }, { ok: false, error: 'ReCaptcha error: No key provided' }],
    ['blank key', { key: '   ', version: 2 }, { ok: false, error: 'ReCaptcha error: No key provided' }],
    ['key not a string', { key: 42, version: 2 }, { ok: false, error: 'ReCaptcha error: No key provided' }],
    ['nothing at all', null, { ok: false, error: 'ReCaptcha error: No key provided' }],
    [
      'no key and a bad version: the key is checked first',
      { version: 9 },
      { ok: false, error: 'ReCaptcha error: No key provided' },
    ],
    ['version 0', { key: 'k', version: 0 }, { ok: false, error: 'ReCaptcha error: No version provided' }],
    ['version 1', { key: 'k', version: 1 }, { ok: false, error: 'ReCaptcha error: No version provided' }],
    ['version NaN', { key: 'k', version: Number.NaN }, { ok: false, error: 'ReCaptcha error: No version provided' }],
    ['version text', { key: 'k', version: 'v2' }, { ok: false, error: 'ReCaptcha error: No version provided' }],
    ['version empty string', { key: 'k', version: '' }, { ok: false, error: 'ReCaptcha error: No version provided' }],
  ])('%s', (_n, input, expected) => {
    expect(checkCaptchaConfig(input)).toEqual(expected)
  })

  it('the four texts of spec 8, the prefix only on the configuration errors', () => {
    expect(Object.values(CAPTCHA_ERRORS)).toEqual([
      'ReCaptcha error: No key provided',
      'ReCaptcha error: No version provided',
      'Failed to load script',
      'Failed to execute',
    ])
  })

  it.each([
    [undefined, null],
    [{ version: 2 }, null],
    [{ site_key: null, version: 2 }, null],
    [{ site_key: ' ', version: 2 }, null],
    [
      { site_key: 'abc', version: 3 },
      { key: 'abc', version: 3 },
    ],
  ])('siteCaptcha %# (no key: no captcha)', (settings, expected) => {
    expect(siteCaptcha(settings)).toEqual(expected)
  })
})

// Shopper audit a4 (session 67): the checkout showed the raw 'Failed to load script' in every language.
describe("captchaFailure: what the shopper reads, in the page's language", () => {
  const t = (id: string) => `[${id}]`
  it.each([
    [new CaptchaError(CAPTCHA_ERRORS.loadFailed), '[orderCheckout.captchaLoadFailed]'],
    [new CaptchaError(CAPTCHA_ERRORS.executeFailed), '[orderCheckout.captchaFailed]'],
    // the configuration errors are the operator's (spec 8's texts), kept as they are
    [new Error(CAPTCHA_ERRORS.noKey), CAPTCHA_ERRORS.noKey],
  ])('%s', async (error, shown) => {
    expect(await captchaFailure(error, t, 'en')).toBe(shown)
  })
})
