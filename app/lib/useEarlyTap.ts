import { useCallback, useEffect, useRef } from 'react'
import { EARLY_TAP_ATTR, markTapReady, takeEarlyTap } from './early-tap'

/**
 * The props that make a control take a tap made before it was interactive (app/lib/early-tap.ts):
 * spread them on the control. Its ref marks it ready each time React attaches it; the mount effect
 * takes a held tap. Call it after the effects the control's handler needs (they run in order).
 */
export function useEarlyTap<T extends HTMLElement>() {
  const control = useRef<T | null>(null)
  useEffect(() => {
    takeEarlyTap(control.current)
  }, [])
  const ref = useCallback((el: T | null) => {
    control.current = el
    markTapReady(el)
  }, [])
  return { ref, [EARLY_TAP_ATTR]: '' }
}
