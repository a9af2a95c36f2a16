import { describe, expect, it } from 'vitest'
import { type Found, PROBES } from '#scripts/check-backend/probes.ts'

/**
 * check-backend against a back end whose account ids are text (session 64; the round-9 operator
 * audit, item 6): it read me's and the user data's ids as positive numbers, so a UUID account's
 * personal-data and company calls were skipped ("no user id (me)"). It keeps them as text now, as the
 * shop does (contract text-id.ts), and the personal-data path takes the profile's own id, as the shop
 * sends it (its user.id; me's may differ). An id no path can carry is not kept.
 */
const UUID = '7f1c1e0a-0000-4000-8000-000000000007'
const probe = (name: string) => PROBES.find((p) => p.name === name && p.learnRaw)!
const calls = (name: string, f: Found) =>
  PROBES.filter((p) => p.name === name && p.call).map((p) => {
    const call = p.call!(f)
    return typeof call === 'object' ? (call.params as { id?: unknown })?.id : call
  })
const found = (): Found => ({ locale: 'ro', productIds: [], noUserId: 'backcheck-x', addressNote: 'x' }) as Found

describe('check-backend keeps the account ids as text', () => {
  it.each([
    ['a UUID', { id: 7 }, { id: UUID, user: { id: 'usr_01H' } }, ['usr_01H', UUID]],
    ['integers, as their digits', { id: 7 }, { id: 9, user: { id: 7 } }, ['7', '9']],
    ['me only (the user data without a user id)', { id: UUID }, { id: 'g:1', user: {} }, [UUID, 'g:1']],
  ])('%s: the personal-data and company paths take them', (_name, me, group, [userId, groupId]) => {
    const f = found()
    probe('me').learnRaw!(me, f, 200)
    probe('userGroup').learnRaw!(group, f, 200)
    expect([f.userId, f.userGroupId]).toEqual([userId, groupId])
    expect(calls('changePersonalData', f)).toEqual([userId])
    expect(calls('createCompany', f)).toEqual([groupId])
    expect(calls('createCompanyMulti', f)).toEqual([groupId])
  })

  it.each([['a/b'], ['..'], ['x'.repeat(65)], [-7]])('an id %j is not kept; a UUID beside it is', (id) => {
    const f = found()
    probe('me').learnRaw!({ id: UUID }, f, 200)
    probe('userGroup').learnRaw!({ id, user: { id } }, f, 200)
    expect([f.userId, f.userGroupId]).toEqual([UUID, undefined])
    expect(calls('createCompany', f)).toEqual([UUID])
  })
})
