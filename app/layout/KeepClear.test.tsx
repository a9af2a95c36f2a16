// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startKeepClear } from './KeepClear'

/**
 * The browser's observers, driven by hand: an IntersectionObserver that reports what the test says
 * is on screen, and a ResizeObserver whose reports the test delivers (in a browser: the next frame,
 * after layout).
 */
/** What both fakes keep: the elements observed. */
class FakeObserver {
  observed = new Set<Element>()
  observe(el: Element) {
    this.observed.add(el)
  }
  unobserve(el: Element) {
    this.observed.delete(el)
  }
  disconnect() {
    this.observed.clear()
  }
}
class FakeIntersection extends FakeObserver {
  static all: FakeIntersection[] = []
  constructor(readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    super()
    FakeIntersection.all.push(this)
  }
  report(el: Element, isIntersecting: boolean) {
    this.callback([{ target: el, isIntersecting }])
  }
}
class FakeResize extends FakeObserver {
  static all: FakeResize[] = []
  constructor(readonly callback: () => void) {
    super()
    FakeResize.all.push(this)
  }
}
/** The rendering step of a frame: every ResizeObserver with something observed reports. */
const frame = () => {
  for (const ro of FakeResize.all) if (ro.observed.size) ro.callback()
}
const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, right: left + width, bottom: top + height, width, height, x: left, y: top }) as DOMRect

let stop: () => void
beforeEach(() => {
  FakeIntersection.all = []
  FakeResize.all = []
  vi.stubGlobal('IntersectionObserver', FakeIntersection)
  vi.stubGlobal('ResizeObserver', FakeResize)
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  document.body.innerHTML = `
    <button class="call-us"></button>
    <div class="price" id="near"></div>
    <section class="home__section"><div class="price" id="skipped"></div></section>`
  document.querySelector('.call-us')!.getBoundingClientRect = () => box(300, 600, 52, 52)
})
afterEach(() => {
  stop?.()
  vi.unstubAllGlobals()
})

