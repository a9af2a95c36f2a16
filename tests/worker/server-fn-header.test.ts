import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getTranslatedSlug } from '#app/features/product/translated-slug.functions.ts'
import type { send as Send } from './helpers'

/**
 * Round 11 finding 4: TanStack Start hands a call without `x-tsr-serverFn: true` (a plain curl, a
 * stranger's script; the shop's client always sends it) the function's raw value when it is not an
 * object, and a null or a boolean is no Response: Start's 500 and a stack trace in the log per call.
 * The Worker refuses such a call before Start runs the function. `getTranslatedSlug` answers null
 * here (the SSR double has no slug check), as it did on the demo.
 */
const ORIGIN = 'https://shop.test'

/**
 * The build defines TSS_SERVER_FN_BASE; this project does not, so Start would treat /_serverFn/ as a
 * page. Set, with the Worker loaded afresh, a call reaches Start's real server-function handler.
 */
let send: typeof Send
beforeAll(async () => {
  process.env.TSS_SERVER_FN_BASE = '/_serverFn/'
  vi.resetModules()
  send = (await import('./helpers')).send
})
afterAll(() => {
  delete process.env.TSS_SERVER_FN_BASE
  vi.resetModules()
})
/** The function's id as the build names it (`url` has no base here: TSS_SERVER_FN_BASE is a build's). */
const url = `/_serverFn/${(getTranslatedSlug as unknown as { serverFnMeta: { id: string } }).serverFnMeta.id}`
const ENVELOPE = JSON.stringify({
  t: {
    t: 10,
    i: 0,
    p: {
      k: ['data'],
      v: [
        {
          t: 10,
          i: 1,
          p: {
            k: ['from', 'to', 'slug'],
            v: [
              { t: 1, s: 'ro' },
              { t: 1, s: 'ru' },
              { t: 1, s: 'no-such-product' },
            ],
          },
          o: 0,
        },
      ],
    },
    o: 0,
  },
  f: 63,
  m: [],
})
const call = (headers: Record<string, string>) =>
  send(url, {
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
