import { describe, expect, it, vi } from 'vitest'

/**
 * Server functions read the boolean cookies (`is_age_valid`, `dev-mode`) by the rule the Worker's page
 * cache and the browser's gate read them with (platform/shared/cookie-flags.ts flagOf), not by the
 * first copy, unquoted (cookieFrom): a quoted `"true"` or a `true` beside a `false` was an answer to
 * requestHidesAgeRestricted and no answer to the page cache (session 69). The Worker's renderer request
 * hid that until now (it writes the flag afresh); a request it does not rewrite read two truths.
 */
const cookie = vi.hoisted(() => ({ header: undefined as string | undefined }))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('@tanstack/react-start/server', () => ({
  getRequestUrl: () => new URL('http://shop.test/ro'),
  getRequestHeader: (name: string) => (name === 'cookie' ? cookie.header : undefined),
  setCookie: () => {},
  setResponseHeader: () => {},
}))
vi.mock('./site.server', () => ({
  adminConfig: () => ({}),
  loadGlobalSettings: async () => ({ data: { additional_settings: { age_restriction: true } } }),
}))

const { requestHidesAgeRestricted, requestDevMode } = await import('./request.server')

const A = 'is_age_valid'
const D = 'dev-mode'

describe('the age gate and development mode as a server function reads them', () => {
  it.each([
    ['no cookie', undefined, true],
    ['a yes', `${A}=true`, false],
    ['two yeses', `${A}=true; ${A}=true`, false],
    ['a quoted yes', `${A}="true"`, true],
    ['a percent-encoded yes', `${A}=%74rue`, true],
    ['a yes before a no', `${A}=true; ${A}=false`, true],
    ['a no before a yes', `${A}=false; ${A}=true`, true],
    ['an empty copy before a yes', `${A}=; ${A}=true`, true],
  ])('%s (%s): the age-restricted details hidden: %s', async (_n, header, hidden) => {
    cookie.header = header
    expect(await requestHidesAgeRestricted('ro')).toBe(hidden)
  })

  it.each([
    ['dev-mode=true', `${D}=true`, true],
    ['quoted', `${D}="true"`, false],
    ['a true beside a false', `${D}=true; ${D}=false`, false],
  ])('%s (%s): development mode: %s', (_n, header, on) => {
    cookie.header = header
    expect(requestDevMode()).toBe(on)
  })
})
