import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markFirstLoadDone, resetLazyHydration, visibilityGate } from './LazyHydrate'

type Callback = (entries: { isIntersecting: boolean }[]) => void
const observers: { callback: Callback; disconnected: boolean; observed: unknown[] }[] = []

beforeEach(() => {
  resetLazyHydration()
  observers.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number]
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false, observed: [] }
        observers.push(this.entry)
      }
      observe(el: unknown) {
        this.entry.observed.push(el)
      }
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const doc = (found: boolean) => ({ querySelector: () => (found ? ({} as Element) : null) })

describe('visibilityGate', () => {
  it('waits until the element comes near the viewport, then resolves and stops observing', async () => {
    const gate = visibilityGate('#row', doc(true))
    expect(gate).toBeInstanceOf(Promise)
    let done = false
    void gate!.then(() => (done = true))
    observers[0]!.callback([{ isIntersecting: false }])
    await Promise.resolve()
    expect(done).toBe(false)
    observers[0]!.callback([{ isIntersecting: true }])
    await gate
    expect(done).toBe(true)
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('gives the same promise to a retry, even after the first load is over', () => {
    const gate = visibilityGate('#row', doc(true))
    markFirstLoadDone()
    expect(visibilityGate('#row', doc(true))).toBe(gate)
    expect(observers).toHaveLength(1)
  })

  it.each([
    ['on the server (no document)', null, false],
    ['when the element is not in the page (client navigation)', doc(false), false],
  ])('renders at once %s', (_what, d, _x) => {
    expect(visibilityGate('#row', d)).toBeNull()
  })

  it('renders at once after the first load', () => {
    markFirstLoadDone()
    expect(visibilityGate('#other', doc(true))).toBeNull()
  })

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(visibilityGate('#row', doc(true))).toBeNull()
  })
})
