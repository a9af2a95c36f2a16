import { describe, expect, it } from 'vitest'
import { createMemo } from './memo'

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
})
