import { encode } from '@tanstack/router-core'
import { toJSONAsync } from 'seroval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '#config'
import { createBatcher, IDS_PER_GET, inChunks, perIdChunk } from './batcher'

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

  it('an unknown id answers null', async () => {
    const load = createBatcher(async () => new Map([[1, 'x']]), 200)
    const a = load(1)
    const b = load(9)
    await vi.advanceTimersByTimeAsync(200)
    await expect(Promise.all([a, b])).resolves.toEqual(['x', null])
  })

  it('a failing call rejects its look-ups: "could not ask" is not "no such product" (an empty list)', async () => {
    const failing = createBatcher(async () => {
      throw new Error('down')
    }, 200)
    const c = failing(1)
    const d = failing(2)
    const settled = Promise.allSettled([c, d])
    await vi.advanceTimersByTimeAsync(200)
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected'])
  })

  it('45 ids go in calls of at most IDS_PER_GET, together; a failed call rejects only its own ids', async () => {
    const ids = Array.from({ length: 45 }, (_, i) => 1997 - i)
    const fetchMany = vi.fn(async (chunk: number[]) => {
      if (chunk.includes(1957)) throw new Error('414 URI Too Long')
      return new Map(chunk.map((id) => [id, id]))
    })
    const load = createBatcher(fetchMany, 200)
    const answers = Promise.allSettled(ids.map((id) => load(id)))
    await vi.advanceTimersByTimeAsync(200)
    const results = await answers
    expect(fetchMany.mock.calls.map(([chunk]) => chunk.length)).toEqual([20, 20, 5])
    expect(fetchMany.mock.calls.flatMap(([chunk]) => chunk)).toEqual(ids)
    expect(results.slice(0, 40).every((r) => r.status === 'fulfilled')).toBe(true)
    expect(results.slice(40).map((r) => r.status)).toEqual(Array(5).fill('rejected'))
  })
})

describe('inChunks', () => {
  it('splits in order, the last run shorter', () => {
    expect(inChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(inChunks([], 20)).toEqual([])
  })
})

/**
 * The address of a GET server-function call as the framework makes it (start-client-core's
 * serverFnFetcher: seroval's toJSONAsync of `{ data }`, JSON, then router-core's `encode` into
 * `?payload=`), after `/_serverFn/` and the function's id (64 hex characters in a build). Only the
 * path and query count against the Worker's limit (worker/middleware/request-guard).
 */
async function serverFnAddress(data: unknown) {
  const payload = JSON.stringify(await toJSONAsync({ data }))
  return `/_serverFn/${'f'.repeat(64)}?${encode({ payload })}`
}

describe('a GET of IDS_PER_GET ids fits the address limit', () => {
  it("the model is the framework's: a call the shop made reads the same, to the character", async () => {
    // seen on a built shop's compare page (two four-digit ids), its function id replaced
    expect(decodeURIComponent(await serverFnAddress({ lang: 'ro', ids: [1996, 1997] }))).toBe(
      `/_serverFn/${'f'.repeat(64)}?payload={"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["lang","ids"],"v":[{"t":1,"s":"ro"},{"t":9,"i":2,"a":[{"t":0,"s":1996},{"t":0,"s":1997}],"o":0}]},"o":0}]},"o":0},"f":127,"m":[]}`,
    )
  })

  it('the largest ids, IDS_PER_GET of them, stay under three quarters of LIMITS.maxPathLength', async () => {
    const worst = await serverFnAddress({ lang: 'ro', ids: Array(IDS_PER_GET).fill(Number.MAX_SAFE_INTEGER) })
    expect(worst.length).toBeLessThan(LIMITS.maxPathLength * 0.75)
    // what the old single call sent for the review's 45 four-digit ids: over the limit (a 414)
    const old = await serverFnAddress({ lang: 'ro', ids: Array.from({ length: 45 }, (_, i) => 1997 - i) })
    expect(old.length).toBeGreaterThan(LIMITS.maxPathLength)
  })
})

describe('perIdChunk', () => {
  it('asks once per IDS_PER_GET ids and joins the answers in order; a failed call fails the whole', async () => {
    const ids = Array.from({ length: 45 }, (_, i) => 1000 + i)
    const calls: number[][] = []
    const got = await perIdChunk(ids, async (chunk) => {
      calls.push(chunk)
      return chunk.map((id) => ({ id }))
    })
    expect(calls.map((c) => c.length)).toEqual([IDS_PER_GET, IDS_PER_GET, 5])
    expect(got.map((p) => p.id)).toEqual(ids)
    await expect(
      perIdChunk(ids, async (chunk) => (chunk[0] === 1020 ? Promise.reject(new Error('414')) : [])),
    ).rejects.toThrow('414')
  })
})
