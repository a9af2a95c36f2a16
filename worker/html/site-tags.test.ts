import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS, globalSettingsSchema } from '#contract/settings.ts'
import { contentSecurityPolicy } from '../middleware/security-headers'
import {
  configuredTags,
  cspFor,
  decodeCspSources,
  encodeCspSources,
  noscriptHtml,
  scriptText,
  sharedKeysScript,
  styleText,
  TAGS_PAINT_WAIT_MS,
  tagFragments,
} from './site-tags'

const settings = (overrides: Record<string, unknown> = {}) =>
  globalSettingsSchema.parse({ ...DEFAULT_GLOBAL_SETTINGS, ...overrides })
const stats = (s: Record<string, unknown>) => settings({ sitesettingsstatistic: s })

describe('configured tags', () => {
  it.each([
    ['bare GA4 id', { google_analytics_4: 'G-ABC1234' }, { ga4: 'G-ABC1234' }],
    [
      'GA4 id inside the pasted snippet',
      { google_analytics_4: '<script async src="https://www.googletagmanager.com/gtag/js?id=G-XYZ9876"></script>' },
      { ga4: 'G-XYZ9876' },
    ],
    ['GA4 value that is no id', { google_analytics_4: 'UA-1234-1' }, {}],
    ['GTM id', { google_tag_manager: ' GTM-AB12CD ' }, { gtm: 'GTM-AB12CD' }],
    [
      'GTM with a quote trying to leave the string',
      { google_tag_manager: "GTM-AB12CD'+alert(1)+'" },
      { gtm: 'GTM-AB12CD' },
    ],
    ['Meta pixel id', { facebook_meta_pixel_code: '123456789012345' }, { metaPixel: '123456789012345' }],
    ['Meta pixel snippet', { facebook_meta_pixel_code: "fbq('init', '987654321');" }, { metaPixel: '987654321' }],
    ['Yandex counter', { yandex_metrika: '56789012' }, { yandexMetrika: '56789012' }],
    ['Jivo widget id', { jivo_chat: 'aBc123XyZ' }, { jivo: 'aBc123XyZ' }],
    [
      'Jivo snippet',
      { jivo_chat: '<script src="//code.jivo.ru/widget/aBc123XyZ" async></script>' },
      { jivo: 'aBc123XyZ' },
    ],
    ['Jivo value that is no id', { jivo_chat: 'alert(1); x' }, {}],
    ['Search Console token', { google_search_console: 'tok-EN_123' }, { googleVerification: 'tok-EN_123' }],
    [
      'Search Console meta tag',
      { google_search_console: '<meta name="google-site-verification" content="tok123" />' },
      { googleVerification: 'tok123' },
    ],
    ['Facebook verification', { facebook_verification: 'fbtok' }, { facebookVerification: 'fbtok' }],
    ['markup without content is ignored', { facebook_verification: '<b>x</b>' }, {}],
    ['blank and null values', { google_analytics_4: '  ', yandex_metrika: null }, {}],
  ])('%s', (_n, s, expected) => {
    expect(configuredTags(stats(s).sitesettingsstatistic)).toEqual(expected)
  })
})

