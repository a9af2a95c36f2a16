import { describe, expect, it } from 'vitest'
import { captchaSources } from '../../worker/html/rendered-page'
import { contentSecurityPolicy } from '../../worker/middleware/security-headers'
import { adminDouble, send, settingsBody } from './helpers'
import { sendPage, through, uniqueToken } from './page-cache.helpers'

/**
 * The captcha's origins join the CSP only on a site that configures a captcha key: on the cart page
 * (the checkout) and, since issue 50, on every shop page (registration asks for it, and the auth
 * modal's register tab opens anywhere).
 */
const admin = (captcha: unknown) =>
  adminDouble({
    '/settings/global_site_settings': settingsBody({ captcha }),
    '/settings/footer_settings': { developers: [] },
  })
const csp = async (path: string, captcha: unknown) =>
  (await send(path, {}, admin(captcha))).headers.get('Content-Security-Policy') ?? ''

describe('captcha in the CSP', () => {
  it.each([
    ['cart page, key configured', '/ro/cart', { site_key: 'k', version: 2 }, true],
    ['cart page, no key', '/ro/cart', { site_key: null, version: 2 }, false],
    ['cart page, blank key', '/ro/cart', { site_key: '  ' }, false],
    ['the registration page, key configured', '/ro/register', { site_key: 'k', version: 2 }, true],
    [
      'another page, key configured (the auth modal registers there)',
      '/ro/nothing-here',
      { site_key: 'k', version: 2 },
      true,
    ],
    ['the registration page, no key', '/ro/register', { site_key: null, version: 2 }, false],
  ])('%s', async (_n, path, captcha, present) => {
    const policy = await csp(path, captcha)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy.includes('https://www.google.com')).toBe(present)
  })

  it('names the origins in script-src, frame-src and connect-src only when asked', () => {
    const on = contentSecurityPolicy('n', [], captchaSources({ captcha: { site_key: 'k', version: 2 } }))
    for (const d of ['script-src', 'frame-src', 'connect-src'])
      expect(on).toMatch(new RegExp(`${d}[^;]*https://www\\.google\\.com`))
    expect(contentSecurityPolicy('n', [], captchaSources({ captcha: { site_key: '', version: 2 } }))).not.toContain(
      'google',
    )
  })

  it('a page-cache HIT keeps the captcha origins without asking the back end for the settings', async () => {
    let settingsCalls = 0
    const inner = admin({ site_key: 'k', version: 2 })
    // While held, a settings call is not answered: a hit that waited for one would never answer.
    let held: Promise<void> | null = null
    const counting = async (request: Request) => {
      if (new URL(request.url).pathname === '/settings/global_site_settings') {
        settingsCalls += 1
        await held
      }
      return inner(request)
    }
    const env = { PAGE_CACHE_MODE: 'on', SITE_TOKEN: uniqueToken('captcha') }
    expect((await through(sendPage('/ro', {}, env, counting))).state).toBe('MISS')
    settingsCalls = 0
    let release = () => {}
    held = new Promise((resolve) => {
      release = resolve
    })
    const sent = await sendPage('/ro', {}, env, counting)
    const hit = { state: sent.res.headers.get('x-page-cache'), res: sent.res }
    await sent.res.text()
    release()
    await sent.settled()
    expect(hit.state).toBe('HIT')
    // sendPage's isolate holds no settings: the hit loads them after its response (decision 0128), once.
    expect(settingsCalls).toBeLessThanOrEqual(1)
    expect(hit.res.headers.get('Content-Security-Policy')).toMatch(/frame-src[^;]*https:\/\/www\.google\.com/)
  })
})
