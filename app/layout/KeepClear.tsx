import { useEffect } from 'react'

/**
 * Keeps prices, totals and small controls clear of the floating buttons and the toasts
 * (keep-clear-watch.ts). Its code is not part of a first load: it loads once the shell has hydrated.
 */
export function KeepClear() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('./keep-clear-watch').then(({ startKeepClear }) => {
      if (!unmounted) stop = startKeepClear()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  return null
}