describe('cspFor: the configured tags’ origins and nothing else', () => {
  it.each([
    ['no tags', {}, {}],
    ['verification metas only', { google_search_console: 't', facebook_verification: 'f' }, {}],
    [
      'GA4',
      { google_analytics_4: 'G-ABC1234' },
      {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
      },
    ],
    [
      'GTM',
      { google_tag_manager: 'GTM-AB12CD' },
      {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://www.googletagmanager.com'],
        'img-src': ['https://www.googletagmanager.com'],
        'frame-src': ['https://www.googletagmanager.com'],
      },
    ],
    [
      'GA4 and GTM share origins once',
      { google_analytics_4: 'G-ABC1234', google_tag_manager: 'GTM-AB12CD' },
      {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
        'frame-src': ['https://www.googletagmanager.com'],
      },
    ],
    [
      'Meta pixel',
      { facebook_meta_pixel_code: '123456789' },
      {
        'script-src': ['https://connect.facebook.net'],
        'connect-src': ['https://www.facebook.com'],
        'img-src': ['https://www.facebook.com'],
      },
    ],
    [
      'Yandex Metrika',
      { yandex_metrika: '56789012' },
      {
        'script-src': ['https://mc.yandex.ru'],
        'connect-src': ['https://mc.yandex.ru'],
        'img-src': ['https://mc.yandex.ru'],
        'frame-src': ['https://mc.yandex.ru'],
      },
    ],
    [
      'Jivo',
      { jivo_chat: 'aBc123XyZ' },
      {
        'script-src': ['https://code.jivo.ru', 'https://code.jivosite.com'],
        'connect-src': ['https://*.jivosite.com'],
        'img-src': ['https://*.jivosite.com'],
        'frame-src': ['https://*.jivosite.com'],
      },
    ],
    ['an invalid id adds nothing', { google_analytics_4: 'nonsense' }, {}],
  ])('%s', (_n, s, expected) => {
    expect(cspFor(stats(s))).toEqual(expected)
  })

  it('operator scripts add no origin', () => {
    expect(
      cspFor(
        settings({
          styles: { script: 'x()', additional_js_items: [{ location: 'head', script: 'y()', script_type: 'script' }] },
        }),
      ),
    ).toEqual({})
  })

  it('a site without tags keeps the CSP byte for byte; tags append to their directives only', () => {
    const before = contentSecurityPolicy('n', ['https://img.test'])
    expect(contentSecurityPolicy('n', ['https://img.test'], cspFor(settings()))).toBe(before)
    const after = contentSecurityPolicy(
      'n',
      ['https://img.test'],
      cspFor(stats({ facebook_meta_pixel_code: '123456789' })),
    )
    expect(after).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https://connect.facebook.net;")
    expect(after).toContain("img-src 'self' data: blob: https://img.test https://www.facebook.com;")
    expect(after).toContain("connect-src 'self' ws: wss: https://www.facebook.com;")
    expect(after).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    expect(after.replace(/ https:\/\/(connect|www)\.facebook\.(net|com)/g, '')).toBe(before)
  })
})

describe('the tag origins handed from the render to the security headers', () => {
  it('round-trips what cspFor gives', () => {
    const sources = cspFor(
      stats({ google_analytics_4: 'G-ABC1234', jivo_chat: 'aBc123XyZ', yandex_metrika: '56789012' }),
    )
    expect(decodeCspSources(encodeCspSources(sources))).toEqual(sources)
  })

  it.each([
    ['no header', null, {}],
    ['not JSON', '{', {}],
    [
      'unknown directive dropped',
      '{"default-src":["https://a.example"],"img-src":["https://b.example"]}',
      { 'img-src': ['https://b.example'] },
    ],
    [
      'non-origins dropped',
      `{"script-src":["'unsafe-inline'","*","http://plain.example","https://ok.example","https://x.example; script-src *"]}`,
      { 'script-src': ['https://ok.example'] },
    ],
    [
      'a wildcard subdomain kept',
      '{"connect-src":["https://*.jivosite.com"]}',
      { 'connect-src': ['https://*.jivosite.com'] },
    ],
  ])('%s', (_n, value, expected) => {
    expect(decodeCspSources(value)).toEqual(expected)
  })
})

describe('operator text cannot leave its element', () => {
  it.each([
    [scriptText, 'var s="</script><script>alert(1)</script>"', 'var s="<\\/script><script>alert(1)<\\/script>"'],
    [scriptText, 'a="</SCRIPT >"', 'a="<\\/SCRIPT >"'],
    [scriptText, 'x="<!--<script>"', 'x="<\\!--<script>"'],
    [
      noscriptHtml,
      '<img src=x></noscript><script>alert(1)</script>',
      '<img src=x>&lt;/noscript><script>alert(1)</script>',
    ],
    [styleText, 'a{}</style><script>alert(1)</script>', 'a{}<\\/style><script>alert(1)</script>'],
  ])('%#', (escaper, input, output) => {
    expect(escaper(input)).toBe(output)
  })

  it('keeps the script’s meaning: the escaped text still evaluates to the same string', () => {
    const code = scriptText('"</script>"')
    expect(new Function(`return ${code}`)()).toBe('</script>')
  })
})

