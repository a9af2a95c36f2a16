import { useEffect } from 'react'
import { type Box, coversAny, KEEP_CLEAR, toasterBottomPlace } from './keep-clear'

const FLOATING = '.call-us, .scroll-top'

/**
 * Keeps prices, totals and the checkout button clear of the floating buttons and the toasts
 * (keep-clear.ts): a button that would cover one steps aside (hidden until the shopper scrolls on),
 * and the toasts move to the top of the screen while their place at the bottom would cover one.
 * Measured once per frame after a scroll, a resize or a change of the page.
 */
export function KeepClear() {
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const height = window.innerHeight
      const keep: Box[] = []
      for (const el of document.querySelectorAll(KEEP_CLEAR)) {
        if (el.closest('[role="dialog"]')) continue // a modal is above the floating things anyway
        const r = el.getBoundingClientRect()
        if (r.bottom > 0 && r.top < height && r.width > 0) keep.push(r)
      }
      for (const el of document.querySelectorAll<HTMLElement>(FLOATING))
        el.toggleAttribute('data-covering', coversAny(el.getBoundingClientRect(), keep))
      const toaster = document.querySelector<HTMLElement>('.toaster')
      if (toaster?.childElementCount) {
        const bar = document.querySelector('.mobile-bar')?.getBoundingClientRect()
        const bottomEdge = (bar && bar.height > 0 ? bar.top : height) - 16
        toaster.toggleAttribute(
          'data-top',
          coversAny(toasterBottomPlace(toaster.getBoundingClientRect(), bottomEdge), keep),
        )
      }
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check)
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true })
    schedule()
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return null
}
