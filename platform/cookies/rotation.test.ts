import { describe, expect, it } from 'vitest'
import { checkedGroup, groupSignature } from './group'
import {
  checkGuestCookie,
  guestCopies,
  newGuestId,
  previousCookieSecret,
  signGuestId,
  verifyGuestCookie,
} from './guest'

/**
 * Rotating CART_COOKIE_SECRET (decision 0015): with CART_COOKIE_SECRET_PREVIOUS set, a cookie signed
 * with the old secret still counts and says so (`previous`, the Worker signs it again), a cookie
 * signed with neither does not, and nothing is ever signed with the previous secret. Without it,
 * nothing changes: the old secret's cookies are refused as before.
 */
const OLD = 'o'.repeat(40)
const NEW = 'n'.repeat(40)
const base = { SITE_TOKEN: 'site-a', PUBLIC_ORIGIN: 'https://shop.test' }
const before = { ...base, CART_COOKIE_SECRET: OLD }
const rotating = { ...base, CART_COOKIE_SECRET: NEW, CART_COOKIE_SECRET_PREVIOUS: OLD }
const rotated = { ...base, CART_COOKIE_SECRET: NEW }

describe('previousCookieSecret', () => {
  it.each([
    ['unset', undefined, null],
    ['blank', '   ', null],
    ['shorter than 32 characters', 'p'.repeat(31), null],
    ['the current secret again', NEW, null],
    ['the current secret with spaces', ` ${NEW} `, null],
    ['a secret of 32+ characters', OLD, OLD],
    ['one with spaces around it', ` ${OLD}\n`, OLD],
  ])('%s: %s', (_name, previous, expected) => {
    expect(previousCookieSecret({ ...rotated, CART_COOKIE_SECRET_PREVIOUS: previous })).toBe(expected)
  })
})

describe('the guest cart cookie across a rotation', () => {
  const id = newGuestId()
  it.each([
    ['old cookie, previous set', before, rotating, { id, previous: true }],
    ['new cookie, previous set', rotated, rotating, { id, previous: false }],
    ['new cookie, no previous', rotated, rotated, { id, previous: false }],
    ['old cookie, no previous (refused, as before)', before, rotated, null],
    ['old cookie, another previous', before, { ...rotating, CART_COOKIE_SECRET_PREVIOUS: 'x'.repeat(40) }, null],
    ['another site, previous set', { ...before, SITE_TOKEN: 'site-b' }, rotating, null],
  ])('%s', async (_name, signer, reader, expected) => {
    expect(await checkGuestCookie(reader, await signGuestId(signer, id))).toEqual(expected)
  })

  it('signing always uses the current secret', async () => {
    const value = await signGuestId(rotating, id)
    expect(value).toBe(await signGuestId(rotated, id))
    expect(await verifyGuestCookie(before, value)).toBeNull()
  })

  it('copies of one guest are `previous` only when none is signed with the current secret', async () => {
    const old = await signGuestId(before, id)
    const current = await signGuestId(rotated, id)
    expect(await guestCopies(rotating, [old])).toEqual({ kind: 'one', guest: id, previous: true })
    expect(await guestCopies(rotating, [old, current])).toEqual({ kind: 'one', guest: id, previous: false })
    expect(await guestCopies(rotating, [current, 'junk'])).toEqual({ kind: 'one', guest: id, previous: false })
    expect(await guestCopies(rotating, [old, await signGuestId(rotated, newGuestId())])).toEqual({
      kind: 'ambiguous',
    })
  })
})

describe('the group signature across a rotation', () => {
  const TOKEN = 'header.payload.sig'
  const cookies = async (signer: typeof before, group = '1') => ({
    groups: [group],
    signatures: [await groupSignature(signer, group, TOKEN)],
    tokens: [TOKEN],
  })
  // One `token` copy: no back-end call (sessionToken), so the env needs no back end.
  const check = (env: object, c: Awaited<ReturnType<typeof cookies>>) => checkedGroup(env as never, c)

  it.each([
    ['old signature, previous set', before, rotating, { group: '1', token: TOKEN, previous: true }],
    ['new signature, previous set', rotated, rotating, { group: '1', token: TOKEN, previous: false }],
    ['new signature, no previous', rotated, rotated, { group: '1', token: TOKEN, previous: false }],
    ['old signature, no previous (a guest, as before)', before, rotated, undefined],
    [
      'old signature, another previous',
      before,
      { ...rotating, CART_COOKIE_SECRET_PREVIOUS: 'x'.repeat(40) },
      undefined,
    ],
  ])('%s', async (_name, signer, reader, expected) => {
    expect(await check(reader, await cookies(signer))).toEqual(expected)
  })

  it('an old signature still binds the group, the token and the site', async () => {
    const old = await cookies(before, '2')
    expect(await check(rotating, { ...old, groups: ['1'] })).toBeUndefined()
    expect(await check(rotating, { ...old, tokens: ['other.session.token'] })).toBeUndefined()
    expect(await check({ ...rotating, SITE_TOKEN: 'site-b' }, old)).toBeUndefined()
  })

  it('signing always uses the current secret', async () => {
    expect(await groupSignature(rotating, '1', TOKEN)).toBe(await groupSignature(rotated, '1', TOKEN))
  })
})