describe('tag fragments', () => {
  const all = settings({
    sitesettingsstatistic: {
      google_analytics_4: 'G-ABC1234',
      google_tag_manager: 'GTM-AB12CD',
      facebook_meta_pixel_code: '123456789',
      facebook_verification: 'fb"tok',
      google_search_console: 'gsc',
      yandex_metrika: '56789012',
      jivo_chat: 'aBc123XyZ',
    },
    styles: {
      css: 'body{}</style>',
      script: 'window.s=1',
      no_script_text: 'Enable <JS>',
      additional_js_items: [
        { location: 'head', script: 'window.h=1', script_type: 'script' },
        { location: 'body_start', script: '<img src="/p.gif" alt="">', script_type: 'noscript' },
        { location: 'body_end', script: 'window.e="</script>"', script_type: 'script' },
      ],
    },
  })

  it('puts every script under the nonce, each item where its location says', () => {
    const f = tagFragments(all, 'N0nce_')
    for (const part of [f.head, f.bodyStart, f.bodyEnd]) {
      const scripts = part.match(/<script\b[^>]*>/g) ?? []
      for (const tag of scripts) expect(tag).toContain('nonce="N0nce_"')
    }
    expect(f.head).toContain('<meta name="google-site-verification" content="gsc">')
    expect(f.head).toContain('<meta name="facebook-domain-verification" content="fb&quot;tok">')
    expect(f.head).toContain('<style data-site-css>body{}<\\/style></style>')
    expect(f.head).toContain('<script nonce="N0nce_">window.h=1</script>')
    expect(f.head).toContain("'https://www.googletagmanager.com/gtag/js?id=G-ABC1234'")
    expect(f.head).toContain("'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'")
    expect(f.head).toContain("'https://connect.facebook.net/en_US/fbevents.js'")
    expect(f.head).toContain("'https://mc.yandex.ru/metrika/tag.js'")
    expect(f.head).toContain("'https://code.jivo.ru/widget/aBc123XyZ'")
    expect(f.head).toContain('requestAnimationFrame')
    expect(f.bodyStart).toContain('<iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD"')
    expect(f.bodyStart).toContain('<noscript><img src="/p.gif" alt=""></noscript>')
    expect(f.bodyStart).toContain('<noscript><p class="noscript-text">Enable &lt;JS&gt;</p></noscript>')
    expect(f.bodyEnd).toBe(
      '<script nonce="N0nce_">window.e="<\\/script>"</script><script nonce="N0nce_" data-site-script>window.s=1</script>',
    )
  })

  it('a site without tags or items adds nothing', () => {
    expect(tagFragments(settings(), 'n')).toEqual({ head: '', bodyStart: '', bodyEnd: '' })
  })

  it('a nonce is written with base64url characters only', () => {
    expect(tagFragments(settings({ styles: { script: 'x()' } }), 'a"b<c').bodyEnd).toBe(
      '<script nonce="abc" data-site-script>x()</script>',
    )
  })

  it('the loader sets up the queues at once and adds the vendors’ scripts after the first frame, async, with the nonce', () => {
    const head = tagFragments(settings({ sitesettingsstatistic: { google_analytics_4: 'G-ABC1234' } }), 'n').head
    const code = /<script[^>]*>(.*)<\/script>/.exec(head)?.[1] ?? ''
    const frames: (() => void)[] = []
    const appended: { src: string; async: boolean; nonce?: string }[] = []
    const w: Record<string, unknown> = { requestAnimationFrame: (f: () => void) => frames.push(f) }
    const d = {
      currentScript: { nonce: 'n' },
      head: { appendChild: (s: never) => appended.push(s) },
      createElement: () => ({}),
    }
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', code)(
      w,
      d,
      w.requestAnimationFrame,
      (f: () => void) => f(),
    )
    expect((w.dataLayer as unknown[]).length).toBe(2) // gtag('js'), gtag('config')
    expect(appended).toEqual([])
    for (const f of frames) f()
    expect(appended).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC1234', async: true, nonce: 'n' },
    ])
  })
})