describe('KeepClear', () => {
  it('measures only the prices the IntersectionObserver reports on screen, never one in a skipped section', async () => {
    const near = document.getElementById('near')!
    const skipped = document.getElementById('skipped')!
    const nearRect = vi.fn(() => box(290, 610, 80, 20))
    const skippedRect = vi.fn(() => box(0, 2000, 80, 20))
    near.getBoundingClientRect = nearRect
    skipped.getBoundingClientRect = skippedRect
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    expect([...io.observed]).toEqual([near, skipped])
    io.report(near, true)
    io.report(skipped, false)
    frame()
    expect(nearRect).toHaveBeenCalled()
    expect(skippedRect).not.toHaveBeenCalled()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(true)
  })

  it('measures after layout (a ResizeObserver report), once per frame however many changes came before it', async () => {
    const near = document.getElementById('near')!
    const nearRect = vi.fn(() => box(0, 0, 80, 20))
    near.getBoundingClientRect = nearRect
    stop = startKeepClear()
    FakeIntersection.all[0]!.report(near, true)
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('resize'))
    expect(nearRect).not.toHaveBeenCalled() // nothing is read outside the frame's rendering step
    frame()
    expect(nearRect).toHaveBeenCalledTimes(1)
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(false)
    frame() // nothing booked: no second read
    expect(nearRect).toHaveBeenCalledTimes(1)
  })

  it('checks again when a price moves into or out of the bottom band, with no node added or removed', () => {
    const near = document.getElementById('near')!
    let top = 100
    near.getBoundingClientRect = () => box(290, top, 80, 20)
    stop = startKeepClear()
    const [visibility, band] = FakeIntersection.all
    expect(band!.observed.has(near)).toBe(true)
    visibility!.report(near, true)
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(false)
    top = 610 // a line above it rewrapped: the price slid down under the call-us button
    band!.report(near, true)
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(true)
  })

  it("steps aside from a page's primary button it covers any part of (the services page's full-width button)", () => {
    document.body.insertAdjacentHTML('beforeend', '<button class="button button--primary" id="book"></button>')
    const book = document.getElementById('book')!
    book.getBoundingClientRect = () => box(16, 630, 358, 44) // its right end (322-374) under the button
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    expect(io.observed.has(book)).toBe(true)
    io.report(book, true)
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(true)
  })

  // A tap meant for one of these must not land on the call-us button (the pharmacy's product of the day
  // had its compare toggle under it at 390 px); one it only grazes keeps it.
  it.each([
    ['a favourite or compare toggle', '<button class="icon-button list-button"></button>'],
    ['a gift', '<button class="gift-button"></button>'],
    ['a section\'s "see all" link', '<div class="featured-brands__head"><a href="/ro/special-offers"></a></div>'],
    // the cart page's third line at 390 px: its remove button under the call-us button took the tap (review r55)
    ["a cart line's remove button", '<button class="icon-button cart-line__remove"></button>'],
    ["a quantity stepper's button", '<div class="quantity"><button class="quantity__step"></button></div>'],
    ["a quantity stepper's field", '<div class="quantity"><input class="quantity__input"></div>'],
  ])('steps aside from %s mostly under it, not from one it grazes', (_, html) => {
    document.body.insertAdjacentHTML('beforeend', `<div id="target">${html}</div>`)
    const control = document.getElementById('target')!.firstElementChild!
    const el = control.matches('.featured-brands__head, .quantity') ? control.firstElementChild! : control
    let rect = box(330, 610, 32, 32) // 22 x 32 of its 32 x 32 under the button
    el.getBoundingClientRect = () => rect
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    expect(io.observed.has(el)).toBe(true)
    io.report(el, true)
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(true)
    rect = box(340, 640, 32, 32) // 12 x 12 under it
    window.dispatchEvent(new Event('scroll'))
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(false)
  })

  // The cart drawer is a dialog: above the floating buttons, under the toasts (z-index 61 and 70).
  it("moves the toasts off the drawer's checkout button, and leaves the floating buttons alone for it", () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="dialog"><div class="cart-drawer__footer"><button class="button button--primary" id="checkout"></button></div></div>
       <div class="toaster"><div class="toast"></div></div>`,
    )
    const checkout = document.getElementById('checkout')!
    // the drawer's footer button, as tall as the test needs to reach under both the call-us button
    // (600-652) and the toasts' bottom place (724-784: 16 px above the 800 px screen's edge)
    checkout.getBoundingClientRect = () => box(16, 610, 358, 150)
    document.querySelector('.toaster')!.getBoundingClientRect = () => box(16, 700, 358, 60)
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    expect(io.observed.has(checkout)).toBe(true)
    io.report(checkout, true)
    frame()
    expect(document.querySelector('.toaster')!.hasAttribute('data-top')).toBe(true)
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(false)
    // No dialog header under their top place: the stylesheet's top.
    expect((document.querySelector('.toaster') as HTMLElement).style.getPropertyValue('--toaster-top')).toBe('')
  })

  it("at the top the toasts stay below a drawer's header (its title and close button)", () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div role="dialog"><div class="dialog__header" id="header"></div>
         <div class="cart-drawer__footer"><button class="button button--primary" id="checkout"></button></div></div>
       <div class="toaster"><div class="toast"></div></div>`,
    )
    const checkout = document.getElementById('checkout')!
    checkout.getBoundingClientRect = () => box(16, 700, 358, 80)
    document.getElementById('header')!.getBoundingClientRect = () => box(0, 0, 390, 64)
    const toaster = document.querySelector('.toaster') as HTMLElement
    toaster.getBoundingClientRect = () => box(16, 700, 358, 60)
    stop = startKeepClear()
    FakeIntersection.all[0]!.report(checkout, true)
    frame()
    expect(toaster.hasAttribute('data-top')).toBe(true)
    expect(toaster.style.getPropertyValue('--toaster-top')).toBe('72px')
  })

  // A sum without the .price class carries data-keep-clear: an order's total in the cabinet sat under
  // the call-us button on a phone (review r55); any overlap counts, as for a price.
  it("steps aside from a marked sum it only grazes (an order's total)", () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<strong class="cabinet-list__total" data-keep-clear="true"></strong>',
    )
    const total = document.querySelector('.cabinet-list__total')!
    total.getBoundingClientRect = () => box(240, 637, 117, 24) // the orders page's measured box
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    expect(io.observed.has(total)).toBe(true)
    io.report(total, true)
    frame()
    expect(document.querySelector('.call-us')!.hasAttribute('data-covering')).toBe(true)
  })

  it('watches prices added later and forgets removed ones', async () => {
    stop = startKeepClear()
    const io = FakeIntersection.all[0]!
    const added = document.createElement('div')
    added.className = 'price'
    document.body.appendChild(added)
    await new Promise((r) => setTimeout(r, 0)) // the MutationObserver's delivery
    expect(io.observed.has(added)).toBe(true)
    added.remove()
    await new Promise((r) => setTimeout(r, 0))
    expect(io.observed.has(added)).toBe(false)
    expect(FakeIntersection.all[1]!.observed.has(added)).toBe(false)
  })
})
