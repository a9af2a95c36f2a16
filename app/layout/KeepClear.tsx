import { useEffect } from 'react'
import { inOwnTask } from '#app/lib/own-task.ts'
import { type Box, coversAny, TAP_TARGETS, TOASTER_TOP, toasterBottomPlace, toasterTop, WATCHED } from './keep-clear'

const FLOATING = '.call-us, .scroll-top'
/** The bottom 45 % of the screen, where the floating buttons and the toasts' bottom place are (app/styles/global.css). */
const BOTTOM_BAND_MARGIN = '-55% 0px 0px 0px'

/**
 * Keeps prices, totals and the checkout button clear of the floating buttons and the toasts, and
 * the small controls out from under the buttons (keep-clear.ts): a button that would cover one steps aside (hidden until the shopper scrolls on),
 * and the toasts move to the top of the screen while their place at the bottom would cover one.
 * Measured once per frame after a scroll, a resize or a change of the page.
 *
 * The measuring must never lay the page out on its own: it used to read every price's box, and a
 * price in a section the browser skips (`content-visibility: auto`, below the fold) makes the browser
 * lay that section out to answer - 30 extra layouts of the home page during its load, ~450 ms of a
 * phone's main thread. So an IntersectionObserver says which of them are on screen (it never forces
 * a layout, and an element of a skipped section is not on screen), only those are measured, and the
 * check runs in a ResizeObserver callback: a newly observed element is reported in the frame's
 * rendering step, after layout and before paint, so observing the root again books a check there.
 */
export function KeepClear() {
  useEffect(() => inOwnTask(startKeepClear), [])
  return null
}

/** Starts watching the page; returns the stop. */
export function startKeepClear(): () => void {
  const onScreen = new Set<Element>()
  let booked = false
  const check = () => {
    const height = window.innerHeight
    // A dialog (the cart drawer) is above the floating buttons but under the toasts: what it holds
    // counts for the toasts only.
    const keep: Box[] = []
    const keepFromToasts: Box[] = []
    const taps: Box[] = []
    for (const el of onScreen) {
      if (!el.isConnected) {
        onScreen.delete(el)
        continue
      }
      const r = el.getBoundingClientRect()
      if (r.bottom <= 0 || r.top >= height || r.width <= 0) continue
      const inDialog = el.closest('[role="dialog"]') !== null
      if (el.matches(TAP_TARGETS)) {
        if (!inDialog) taps.push(r)
        continue
      }
      keepFromToasts.push(r)
      if (!inDialog) keep.push(r)
    }
    const floating = [...document.querySelectorAll<HTMLElement>(FLOATING)]
    const covering = floating.map((el) => coversAny(el.getBoundingClientRect(), keep, taps))
    const toaster = document.querySelector<HTMLElement>('.toaster')
    let toasterOnTop: boolean | null = null
    let top = TOASTER_TOP
    if (toaster?.childElementCount) {
      const bar = document.querySelector('.mobile-bar')?.getBoundingClientRect()
      const bottomEdge = (bar && bar.height > 0 ? bar.top : height) - 16
      const placed = toaster.getBoundingClientRect()
      toasterOnTop = coversAny(toasterBottomPlace(placed, bottomEdge), keepFromToasts)
      if (toasterOnTop) {
        const headers = [...document.querySelectorAll('[role="dialog"] .dialog__header')]
        top = toasterTop(
          placed,
          headers.map((h) => h.getBoundingClientRect()),
        )
      }
    }
    // Every read above, every write below: a write between two reads would force a layout.
    floating.forEach((el, i) => {
      el.toggleAttribute('data-covering', covering[i])
    })
    if (toaster && toasterOnTop !== null) {
      toaster.toggleAttribute('data-top', toasterOnTop)
      if (top === TOASTER_TOP) toaster.style.removeProperty('--toaster-top')
      else toaster.style.setProperty('--toaster-top', `${top}px`)
    }
  }
  const afterLayout = new ResizeObserver(() => {
    afterLayout.disconnect()
    booked = false
    check()
  })
  const schedule = () => {
    if (booked) return
    booked = true
    afterLayout.observe(document.documentElement)
  }
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target)
      else onScreen.delete(entry.target)
    }
    schedule()
  })
  // The floating buttons and the toasts sit in the bottom part of the screen: a price or a total that
  // moves into or out of it without a node added or removed (a line rewrapped, a class changed, an
  // image above it sized) is checked again too.
  const bottomBand = new IntersectionObserver(schedule, { rootMargin: BOTTOM_BAND_MARGIN, threshold: [0, 1] })
  // Observing an element already observed does nothing, so the whole page is walked again on a change.
  const track = () => {
    for (const el of document.querySelectorAll(WATCHED)) {
      visibility.observe(el)
      bottomBand.observe(el)
    }
  }
  const onChange = (records: readonly MutationRecord[] = []) => {
    for (const record of records)
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue
        for (const el of [...(node.matches(WATCHED) ? [node] : []), ...node.querySelectorAll(WATCHED)]) {
          visibility.unobserve(el)
          bottomBand.unobserve(el)
        }
      }
    track()
    schedule()
  }
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  const mutations = new MutationObserver(onChange)
  mutations.observe(document.body, { childList: true, subtree: true })
  onChange()
  return () => {
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    mutations.disconnect()
    visibility.disconnect()
    bottomBand.disconnect()
    afterLayout.disconnect()
  }
}
