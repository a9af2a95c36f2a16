import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { EARLY_TAP_ATTR, markTapReady, takeEarlyTap } from '#platform/shared/early-tap.ts'

/**
 * The props that make a control take a tap made before it was interactive (platform/shared/early-tap.ts):
 * spread them on the control. Its ref marks it ready each time React attaches it; the mount effect
 * takes a held tap. Call it after the effects the control's handler needs (they run in order).
 * A control that needs its element too (to focus it) passes its own ref, which the hook fills.
 */
export function useEarlyTap<T extends HTMLElement>(own?: RefObject<T | null>) {
  const fallback = useRef<T | null>(null)
  // either ref object is the same one on every render, so the effect and the callback stay as they were
  const control = own ?? fallback
  useEffect(() => {
    takeEarlyTap(control.current)
  }, [control])
  const ref = useCallback(
    (el: T | null) => {
      control.current = el
      markTapReady(el)
    },
    [control],
  )
  return { ref, [EARLY_TAP_ATTR]: '' }
}
