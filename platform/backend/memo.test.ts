import { describe, expect, it, vi } from 'vitest'
import { createMemo, FAILURE_KEEP_MS } from './memo'

describe('createMemo', () => {
  it('a second reader shares the first load', async () => {
    const memo = createMemo<number>()
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([memo.get('k', 1_000, load), memo.get('k', 1_000, load)])).toEqual([1, 1])
    expect(loads).toBe(1)
  })

  it('a load that never settles (its request was cancelled) is waited for a bounded time, then the reader loads on its own', async () => {
    const memo = createMemo<string>(Date.now, 20)
    const hung = memo.get('k', 60_000, () => new Promise<string>(() => {}))
    void hung
    const started = Date.now()
    expect(await memo.get('k', 60_000, async () => 'own')).toBe('own')
    expect(Date.now() - started).toBeLessThan(1_000)
    // the next reader gets the settled load
    expect(await memo.get('k', 60_000, async () => 'again')).toBe('own')
  })

  it('a settled answer is handed out as it is: no timer bounds the wait of a reader that has nothing to wait for', async () => {
    const memo = createMemo<number>()
    await memo.get('k', 60_000, async () => 7)
    const setTimer = vi.spyOn(globalThis, 'setTimeout')
    try {
      expect(await memo.get('k', 60_000, async () => 8)).toBe(7)
      expect(await memo.get('k', 60_000, async () => 9)).toBe(7)
      expect(setTimer).not.toHaveBeenCalled()
    } finally {
      setTimer.mockRestore()
    }
  })

  it('a settled failure is shared as well, and an answer `keep` refuses is kept 5 s at most', async () => {
    let clock = 0
    const memo = createMemo<string>(() => clock)
    const refused = (value: string) => value !== 'down'
    expect(await memo.get('k', 60_000, async () => 'down', refused)).toBe('down')
    clock = 4_999
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('down')
    clock = 5_000
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('up')
    clock = 64_000
    expect(await memo.get('k', 60_000, async () => 'later', refused)).toBe('up')

    const failing = createMemo<string>(() => 0)
    const error = new Error('no answer')
    await expect(failing.get('e', 1_000, async () => Promise.reject(error))).rejects.toBe(error)
    await expect(failing.get('e', 1_000, async () => 'never asked')).rejects.toBe(error)
  })

  it('a refresh that fails, or a load that rejects, is kept 5 s at most as well', async () => {
    let clock = 0
    const memo = createMemo<string>(() => clock)
    const refused = (value: string) => value !== 'down'
    expect(await memo.refresh('k', 60_000, async () => 'down', refused)).toBe('down')
    clock = 4_999
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('down')
    clock = 5_000
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('up')

    const error = new Error('no answer')
    await expect(memo.get('e', 60_000, async () => Promise.reject(error))).rejects.toBe(error)
    clock = 10_000
    expect(await memo.get('e', 60_000, async () => 'back')).toBe('back')
  })

  it('a failure is kept FAILURE_KEEP_MS from when it settled: a 4 s timeout spares the next readers 5 s, not 1 s (decision 0127)', async () => {
    let clock = 0
    const memo = createMemo<string>(() => clock)
    const refused = (value: string) => value !== 'timed out'
    let answer!: (value: string) => void
    const timingOut = memo.get('k', 60_000, () => new Promise<string>((resolve) => (answer = resolve)), refused)
    clock = 4_000
    answer('timed out')
    expect(await timingOut).toBe('timed out')
    clock = 4_000 + FAILURE_KEEP_MS - 1
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('timed out')
    clock = 4_000 + FAILURE_KEEP_MS
    expect(await memo.get('k', 60_000, async () => 'up', refused)).toBe('up')
  })

  it("`keep` may name a failure's own time (a Retry-After), never longer than the TTL", async () => {
    let clock = 0
    const memo = createMemo<string>(() => clock)
    const throttled = (value: string) => (value === 'throttled' ? 30_000 : true)
    expect(await memo.get('k', 60_000, async () => 'throttled', throttled)).toBe('throttled')
    clock = 29_999
    expect(await memo.get('k', 60_000, async () => 'up', throttled)).toBe('throttled')
    clock = 30_000
    expect(await memo.get('k', 60_000, async () => 'up', throttled)).toBe('up')
    expect(await memo.refresh('short', 10_000, async () => 'throttled', throttled)).toBe('throttled')
    clock = 40_000
    expect(await memo.get('short', 10_000, async () => 'up', throttled)).toBe('up')
  })

  it('keptFailure hands out a settled failure while it is kept, never an answer or a load still running', async () => {
    let clock = 0
    const memo = createMemo<string>(() => clock)
    const refused = (value: string) => value !== 'down'
    await memo.get('good', 60_000, async () => 'up', refused)
    expect(memo.keptFailure('good')).toBeUndefined()
    void memo.get('running', 60_000, () => new Promise<string>(() => {}), refused)
    expect(memo.keptFailure('running')).toBeUndefined()
    await memo.get('bad', 60_000, async () => 'down', refused)
    expect(await memo.keptFailure('bad')).toBe('down')
    clock = FAILURE_KEEP_MS
    expect(memo.keptFailure('bad')).toBeUndefined()
    expect(memo.keptFailure('never')).toBeUndefined()
  })

  it('a bounded memo keeps no answer heavier than the whole bound, and pushes nothing out for it', async () => {
    const memo = createMemo<string>(Date.now, undefined, { maxEntries: 10, maxWeight: 100, weigh: (v) => v.length })
    await memo.get('small', 60_000, async () => 'x'.repeat(40))
    await memo.get('huge', 60_000, async () => 'x'.repeat(101))
    await Promise.resolve()
    expect(memo.size()).toEqual({ entries: 1, weight: 40 })
    expect(await memo.get('small', 60_000, async () => 'reloaded')).toBe('x'.repeat(40))
  })
})
