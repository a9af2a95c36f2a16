import { describe, expect, it } from 'vitest'
import { imageOrigins } from '../../worker/middleware/security-headers'
import { adminDouble, send, settingsBody } from './helpers'
import { cspNonce, nonces, sendPage, through } from './page-cache.helpers'

/** Tags from the site settings in the rendered page, under the response's nonce and a CSP naming their origins (decision 0028). */
const tagged = () =>
  adminDouble({
    '/settings/global_site_settings': settingsBody({
      sitesettingsstatistic: {
        google_analytics_4: 'G-TEST12345',
        google_tag_manager: 'GTM-TEST123',
        facebook_meta_pixel_code: '1234567890',
        facebook_verification: 'fb-verify',
        google_search_console: 'gsc-verify',
        yandex_metrika: '98765432',
        jivo_chat: 'JivoW1dget',
      },
      styles: {
        css: '.x{color:red}',
        script: 'window.__siteScript=1',
        no_script_text: 'Enable JavaScript',
        additional_js_items: [
          { location: 'head', script: 'window.__head=1', script_type: 'script' },
          { location: 'body_start', script: '<img src="/pixel.gif" alt="">', script_type: 'noscript' },
          { location: 'body_end', script: 'window.__end="</script><script>alert(1)</script>"', script_type: 'script' },
        ],
      },
    }),
    '/settings/footer_settings': { developers: [] },
  })

const csp = (res: Response) => res.headers.get('Content-Security-Policy') ?? ''
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('site tags in the Worker', () => {
  it('renders every configured tag with the nonce of its response, each where it belongs', async () => {
    const res = await send('/ro', {}, tagged())
    const html = await res.text()
    const nonce = cspNonce(res)
    expect(nonce).toBeTruthy()
    for (const n of nonces(html)) expect(n).toBe(nonce)
    const head = html.slice(0, html.indexOf('</head>'))
    const body = html.slice(html.indexOf('<body'))
    expect(head).toContain('<meta name="google-site-verification" content="gsc-verify">')
    expect(head).toContain('<meta name="facebook-domain-verification" content="fb-verify">')
    expect(head).toContain('<style data-site-css>.x{color:red}</style>')
    expect(head).toContain(`<script nonce="${nonce}">window.__head=1</script>`)
    expect(head).toMatch(
      new RegExp(
        `<script nonce="${nonce}" data-site-tags>[^<]*gtag/js\\?id=G-TEST12345[^<]*gtm\\.js\\?id=GTM-TEST123[^<]*fbevents\\.js[^<]*metrika/tag\\.js[^<]*widget/JivoW1dget`,
      ),
    )
    expect(body).toMatch(
      /^<body[^>]*><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TEST123"/,
    )
    expect(body).toContain('<noscript><img src="/pixel.gif" alt=""></noscript>')
    expect(body).toContain('<noscript><p class="noscript-text">Enable JavaScript</p></noscript>')
    // Operator text cannot close its script: the one body-end script stays one script.
    expect(body).toContain(
      `<script nonce="${nonce}">window.__end="<\\/script><script>alert(1)<\\/script>"</script><script nonce="${nonce}" data-site-script>window.__siteScript=1</script></body>`,
    )
  })

  it("the social sign-in callback page moves the provider's token out of the address before every tag", async () => {
    const html = await (await send('/ro/auth/social/google?state=abc&access_token=SECRET', {}, tagged())).text()
    const scrubAt = html.indexOf('data-social-scrub')
    expect(scrubAt).toBeGreaterThan(0)
    expect(scrubAt).toBeLessThan(html.indexOf('data-site-tags'))
    expect(scrubAt).toBeLessThan(html.indexOf('window.__head=1'))
    // by path: Google's token comes in the fragment, which the server never sees
    expect(await (await send('/ro/auth/social/google', {}, tagged())).text()).toContain('data-social-scrub')
    expect(await (await send('/ro', {}, tagged())).text()).not.toContain('data-social-scrub')
  })

  it('extends the CSP with exactly the configured tags’ origins', async () => {
    const res = await send('/ro', {}, tagged())
    const policy = csp(res)
    expect(res.headers.get('x-site-tags-csp')).toBeNull()
    expect(directive(policy, 'script-src')).toMatch(
      /'strict-dynamic' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net https:\/\/mc\.yandex\.ru https:\/\/code\.jivo\.ru https:\/\/code\.jivosite\.com$/,
    )
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.googletagmanager.com https://mc.yandex.ru https://*.jivosite.com",
    )
    expect(directive(policy, 'connect-src')).toContain(
      'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com https://mc.yandex.ru https://*.jivosite.com',
    )
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com')
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
  })

  it('a site without tags gets the page and the CSP it had before', async () => {
    const res = await send('/ro')
    const html = await res.text()
    expect(html).not.toContain('data-site-tags')
    expect(html).not.toContain('googletagmanager')
    expect(csp(res).replace(/'nonce-[^']+'/, "'nonce-N'")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-N' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: http://admin-" +
        csp(res).match(/http:\/\/admin-(\d+)\.test/)?.[1] +
        ".test https: https://tile.openstreetmap.org; font-src 'self' data:; connect-src 'self' ws: wss:; frame-src 'self' https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('a page-cache HIT carries the new nonce on the tags’ scripts and the same origins', async () => {
    const e = { PAGE_CACHE_MODE: 'on' }
    const inner = tagged()
    let settingsCalls = 0
    // While held, a settings call is not answered: a hit that waited for one would never answer.
    let held: Promise<void> | null = null
    const admin = async (request: Request) => {
      if (new URL(request.url).pathname === '/settings/global_site_settings') {
        settingsCalls += 1
        await held
      }
      return inner(request)
    }
    const first = await through(sendPage('/ro', {}, e, admin))
    settingsCalls = 0
    let release = () => {}
    held = new Promise((resolve) => {
      release = resolve
    })
    const sent = await sendPage('/ro', {}, e, admin)
    const second = { state: sent.res.headers.get('x-page-cache'), res: sent.res, html: await sent.res.text() }
    release()
    await sent.settled()
    // sendPage's isolate holds no settings: the hit loads them after its response (decision 0128), once.
    expect(settingsCalls).toBeLessThanOrEqual(1)
    expect(first.state).toBe('MISS')
    expect(second.state).toBe('HIT')
    const nonce = cspNonce(second.res)
    expect(nonce).not.toBe(cspNonce(first.res))
    expect(second.html).toContain(`<script nonce="${nonce}" data-site-tags>`)
    expect(second.html).toContain(`<script nonce="${nonce}" data-site-script>`)
    for (const n of nonces(second.html)) expect(n).toBe(nonce)
    // The CSP of a HIT comes from the page it replays (no settings call needed), and the header stays inside.
    const same = (policy: string) => policy.replace(/'nonce-[^']+'/, 'N').replace(/admin-pc-\d+/, 'A')
    expect(same(csp(second.res))).toBe(same(csp(first.res)))
    expect(csp(second.res)).toContain('https://connect.facebook.net')
    expect(second.res.headers.get('x-site-tags-csp')).toBeNull()
  })
})

