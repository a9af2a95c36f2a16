import { describe, expect, it } from 'vitest'
import { repeatMismatch } from './password-repeat'

describe('repeatMismatch: the repeat of a new password, checked before the call', () => {
  const t = (id: string) => `<${id}>`
  it.each<[Record<string, unknown>, ReturnType<typeof repeatMismatch>]>([
    [{ password: 'LongEnough-1', re_password: 'LongEnough-1' }, null],
    [
      { password: 'LongEnough-1', re_password: 'LongEnough-2' },
      { ok: false, fields: { re_password: '<authFlow.passwordsDiffer>' }, messages: [] },
    ],
    [
      { password: 'LongEnough-1', re_password: 'longenough-1' },
      { ok: false, fields: { re_password: '<authFlow.passwordsDiffer>' }, messages: [] },
    ],
    // as typed: a space is part of a password
    [
      { password: 'LongEnough-1 ', re_password: 'LongEnough-1' },
      { ok: false, fields: { re_password: '<authFlow.passwordsDiffer>' }, messages: [] },
    ],
  ])('%j', (values, expected) => {
    expect(repeatMismatch(values, ['password', 're_password'], t)).toEqual(expected)
  })
})
