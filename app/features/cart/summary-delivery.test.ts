import { describe, expect, it } from 'vitest'
import { deliveryInTotal, ownDelivery, summaryDelivery } from './summary-delivery'

describe('summaryDelivery (carrier price in the summary and total)', () => {
  it.each([
    [
      'own delivery: the own price',
      { viaCarrier: false, carrierPrice: { cost: 70, currency: 'MDL' }, ownPrice: 50 },
      { kind: 'own', amount: 50 },
      50,
    ],
    [
      'carrier in the shop currency: its price, never the own one',
      { viaCarrier: true, carrierPrice: { cost: 70, currency: 'MDL' }, ownPrice: 50 },
      { kind: 'carrier', amount: 70 },
      70,
    ],
    [
      'currency compared case-insensitively',
      { viaCarrier: true, carrierPrice: { cost: 70, currency: 'mdl' }, ownPrice: 50 },
      { kind: 'carrier', amount: 70 },
      70,
    ],
    [
      'a free carrier delivery is 0',
      { viaCarrier: true, carrierPrice: { cost: 0, currency: 'MDL' }, ownPrice: 50 },
      { kind: 'carrier', amount: 0 },
      0,
    ],
    [
      'carrier in another currency: shown, not added',
      { viaCarrier: true, carrierPrice: { cost: 85, currency: 'UAH' }, ownPrice: 50 },
      { kind: 'carrierForeign', amount: 85, currency: 'UAH' },
      0,
    ],
    [
      "carrier price without a currency: the shop's, added",
      { viaCarrier: true, carrierPrice: { cost: 60, currency: null }, ownPrice: 50 },
      { kind: 'carrier', amount: 60 },
      60,
    ],
    [
      'carrier without a price yet: pending, not the own price',
      { viaCarrier: true, carrierPrice: null, ownPrice: 50 },
      { kind: 'carrierPending' },
      0,
    ],
    [
      'a broken carrier cost: pending',
      { viaCarrier: true, carrierPrice: { cost: Number.NaN, currency: 'MDL' }, ownPrice: 50 },
      { kind: 'carrierPending' },
      0,
    ],
  ])('%s', (_n, input, expected, inTotal) => {
    const d = summaryDelivery({ ...input, currency: 'MDL' })
    expect(d).toEqual(expected)
    expect(deliveryInTotal(d)).toBe(inTotal)
  })
})

describe('summaryDelivery: the own delivery from the back end (decision 0047)', () => {
  it.each([
    [
      'the local estimate while the answer loads',
      { viaCarrier: false, carrierPrice: null, ownPrice: 50, ownEstimate: true },
      { kind: 'own', amount: 50, estimate: true },
      50,
    ],
    [
      'the back end could not say: nothing added',
      { viaCarrier: false, carrierPrice: null, ownPrice: null },
      { kind: 'ownFailed' },
      0,
    ],
    [
      'the back end refused in its words: they stand in the row, nothing added',
      { viaCarrier: false, carrierPrice: null, ownPrice: null, ownRefused: 'Adresa nu este deservită.' },
      { kind: 'ownFailed', refused: 'Adresa nu este deservită.' },
      0,
    ],
    [
      'the carrier delivers: the own failure does not matter',
      { viaCarrier: true, carrierPrice: { cost: 70, currency: 'MDL' }, ownPrice: null },
      { kind: 'carrier', amount: 70 },
      70,
    ],
  ])('%s', (_n, input, expected, inTotal) => {
    const d = summaryDelivery({ ...input, currency: 'MDL' })
    expect(d).toEqual(expected)
    expect(deliveryInTotal(d)).toBe(inTotal)
  })
})

describe('ownDelivery (the back end answer replaces the local rule)', () => {
  const answer = (price: number, free: boolean, free_from: number | null, goods: number) => ({
    price,
    free,
    free_from,
    total: goods + price,
  })
  it.each([
    [
      'loading: the local price and its free-delivery gap',
      'pending',
      undefined,
      { amount: 50, toFree: 120, source: 'estimate' },
    ],
    [
      'loading with an old answer in hand: still the local value',
      'pending',
      answer(80, false, 1000, 200),
      { amount: 50, toFree: 120, source: 'estimate' },
    ],
    [
      'the answer: its price, never the local one',
      'success',
      answer(80, false, 1000, 200),
      { amount: 80, toFree: 800, source: 'backEnd' },
    ],
    [
      'free by the threshold: 0, nothing to add',
      'success',
      answer(0, true, 1000, 1200),
      { amount: 0, toFree: null, source: 'backEnd' },
    ],
    [
      'no threshold in the zone',
      'success',
      answer(80, false, null, 200),
      { amount: 80, toFree: null, source: 'backEnd' },
    ],
    ['pickup costs nothing', 'success', answer(0, true, null, 200), { amount: 0, toFree: null, source: 'backEnd' }],
    [
      'rounded to 2 decimals',
      'success',
      { price: 50, free: false, free_from: 1000, total: 50 + 199.99 },
      { amount: 50, toFree: 800.01, source: 'backEnd' },
    ],
    [
      'goods over the threshold but not free (back end says so): no gap',
      'success',
      answer(80, false, 100, 200),
      { amount: 80, toFree: null, source: 'backEnd' },
    ],
    [
      'its price alone (no total; review R1): that price, the gap by the local rule',
      'success',
      { price: 45, free: false, free_from: null, total: null },
      { amount: 45, toFree: 120, source: 'backEnd' },
    ],
    [
      'its price alone, 0: free, no gap',
      'success',
      { price: 0, free: true, free_from: null, total: null },
      { amount: 0, toFree: null, source: 'backEnd' },
    ],
    ['the call failed (null answer)', 'success', null, { amount: null, toFree: null, source: 'failed' }],
    ['the call threw', 'error', undefined, { amount: null, toFree: null, source: 'failed' }],
    [
      'a negative price is no answer',
      'success',
      answer(-1, false, null, 200),
      { amount: null, toFree: null, source: 'failed' },
    ],
  ] as const)('%s', (_n, status, a, expected) => {
    expect(ownDelivery({ status, answer: a, local: 50, localToFree: 120 })).toEqual(expected)
  })

  it.each([
    ['an answer that prices pickup', 'success', answer(45, false, 1500, 200)],
    ['loading', 'pending', undefined],
    ['the call failed', 'error', undefined],
  ] as const)('pickup costs 0 by the spec whatever the back end: %s', (_n, status, a) => {
    expect(ownDelivery({ status, answer: a, local: 50, localToFree: 120, pickup: true })).toEqual({
      amount: 0,
      toFree: null,
      source: 'rule',
    })
  })
})
