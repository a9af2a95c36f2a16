// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { toastState } from '../toasts/store'
import { renderForm } from '../ui/form/render-test'
import { useConnectivity } from './connectivity'

/** Storefront spec 4, Connectivity: online/offline status is tracked (issue 52 point 5). */
function Tracker() {
  useConnectivity()
  return null
}

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  toastState.toasts = []
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
})

describe('useConnectivity', () => {
  it("marks the page with the browser's state at start, and each change with a notice", async () => {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
    const view = await renderForm(<Tracker />)
    expect(document.documentElement.dataset.online).toBe('true')
    expect(toastState.toasts).toEqual([])

    await act(async () => goOnline(false))
    expect(document.documentElement.dataset.online).toBe('false')
    expect(toastState.toasts.map((t) => [t.text, t.kind])).toEqual([
      ['You are offline. Some features may not work.', 'error'],
    ])

    await act(async () => goOnline(true))
    expect(document.documentElement.dataset.online).toBe('true')
    expect(toastState.toasts.at(-1)).toMatchObject({ text: 'You are back online.', kind: 'success' })

    // stops listening when the shell goes away
    view.unmount()
    await act(async () => goOnline(false))
    expect(document.documentElement.dataset.online).toBe('true')
    expect(toastState.toasts).toHaveLength(2)
  })
})
