import { describe, expect, it, vi } from 'vitest'
import { SERVER_TIMINGS } from '#config'
import { callNotOffered, firstOffered, forgetOtherPaths, NOT_OFFERED_REMEMBER_MS } from './not-offered'

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

describe('firstOffered with a key: the path that answered is asked first next time', () => {
  const offeredAt = (paths: Set<string>) => {
    const asked: string[] = []
    const at = (path: string) => async () => {
      asked.push(path)
      return { ok: paths.has(path), status: paths.has(path) ? 200 : 404 }
    }
    return { asked, first: at('v2'), other: at('v1') }
  }

  it('a back end with only v1: a 404 once, then v1 alone; when v1 goes, v2 again', async () => {
    forgetOtherPaths()
    const paths = new Set(['v1'])
    const { asked, first, other } = offeredAt(paths)
    await firstOffered(first, other, 'k')
    await firstOffered(first, other, 'k')
    expect(asked).toEqual(['v2', 'v1', 'v1'])
    paths.delete('v1')
    paths.add('v2')
    asked.length = 0
    expect((await firstOffered(first, other, 'k')).ok).toBe(true)
    expect(asked).toEqual(['v1', 'v2'])
    asked.length = 0
    await firstOffered(first, other, 'k')
    expect(asked).toEqual(['v2'])
  })

  it('without a key nothing is kept', async () => {
    forgetOtherPaths()
    const { asked, first, other } = offeredAt(new Set(['v1']))
    await firstOffered(first, other)
    await firstOffered(first, other)
    expect(asked).toEqual(['v2', 'v1', 'v2', 'v1'])
  })
})

describe('firstOffered remembers a first path not offered, for a while (round 11 finding 3)', () => {
  it('the other path refusing (a 400) still skips the first next time: one 404 per NOT_OFFERED_REMEMBER_MS', async () => {
    forgetOtherPaths()
    vi.useFakeTimers()
    try {
      const asked: string[] = []
      const first = async () => {
        asked.push('patch')
        return { ok: false, status: 404 }
      }
      const other = async () => {
        asked.push('post')
        return { ok: false, status: 400 }
      }
      expect((await firstOffered(first, other, 'k')).status).toBe(400)
      expect((await firstOffered(first, other, 'k')).status).toBe(400)
      expect(asked).toEqual(['patch', 'post', 'post'])
      asked.length = 0
      vi.advanceTimersByTime(NOT_OFFERED_REMEMBER_MS + 1)
      await firstOffered(first, other, 'k')
      expect(asked).toEqual(['patch', 'post'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('remembers per key: another back end (another key) asks its first path', async () => {
    forgetOtherPaths()
    const asked: string[] = []
    const first = async () => {
      asked.push('first')
      return { ok: false, status: 404 }
    }
    const other = async () => {
      asked.push('other')
      return { ok: true, status: 200 }
    }
    await firstOffered(first, other, 'merge|https://a.test')
    await firstOffered(first, other, 'merge|https://b.test')
    expect(asked).toEqual(['first', 'other', 'first', 'other'])
  })

  it('is the isolate answer-reuse time', () => {
    expect(NOT_OFFERED_REMEMBER_MS).toBe(SERVER_TIMINGS.isolateAnswerReuse)
  })
})

describe('firstOffered remembers the other path only when it answers or refuses (a 4xx), not when it fails', () => {
  it('one 404 at the first path while the other fails (503): the next call still gets the working first path', async () => {
    forgetOtherPaths()
    let firstAnswers = 404
    const asked: string[] = []
    const first = async () => {
      asked.push('first')
      return { ok: firstAnswers === 200, status: firstAnswers }
    }
    const other = async () => {
      asked.push('other')
      return { ok: false, status: 503 }
    }
    // a transient 404 (a product not found, a routing blip) while the other path fails
    await firstOffered(first, other, 'carrier')
    firstAnswers = 200
    const next = await firstOffered(first, other, 'carrier')
    expect({ status: next.status, asked }).toEqual({ status: 200, asked: ['first', 'other', 'first'] })
  })

  it.each([500, 0])('the remembered other path failing (%i) asks the first again', async (failure) => {
    forgetOtherPaths()
    let firstAnswers = 404
    let otherAnswers = 200
    const asked: string[] = []
    const first = async () => {
      asked.push('first')
      return { ok: firstAnswers === 200, status: firstAnswers }
    }
    const other = async () => {
      asked.push('other')
      return { ok: otherAnswers === 200, status: otherAnswers }
    }
    await firstOffered(first, other, 'k')
    otherAnswers = failure
    // still not offered at the first: the other's failure is the answer, and the other stays remembered
    expect((await firstOffered(first, other, 'k')).status).toBe(failure)
    firstAnswers = 200
    expect((await firstOffered(first, other, 'k')).status).toBe(200)
    expect((await firstOffered(first, other, 'k')).status).toBe(200)
    expect(asked).toEqual(['first', 'other', 'other', 'first', 'other', 'first', 'first'])
  })
})
