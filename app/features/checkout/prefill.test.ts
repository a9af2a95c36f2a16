import { describe, expect, it } from 'vitest'
import { checkoutContact } from './prefill'

describe('checkoutContact: what the checkout fills in for a signed-in customer', () => {
  it.each([
    [
      {
        full_name: 'Ana Popescu',
        firstName: 'Ana',
        lastName: 'Popescu',
        phone: '+37369123456',
        email: 'ana@example.com',
      },
      { name: 'Ana Popescu', phone: '+37369123456', email: 'ana@example.com' },
    ],
    [
      { full_name: '', firstName: 'Ana', lastName: 'Popescu', phone: null, email: 'ana@example.com' },
      { name: 'Ana Popescu', phone: '', email: 'ana@example.com' },
    ],
    [
      { full_name: '  Ana   Maria  ', phone: ' +373 69 ', email: null },
      { name: 'Ana Maria', phone: '+373 69', email: '' },
    ],
    [{}, { name: '', phone: '', email: '' }],
    [{ full_name: 'x'.repeat(200) }, { name: 'x'.repeat(120), phone: '', email: '' }],
  ])('%j', (profile, contact) => {
    expect(checkoutContact(profile)).toEqual(contact)
  })
})
