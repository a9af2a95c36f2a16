import { describe, expect, it } from 'vitest'
import {
  type DeliveryOrder,
  type DeliveryQuote,
  deliveryQuote,
  deliveryZone,
  effectiveDeliveryType,
  methodFitsRegion,
  offeredRegionId,
} from './delivery-price'

// The demo shops' setting (admin-api/seed) and app.config's DELIVERY numbers (the contract imports nothing outside itself).
const settings = {
  standart: { kishinev: 50 },
  express: { kishinev: 100 },
  region: 80,
  suburbs: 60,
  free_delivery: 1000,
  free_delivery_region: 2000,
  free_delivery_suburbs: 1500,
}
const rules = { capitalRegionId: 3, capitalLocality: 'kishinev', heavyLineGrams: 20_000, heavySurcharge: 100 }
const order = (o: Partial<DeliveryOrder>): DeliveryOrder => ({
  method: 'address',
  type: 'standart',
  regionId: 3,
  total: 500,
  ...o,
})
const heavy = { count: 1, weight_gr: 25_000 }
const light = { count: 2, weight_gr: 1_000 }

describe('effectiveDeliveryType', () => {
  it.each([
    [{ regionId: 3 }, 'express', 'express'],
    [{ regionId: 3 }, 'standart', 'standart'],
    [{ regionId: 5 }, 'express', 'standart'],
    [{ regionId: 12 }, 'standart', 'standart'],
    [{ regionId: 3, locality: 'kishinev' }, 'express', 'express'],
    [{ regionId: 3, locality: 'durlesti' }, 'express', 'standart'],
    [{ regionId: 3, locality: 'durlesti', suburb: false }, 'express', 'express'],
    [{ regionId: 3, locality: 'kishinev', suburb: true }, 'express', 'standart'],
  ] as const)('%j with %s -> %s', (place, type, expected) =>
    expect(effectiveDeliveryType(place, type, rules)).toBe(expected),
  )
})

describe('methodFitsRegion: chisinau_delivery is delivery in the capital (region 3) only', () => {
  it.each([
    ['address', 3, true],
    ['address', 5, true],
    ['pickup', 5, true],
    ['chisinau_delivery', 3, true],
    ['chisinau_delivery', 5, false],
    ['chisinau_delivery', 7, false],
  ] as const)('%s in region %s: %s', (method, regionId, fits) =>
    expect(methodFitsRegion(method, regionId, rules)).toBe(fits),
  )
})

describe('offeredRegionId: the region a cart keeps among those offered now (round 11 operator audit)', () => {
  it.each([
    ['offered: kept', [3, 5, 7], 'address', 5, 5],
    ['withdrawn: the first offered', [3, 7], 'address', 5, 3],
    ['withdrawn, capital delivery: the capital', [3, 7], 'chisinau_delivery', 5, 3],
    ['capital delivery, the capital not offered: kept (nothing fits)', [5, 7], 'chisinau_delivery', 3, 3],
    ['no list yet: kept', [], 'address', 5, 5],
  ] as const)('%s', (_n, ids, method, regionId, kept) =>
    expect(offeredRegionId(ids, method, regionId, rules)).toBe(kept),
  )
})

describe('deliveryZone (by the region, whatever the method)', () => {
  it.each([
    [3, 'kishinev', 'capital'],
    [3, null, 'capital'],
    [3, 'durlesti', 'suburbs'],
    [7, 'kishinev', 'region'],
    [7, null, 'region'],
    [7, 'soroca', 'region'],
  ] as const)('region %s / %s is %s', (regionId, locality, zone) => {
    expect(deliveryZone({ regionId, locality }, rules)).toBe(zone)
  })

  // The regions' `suburb` flag, when known, decides the capital's zone whatever the slug: on a Kyiv
  // site the centre is `kyiv` (not the rules' `kishinev`) and was estimated at the suburbs price.
  it.each([
    [3, 'kyiv', false, 'capital'],
    [3, 'brovary', true, 'suburbs'],
    [3, 'bucuresti', false, 'capital'],
    [3, 'otopeni', true, 'suburbs'],
    [3, 'kishinev', false, 'capital'],
    [3, 'durlesti', true, 'suburbs'],
    [3, '12', true, 'suburbs'],
    [3, null, false, 'capital'],
    // unknown (a back end that sends no suburb): by the slug, as before
    [3, 'kyiv', null, 'suburbs'],
    [3, 'kishinev', null, 'capital'],
    [3, 'durlesti', undefined, 'suburbs'],
    // another region is the region's zone whatever the flag
    [7, 'lviv', false, 'region'],
    [7, 'soroca-suburbs', true, 'region'],
  ] as const)('region %s / %s (suburb %s) is %s', (regionId, locality, suburb, zone) => {
    expect(deliveryZone({ regionId, locality, suburb }, rules)).toBe(zone)
  })

  it('a Kyiv address is priced at the capital price while the answer loads, Brovary at the suburbs price', () => {
    expect(deliveryQuote(settings, order({ locality: 'kyiv', suburb: false }), rules)).toMatchObject({
      price: 50,
      zone: 'capital',
    })
    expect(deliveryQuote(settings, order({ type: 'express', locality: 'kyiv', suburb: false }), rules)).toMatchObject({
      price: 100,
      zone: 'capital',
    })
    expect(deliveryQuote(settings, order({ locality: 'brovary', suburb: true }), rules)).toMatchObject({
      price: 60,
      zone: 'suburbs',
    })
  })
})

