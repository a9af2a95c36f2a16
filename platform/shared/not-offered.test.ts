import { describe, expect, it } from 'vitest'
import { callNotOffered, firstOffered } from './not-offered'

describe('callNotOffered: a back end without the call, not one failing it', () => {
  it.each<[number, boolean]>([
    [404, true],
    [405, true],
    [501, true],
    [0, false],
    [400, false],
    [401, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])('%i -> %j', (status, missing) => expect(callNotOffered(status)).toBe(missing))
})

describe('firstOffered: a call the spec names at two paths', () => {
  const answer = (ok: boolean, status: number) => ({ ok, status, at: '' })
  it.each<[string, [boolean, number], [boolean, number] | null, string]>([
    ['the first answers', [true, 200], null, 'first'],
    ['the first refuses (400): the other is not asked', [false, 400], null, 'first'],
    ['the first fails (503): the other is not asked', [false, 503], null, 'first'],
    ['the first is not offered (404): the other answers', [false, 404], [true, 200], 'other'],
    ['not offered (501), the other refuses (400): its refusal', [false, 501], [false, 400], 'other'],
    ['neither is offered: the first refusal', [false, 405], [false, 404], 'first'],
  ])('%s', async (_name, first, other, expected) => {
    let asked = 0
    const out = await firstOffered(
      async () => ({ ...answer(...first), at: 'first' }),
      async () => {
        asked++
        return { ...answer(...(other ?? [true, 200])), at: 'other' }
      },
    )
    expect(out.at).toBe(expected)
    expect(asked).toBe(other ? 1 : 0)
  })
})
