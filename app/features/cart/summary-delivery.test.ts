import { describe, expect, it } from 'vitest'
import { deliveryInTotal, summaryDelivery } from './summary-delivery'

describe('summaryDelivery (carrier price in the summary and total)', () => {
  it.each([
    ['own delivery: the own price', { viaCarrier: false, carrierPrice: { cost: 70, currency: 'MDL' }, ownPrice: 50 }, { kind: 'own', amount: 50 }, 50],
    ['carrier in the shop currency: its price, never the own one', { viaCarrier: true, carrierPrice: { cost: 70, currency: 'MDL' }, ownPrice: 50 }, { kind: 'carrier', amount: 70 }, 70],
    ['currency compared case-insensitively', { viaCarrier: true, carrierPrice: { cost: 70, currency: 'mdl' }, ownPrice: 50 }, { kind: 'carrier', amount: 70 }, 70],
    ['a free carrier delivery is 0', { viaCarrier: true, carrierPrice: { cost: 0, currency: 'MDL' }, ownPrice: 50 }, { kind: 'carrier', amount: 0 }, 0],
    ['carrier in another currency: shown, not added', { viaCarrier: true, carrierPrice: { cost: 85, currency: 'UAH' }, ownPrice: 50 }, { kind: 'carrierForeign', amount: 85, currency: 'UAH' }, 0],
    ['carrier without a price yet: pending, not the own price', { viaCarrier: true, carrierPrice: null, ownPrice: 50 }, { kind: 'carrierPending' }, 0],
    ['a broken carrier cost: pending', { viaCarrier: true, carrierPrice: { cost: Number.NaN, currency: 'MDL' }, ownPrice: 50 }, { kind: 'carrierPending' }, 0],
  ])('%s', (_n, input, expected, inTotal) => {
    const d = summaryDelivery({ ...input, currency: 'MDL' })
    expect(d).toEqual(expected)
    expect(deliveryInTotal(d)).toBe(inTotal)
  })
})
