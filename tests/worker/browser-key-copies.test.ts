import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { requestPasswordResetFn } from '#app/features/auth/flows.functions.ts'
import { SERVER_COOKIES } from '#config'
import { BROWSER_KEY, BROWSER_KEY_HEADER } from '#contract/wire.ts'
import { serverFnPath, serverFnPayload, withServerFnBase } from './server-fn.helpers'

/**
 * `browser_key` read by one rule (platform/shared/proof-cookies.ts, session 69), through the Worker and
 * Start's real server-function handler: the key the back end gets in X-Browser-Key, and the cookie the
 * answer writes. A junk copy planted on the parent domain (which the Worker's `Path=/` cookie never
 * replaces) made the browser's own key no key, and a browser with such a copy never got a key at all.
 */
const ssrDouble = (env as unknown as { ADMIN_API: Fetcher }).ADMIN_API
const helpers = withServerFnBase(() => import('./helpers'))
const RESET = '/auth/users/reset_password/'
const askReset = (cookie: string) =>
  helpers.current().send(serverFnPath(requestPasswordResetFn), {
    method: 'POST',
    headers: {
      Origin: 'https://shop.test',
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
      'x-tsr-serverFn': 'true',
      Cookie: cookie,
    },
    body: serverFnPayload({ lang: 'ro', email: 'ana@example.md' }),
  })
/** The X-Browser-Key the back end's reset call carried (header names arrive lower-cased). */
const sentKey = async () =>
  (
    (await (await ssrDouble.fetch('http://admin.test/__double/headers')).json()) as Record<
      string,
      Record<string, string>
    >
  )[RESET]?.[BROWSER_KEY_HEADER.toLowerCase()]
const keyCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SERVER_COOKIES.browserKey}=`))

const OWN = 'o'.repeat(43)
const PLANTED = 'p'.repeat(43)

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  await ssrDouble.fetch('http://admin.test/__double/calls', { method: 'DELETE' })
})

describe('browser_key: one value by one rule, whatever else the header carries', () => {
  it.each([
    ['alone', `${SERVER_COOKIES.browserKey}=${OWN}`],
    ['quoted', `${SERVER_COOKIES.browserKey}="${OWN}"`],
    ['with a junk copy before it', `${SERVER_COOKIES.browserKey}=junk; ${SERVER_COOKIES.browserKey}=${OWN}`],
    [
      'with junk copies around it',
      `${SERVER_COOKIES.browserKey}=%zz; ${SERVER_COOKIES.browserKey}=${OWN}; ${SERVER_COOKIES.browserKey}=${'x'.repeat(4000)}`,
    ],
    ['sent twice, once quoted', `${SERVER_COOKIES.browserKey}="${OWN}"; ${SERVER_COOKIES.browserKey}=${OWN}`],
  ])("the browser's own key, %s, is sent and renewed", async (_n, cookie) => {
    const res = await askReset(cookie)
    expect(res.status).toBe(200)
    expect(await sentKey()).toBe(OWN)
    expect(keyCookie(res)).toMatch(new RegExp(`^${SERVER_COOKIES.browserKey}=${OWN};.*HttpOnly`, 'i'))
  })

  it('junk copies alone: a new key is made, sent and written', async () => {
    const res = await askReset(`${SERVER_COOKIES.browserKey}=junk; ${SERVER_COOKIES.browserKey}=more-junk`)
    expect(res.status).toBe(200)
    const key = await sentKey()
    expect(key).toMatch(BROWSER_KEY)
    expect(keyCookie(res)?.startsWith(`${SERVER_COOKIES.browserKey}=${key};`)).toBe(true)
  })

  it("two well-formed keys that disagree: neither is sent, and the shopper's own is not overwritten", async () => {
    const res = await askReset(`${SERVER_COOKIES.browserKey}=${PLANTED}; ${SERVER_COOKIES.browserKey}=${OWN}`)
    expect(res.status).toBe(200)
    expect(await sentKey()).toBeUndefined()
    expect(keyCookie(res)).toBeUndefined()
  })
})
