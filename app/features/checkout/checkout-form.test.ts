import { describe, expect, it } from 'vitest'
import { checkForm } from '#app/ui/form/index.ts'
import { CHECKOUT_FIELDS, checkoutSchema, type OrderChoice, orderChecks } from './checkout-form'

const E = {
  required: 'content.form.error.required',
  phone: 'content.form.error.phone',
  email: 'content.form.error.email',
} as const
const OK = { name: 'Ion', phone: '+373 69 555 444', email: '', address: 'str. Ismail 5', comment: '', payment: '1' }

describe("the checkout form's field checks", () => {
  it.each([
    // with the address asked for (delivery by the shop's courier)
    [true, OK, {}],
    [true, {}, { name: E.required, phone: E.phone, address: E.required, payment: 'checkout.paymentRequired' }],
    [true, { ...OK, name: '   ' }, { name: E.required }],
    // the phone field's country prefix alone is no phone, with the phone's own text (as before)
    [true, { ...OK, phone: '+(373) ' }, { phone: E.phone }],
    [true, { ...OK, phone: '+40 ' }, { phone: E.phone }],
    [true, { ...OK, phone: '' }, { phone: E.phone }],
    [true, { ...OK, phone: '+(373) 12' }, { phone: E.phone }],
    [true, { ...OK, phone: '+(373) 69 123-456' }, {}],
    [true, { ...OK, email: 'a@b' }, { email: E.email }],
    [true, { ...OK, email: 'a@b.md' }, {}],
    [true, { ...OK, address: ' ' }, { address: E.required }],
    // pickup or the postal carrier: no address asked for
    [false, { ...OK, address: '' }, {}],
    [false, {}, { name: E.required, phone: E.phone, payment: 'checkout.paymentRequired' }],
    // the comment is optional; no payment method chosen (none offered, or their call failed) is said at its field
    [true, { ...OK, comment: '' }, {}],
    [true, { ...OK, payment: '' }, { payment: 'checkout.paymentRequired' }],
    [false, { ...OK, payment: '  ' }, { payment: 'checkout.paymentRequired' }],
  ] as const)('address shown %s: %j -> %j', (addressShown, values, expected) => {
    const result = checkForm(checkoutSchema(addressShown), values)
    expect(result.ok ? {} : result.fields).toEqual(expected)
  })

  it('sends what was typed, trimmed (as the FormData read did); unknown keys are dropped', () => {
    expect(
      checkForm(checkoutSchema(true), {
        ...OK,
        name: '  Ion  Pop ',
        email: ' a@b.md ',
        comment: ' call first \n',
        extra: 'x',
      }),
    ).toEqual({
      ok: true,
      value: { ...OK, name: 'Ion  Pop', email: 'a@b.md', comment: 'call first' },
    })
  })

  it('names the fields it renders (the rest of the errors go to the list)', () => {
    expect(CHECKOUT_FIELDS).toEqual(['name', 'phone', 'email', 'address', 'comment', 'payment'])
  })
})

describe("the order's checks beyond its fields", () => {
  const none: OrderChoice = {
    pickup: false,
    storeChosen: false,
    viaCarrier: false,
    carrierReady: false,
    calendarOffered: false,
    slotOffered: false,
  }
  it.each([
    [none, {}],
    [{ ...none, pickup: true }, { store: 'pickup.chooseStoreFirst' }],
    [{ ...none, pickup: true, storeChosen: true }, {}],
    [{ ...none, viaCarrier: true }, { carrier: 'carrier.incomplete' }],
    [{ ...none, viaCarrier: true, carrierReady: true }, {}],
    [{ ...none, calendarOffered: true }, { date_time: 'delivery.calendar.required' }],
    [{ ...none, calendarOffered: true, slotOffered: true }, {}],
    // a calendar that offers no day asks for none
    [{ ...none, calendarOffered: false, slotOffered: false }, {}],
    [
      { ...none, pickup: true, viaCarrier: true, calendarOffered: true },
      { store: 'pickup.chooseStoreFirst', carrier: 'carrier.incomplete', date_time: 'delivery.calendar.required' },
    ],
  ])('%j -> %j', (choice, expected) => {
    expect(orderChecks(choice)).toEqual(expected)
  })
})
