// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { authState } from '#app/lib/session-state.ts'
import {
  forgetSessionEndedAtCheckout,
  SESSION_ENDED_AT_CHECKOUT,
  sessionEndedAtCheckout,
  watchSessionEndAtCheckout,
} from './session-ended'

/**
 * The mark the checkout leaves when the session ends while it is open (review r11: create-order
 * answered 401 and the shopper found the bare sign-in dialog on the home page). endSession sets
 * `authState.unauthorized` and leaves the page at once, so the mark must be written in sync.
 */
beforeEach(() => {
  authState.unauthorized = false
  window.sessionStorage.clear()
})
afterEach(() => {
  authState.unauthorized = false
})

describe('watchSessionEndAtCheckout', () => {
  it('marks this tab as the session ends, in sync, not before', () => {
    const stop = watchSessionEndAtCheckout()
    authState.signedIn = true
    expect(window.sessionStorage.getItem(SESSION_ENDED_AT_CHECKOUT)).toBeNull()
    const before = Date.now()
    authState.unauthorized = true
    expect(Number(window.sessionStorage.getItem(SESSION_ENDED_AT_CHECKOUT))).toBeGreaterThanOrEqual(before)
    expect(sessionEndedAtCheckout()).toBe(true)
    stop()
  })

  it('no longer watching (the checkout closed): no mark', () => {
    watchSessionEndAtCheckout()()
    authState.unauthorized = true
    expect(window.sessionStorage.getItem(SESSION_ENDED_AT_CHECKOUT)).toBeNull()
    expect(sessionEndedAtCheckout()).toBe(false)
  })
})

describe('sessionEndedAtCheckout', () => {
  it.each<[string, string | null, boolean]>([
    ['no mark', null, false],
    ['a moment ago', String(1_000_000 - 5_000), true],
    ['9 minutes ago', String(1_000_000 - 9 * 60_000), true],
    ['11 minutes ago', String(1_000_000 - 11 * 60_000), false],
    ['in the future (a clock changed)', String(1_000_000 + 60_000), false],
    ['not a time', 'yes', false],
  ])('%s -> %s', (_case, mark, believed) => {
    if (mark !== null) window.sessionStorage.setItem(SESSION_ENDED_AT_CHECKOUT, mark)
    expect(sessionEndedAtCheckout(1_000_000)).toBe(believed)
  })

  it('is read once: forgotten, the next dialog is the bare one', () => {
    window.sessionStorage.setItem(SESSION_ENDED_AT_CHECKOUT, String(Date.now()))
    forgetSessionEndedAtCheckout()
    expect(sessionEndedAtCheckout()).toBe(false)
  })
})
