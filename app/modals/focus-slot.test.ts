// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal, modalState, openModal, takesVacatedFocus } from './store'

/**
 * A modal's opener that is gone when the modal closes (signing in turns the header's "Sign in" button
 * into the cabinet link): the focus goes to what took its place (`data-focus-slot`), not to the body.
 */
function button(slot: string, tag = 'button') {
  const el = document.createElement(tag)
  el.setAttribute('data-focus-slot', slot)
  if (tag === 'a') el.setAttribute('href', '/ro/cabinet')
  document.body.appendChild(el)
  return el
}

afterEach(() => {
  document.body.innerHTML = ''
  modalState.open = null
  vi.useRealTimers()
})

describe('focus after a modal whose opener was replaced', () => {
  it('the opener already replaced when the modal closes: its place takes the focus', async () => {
    vi.useFakeTimers()
    const signIn = button('account')
    signIn.focus()
    openModal('auth')
    signIn.remove()
    const cabinet = button('account', 'a')
    const focus = vi.spyOn(cabinet, 'focus')
    closeModal('auth')
    vi.runAllTimers()
    expect(document.activeElement).toBe(cabinet)
    // without scrolling the page: a header's link sits in the html's scroll padding (a plain focus: 700 -> 229 px)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('the opener replaced just after: the element that mounts in its place takes it (once)', () => {
    vi.useFakeTimers()
    const signIn = button('account')
    signIn.focus()
    openModal('auth')
    closeModal('auth')
    vi.runAllTimers()
    expect(document.activeElement).toBe(signIn)
    signIn.remove()
    expect(document.activeElement).toBe(document.body)
    expect(takesVacatedFocus('other')).toBe(false)
    expect(takesVacatedFocus('account')).toBe(true)
    expect(takesVacatedFocus('account')).toBe(false)
  })

  it('an opener without a place, or focus elsewhere already: nothing is taken', () => {
    vi.useFakeTimers()
    const plain = document.createElement('button')
    document.body.appendChild(plain)
    plain.focus()
    openModal('city')
    closeModal('city')
    vi.runAllTimers()
    expect(takesVacatedFocus('account')).toBe(false)
    const signIn = button('account')
    signIn.focus()
    openModal('auth')
    closeModal('auth')
    vi.runAllTimers()
    const elsewhere = document.createElement('input')
    document.body.appendChild(elsewhere)
    elsewhere.focus()
    expect(takesVacatedFocus('account')).toBe(false)
  })
})
