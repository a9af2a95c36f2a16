import { useEffect, useRef, useState } from 'react'
import { TIMINGS } from '#config'
import { closeModal, type ModalName } from './store'

/**
 * Spec 4 "Cart drawer and checkout modal": closing plays the exit animation and hides the modal
 * after 300 ms (at once when the shopper prefers reduced motion). `closing` goes to the Dialog's
 * `closing` prop (its `data-closing` starts the CSS animation); `closeNow` skips the animation
 * (a navigation away, an order placed).
 */
export function useAnimatedClose(modal: ModalName): { closing: boolean; close: () => void; closeNow: () => void } {
  const [closing, setClosing] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const close = () => {
    if (closing) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    setClosing(true)
    timer.current = window.setTimeout(() => closeModal(modal), closeDelay(reduced))
  }
  const closeNow = () => {
    window.clearTimeout(timer.current)
    closeModal(modal)
  }
  return { closing, close, closeNow }
}

/** How long a closing modal stays mounted: its exit animation (300 ms), or nothing when motion is reduced. */
export function closeDelay(reducedMotion: boolean): number {
  return reducedMotion ? 0 : TIMINGS.drawerAnimation
}
