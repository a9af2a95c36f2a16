// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '#config'
import { showToast, toastState } from './store'

/** Storefront spec 9 and accounts spec 9: notifications show 3 s; a caller may ask for its own time (compare/favorites 1 s). */
beforeEach(() => {
  vi.useFakeTimers()
  toastState.toasts = []
})
afterEach(() => vi.useRealTimers())

const shown = () => toastState.toasts.map((t) => t.text)

describe('showToast', () => {
  it('shows a notice for TIMINGS.notification by default', () => {
    showToast('Saved')
    vi.advanceTimersByTime(TIMINGS.notification - 1)
    expect(shown()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(shown()).toEqual([])
  })

  it('a notice with its own time (compare/favorites) leaves after it, the others stay', () => {
    showToast('Long')
    showToast('Added to compare', 'success', TIMINGS.compareFavoritesNotice)
    vi.advanceTimersByTime(TIMINGS.compareFavoritesNotice)
    expect(shown()).toEqual(['Long'])
  })

  it('keeps at most five notices, the newest', () => {
    for (let i = 1; i <= 7; i++) showToast(`n${i}`)
    expect(shown()).toEqual(['n3', 'n4', 'n5', 'n6', 'n7'])
  })
})
