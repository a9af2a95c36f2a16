import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '#config'
import { createSaveFlag } from './saving'

describe('form loading flag (spec 4: held 3 s after a successful save)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('success: set while saving, still set just before 3 s, cleared at 3 s', async () => {
    const states: boolean[] = []
    const flag = createSaveFlag((b) => states.push(b))
    await flag.run(async () => ({ ok: true }))
    expect(states).toEqual([true])
    vi.advanceTimersByTime(TIMINGS.notification - 1)
    expect(states).toEqual([true])
    vi.advanceTimersByTime(1)
    expect(states).toEqual([true, false])
    expect(TIMINGS.notification).toBe(3000)
  })

  it('a failed save clears it at once; a thrown one too, and rethrows', async () => {
    const states: boolean[] = []
    const flag = createSaveFlag((b) => states.push(b))
    await flag.run(async () => ({ ok: false }))
    expect(states).toEqual([true, false])
    await expect(flag.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network')
    expect(states).toEqual([true, false, true, false])
  })

  it('a second save restarts the hold', async () => {
    const states: boolean[] = []
    const flag = createSaveFlag((b) => states.push(b))
    await flag.run(async () => ({ ok: true }))
    vi.advanceTimersByTime(2000)
    await flag.run(async () => ({ ok: true }))
    vi.advanceTimersByTime(2000)
    expect(states.at(-1)).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(states.at(-1)).toBe(false)
  })
})
