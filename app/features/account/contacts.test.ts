import { describe, expect, it } from 'vitest'
import type { Contact } from './cabinet.server'
import { type ContactChange, contactsAfterSave } from './contacts'

const shown: Contact[] = [
  { id: 11, value: '+37369100000', isPrimary: true, isVerified: true },
  { id: 12, value: '+37369100001', isPrimary: false, isVerified: true },
]
const fresh: Contact[] = [{ id: 12, value: '+37369100001', isPrimary: true, isVerified: true }]

describe('the phones or e-mails after a saved change (the back end took it; its list may not be readable)', () => {
  it.each<[string, ContactChange, Contact[] | null, Contact[]]>([
    ["the back end's list read again wins", { kind: 'deleted', id: 11 }, fresh, fresh],
    ['deleted: it leaves the shown list', { kind: 'deleted', id: 12 }, null, [shown[0]!]],
    [
      'made primary: it alone is primary',
      { kind: 'primary', value: '+37369100001' },
      null,
      [
        { ...shown[0]!, isPrimary: false },
        { ...shown[1]!, isPrimary: true },
      ],
    ],
    [
      'added: listed with id 0 (no actions until the page loads again)',
      { kind: 'added', value: '+37369111222', primary: false },
      null,
      [...shown, { id: 0, value: '+37369111222', isPrimary: false, isVerified: true }],
    ],
    [
      'a known one added as the sign-in number: not twice, now primary',
      { kind: 'added', value: '+37369100001', primary: true },
      null,
      [
        { ...shown[0]!, isPrimary: false },
        { ...shown[1]!, isPrimary: true },
      ],
    ],
  ])('%s', (_name, change, read, expected) => {
    expect(contactsAfterSave(shown, change, read)).toEqual(expected)
  })
})
