import { describe, expect, it } from 'vitest'
import { addressFieldMessage, addressLabel, addressPayload, preselectAddress } from './addresses'

describe('addressPayload (create-delivery-address, spec 3 fields)', () => {
  it.each([
    [
      'full',
      { cityId: '1', streetId: '12', building: ' 5A ', apartment: '7', note: 'Interfon  7', isDefault: true },
      {
        ok: true,
        payload: {
          shipping_city_id: 1,
          shipping_street_id: 12,
          shipping_building: '5A',
          shipping_apartment: '7',
          shipping_address_note: 'Interfon 7',
          is_default: true,
        },
      },
    ],
    ['minimal', { cityId: 4, building: '1' }, { ok: true, payload: { shipping_city_id: 4, shipping_building: '1' } }],
    [
      'empty street, apartment and note are left out',
      { cityId: 4, streetId: '', building: '1', apartment: ' ', note: '' },
      { ok: true, payload: { shipping_city_id: 4, shipping_building: '1' } },
    ],
    [
      'isDefault only when true',
      { cityId: 4, building: '1', isDefault: 'on' },
      { ok: true, payload: { shipping_city_id: 4, shipping_building: '1' } },
    ],
    ['no city', { building: '1' }, { ok: false, fields: ['shipping_city_id'] }],
    ['city not a number', { cityId: 'abc', building: '1' }, { ok: false, fields: ['shipping_city_id'] }],
    [
      'negative city, fractional street',
      { cityId: -1, streetId: 1.5, building: '1' },
      { ok: false, fields: ['shipping_city_id', 'shipping_street_id'] },
    ],
    ['no building', { cityId: 1, building: '   ' }, { ok: false, fields: ['shipping_building'] }],
    [
      'long building, apartment and note',
      { cityId: 1, building: 'x'.repeat(21), apartment: 'y'.repeat(21), note: 'z'.repeat(501) },
      { ok: false, fields: ['shipping_building', 'shipping_apartment', 'shipping_address_note'] },
    ],
    // a street typed but not chosen from the list was dropped, and the address saved without it
    [
      'a street typed, none chosen',
      { cityId: 4, streetText: 'Ştefan cel Mare', building: '77' },
      { ok: false, fields: ['shipping_street_id'] },
    ],
    [
      'a street chosen (its name in the field)',
      { cityId: 4, streetId: 12, streetText: 'bd. Ștefan cel Mare', building: '77' },
      { ok: true, payload: { shipping_city_id: 4, shipping_street_id: 12, shipping_building: '77' } },
    ],
    [
      'no street and an empty field',
      { cityId: 4, streetText: '  ', building: '77' },
      { ok: true, payload: { shipping_city_id: 4, shipping_building: '77' } },
    ],
    [
      'junk types',
      { cityId: {}, streetId: [], building: 5 },
      { ok: false, fields: ['shipping_city_id', 'shipping_street_id', 'shipping_building'] },
    ],
  ])('%s', (_n, form, expected) => {
    expect(addressPayload(form)).toEqual(expected)
  })
})

describe('preselectAddress', () => {
  const list = [
    { shipping_address_id: 1, is_default: false },
    { shipping_address_id: 2, is_default: true },
  ]
  it.each([
    ['the default', list, null, 2],
    ['the current choice when it exists', list, 1, 1],
    ['the default when the current one was deleted', list, 9, 2],
    ['none without a default', [{ shipping_address_id: 1, is_default: false }], null, null],
    ['none in an empty list', [], 3, null],
  ])('%s', (_n, l, current, expected) => expect(preselectAddress(l, current)).toBe(expected))
})

it('addressLabel', () => {
  expect(
    addressLabel({
      city_title: 'Chișinău',
      street_title: 'bd. Dacia',
      shipping_building: '12',
      shipping_apartment: '5',
    }),
  ).toBe('Chișinău, bd. Dacia 12, ap. 5')
  expect(
    addressLabel({ city_title: 'Bălți', street_title: null, shipping_building: '3', shipping_apartment: null }),
  ).toBe('Bălți, 3')
})

describe('addressLabel of a spec-shaped address (no city_title: spec 3 gives the city id only)', () => {
  const spec = {
    shipping_city_id: 12,
    city_title: '',
    street_title: null,
    shipping_building: '3',
    shipping_apartment: '5',
  }
  it('names the city by its locality', () => {
    expect(addressLabel(spec, (id) => (id === 12 ? 'Bălți' : undefined))).toBe('Bălți, 3, ap. 5')
  })
  it('without a known locality shows the rest', () => {
    expect(addressLabel(spec, () => undefined)).toBe('3, ap. 5')
  })
})

describe('addressFieldMessage: a refused field, and a street no list could offer', () => {
  it.each<[Parameters<typeof addressFieldMessage>[0], boolean, string]>([
    ['shipping_street_id', false, 'addresses.field.shipping_street_id'],
    ['shipping_street_id', true, 'addresses.streetsUnavailable'],
    ['shipping_building', true, 'addresses.field.shipping_building'],
    ['shipping_city_id', false, 'addresses.field.shipping_city_id'],
  ])('%s with the search failed %j -> %s', (field, failed, id) => expect(addressFieldMessage(field, failed)).toBe(id))
})
