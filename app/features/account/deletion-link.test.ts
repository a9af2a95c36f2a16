import { describe, expect, it } from 'vitest'
import { deletionLinkOf, withoutDeletionLink } from './deletion-link'

const token = 'abcdefghijklmnop_QRST-123'

describe('the e-mailed deletion link (ACCOUNTS.links.accountDeletion)', () => {
  it.each([
    ['a valid link', `?action=delete_account&uid=MTI&token=${token}`, { uid: 'MTI', token, valid: true }],
    ['a short token', '?action=delete_account&uid=MTI&token=x', { uid: 'MTI', token: 'x', valid: false }],
    ['no uid', `?action=delete_account&token=${token}`, { uid: '', token, valid: false }],
    [
      'a uid with other characters',
      `?action=delete_account&uid=M<I&token=${token}`,
      { uid: 'M<I', token, valid: false },
    ],
    ['another action', `?action=activate&uid=MTI&token=${token}`, null],
    ['no action', '?page=2', null],
  ])('%s', (_name, search, expected) => {
    expect(deletionLinkOf(search)).toEqual(expected)
  })

  it('leaves the address bar without the link, other parameters kept; other actions untouched', () => {
    expect(withoutDeletionLink(`?action=delete_account&uid=MTI&token=${token}`)).toBe('')
    expect(withoutDeletionLink(`?login=true&action=delete_account&uid=MTI&token=${token}`)).toBe('?login=true')
    expect(withoutDeletionLink('?action=activate&uid=MTI')).toBe('?action=activate&uid=MTI')
  })
})
