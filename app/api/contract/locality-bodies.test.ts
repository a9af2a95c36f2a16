import { describe, expect, it } from 'vitest'
import { createOrderBodySchema, deliveryCostBodySchema, regionsSchema } from './cart'

/**
 * The locality id of the delivery-cost and create-order bodies (spec 3 "Regions": localities with
 * localityId; spec 7 "Default region 3 ... and locality kishinev"): sent as the back end gave it, an
 * integer or a text id. Before, both bodies took integers only, so a text id went as none.
 */
const cost = (locality_id: unknown) =>
  deliveryCostBodySchema.safeParse({ region_id: 3, locality_id, products: [{ id: 1, count: 1 }] })
const order = (locality_id: unknown) =>
  createOrderBodySchema.safeParse({
    products: [{ id: 1, count: 1 }],
    customer: { name: 'Ana', phone: '+37369111222' },
    delivery: { method: 'address', region_id: 3, locality_id, address: 'str. 1' },
    payment_system_id: 1,
  })

describe('a locality id in the delivery-cost and create-order bodies', () => {
  it.each([
    ['an integer', 7],
    ['the largest integer id', 999_999_999],
    ['the spec default', 'kishinev'],
    ['a slug with a dash', 'vadul-lui-voda'],
    ['letters with diacritics', 'Bălți'],
    ['an inner space', 'chisinau centru'],
    ['one letter', 'k'],
    ['64 characters', 'k'.repeat(64)],
  ])('%s (%j) is sent as it is', (_, id) => {
    const c = cost(id)
    const o = order(id)
    expect(c.success && c.data.locality_id).toBe(id)
    expect(o.success && o.data.delivery.locality_id).toBe(id)
  })

  it('none is still none', () => {
    const c = cost(undefined)
    expect(c.success && c.data.locality_id).toBeUndefined()
    const o = order(undefined)
    expect(o.success && o.data.delivery.locality_id).toBeUndefined()
  })

  it.each([
    ['zero', 0],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['beyond the integer ids', 1_000_000_000],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a space before', ' kishinev'],
    ['a space after', 'kishinev '],
    ['a line break', 'kishi\nnev'],
    ['65 characters', 'k'.repeat(65)],
    ['a string of digits', '12'],
    ['a boolean', true],
    ['null', null],
    ['an object', { id: 1 }],
    ['a list', ['kishinev']],
  ])('%s (%j) is refused', (_, id) => {
    expect(cost(id).success).toBe(false)
    expect(order(id).success).toBe(false)
  })

  it('every locality id the regions answer reads can be sent back', () => {
    const regions = regionsSchema.parse([
      {
        regionId: 3,
        label: 'Chișinău',
        localities: [
          { localityId: 'kishinev', label: 'Chișinău' },
          { localityId: ' Bălți ', label: 'Bălți' },
          { localityId: '12', label: 'Codru' },
          { localityId: 13, label: 'Vatra' },
        ],
      },
    ])
    const ids = (regions[0]!.localities ?? []).map((l) => l.localityId)
    expect(ids).toEqual(['kishinev', 'Bălți', 12, 13])
    for (const id of ids) {
      expect(cost(id).success).toBe(true)
      expect(order(id).success).toBe(true)
    }
  })
})
