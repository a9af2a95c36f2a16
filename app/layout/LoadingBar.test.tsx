// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '#config'

/**
 * The loading bar's timers (storefront spec 9: throttle 200 ms, duration 5000 ms, hide delay 500 ms);
 * the phases themselves are table-tested in loading-bar.test.ts. The router state is a double.
 */
const router = vi.hoisted(() => ({ state: { isLoading: false, matches: [] as { status: string }[] } }))
vi.mock('@tanstack/react-router', () => ({
  useRouterState: ({ select }: { select: (s: typeof router.state) => unknown }) => select(router.state),
}))
const { LoadingBar } = await import('./LoadingBar')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let host: HTMLElement
const navigate = (isLoading: boolean) => {
  router.state = { ...router.state, isLoading }
  act(() => root.render(<LoadingBar />))
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const bar = () => host.querySelector<HTMLElement>('[data-testid="loading-bar"]')

beforeEach(() => {
  vi.useFakeTimers()
  router.state = { isLoading: false, matches: [] }
  host = document.createElement('div')
  root = createRoot(host)
  act(() => root.render(<LoadingBar />))
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the loading bar timers', () => {
  it(`appears only after the ${TIMINGS.loadingBarThrottle} ms throttle, creeps over ${TIMINGS.loadingBarDuration} ms, hides ${TIMINGS.loadingBarHideDelay} ms after the end`, () => {
    navigate(true)
    wait(TIMINGS.loadingBarThrottle - 1)
    expect(bar()).toBeNull()
    wait(1)
    expect(bar()?.className).toContain('loading-bar--running')
    expect(bar()?.style.transitionDuration).toBe(`${TIMINGS.loadingBarDuration}ms`)
    navigate(false)
    expect(bar()?.className).toContain('loading-bar--done')
    wait(TIMINGS.loadingBarHideDelay - 1)
    expect(bar()).not.toBeNull()
    wait(1)
    expect(bar()).toBeNull()
  })

  it('a navigation shorter than the throttle never shows the bar', () => {
    navigate(true)
    wait(TIMINGS.loadingBarThrottle - 1)
    navigate(false)
    wait(TIMINGS.loadingBarThrottle + TIMINGS.loadingBarHideDelay)
    expect(bar()).toBeNull()
  })
})
