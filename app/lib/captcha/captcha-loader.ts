import { CAPTCHA } from '#platform/shared/captcha-config.ts'
import { CAPTCHA_ERRORS, type CaptchaConfig, CaptchaError, checkCaptchaConfig } from './captcha'

/** The part of the grecaptcha global the checkout uses (v2 invisible widget, v3 execute). */
export interface Grecaptcha {
  ready(cb: () => void): void
  render(
    container: HTMLElement,
    params: { sitekey: string; size: 'invisible'; callback: (token: string) => void; 'error-callback'?: () => void },
  ): number
  execute(widgetOrKey?: number | string, options?: { action: string }): unknown
  reset?(widget?: number): void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

/** The CSP nonce of this page, from any script tag the server rendered (the property survives; the attribute is hidden). */
export function pageNonce(doc: Document = document): string | undefined {
  for (const s of Array.from(doc.querySelectorAll('script'))) if (s.nonce) return s.nonce
  return undefined
}

let loading: { src: string; promise: Promise<Grecaptcha> } | null = null

/**
 * Loads the captcha script once: checks the configuration (throws the spec's configuration
 * errors), injects the script with the site key and the page's nonce, and resolves with the global
 * once it is ready. A load failure rejects with 'Failed to load script' and removes the tag, so a
 * later attempt tries again.
 */
export function loadCaptcha(
  input: { key?: unknown; version?: unknown },
  opts: { src?: string; doc?: Document; inject?: (script: HTMLScriptElement) => void } = {},
): Promise<Grecaptcha> {
  const checked = checkCaptchaConfig(input)
  if (!checked.ok) return Promise.reject(new CaptchaError(checked.error))
  const { key, version } = checked.config
  const doc = opts.doc ?? document
  const base = opts.src ?? CAPTCHA.scriptUrl
  const src = `${base}${base.includes('?') ? '&' : '?'}render=${version === 3 ? encodeURIComponent(key) : 'explicit'}`
  if (loading?.src === src) return loading.promise
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const win = doc.defaultView as (Window & typeof globalThis) | null
    const script = doc.createElement('script')
    script.src = src
    script.async = true
    script.defer = true
    const nonce = pageNonce(doc)
    if (nonce) script.nonce = nonce
    const fail = () => {
      script.remove()
      loading = null
      reject(new CaptchaError(CAPTCHA_ERRORS.loadFailed))
    }
    script.onerror = fail
    script.onload = () => {
      const g = win?.grecaptcha
      if (!g || typeof g.ready !== 'function') return fail()
      g.ready(() => resolve(g))
    }
    ;(opts.inject ?? ((el) => doc.head.appendChild(el)))(script)
  })
  loading = { src, promise }
  return promise
}

/** A token for one order: v3 executes with the checkout action; v2 renders an invisible widget into `container` and executes it. */
export async function captchaToken(g: Grecaptcha, config: CaptchaConfig, container: HTMLElement): Promise<string> {
  try {
    if (config.version === 3) {
      const token = await (g.execute(config.key, { action: CAPTCHA.action }) as Promise<string>)
      if (typeof token === 'string' && token) return token
      throw new Error('no token')
    }
    container.replaceChildren()
    const token = await new Promise<string>((resolve, reject) => {
      const widget = g.render(container, {
        sitekey: config.key,
        size: 'invisible',
        callback: resolve,
        'error-callback': () => reject(new Error('widget error')),
      })
      const r = g.execute(widget)
      if (r && typeof (r as Promise<string>).catch === 'function') (r as Promise<string>).catch(reject)
    })
    if (!token) throw new Error('no token')
    return token
  } catch {
    throw new CaptchaError(CAPTCHA_ERRORS.executeFailed)
  }
}

/** For tests: forget the loaded script. */
export function resetCaptchaLoader() {
  loading = null
}
