import { describe, expect, it } from 'vitest'
import { COOKIES, SERVER_COOKIES } from '#config'
import { rendererRequest } from '../../html/renderer-request'
import { flagOf, rawCookieValues } from '.'

const AGE = COOKIES.isAgeValid

describe('flagOf: one reading of a boolean cookie for the cache key and the renderer', () => {
  it.each([
    [null, 'absent'],
    ['', 'absent'],
    ['other=true', 'absent'],
    [`${AGE}=true`, 'true'],
    [` ${AGE}=true `, 'true'],
    [`a=1; ${AGE}=true; b=2`, 'true'],
    [`${AGE}=false`, 'absent'],
    [`${AGE}="true"`, 'odd'],
    [`${AGE}=TRUE`, 'odd'],
    [`${AGE}=True`, 'odd'],
    [`${AGE}=%22true%22`, 'odd'],
    [`${AGE}=%74rue`, 'odd'],
    [`${AGE}=true;${AGE}=false`, 'odd'],
    [`${AGE}=false; ${AGE}=true`, 'odd'],
    // copies on two paths (or domains) that agree: the browser holds one answer twice
    [`${AGE}=true; ${AGE}=true`, 'true'],
    [`${AGE}=true; a=1; ${AGE}=true; ${AGE}=true`, 'true'],
    [`${AGE}=false; ${AGE}=false`, 'absent'],
    [`${AGE}=true; ${AGE}="true"`, 'odd'],
    [`${AGE}=true; ${AGE}=`, 'odd'],
    [`${AGE}=true; ${AGE}`, 'odd'],
    [`${AGE}=`, 'odd'],
    [AGE, 'odd'],
    [`${AGE}=yes`, 'odd'],
    [`${AGE}=1`, 'odd'],
    [`x${AGE}=true`, 'absent'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(flagOf(header, AGE)).toBe(expected)
  })

  it('keeps raw values as sent', () => {
    expect(rawCookieValues(`${AGE}="true"; ${AGE}=%22x%22`, AGE)).toEqual(['"true"', '%22x%22'])
  })
})

describe('rendererRequest: the renderer sees exactly what the Worker decided', () => {
  const cookieOf = (header: string, viewer: Parameters<typeof rendererRequest>[1]) =>
    rendererRequest(new Request('https://shop.test/', { headers: { Cookie: header } }), viewer).headers.get('Cookie')
  const guest = { group: undefined, age: 'absent', devMode: 'absent' } as const

  it.each([
    ['an odd age value is dropped', `${AGE}="true"; a=1`, guest, 'a=1'],
    ['a confirmed age is written plain', `${AGE}=true; ${AGE}=true`, { ...guest, age: 'true' as const }, `${AGE}=true`],
    [
      'an unverified group is dropped with its signature',
      `${COOKIES.userGroupId}=3; ${SERVER_COOKIES.userGroupSig}=x; a=1`,
      guest,
      'a=1',
    ],
    ['a verified group stays', `${COOKIES.userGroupId}=3`, { ...guest, group: '3' }, `${COOKIES.userGroupId}=3`],
    ['dev mode only when read as true', `${COOKIES.devMode}="true"`, guest, null],
    [
      'dev mode read as true',
      `${COOKIES.devMode}=true`,
      { ...guest, devMode: 'true' as const },
      `${COOKIES.devMode}=true`,
    ],
  ])('%s', (_name, header, viewer, expected) => {
    expect(cookieOf(header, viewer)).toBe(expected)
  })
})
