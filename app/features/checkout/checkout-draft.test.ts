// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft'

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
    expect(() => saveCheckoutDraft({ name: 'Ion' }, null)).not.toThrow()
    expect(readCheckoutDraft(null)).toEqual({})
  })
})
