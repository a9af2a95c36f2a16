// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { captchaToken, type Grecaptcha, loadCaptcha, resetCaptchaLoader } from './captcha-loader'

/**
 * The loader against a fake script: happy-dom does not fetch scripts here, so the test plays the
 * browser - it finds the injected tag, installs a stubbed global and fires load or error.
 */
let scripts: HTMLScriptElement[] = []
/** Takes the tag instead of attaching it (happy-dom would try to fetch it); removal empties the list. */
const inject = (s: HTMLScriptElement) => {
  scripts.push(s)
  s.remove = () => {
    scripts = scripts.filter((x) => x !== s)
    return s
  }
}
function injected(): HTMLScriptElement {
  const s = scripts.at(-1)
  if (!s) throw new Error('no script injected')
  return s
}
const fakeGlobal = (over: Partial<Grecaptcha> = {}): Grecaptcha => ({
  ready: (cb) => cb(),
  render: (_el, params) => {
    queueMicrotask(() => params.callback('v2-token'))
    return 7
  },
  execute: (w) => (typeof w === 'string' ? Promise.resolve('v3-token') : undefined),
  ...over,
})

afterEach(() => {
  resetCaptchaLoader()
  scripts = []
  delete window.grecaptcha
})

describe('loadCaptcha', () => {
  it('refuses a configuration without a key, before touching the page', async () => {
    await expect(loadCaptcha({ version: 2 })).rejects.toThrow('ReCaptcha error: No key provided')
    await expect(loadCaptcha({ key: 'k', version: 5 })).rejects.toThrow('ReCaptcha error: No version provided')
    expect(scripts).toHaveLength(0)
  })

  it('injects the script (v2 explicit render) with the page nonce and resolves with the global', async () => {
    const tagged = document.createElement('script')
    tagged.nonce = 'n0nce'
    document.body.appendChild(tagged)
    const promise = loadCaptcha({ key: 'site-key', version: 2 }, { src: '/fake-captcha.js', inject })
    const s = injected()
    expect(s.getAttribute('src')).toBe('/fake-captcha.js?render=explicit')
    expect(s.nonce).toBe('n0nce')
    window.grecaptcha = fakeGlobal()
    s.onload?.(new Event('load'))
    const g = await promise
    expect(await captchaToken(g, { key: 'site-key', version: 2 }, document.createElement('div'))).toBe('v2-token')
    tagged.remove()
  })

  it('v3 renders with the key and executes with the checkout action', async () => {
    const promise = loadCaptcha({ key: 'k3', version: 3 }, { src: '/fake-captcha.js', inject })
    expect(injected().getAttribute('src')).toBe('/fake-captcha.js?render=k3')
    const calls: unknown[] = []
    window.grecaptcha = fakeGlobal({
      execute: (k, o) => {
        calls.push([k, o])
        return Promise.resolve('v3-token')
      },
    })
    injected().onload?.(new Event('load'))
    expect(await captchaToken(await promise, { key: 'k3', version: 3 }, document.createElement('div'))).toBe('v3-token')
    expect(calls).toEqual([['k3', { action: 'checkout' }]])
  })

  it("a load failure rejects with 'Failed to load script' and a later call injects again", async () => {
    const first = loadCaptcha({ key: 'k', version: 2 }, { src: '/fake-captcha.js', inject })
    injected().onerror?.(new Event('error'))
    await expect(first).rejects.toThrow('Failed to load script')
    expect(scripts).toHaveLength(0)
    const second = loadCaptcha({ key: 'k', version: 2 }, { src: '/fake-captcha.js', inject })
    expect(injected()).toBeTruthy()
    window.grecaptcha = fakeGlobal()
    injected().onload?.(new Event('load'))
    await expect(second).resolves.toBeTruthy()
  })

  it('a script that loads but defines no global is a load failure too', async () => {
    const p = loadCaptcha({ key: 'k', version: 2 }, { src: '/fake-captcha.js', inject })
    injected().onload?.(new Event('load'))
    await expect(p).rejects.toThrow('Failed to load script')
  })

  it('loads once for concurrent calls', () => {
    const a = loadCaptcha({ key: 'k', version: 2 }, { src: '/fake-captcha.js', inject })
    const b = loadCaptcha({ key: 'k', version: 2 }, { src: '/fake-captcha.js', inject })
    expect(a).toBe(b)
    expect(scripts).toHaveLength(1)
    a.catch(() => {})
  })
})

describe('captchaToken', () => {
  it.each([
    ['v3 execute rejects', 3, { execute: () => Promise.reject(new Error('x')) }],
    ['v3 execute gives no token', 3, { execute: () => Promise.resolve('') }],
    [
      'v2 render throws',
      2,
      {
        render: () => {
          throw new Error('bad key')
        },
      },
    ],
    [
      'v2 widget error callback',
      2,
      {
        render: (_e: HTMLElement, p: { 'error-callback'?: () => void }) => {
          queueMicrotask(() => p['error-callback']?.())
          return 1
        },
      },
    ],
  ])("%s: 'Failed to execute'", async (_n, version, over) => {
    await expect(
      captchaToken(
        fakeGlobal(over as Partial<Grecaptcha>),
        { key: 'k', version: version as 2 | 3 },
        document.createElement('div'),
      ),
    ).rejects.toThrow(/^Failed to execute$/)
  })
})
