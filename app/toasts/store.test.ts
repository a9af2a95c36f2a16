// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, TIMINGS } from '#config'
import { showPendingToast, showToast, showToastAfterReload, toastState } from './store'

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

describe('the notice left for the next page (sessionStorage)', () => {
  beforeEach(() => window.sessionStorage.clear())

  it.each([
    ['left by showToastAfterReload', () => showToastAfterReload('Signed out', 'success'), ['Signed out']],
    [
      'an unknown kind',
      () => window.sessionStorage.setItem(STORAGE_KEYS.pendingToast, '{"text":"Hi","kind":"x"}'),
      ['Hi'],
    ],
    ['malformed', () => window.sessionStorage.setItem(STORAGE_KEYS.pendingToast, '{"text":'), []],
    ['null', () => window.sessionStorage.setItem(STORAGE_KEYS.pendingToast, 'null'), []],
    ['no text', () => window.sessionStorage.setItem(STORAGE_KEYS.pendingToast, '{"kind":"error"}'), []],
  ])('%s: shown once, then gone', (_name, leave, expected) => {
    leave()
    showPendingToast()
    showPendingToast()
    expect(shown()).toEqual(expected)
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingToast)).toBeNull()
  })

  it('none left (most pages): nothing shown and nothing parsed, so no exception on every page load', () => {
    const parse = vi.spyOn(JSON, 'parse')
    showPendingToast()
    expect(parse).not.toHaveBeenCalled()
    expect(shown()).toEqual([])
    parse.mockRestore()
  })
})
