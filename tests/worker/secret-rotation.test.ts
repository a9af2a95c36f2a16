import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COOKIES, SERVER_COOKIES } from '#config'
import { testProduct, testProductPage } from '#contract/product-card.fixture.ts'
import { groupSignature } from '#platform/cookies/group.ts'
import { newGuestId, signGuestId } from '#platform/cookies/guest.ts'
import type { Env } from '#platform/env.ts'
import { resignedGroup } from '../../worker/middleware/group-resign'
import { REFRESH_HEADER } from '../../worker/middleware/page-cache'
import type { AppEnv } from '../../worker/types'
import { adminDouble, send, settingsBody } from './helpers'
import { bindings, sendPage, through, uniqueToken } from './page-cache.helpers'

/**
 * Rotating CART_COOKIE_SECRET (decisions 0015 and 0038, an operator audit): with the old secret kept as
 * CART_COOKIE_SECRET_PREVIOUS, a signed-in shopper of group 1 keeps the group's prices and a guest
 * keeps its cart id, and each cookie is signed again with the new secret on the next answer that can
 * write it - the group on a rendered page (never a cached one, and such a page is not stored), the
 * guest on the cart API. A cookie under neither secret is a guest's / a new guest's, and without
 * CART_COOKIE_SECRET_PREVIOUS nothing changes.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const PRICE = '24680.13'
const PATH = '/ro/product/rotation-drill'
const OLD = bindings.CART_COOKIE_SECRET as string
const NEW = 'rotated-cart-cookie-secret-9876543210fedcba9876543210'
const TOKEN = 'header.payload.good'

beforeAll(async () => {
  const page = testProductPage(
    testProduct(502, {
      title: 'Rotation Drill',
      url: 'rotation-drill',
      price: 24680.13,
      slugs: { ro: 'rotation-drill', ru: 'rotation-drill', uk: 'rotation-drill', en: 'rotation-drill' },
    }),
    { description: 'A drill.' },
    { seo_info: { title: 'Drill', description: 'A drill', img: null, keywords: '' } },
  )
  await ssrDouble.fetch('http://admin.test/__double/routes', {
    method: 'POST',
    body: JSON.stringify({ '/general/v2/product/rotation-drill/': page }),
  })
  await ssrDouble.fetch('http://admin.test/__double/settings', {
    method: 'POST',
    body: JSON.stringify({ hide_price_for_guests: true }),
  })
})
afterAll(async () => {
  await ssrDouble.fetch('http://admin.test/__double/settings', { method: 'DELETE' })
  await ssrDouble.fetch('http://admin.test/__double/routes', { method: 'DELETE' })
})

const admin = adminDouble({
  '/settings/global_site_settings': settingsBody({ hide_price_for_guests: true }),
  '/settings/footer_settings': { developers: [] },
})
const secrets = (current: string, previous?: string): Partial<Env> => ({
  CART_COOKIE_SECRET: current,
  ...(previous ? { CART_COOKIE_SECRET_PREVIOUS: previous } : {}),
})
/** A group-1 shopper's cookies, the group signed with `secret` for site `site`. */
async function member(secret: string, site: string, extra = '') {
  const signature = await groupSignature({ ...bindings, CART_COOKIE_SECRET: secret, SITE_TOKEN: site }, '1', TOKEN)
  return `${SERVER_COOKIES.token}=${TOKEN}; ${COOKIES.userGroupId}=1; ${SERVER_COOKIES.userGroupSig}=${signature}${extra}`
}
const setCookie = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
const cookieValue = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=').slice(1).join('=')

