import { describe, expect, it } from 'vitest'
import { send, sendOnMarket } from './helpers'

/**
 * The Worker's own endpoints asked with a method they do not take (worker/api/endpoint-methods.ts):
 * a 405 that names their methods, not the missing-page 404 (they are there) nor the pages' 405
 * naming GET and HEAD. Found by a stranger's sweep (session 69, h2).
 */
describe("the Worker's endpoints and methods they do not take", () => {
  // No cookie: the CSRF rule lets a cookie-less request through, so the method rule is what answers.
  it.each([
    ['PUT', '/api/cart', 'GET, HEAD, POST, DELETE'],
    ['PATCH', '/api/cart', 'GET, HEAD, POST, DELETE'],
    ['GET', '/api/cart/lock', 'POST'],
    ['DELETE', '/api/cart/lock', 'POST'],
    ['GET', '/api/cart/merge', 'POST'],
    ['PUT', '/api/auth/refresh', 'GET, HEAD, POST'],
    ['GET', '/api/auth/logout', 'POST'],
    ['GET', '/__cache/purge', 'POST'],
    ['PUT', '/__cache/purge', 'POST'],
    ['DELETE', '/__cache/purge', 'POST'],
    ['POST', '/ws/cart', 'GET'],
  ])('%s %s is a 405 naming %s', async (method, path, allow) => {
    const res = await send(path, { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe(allow)
    expect(await res.text()).toBe(`Method Not Allowed: this address answers ${allow}`)
  })

  it('OPTIONS names the methods with a 204', async () => {
    const res = await send('/api/cart/merge', { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('Allow')).toBe('POST')
  })

  it('on the marketplace, an advert answers PATCH and DELETE; elsewhere the area is not there', async () => {
    const market = await sendOnMarket('/api/adverts/some-advert', { method: 'GET' })
    expect(market.status).toBe(405)
    expect(market.headers.get('Allow')).toBe('PATCH, DELETE')
    const elsewhere = await send('/api/adverts/some-advert', { method: 'GET' })
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toEqual({ error: 'Not Found: this shop has no adverts area' })
  })

  it('a path under /api that is no endpoint is still the server-level 404 text', async () => {
    const res = await send('/api/cart/nothing', { method: 'PUT' })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('This page could not be found')
  })
})
