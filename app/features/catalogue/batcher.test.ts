import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBatcher } from './batcher'

describe('createBatcher', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers look-ups made within 200 ms with one call', async () => {
    const fetchMany = vi.fn(async (ids: number[]) => new Map(ids.map((id) => [id, `p${id}`])))
    const load = createBatcher(fetchMany, 200)
    const a = load(1)
    vi.advanceTimersByTime(100)
    const b = load(2)
    const c = load(1)
    vi.advanceTimersByTime(100)
    await expect(Promise.all([a, b, c])).resolves.toEqual(['p1', 'p2', 'p1'])
    expect(fetchMany).toHaveBeenCalledTimes(1)
    expect(fetchMany).toHaveBeenCalledWith([1, 2])
  })

  it('a look-up after the window starts a new batch', async () => {
    const fetchMany = vi.fn(async (ids: number[]) => new Map(ids.map((id) => [id, id])))
    const load = createBatcher(fetchMany, 200)
    const a = load(1)
    await vi.advanceTimersByTimeAsync(200)
    await a
    const b = load(2)
    await vi.advanceTimersByTimeAsync(200)
    await b
    expect(fetchMany.mock.calls).toEqual([[[1]], [[2]]])
  })

  it('does not call before 200 ms have passed', () => {
    const fetchMany = vi.fn(async () => new Map())
    const load = createBatcher(fetchMany, 200)
    void load(1)
    vi.advanceTimersByTime(199)
    expect(fetchMany).not.toHaveBeenCalled()
  })

  it('unknown ids and a failing call answer null', async () => {
    const load = createBatcher(async () => new Map([[1, 'x']]), 200)
    const a = load(1)
    const b = load(9)
    await vi.advanceTimersByTimeAsync(200)
    await expect(Promise.all([a, b])).resolves.toEqual(['x', null])
    const failing = createBatcher(async () => {
      throw new Error('down')
    }, 200)
    const c = failing(1)
    await vi.advanceTimersByTimeAsync(200)
    await expect(c).resolves.toBeNull()
  })
})