describe('the group signature across a rotation', () => {
  it('signed with the previous secret: the group still sees its prices and is signed again with the current one, on a page that is not stored', async () => {
    const SITE_TOKEN = uniqueToken('rotation')
    const on = { PAGE_CACHE_MODE: 'on', SITE_TOKEN, ...secrets(NEW, OLD) }
    const old = await through(sendPage(PATH, { headers: { Cookie: await member(OLD, SITE_TOKEN) } }, on, admin))
    expect(old.status).toBe(200)
    expect(old.html).toContain(PRICE)
    // Signed again as sign-in signs it: the current secret, HttpOnly, the session's path; never stored.
    const sig = setCookie(old.res, SERVER_COOKIES.userGroupSig)
    expect(cookieValue(sig)).toBe(
      await groupSignature({ ...bindings, CART_COOKIE_SECRET: NEW, SITE_TOKEN }, '1', TOKEN),
    )
    expect(sig).toMatch(/HttpOnly/i)
    expect(sig).toMatch(/Path=\//)
    expect(sig).toMatch(/SameSite=Lax/i)
    expect(sig).toMatch(/Secure/i)
    expect(cookieValue(setCookie(old.res, COOKIES.userGroupId))).toBe('1')
    expect(old.state).toBe('BYPASS')
    expect(old.res.headers.get('Cache-Control')).toMatch(/private/)

    // The re-signed cookie counts under the current secret alone; its page is stored now.
    const fresh = await through(
      sendPage(PATH, { headers: { Cookie: await member(NEW, SITE_TOKEN) } }, { ...on, ...secrets(NEW) }, admin),
    )
    expect(fresh.html).toContain(PRICE)
    expect(fresh.state).toBe('MISS')
    expect(fresh.res.headers.getSetCookie()).toEqual([])
    // A cached page's answer never carries the cookie: the old signature is served the group's HIT as it is.
    const hit = await through(sendPage(PATH, { headers: { Cookie: await member(OLD, SITE_TOKEN) } }, on, admin))
    expect(hit.state).toBe('HIT')
    expect(hit.html).toContain(PRICE)
    expect(hit.res.headers.getSetCookie()).toEqual([])
  })

  it('signed with neither secret: a guest (no price, no cookie written)', async () => {
    const res = await send(PATH, { headers: { Cookie: await member(OLD, bindings.SITE_TOKEN) } }, admin, {
      ...secrets(NEW, 'some-other-previous-secret-0123456789abcdef'),
    })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain(PRICE)
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('user-group'))).toEqual([])
  })

  it('without CART_COOKIE_SECRET_PREVIOUS nothing changes: the old signature is a guest, the current one is not written again', async () => {
    const old = await send(PATH, { headers: { Cookie: await member(OLD, bindings.SITE_TOKEN) } }, admin, secrets(NEW))
    expect(await old.text()).not.toContain(PRICE)
    expect(old.headers.getSetCookie()).toEqual([])
    const current = await send(
      PATH,
      { headers: { Cookie: await member(NEW, bindings.SITE_TOKEN) } },
      admin,
      secrets(NEW),
    )
    expect(await current.text()).toContain(PRICE)
    expect(current.headers.getSetCookie()).toEqual([])
  })

  it("a stale page's background refresh is not signed (its answer reaches no browser, and would not be stored)", async () => {
    const res = await send(
      PATH,
      { headers: { Cookie: await member(OLD, bindings.SITE_TOKEN), [REFRESH_HEADER]: 'x' } },
      admin,
      secrets(NEW, OLD),
    )
    expect(await res.text()).toContain(PRICE)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it("an answer that writes the session's cookies itself (a sign-in, a sign-out) is not signed over", async () => {
    const mini = new Hono<AppEnv>()
    mini.use('*', async (c, next) => {
      c.set('viewerGroupCheck', Promise.resolve({ group: '1', token: TOKEN, previous: true }))
      await next()
    })
    mini.use('*', resignedGroup)
    mini.get('/page', (c) => c.html('page'))
    mini.get('/sign-in', (c) => {
      c.header('Set-Cookie', `${SERVER_COOKIES.token}=another.session.token; Path=/; HttpOnly`, { append: true })
      return c.html('signed in')
    })
    const e = { ...bindings, ...secrets(NEW, OLD) }
    const page = await mini.fetch(new Request('https://shop.test/page'), e)
    expect(cookieValue(setCookie(page, SERVER_COOKIES.userGroupSig))).toBe(
      await groupSignature({ ...bindings, CART_COOKIE_SECRET: NEW }, '1', TOKEN),
    )
    const signIn = await mini.fetch(new Request('https://shop.test/sign-in'), e)
    expect(signIn.headers.getSetCookie()).toEqual([`${SERVER_COOKIES.token}=another.session.token; Path=/; HttpOnly`])
  })
})

describe('the guest cart cookie across a rotation', () => {
  const ORIGIN = 'https://shop.test'
  const card = {
    productId: 7,
    title: 'P7',
    url: 'p-7',
    img: '',
    price: 10,
    multiplicity: 1,
    brand: { id: 1, name: 'A', slug: 'a' },
    stock: 5,
  }
  const order = { localCart: { products: [{ product: card, count: 2 }] }, localDataFields: {} }
  const cartAdmin = adminDouble({})
  const guestCookie = async (secret: string, id: string) =>
    `${SERVER_COOKIES.guestCart}=${await signGuestId({ ...bindings, CART_COOKIE_SECRET: secret }, id)}`
  const getCart = (cookie: string, overrides: Partial<Env>) =>
    send('/api/cart', { headers: { Cookie: cookie } }, cartAdmin, overrides)

  /** A guest whose cart was saved under the old secret, before the rotation. */
  async function savedGuest() {
    const id = newGuestId()
    const saved = await send(
      '/api/cart',
      {
        method: 'POST',
        headers: { Cookie: await guestCookie(OLD, id), Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ order, replace: true, expectedVersion: 0 }),
      },
      cartAdmin,
      secrets(OLD),
    )
    expect(saved.status).toBe(200)
    return id
  }

  it('signed with the previous secret: the same cart id, its cart, and the cookie signed again with the current secret', async () => {
    const id = await savedGuest()
    const res = await getCart(await guestCookie(OLD, id), secrets(NEW, OLD))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { order: typeof order }).order.localCart.products).toHaveLength(1)
    const set = setCookie(res, SERVER_COOKIES.guestCart)
    expect(cookieValue(set)).toBe(await signGuestId({ ...bindings, CART_COOKIE_SECRET: NEW }, id))
    expect(set).toMatch(/HttpOnly/i)
    // Once re-signed, the current secret alone finds the same cart and writes nothing.
    const after = await getCart(`${SERVER_COOKIES.guestCart}=${cookieValue(set)}`, secrets(NEW))
    expect(((await after.json()) as { order: typeof order }).order.localCart.products).toHaveLength(1)
    expect(setCookie(after, SERVER_COOKIES.guestCart)).toBeUndefined()
  })

  it.each([
    ['signed with neither secret', secrets(NEW, 'some-other-previous-secret-0123456789abcdef')],
    ['without CART_COOKIE_SECRET_PREVIOUS (as before)', secrets(NEW)],
  ])('%s: a new guest with an empty cart', async (_name, overrides) => {
    const id = await savedGuest()
    const res = await getCart(await guestCookie(OLD, id), overrides)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { order: typeof order }).order.localCart.products).toHaveLength(0)
    const value = cookieValue(setCookie(res, SERVER_COOKIES.guestCart))
    expect(value).toBeDefined()
    expect(value?.split('.')[0]).not.toBe(id)
  })
})
