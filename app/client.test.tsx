// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The browser entry's three steps (decision 0137), each in a task of its own.
const steps: string[] = []
const hydrateStart = vi.fn()
const hydrateRoot = vi.fn((..._args: unknown[]) => steps.push('hydrate'))
vi.mock('@tanstack/react-start/client', () => ({ hydrateStart: () => hydrateStart() }))
vi.mock('react-dom/client', () => ({ hydrateRoot: (...args: unknown[]) => hydrateRoot(...args) }))

/** Runs the timers already due as one task, then its promise callbacks, and notes where the task ended. */
async function nextTask() {
  vi.runOnlyPendingTimers()
  for (let i = 0; i < 10; i++) await Promise.resolve()
  steps.push('|')
}

describe('the browser entry', () => {
  it('evaluates ./evaluate-without-stacks before any other module (decision 0141): its first import', async () => {
    const source = readFileSync(join(import.meta.dirname, 'client.tsx'), 'utf8')
    expect(source.match(/^import .*$/m)?.[0]).toBe("import './evaluate-without-stacks'")
  })

  beforeEach(() => {
    vi.useFakeTimers()
    vi.resetModules()
    steps.length = 0
    hydrateRoot.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('evaluates, then creates the router, then hydrates: three tasks, none inside another', async () => {
    hydrateStart.mockImplementation(() => {
      steps.push('router')
      return Promise.resolve({ id: 'router' })
    })
    await import('./client.tsx')
    steps.push('evaluated', '|')
    await nextTask()
    await nextTask()
    expect(steps.join(' ')).toBe('evaluated | router | hydrate |')
    expect(hydrateRoot).toHaveBeenCalledOnce()
    expect(hydrateRoot.mock.calls[0]?.[0]).toBe(document)
  })

  it('sets its first timer from a microtask, not from its top level: a DevTools trace would capture the whole entry chunk (decision 0141)', async () => {
    hydrateStart.mockImplementation(() => Promise.resolve({ id: 'router' }))
    const callers: string[] = []
    const setTimer = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      callers.push(new Error('caller').stack ?? '')
      return setTimer(handler, ms)
    }) as typeof setTimeout)
    await import('./client.tsx')
    await nextTask()
    // Below nextTask, a call from the top level would show the module's body as a frame of client.tsx.
    const frames = callers[0]?.split('\n') ?? []
    const caller = frames.findIndex((frame) => frame.includes('at nextTask'))
    expect(caller).toBeGreaterThan(0)
    expect(frames.slice(caller + 1).filter((frame) => frame.includes('client.tsx'))).toEqual([])
  })

  it('a router that fails to start is logged and the server page is left as it is (no hydration, no blank page)', async () => {
    const error = new Error('no router')
    hydrateStart.mockImplementation(() => Promise.reject(error))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await import('./client.tsx')
    await nextTask()
    await nextTask()
    expect(hydrateRoot).not.toHaveBeenCalled()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the router did not start'), error)
  })
})
