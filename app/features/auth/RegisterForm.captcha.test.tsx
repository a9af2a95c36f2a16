// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * Shopper audit a4 (session 67): a captcha script that could not load showed the raw English
 * 'Failed to load script' (the checkout's, and the registration forms' the same). The shopper reads
 * the page's own words: the security check did not load, try again.
 */
const calls = vi.hoisted(() => ({ register: vi.fn(), load: vi.fn() }))
vi.mock('./auth.functions', () => ({ registerFn: calls.register }))
vi.mock('#app/modals/store.ts', () => ({ openModal: vi.fn() }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { captcha: { site_key: 'site-key', version: 2 } } }),
}))
vi.mock('#app/lib/captcha/captcha-loader.ts', () => ({ loadCaptcha: calls.load, captchaToken: vi.fn() }))

const { RegisterForm } = await import('./RegisterForm')
const { CAPTCHA_ERRORS, CaptchaError } = await import('#app/lib/captcha/captcha.ts')
let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => view?.unmount())

describe('the register form: the captcha that could not load', () => {
  it('says so in the page language, never the script error; nothing sent', async () => {
    calls.load.mockRejectedValue(new CaptchaError(CAPTCHA_ERRORS.loadFailed))
    view = await renderForm(<RegisterForm idPrefix="reg" />)
    for (const [name, value] of Object.entries({
      first_name: 'Ana',
      email: 'ana@shop.md',
      password: 'Secret-123',
      re_password: 'Secret-123',
    }))
      await view.type(name, value)
    await view.submit('register-form')
    const errors = view.host.querySelector('[data-testid="register-errors"]')?.textContent ?? ''
    expect(errors).toContain('The security check could not load. Check your connection and try again.')
    expect(errors).not.toContain('Failed to load script')
    expect(calls.register).not.toHaveBeenCalled()
  })
})
