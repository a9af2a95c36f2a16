// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_TAP_ATTR, EARLY_TAP_CAPTURE, replayEarlyTaps, takeEarlyTap } from './early-tap'

afterEach(() => {
  document.body.innerHTML = ''
  delete document.documentElement.dataset.online
})

/** The page before hydration: the capture script ran; `handled` counts what the app's handler saw. */
function page() {
  document.body.innerHTML = `<main><button ${EARLY_TAP_ATTR} id="add"><span>Add</span></button><button id="other">Other</button></main>`
  new Function(EARLY_TAP_CAPTURE)()
  const handled: string[] = []
  document.body.addEventListener('click', (e) => handled.push((e.target as Element).closest('button')?.id ?? '?'))
  const add = document.getElementById('add') as HTMLButtonElement
  return { handled, add, other: document.getElementById('other') as HTMLButtonElement }
}

describe('a tap before hydration', () => {
  it('is held (busy), then replayed once when the page is interactive', () => {
    const { handled, add } = page()
    ;(add.firstElementChild as HTMLElement).click()
    add.click() // a second tap on the same control is the same tap
    expect(handled).toEqual([])
    expect(add.getAttribute('aria-busy')).toBe('true')
    document.documentElement.dataset.online = 'true'
    expect(replayEarlyTaps()).toBe(1)
    expect(handled).toEqual(['add'])
    expect(add.hasAttribute('aria-busy')).toBe(false)
    expect(replayEarlyTaps()).toBe(0)
  })

  it('passes unmarked controls through, and every tap once the page is interactive', () => {
    const { handled, add, other } = page()
    other.click()
    expect(handled).toEqual(['other'])
    document.documentElement.dataset.online = 'true'
    add.click()
    expect(handled).toEqual(['other', 'add'])
    expect(replayEarlyTaps()).toBe(0)
  })

  it('a control gone by hydration is not clicked', () => {
    const { handled, add } = page()
    add.click()
    add.remove()
    document.documentElement.dataset.online = 'true'
    expect(replayEarlyTaps()).toBe(1)
    expect(handled).toEqual([])
  })
  it('a control that becomes interactive after the shell takes its own tap when it mounts, once', () => {
    const { handled, add, other } = page()
    add.click()
    document.documentElement.dataset.online = 'true'
    expect(takeEarlyTap(other)).toBe(false)
    expect(takeEarlyTap(add)).toBe(true)
    expect(handled).toEqual(['add'])
    expect(add.hasAttribute('aria-busy')).toBe(false)
    expect(replayEarlyTaps()).toBe(0)
    expect(takeEarlyTap(add)).toBe(false)
    expect(takeEarlyTap(null)).toBe(false)
  })
})
