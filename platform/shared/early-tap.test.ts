// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  EARLY_TAP_ATTR,
  EARLY_TAP_CAPTURE,
  markTapReady,
  replayEarlyTaps,
  TAP_READY_ATTR,
  takeEarlyTap,
} from './early-tap'

afterEach(() => {
  document.body.innerHTML = ''
  ;(window as unknown as Record<string, unknown>).__earlyTaps = undefined
})

/** The page before hydration: the capture script ran; `handled` counts what the app's handler saw. */
function page() {
  document.body.innerHTML = `<main><button ${EARLY_TAP_ATTR} id="add"><span>Add</span></button><button ${EARLY_TAP_ATTR} id="late">Late</button><button id="other">Other</button></main>`
  new Function(EARLY_TAP_CAPTURE)()
  const handled: string[] = []
  document.body.addEventListener('click', (e) => handled.push((e.target as Element).closest('button')?.id ?? '?'))
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement
  return { handled, add: byId('add'), late: byId('late'), other: byId('other') }
}

describe('a tap before the control is interactive', () => {
  it('is held (busy), then replayed once when the control is ready', () => {
    const { handled, add } = page()
    ;(add.firstElementChild as HTMLElement).click()
    add.click() // a second tap on the same control is the same tap
    expect(handled).toEqual([])
    expect(add.getAttribute('aria-busy')).toBe('true')
    markTapReady(add)
    expect(replayEarlyTaps()).toBe(1)
    expect(handled).toEqual(['add'])
    expect(add.hasAttribute('aria-busy')).toBe(false)
    expect(replayEarlyTaps()).toBe(0)
  })

  it('passes unmarked controls through, and every tap on a ready control', () => {
    const { handled, add, other } = page()
    other.click()
    expect(handled).toEqual(['other'])
    markTapReady(add)
    expect(add.hasAttribute(TAP_READY_ATTR)).toBe(true)
    add.click()
    expect(handled).toEqual(['other', 'add'])
    expect(replayEarlyTaps()).toBe(0)
  })

  it('a control gone by hydration is dropped, not clicked', () => {
    const { handled, add } = page()
    add.click()
    add.remove()
    expect(replayEarlyTaps()).toBe(1)
    expect(handled).toEqual([])
  })

  it('after the shell hydrated, a control of a part that hydrates later stays held until it takes its own tap, once', () => {
    const { handled, add, late, other } = page()
    late.click()
    markTapReady(add)
    expect(replayEarlyTaps()).toBe(0) // the shell's replay leaves it queued: its handler is not there yet
    late.click() // tapped again while its row still loads: still the same one tap
    expect(handled).toEqual([])
    expect(late.getAttribute('aria-busy')).toBe('true')
    markTapReady(late)
    expect(takeEarlyTap(other)).toBe(false)
    expect(takeEarlyTap(late)).toBe(true)
    expect(handled).toEqual(['late'])
    expect(late.hasAttribute('aria-busy')).toBe(false)
    expect(replayEarlyTaps()).toBe(0)
    expect(takeEarlyTap(late)).toBe(false)
    expect(takeEarlyTap(null)).toBe(false)
  })
})
