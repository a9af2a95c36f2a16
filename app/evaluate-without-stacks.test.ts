import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Decision 0141: no stack captured while the first modules evaluate, the limit back right after. */
describe('errors created while the first modules evaluate', () => {
  const original = Error.stackTraceLimit
  const queued: Array<() => void> = []
  beforeEach(() => {
    vi.resetModules()
    queued.length = 0
    // The module puts the limit back in a microtask: held here so the test can look in between.
    vi.stubGlobal('queueMicrotask', (callback: () => void) => queued.push(callback))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    Error.stackTraceLimit = original
  })

  it('capture no stack during the evaluation; the same limit is back once it is over', async () => {
    Error.stackTraceLimit = 17
    await import('./evaluate-without-stacks')
    const during = { has: 'stackTraceLimit' in Error, stack: new Error('sentinel').stack }
    for (const callback of queued) callback()
    expect(during).toEqual({ has: false, stack: undefined })
    expect(queued).toHaveLength(1)
    expect(Error.stackTraceLimit).toBe(17)
    expect(new Error('later').stack).toContain('later')
  })

  it('an engine without the limit is left as it is', async () => {
    Error.stackTraceLimit = undefined as unknown as number
    await import('./evaluate-without-stacks')
    expect(queued).toHaveLength(0)
    expect(Object.hasOwn(Error, 'stackTraceLimit')).toBe(true)
    expect(Error.stackTraceLimit).toBeUndefined()
  })
})
