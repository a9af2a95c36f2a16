import { describe, expect, it } from 'vitest'
import { uidAccountId } from './cart-session'

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_')
const uuid = '550e8400-e29b-41d4-a716-446655440000'

describe("the account an e-mailed link's uid names (its cart object: sockets closed after a reset, storage purged after a deletion)", () => {
  it.each([
    ['our whole-number id, unpadded', b64url('7').replace(/=+$/, ''), 7],
    ['our whole-number id, padded', b64url('1234'), 1234],
    ["another back end's UUID", b64url(uuid), uuid],
    ['a text id with the characters a cart name takes', b64url('acc_12.x:y'), 'acc_12.x:y'],
    ['zero is no account', b64url('0'), null],
    ['a leading zero is no account', b64url('007'), null],
    ['a number past the safe integers', b64url('12345678901234567890'), null],
    ['text a cart name cannot take', b64url('a b/c'), null],
    ['empty', '', null],
    ['not base64 at all', 'M', null],
  ])('%s', (_name, uid, expected) => {
    expect(uidAccountId(uid)).toEqual(expected)
  })
})