/** The same setting as a back end may write money: decimal texts (docs/contract.md "number, or decimal string"). */
const textSettings = {
  standart: { kishinev: '50.00' },
  express: { kishinev: '100' },
  region: '80.00',
  suburbs: '60',
  free_delivery: '1000.00',
  free_delivery_region: '2000',
  free_delivery_suburbs: '1500.00',
}

describe('deliveryQuote', () => {
  it.each<[string, Parameters<typeof deliveryQuote>[0], DeliveryOrder, DeliveryQuote]>([
    [
      'capital standart, the setting in decimal texts',
      textSettings,
      order({ locality: 'kishinev' }),
      { price: 50, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'region, the setting in decimal texts, threshold reached',
      textSettings,
      order({ regionId: 7, total: 2000 }),
      { price: 0, free: true, freeFrom: 2000, zone: 'region' },
    ],
    [
      'texts that are no decimal number count as none',
      { standart: { kishinev: '1e3' }, free_delivery: ' 1000', region: '0x10' },
      order({ locality: 'kishinev' }),
      { price: 0, free: false, freeFrom: null, zone: 'capital' },
    ],
    [
      'capital standart',
      settings,
      order({ locality: 'kishinev' }),
      { price: 50, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'capital express',
      settings,
      order({ type: 'express', locality: 'kishinev' }),
      { price: 100, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'capital express without an express price: standart',
      { ...settings, express: {} },
      order({ type: 'express' }),
      { price: 50, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'capital, threshold reached',
      settings,
      order({ type: 'express', total: 1000 }),
      { price: 0, free: true, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'suburbs (express asked: the suburb price)',
      settings,
      order({ type: 'express', locality: 'durlesti', total: 1200 }),
      { price: 60, free: false, freeFrom: 1500, zone: 'suburbs' },
    ],
    [
      'suburbs, threshold reached',
      settings,
      order({ method: 'chisinau_delivery', locality: 'durlesti', total: 1500 }),
      { price: 0, free: true, freeFrom: 1500, zone: 'suburbs' },
    ],
    [
      'region',
      settings,
      order({ regionId: 8, total: 1999.99 }),
      { price: 80, free: false, freeFrom: 2000, zone: 'region' },
    ],
    [
      'region with express asked: standart price',
      settings,
      order({ type: 'express', regionId: 8, total: 100 }),
      { price: 80, free: false, freeFrom: 2000, zone: 'region' },
    ],
    [
      'region, threshold reached',
      settings,
      order({ regionId: 8, total: 2000 }),
      { price: 0, free: true, freeFrom: 2000, zone: 'region' },
    ],
    [
      'chisinau_delivery in the capital without a locality: the capital',
      settings,
      order({ method: 'chisinau_delivery' }),
      { price: 50, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'chisinau_delivery named with another region (refused by methodFitsRegion): never the capital price',
      settings,
      order({ method: 'chisinau_delivery', regionId: 5 }),
      { price: 80, free: false, freeFrom: 2000, zone: 'region' },
    ],
    [
      'pickup',
      settings,
      order({ method: 'pickup', type: 'express', total: 10 }),
      { price: 0, free: true, freeFrom: null, zone: 'pickup' },
    ],
    [
      'the maximum across items: a heavy line adds the surcharge',
      settings,
      order({ lines: [light, heavy] }),
      { price: 150, free: false, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'light lines: the zone price',
      settings,
      order({ regionId: 8, lines: [light, { count: 20, weight_gr: 1_000 }] }),
      { price: 80, free: false, freeFrom: 2000, zone: 'region' },
    ],
    [
      'a line is heavy by weight x count',
      settings,
      order({ locality: 'durlesti', lines: [{ count: 3, weight_gr: 7_000 }] }),
      { price: 160, free: false, freeFrom: 1500, zone: 'suburbs' },
    ],
    [
      'a heavy cart over the threshold is free',
      settings,
      order({ total: 1000, lines: [heavy] }),
      { price: 0, free: true, freeFrom: 1000, zone: 'capital' },
    ],
    [
      'no settings: no charge and no threshold',
      null,
      order({}),
      { price: 0, free: false, freeFrom: null, zone: 'capital' },
    ],
    [
      'a zone without a price costs 0',
      { standart: { kishinev: 50 } },
      order({ regionId: 8 }),
      { price: 0, free: false, freeFrom: null, zone: 'region' },
    ],
    [
      'non-numeric settings are ignored (a decimal text is a number: above)',
      { standart: { kishinev: 'fifty' }, free_delivery: Number.NaN },
      order({ total: 5000 }),
      { price: 0, free: false, freeFrom: null, zone: 'capital' },
    ],
  ])('%s', (_name, s, o, expected) => expect(deliveryQuote(s, o, rules)).toEqual(expected))
})
