import { env } from 'cloudflare:workers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COOKIES } from '#config'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { callForRequest } from '#platform/request.server.ts'
import { resetSiteMemo } from '#platform/site.server.ts'
import { adminDouble, send, settingsBody, ssrSettingsFail } from './helpers'
import { sendPage, through, uniqueToken } from './page-cache.helpers'

/**
 * Age restriction at the data boundary (issue 27 point 4; decision 0041): on a site with
 * `additional_settings.age_restriction`, a product the back end marks `age_restricted` leaves the
 * server without its details for a viewer without `is_age_valid=true` - not in the HTML, the meta or
 * the hydration data - and the page shows the age gate; the page cache keeps the confirmed and the
 * unconfirmed page apart. The product's image, description and property are strings found nowhere
 * else, so a grep of the page finds any copy of them.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const SECRETS = ['adults-only-image-4711', 'adults-only-description-4711', 'adults-only-property-4711']
const properties = [{ id: 1, keyword: 'dose', title: 'Dose', value: SECRETS[2], option_keyword: 'dose', unit: null }]
const productPage = testProductPage(
  testProduct(601, {
    title: 'Strong Relief 601',
    url: 'strong-relief',
    img: `https://img.test/${SECRETS[0]}.svg`,
    age_restricted: true,
    slugs: { ro: 'strong-relief', ru: 'strong-relief', uk: 'strong-relief', en: 'strong-relief' },
  }),
  { description: `Take one. ${SECRETS[1]}`, properties },
  { seo_info: { title: 'Strong Relief 601', description: 'Relief', img: null, keywords: '' }, properties },
)
const PATH = '/ro/product/strong-relief'

async function site(restricts: boolean) {
  await ssrDouble.fetch('http://admin.test/__double/settings', {
    method: 'POST',
    body: JSON.stringify({ additional_settings: { age_restriction: restricts } }),
  })
}
const admin = (restricts: boolean) =>
  adminDouble({
    '/settings/global_site_settings': settingsBody({ additional_settings: { age_restriction: restricts } }),
    '/settings/footer_settings': { developers: [] },
  })
beforeAll(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({ '/general/v2/product/strong-relief/': productPage }),
  })
})
afterEach(async () => {
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
})
afterAll(async () => {
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

async function html(cookie: string | undefined, restricts = true): Promise<string> {
  await site(restricts)
  const res = await send(PATH, cookie ? { headers: { Cookie: cookie } } : {}, admin(restricts))
  expect(res.status).toBe(200)
  const text = await res.text()
  expect(text).toContain('Strong Relief 601')
  return text
}
const secretsIn = (text: string) => SECRETS.filter((s) => text.includes(s))

describe('age_restriction: a restricted product leaves the server without its details until the age is confirmed', () => {
  it('a confirmed viewer gets the whole product page (the grep below would see the details)', async () => {
    const text = await html(`${COOKIES.isAgeValid}=true`)
    expect(secretsIn(text)).toEqual(SECRETS)
    expect(text).not.toContain('data-testid="age-gate"')
  }, 60_000)

  it('a site that does not ask shows the product to everyone', async () => {
    const text = await html(undefined, false)
    expect(secretsIn(text)).toEqual(SECRETS)
  })

  it.each([
    ['no cookie', undefined],
    ['a "no" answer', `${COOKIES.isAgeValid}=false`],
    ['an unknown value', `${COOKIES.isAgeValid}=yes`],
  ])(
    '%s: the age gate, and no image, description or property in the HTML, meta or hydration data',
    async (_name, cookie) => {
      const text = await html(cookie)
      expect(text).toContain('data-testid="age-gate"')
      expect(secretsIn(text)).toEqual([])
      expect(text).not.toContain('og:image')
    },
  )

  it('a settings call that fails keeps the gate: by the last settings, else by default (decision 0130)', async () => {
    const fail = ssrSettingsFail
    try {
      resetSiteMemo({ lastAnswers: true })
      await fail(true)
      expect(secretsIn(await html(undefined))).toEqual([])
      await fail(false)
      await html(undefined, false)
      await fail(true)
      expect(secretsIn(await html(undefined, false))).toEqual(SECRETS)
    } finally {
      await fail(false)
    }
  })

  it('what the admin calls hand to server functions is stripped too (callForRequest outside a page)', async () => {
    await site(true)
    resetSiteMemo()
    const result = await callForRequest('ro', 'product', { params: { slug: 'strong-relief' } })
    expect(result.ok).toBe(true)
    expect(secretsIn(JSON.stringify(result))).toEqual([])
    expect(result.ok && result.data.product.age_hidden).toBe(true)
  })
})

describe('the page cache keeps the confirmed and the unconfirmed page apart', () => {
  const on = { PAGE_CACHE_MODE: 'on' }
  const confirmed = { headers: { Cookie: `${COOKIES.isAgeValid}=true` } }
  const declined = { headers: { Cookie: `${COOKIES.isAgeValid}=false` } }

  it.each([
    ['unconfirmed first', false],
    ['confirmed first', true],
  ])('%s: each variant is cached with its own body, and neither poisons the other', async (_name, confirmedFirst) => {
    await site(true)
    const SITE_TOKEN = uniqueToken('age')
    const get = (init: RequestInit) => through(sendPage(PATH, init, { ...on, SITE_TOKEN }, admin(true)))
    const order: [RequestInit, boolean][] = confirmedFirst
      ? [
          [confirmed, true],
          [{}, false],
        ]
      : [
          [{}, false],
          [confirmed, true],
        ]
    const bodies: string[] = []
    for (const [init, sees] of order) {
      const first = await get(init)
      expect(first.state).toBe('MISS')
      expect(secretsIn(first.html)).toEqual(sees ? SECRETS : [])
      bodies.push(first.html)
    }
    expect(bodies[0]).not.toEqual(bodies[1])
    // Both are now cached; each request gets its own variant back.
    const guest = await get({})
    expect(guest.state).toBe('HIT')
    expect(secretsIn(guest.html)).toEqual([])
    expect(guest.html).toContain('data-testid="age-gate"')
    const adult = await get(confirmed)
    expect(adult.state).toBe('HIT')
    expect(secretsIn(adult.html)).toEqual(SECRETS)
    expect(adult.html).not.toContain('data-testid="age-gate"')
    // A "no" shares the unconfirmed entry.
    const no = await get(declined)
    expect(no.state).toBe('HIT')
    expect(secretsIn(no.html)).toEqual([])
  })
})

describe('an odd spelling of the age cookie never reaches the cache (issue 50 point 3)', () => {
  const A = COOKIES.isAgeValid
  const ODD = [
    `${A}="true"`,
    `${A}=TRUE`,
    `${A}=True`,
    `${A}=true;${A}=false`,
    `${A}=%22true%22`,
    `${A}=%74rue`,
    `${A}=false; ${A}=true`,
    `${A}=`,
    `${A}=yes`,
  ]

  it('each odd value is rendered as unconfirmed and bypasses the cache; the adults entry keeps the adults page', async () => {
    await site(true)
    const SITE_TOKEN = uniqueToken('age-odd')
    const get = (cookie?: string) =>
      through(
        sendPage(
          PATH,
          cookie ? { headers: { Cookie: cookie } } : {},
          { PAGE_CACHE_MODE: 'on', SITE_TOKEN },
          admin(true),
        ),
      )
    for (const cookie of ODD) {
      const page = await get(cookie)
      expect({ cookie, state: page.state }).toEqual({ cookie, state: 'BYPASS' })
      expect(secretsIn(page.html)).toEqual([])
      expect(page.html).toContain('data-testid="age-gate"')
    }
    const adult = await get(`${COOKIES.isAgeValid}=true`)
    expect(adult.state).toBe('MISS')
    expect(secretsIn(adult.html)).toEqual(SECRETS)
    for (const cookie of ODD) expect((await get(cookie)).state).toBe('BYPASS')
    const again = await get(`${COOKIES.isAgeValid}=true`)
    expect(again.state).toBe('HIT')
    expect(secretsIn(again.html)).toEqual(SECRETS)
    const guest = await get()
    expect(guest.state).toBe('MISS')
    expect(secretsIn(guest.html)).toEqual([])
  }, 120_000)
})

describe('copies of the age cookie that agree read as their answer (a copy on Path=/ro/product and one on /)', () => {
  const A = COOKIES.isAgeValid

  it('two "yes" copies get the adults page, from the same cache entry as one "yes"; two "no" copies share the unconfirmed one', async () => {
    await site(true)
    const SITE_TOKEN = uniqueToken('age-twice')
    const get = (cookie?: string) =>
      through(
        sendPage(
          PATH,
          cookie ? { headers: { Cookie: cookie } } : {},
          { PAGE_CACHE_MODE: 'on', SITE_TOKEN },
          admin(true),
        ),
      )
    // The render and the key read the same answer: the first twice-confirmed request renders the
    // adults page and stores it under the adults key, where a single "yes" then finds it.
    const twice = await get(`${A}=true; other=1; ${A}=true`)
    expect(twice.state).toBe('MISS')
    expect(secretsIn(twice.html)).toEqual(SECRETS)
    expect(twice.html).not.toContain('data-testid="age-gate"')
    const once = await get(`${A}=true`)
    expect(once.state).toBe('HIT')
    expect(secretsIn(once.html)).toEqual(SECRETS)
    const thrice = await get(`${A}=true; ${A}=true; ${A}=true`)
    expect(thrice.state).toBe('HIT')
    expect(secretsIn(thrice.html)).toEqual(SECRETS)

    const noTwice = await get(`${A}=false; ${A}=false`)
    expect(noTwice.state).toBe('MISS')
    expect(secretsIn(noTwice.html)).toEqual([])
    expect(noTwice.html).toContain('data-testid="age-gate"')
    const guest = await get()
    expect(guest.state).toBe('HIT')
    expect(secretsIn(guest.html)).toEqual([])
    expect(guest.html).toContain('data-testid="age-gate"')
  }, 120_000)

  it('without the page cache, the render itself shows the details to two agreeing "yes" copies', async () => {
    const text = await html(`${A}=true; ${A}=true`)
    expect(secretsIn(text)).toEqual(SECRETS)
    expect(text).not.toContain('data-testid="age-gate"')
  })
})

describe('an odd age answer is cleared, HttpOnly copies included, so the shopper can answer again (session 69)', () => {
  const A = COOKIES.isAgeValid
  /** The age cookie's expiries an answer sets, as `path` or `domain path`. */
  const expiries = (res: Response) =>
    res.headers
      .getSetCookie()
      .filter((c) => c.startsWith(`${A}=;`) && /Max-Age=0/i.test(c))
      .map((c) => [/Domain=([^;]*)/i.exec(c)?.[1], /Path=([^;]*)/i.exec(c)?.[1]].filter(Boolean).join(' '))
      .sort()

  it.each([
    // a sibling host's HttpOnly "no" on the parent domain beside the shopper's own "yes" (document.cookie
    // cannot expire it): the shopper's every "yes" read as odd, the gate for ever
    ['a "yes" beside a planted "no"', `${A}=true; ${A}=false`],
    ['a planted "no" first', `${A}=false; ${A}=true`],
    ['a quoted "yes"', `${A}="true"`],
    ['junk', `${A}=yes`],
    ['an empty copy beside a "yes"', `${A}=; ${A}=true`],
  ])('%s: gated, not cached, and every copy this page is sent expires', async (_n, cookie) => {
    await site(true)
    const SITE_TOKEN = uniqueToken('age-clear')
    const page = await through(
      sendPage(PATH, { headers: { Cookie: cookie } }, { PAGE_CACHE_MODE: 'on', SITE_TOKEN }, admin(true)),
    )
    expect(page.state).toBe('BYPASS')
    expect(secretsIn(page.html)).toEqual([])
    const res = await send(PATH, { headers: { Cookie: cookie } }, admin(true))
    expect(res.headers.get('Cache-Control')).toMatch(/no-store|private/)
    expect(expiries(res)).toEqual(
      [
        '/',
        '/ro',
        '/ro/',
        '/ro/product',
        '/ro/product/',
        '/ro/product/strong-relief',
        'shop.test /',
        'shop.test /ro',
        'shop.test /ro/',
        'shop.test /ro/product',
        'shop.test /ro/product/',
        'shop.test /ro/product/strong-relief',
      ].sort(),
    )
  })

  it.each([
    ['a "yes"', `${A}=true`],
    ['a "no"', `${A}=false`],
    ['two agreeing copies', `${A}=true; ${A}=true`],
    ['no answer', 'other=1'],
  ])("%s is the shopper's own answer: nothing expires", async (_n, cookie) => {
    await site(true)
    const res = await send(PATH, { headers: { Cookie: cookie } }, admin(true))
    expect(res.status).toBe(200)
    expect(expiries(res)).toEqual([])
  })

  it('after the clearing, the one answer given passes the gate', async () => {
    // the browser after the expiries above and a fresh "yes" from the age modal
    const text = await html(`${A}=true`)
    expect(secretsIn(text)).toEqual(SECRETS)
  })
})
