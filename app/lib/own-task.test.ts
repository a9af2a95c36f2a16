import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inOwnTask } from './own-task'

describe('inOwnTask', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts the work in a later task, not in the effect that asks for it', () => {
    const start = vi.fn()
    inOwnTask(start)
    expect(start).not.toHaveBeenCalled()
    vi.runOnlyPendingTimers()
    expect(start).toHaveBeenCalledOnce()
  })

  it('a cleanup before the start cancels it', () => {
    const start = vi.fn()
    const cleanup = inOwnTask(start)
    cleanup()
    vi.runAllTimers()
    expect(start).not.toHaveBeenCalled()
  })

  it('a cleanup after the start runs the work’s own stop, once', () => {
    const stop = vi.fn()
    const cleanup = inOwnTask(() => stop)
    vi.runAllTimers()
    cleanup()
    expect(stop).toHaveBeenCalledOnce()
  })

  it('work without a stop needs none', () => {
    const cleanup = inOwnTask(() => undefined)
    vi.runAllTimers()
    expect(cleanup).not.toThrow()
  })
})