describe('image sources (IMAGE_ORIGINS, decision 0098)', () => {
  it.each([
    ['unset: any https image (a back end whose images are on a CDN)', undefined, ['https:']],
    ['empty: the same', ' ', ['https:']],
    [
      'two origins, comma or space separated',
      'https://cdn.example, https://img.example/x',
      ['https://cdn.example', 'https://img.example'],
    ],
    ['a loopback http origin', 'http://127.0.0.1:9710', ['http://127.0.0.1:9710']],
    ['no origin among the entries: only the back end and the tiles remain', 'javascript:alert(1) nonsense', []],
  ])('%s', (_what, configured, expected) => {
    expect(imageOrigins(configured)).toEqual(expected)
  })

  it('a page allows the configured image origins and no other https image', async () => {
    const res = await send('/ro', {}, undefined, { IMAGE_ORIGINS: 'https://cdn.example' })
    const img = directive(csp(res), 'img-src')
    expect(img).toContain(' https://cdn.example')
    expect(img).not.toMatch(/ https: /)
    expect(img).toMatch(/http:\/\/admin-\d+\.test/)
  })

  it('the origins are worked out once per set of variables: other values in the same isolate give their own', async () => {
    const img = async (vars: Record<string, string>) =>
      directive(csp(await send('/ro', {}, undefined, vars)), 'img-src')
    expect(await img({ IMAGE_ORIGINS: 'https://cdn.example' })).toContain(' https://cdn.example')
    const other = await img({ IMAGE_ORIGINS: 'https://img.example' })
    expect(other).toContain(' https://img.example')
    expect(other).not.toContain('cdn.example')
    expect(
      await img({ IMAGE_ORIGINS: 'https://img.example', MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png' }),
    ).toContain(' https://tiles.example')
  })
})
