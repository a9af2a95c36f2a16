// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  draftAddress,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft'

/** Decision 0131: what the shopper typed into the checkout outlives a reload of the tab. */
beforeEach(() => sessionStorage.clear())

describe('the checkout draft', () => {
  it('keeps the form’s text fields over a reload, and a success forgets them', () => {
    saveCheckoutDraft({ name: 'Ion Popescu', phone: '+373 69 123 456', email: '', comment: 'etaj 3', payment: '2' })
    expect(readCheckoutDraft()).toEqual({
      name: 'Ion Popescu',
      phone: '+373 69 123 456',
      comment: 'etaj 3',
      payment: '2',
    })
    clearCheckoutDraft()
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    expect(readCheckoutDraft()).toEqual({})
  })

  it('an emptied form removes the draft', () => {
    saveCheckoutDraft({ name: 'Ion' })
    saveCheckoutDraft({ name: '', phone: '' })
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['not an object', '"Ion"'],
    ['fields of other types, unknown fields', '{"name":5,"phone":null,"__proto__":{"x":1},"password":"p"}'],
  ])('a stored draft that is %s gives nothing', (_, raw) => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw)
    expect(readCheckoutDraft()).toEqual({})
  })

  it('a field is kept to 2,000 characters; without storage nothing is kept and nothing throws', () => {
    saveCheckoutDraft({ comment: 'x'.repeat(5000) })
    expect(readCheckoutDraft().comment).toHaveLength(2000)
    expect(() => saveCheckoutDraft({ name: 'Ion' }, {}, null)).not.toThrow()
    expect(readCheckoutDraft(null)).toEqual({})
  })

  /**
   * Review a1 (session 67): closing the checkout kept what the checkout had filled in itself - a signed-in
   * buyer's name, phone and e-mail (left in the tab for the next person) and the cart's address (which then
   * overruled an address chosen on the cart page later). Only what the shopper changed is kept.
   */
  it('keeps only what differs from what the checkout filled in; a bare phone prefix is nothing typed', () => {
    const filled = {
      name: 'Ion Popescu',
      email: 'ion@example.com',
      phone: '+(373) 69 123-456',
      address: 'Chișinău',
      payment: '1',
    }
    saveCheckoutDraft({ ...filled, comment: '' }, filled)
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
    saveCheckoutDraft({ ...filled, phone: '+(373) ', email: 'other@example.com', comment: 'etaj 3' }, {})
    expect(readCheckoutDraft()).toEqual({
      name: 'Ion Popescu',
      email: 'other@example.com',
      // typed over an empty address: nothing to remember it replaced
      address: 'Chișinău',
      payment: '1',
      comment: 'etaj 3',
    })
    saveCheckoutDraft({ ...filled, address: 'Chișinău, str. Florilor 1' }, filled)
    expect(readCheckoutDraft()).toEqual({ address: 'Chișinău, str. Florilor 1', addressOver: 'Chișinău' })
  })

  it.each([
    [
      'typed over the address the cart still has',
      { address: 'Str. Florilor 1', addressOver: 'Chișinău' },
      'Chișinău',
      'Str. Florilor 1',
    ],
    [
      'typed over another address than the cart has now',
      { address: 'Str. Florilor 1', addressOver: 'Chișinău' },
      'Bălți',
      'Bălți',
    ],
    ['an older draft that does not say what it replaced', { address: 'Str. Florilor 1' }, 'Bălți', 'Bălți'],
    ['no typed address', {}, 'Bălți', 'Bălți'],
  ])('the address the checkout opens with: %s', (_, draft, cart, shown) => {
    expect(draftAddress(draft, cart)).toBe(shown)
  })
})
