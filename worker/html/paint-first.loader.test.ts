// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loaderScript, PRELOAD_BATCH } from './paint-first'

/** Runs the inline loader in happy-dom with frames and timers under the test's control. */
function runLoader(preloads: string[]) {
  vi.useFakeTimers()
  let frame: (() => void) | null = null
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => {
    frame = cb
    return 1
  })
  document.head.innerHTML = ''
  new Function(loaderScript('/assets/index-A.js', preloads))()
  const heads = () =>
    [...document.head.children].map((el) =>
      el.tagName === 'SCRIPT'
        ? `script:${el.getAttribute('src')}`
        : `${el.getAttribute('rel')}:${el.getAttribute('href')}`,
    )
  return { heads, frame: () => frame?.() }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('paint-first loader', () => {
  it('waits for a frame and a task, loads the entry first, then adds preloads one batch per task', () => {
    const preloads = Array.from({ length: 2 * PRELOAD_BATCH + 1 }, (_, i) => `/assets/chunk-${i}.js`)
    const { heads, frame } = runLoader(preloads)
    expect(heads()).toEqual([])
    frame()
    expect(heads()).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(heads()).toEqual(['script:/assets/index-A.js'])
    const perTask: number[] = []
    let before = heads().length
    while (heads().length < preloads.length + 1) {
      vi.advanceTimersToNextTimer()
      perTask.push(heads().length - before)
      before = heads().length
    }
    expect(perTask).toEqual([PRELOAD_BATCH, PRELOAD_BATCH, 1])
    expect(heads().slice(1)).toEqual(preloads.map((p) => `modulepreload:${p}`))
    expect(vi.getTimerCount()).toBe(0)
  })

  it('with no preloads it only loads the entry', () => {
    const { heads, frame } = runLoader([])
    frame()
    vi.runAllTimers()
    expect(heads()).toEqual(['script:/assets/index-A.js'])
  })
})
