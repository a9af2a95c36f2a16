import { describe, expect, it } from 'vitest'
import { getTranslatedSlug } from '#app/features/product/translated-slug.functions.ts'
import { serverFnPath, serverFnPayload, withServerFnBase } from './server-fn.helpers'

/**
 * Round 11 finding 4: TanStack Start hands a call without `x-tsr-serverFn: true` (a plain curl, a
 * stranger's script; the shop's client always sends it) the function's raw value when it is not an
 * object, and a null or a boolean is no Response: Start's 500 and a stack trace in the log per call.
 * The Worker refuses such a call before Start runs the function. `getTranslatedSlug` answers null
 * here (the SSR double has no slug check), as it did on the demo.
 */
const ORIGIN = 'https://shop.test'

const helpers = withServerFnBase(() => import('./helpers'))
const url = serverFnPath(getTranslatedSlug)
const ENVELOPE = serverFnPayload({ from: 'ro', to: 'ru', slug: 'no-such-product' })
const call = (headers: Record<string, string>) =>
  helpers.current().send(url, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', ...headers },
    body: ENVELOPE,
  })

describe('a server-function call without x-tsr-serverFn: true', () => {
  it.each([
    ['without the header', {}],
    ['with another value', { 'x-tsr-serverFn': 'no' }],
  ])('%s is a 400 that says why, not Start’s 500', async (_, headers) => {
    const res = await call(headers)
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Bad Request: a server-function call sends x-tsr-serverFn: true')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('the same call with the header is the function’s answer (null)', async () => {
    const res = await call({ 'x-tsr-serverFn': 'true' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('"result"')
  })
})
