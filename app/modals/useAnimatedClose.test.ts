// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalState, openModal } from './store'
import { closeDelay, useAnimatedClose } from './useAnimatedClose'

describe('useAnimatedClose (spec 4: close animates out and hides after 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    openModal('checkout')
  })
  afterEach(() => {
    vi.useRealTimers()
    modalState.open = null
  })

  it('marks the dialog closing at once and closes the modal only after 300 ms', () => {
    const { result } = renderHook(() => useAnimatedClose('checkout'))
    act(() => result.current.close())
    expect(result.current.closing).toBe(true)
    act(() => vi.advanceTimersByTime(299))
    expect(modalState.open).toBe('checkout')
    act(() => vi.advanceTimersByTime(1))
    expect(modalState.open).toBeNull()
  })

  it('closes at once when motion is reduced, and closeNow never waits', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    const { result } = renderHook(() => useAnimatedClose('checkout'))
    act(() => result.current.close())
    act(() => vi.advanceTimersByTime(0))
    expect(modalState.open).toBeNull()
    matchMedia.mockRestore()
    openModal('checkout')
    const other = renderHook(() => useAnimatedClose('checkout'))
    act(() => other.result.current.closeNow())
    expect(modalState.open).toBeNull()
  })
})

describe('closeDelay', () => {
  it('waits for the 300 ms animation unless motion is reduced', () => {
    expect(closeDelay(false)).toBe(300)
    expect(closeDelay(true)).toBe(0)
  })
})
