import { describe, expect, it } from 'vitest'
import { getTranslatedSlug } from '#app/features/product/translated-slug.functions.ts'
import { BUILD_ID } from '#platform/shared/stale-build.ts'
import { serverFnPath, serverFnPayload, withServerFnBase } from './server-fn.helpers'

/**
 * A tab opened on an older build (decision 0131): after a deploy that renamed or moved a server function
 * its calls name an id this build does not know, and after one that changed a function's input its calls
 * are refused (decision 0119). Through the real handler, such an answer is marked `X-Stale-Build: 1`, which
 * the shop's client reads as "the shop was updated" (app/features/auth/session-client.ts). A page of this
 * build calling wrongly is not marked: its reload would not help.
 */
const ORIGIN = 'https://shop.test'
const helpers = withServerFnBase(() => import('./helpers'))
const GONE = '/_serverFn/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'
const call = (path: string, data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  helpers.current().send(path, {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
      'x-tsr-serverFn': 'true',
      ...headers,
    },
    body: serverFnPayload(data),
  })

describe('a server-function call from a page of another build', () => {
  it.each([
    ['a page of an older build', { 'x-build': 'older' }],
    ['a page that names no build', {}],
  ])('an id this build does not know, from %s: a 404 marked X-Stale-Build that says so', async (_, headers) => {
    const res = await call(GONE, { lang: 'ro' }, headers)
    expect(res.status).toBe(404)
    expect(res.headers.get('X-Stale-Build')).toBe('1')
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe(
      'Not Found: no such server function in this build; the shop was updated, reload the page',
    )
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('the same unknown id from a page of this build is the plain 404', async () => {
    const res = await call(GONE, { lang: 'ro' }, { 'x-build': BUILD_ID })
    expect(res.status).toBe(404)
    expect(res.headers.get('X-Stale-Build')).toBeNull()
    expect(await res.text()).toBe('Not Found: no such server function')
  })

  it('an input the function now refuses, from a page of an older build: the 400, marked', async () => {
    const res = await call(serverFnPath(getTranslatedSlug), { from: 'ro', to: 'ru', id: 5 }, { 'x-build': 'older' })
    expect(res.status).toBe(400)
    expect(res.headers.get('X-Stale-Build')).toBe('1')
    expect(await res.text()).toContain('expected a string')
  })

  it.each([
    ['this build', { 'x-build': BUILD_ID }],
    ['no build', {}],
  ])('a refused input from a page of %s: the 400, not marked', async (_, headers) => {
    const res = await call(serverFnPath(getTranslatedSlug), { from: 'ro', to: 'ru', id: 5 }, headers)
    expect(res.status).toBe(400)
    expect(res.headers.get('X-Stale-Build')).toBeNull()
  })

  it('a call that works from an older page is answered as ever', async () => {
    const res = await call(serverFnPath(getTranslatedSlug), { from: 'ro', to: 'ru', slug: 'x' }, { 'x-build': 'older' })
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Stale-Build')).toBeNull()
  })
})
