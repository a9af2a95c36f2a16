// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnce } from './reload-once'

/** reloadOnce (spec 8: one reload, at most every 60 s) waits for the network when the browser is offline. */
const reload = vi.fn()
Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true })
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true })

afterEach(() => {
  reload.mockReset()
  sessionStorage.clear()
  online(true)
})

describe('reloadOnce', () => {
  it('online: reloads once, not again within the guard', () => {
    expect(reloadOnce('chunk a')).toBe(true)
    expect(reloadOnce('chunk a')).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offline: no reload (the browser would show its offline page), then one when the network is back (shopper audit a4)', () => {
    online(false)
    expect(reloadOnce('chunk b')).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    online(true)
    window.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