describe('the tag loader where the browser reports paints', () => {
  it("adds the vendors' scripts once, after the first paint entry (not after a frame), or after the wait without one", () => {
    const head = tagFragments(settings({ sitesettingsstatistic: { google_analytics_4: 'G-ABC1234' } }), 'n').head
    const code = /<script[^>]*>(.*)<\/script>/.exec(head)?.[1] ?? ''
    const run = () => {
      const observers: { callback: () => void; options?: unknown; disconnected: boolean }[] = []
      const timers: { f: () => void; ms: number }[] = []
      const frames: (() => void)[] = []
      const appended: string[] = []
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'mark']
        entry: { callback: () => void; options?: unknown; disconnected: boolean }
        constructor(callback: () => void) {
          this.entry = { callback, disconnected: false }
          observers.push(this.entry)
        }
        observe(options: unknown) {
          this.entry.options = options
        }
        disconnect() {
          this.entry.disconnected = true
        }
      }
      const w: Record<string, unknown> = { PerformanceObserver: FakeObserver }
      const d = {
        currentScript: { nonce: 'n' },
        head: { appendChild: (s: { src: string }) => appended.push(s.src) },
        createElement: () => ({}),
      }
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', code)(
        w,
        d,
        (f: () => void) => frames.push(f),
        (f: () => void, ms: number) => timers.push({ f, ms }),
      )
      const fire = (ms: number) => {
        for (const t of timers.splice(0).filter((x) => x.ms === ms)) t.f()
      }
      return { observers, timers, frames, appended, fire }
    }
    const painted = run()
    expect(painted.frames).toEqual([]) // no frame rule where paints are reported
    expect(painted.observers[0]?.options).toEqual({ type: 'paint', buffered: true })
    painted.observers[0]?.callback()
    expect(painted.observers[0]?.disconnected).toBe(true)
    expect(painted.appended).toEqual([])
    painted.fire(0)
    expect(painted.appended).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC1234'])
    painted.fire(TAGS_PAINT_WAIT_MS) // the wait ends later: nothing twice
    expect(painted.appended).toHaveLength(1)

    const neverPainted = run()
    neverPainted.fire(TAGS_PAINT_WAIT_MS)
    neverPainted.fire(0)
    expect(neverPainted.appended).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC1234'])
  })
})

describe('additional_settings.shared_keys: window.sharedKeys for the site scripts', () => {
  it('defines the keys first in the head, under the nonce, escaped for a script element', () => {
    const parsed = globalSettingsSchema.parse({
      additional_settings: { shared_keys: { support_chat: 'x</script><b>', maps: 'k\u2028' } },
      styles: { additional_js_items: [{ location: 'head', script: 'use(window.sharedKeys)' }] },
    })
    const { head } = tagFragments(parsed, 'n0nce')
    expect(head.indexOf('data-shared-keys')).toBeLessThan(head.indexOf('use(window.sharedKeys)'))
    expect(head).toContain(
      '<script nonce="n0nce" data-shared-keys>window.sharedKeys=Object.freeze({"support_chat":"x\\u003c/script>\\u003cb>","maps":"k\\u2028"})</script>',
    )
  })

  it.each([[undefined], [{}]])('none for %j', (keys) => {
    expect(sharedKeysScript(keys)).toBeNull()
    expect(
      tagFragments(globalSettingsSchema.parse({ additional_settings: { shared_keys: keys ?? {} } }), 'n').head,
    ).not.toContain('sharedKeys')
  })
})
