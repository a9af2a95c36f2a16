import { describe, expect, it } from 'vitest'
import { deliveryCostBodySchema, localitiesSchema, regionsSchema } from '#contract/cart.ts'
import { type Found, PROBES } from '#scripts/check-backend/probes.ts'

/**
 * check-backend asks delivery-cost as the cart page does (spec 7: locality ids may be text, the
 * default `kishinev`): with the regions' first locality, its id as given; the calls that take
 * integer locality ids (streets, saved addresses, the menu) get the first integer one, or are not
 * made. Before, a text id went to all of them, and delivery-cost was never asked with a locality.
 */
const probe = (name: string) => PROBES.find((p) => p.name === name)!
const learned = (answer: unknown): Found => {
  const f: Found = { locale: 'ro', productIds: [5], noUserId: 'backcheck-0000', addressNote: 'backcheck' }
  probe('regions').learn!(regionsSchema.parse(answer) as never, f)
  return f
}
const body = (f: Found) => (probe('deliveryCost').call!(f) as { body: unknown }).body

describe('check-backend and text locality ids', () => {
  it('delivery-cost is asked with the first locality as the regions gave it; it parses with the body schema', () => {
    const f = learned([
      { regionId: 3, label: 'Chișinău', localities: [{ localityId: 'kishinev', label: 'Chișinău' }] },
      { regionId: 1, label: 'Bălți', localities: [{ localityId: 13, label: 'Bălți' }] },
    ])
    expect(body(f)).toMatchObject({ region_id: 3, locality_id: 'kishinev' })
    expect(deliveryCostBodySchema.parse(body(f))).toMatchObject({ locality_id: 'kishinev' })
    // the integer-only calls take the first integer id
    expect(f.localityId).toBe(13)
    expect(probe('addresses').call!(f)).toMatchObject({ query: { locality_id: 13 } })
  })

  it('an integer id as before; with text ids only, the integer-only calls are not made', () => {
    const ints = learned([{ regionId: 1, label: 'Bălți', localities: [{ localityId: '13', label: 'Bălți' }] }])
    expect(body(ints)).toMatchObject({ region_id: 1, locality_id: 13 })
    const texts = learned([{ regionId: 3, label: 'Chișinău', localities: [{ localityId: 'kishinev', label: 'C' }] }])
    expect(texts.localityId).toBeUndefined()
    for (const name of ['addresses', 'menuCalculator']) expect(probe(name).call!(texts)).toBe('no locality found')
  })

  it('no regions: delivery-cost asks for the capital alone', () => {
    const f: Found = { locale: 'ro', productIds: [5], noUserId: 'backcheck-0000', addressNote: 'backcheck' }
    expect(body(f)).toEqual(expect.objectContaining({ region_id: 3 }))
    expect(body(f)).not.toHaveProperty('locality_id')
  })
})

describe('regions without their localities: the shop asks GET /base/locality/?region_id= (spec 7.3)', () => {
  it('the localities call is asked for the first such region, and what it answers is the locality the others use', () => {
    const f = learned([
      { regionId: 3, label: 'Chișinău' },
      { regionId: 5, label: 'Nord' },
    ])
    expect(f.regionWithoutLocalities).toBe(3)
    expect(probe('localities').call!(f)).toEqual({ query: { region_id: 3 } })
    expect(localitiesSchema.parse([{ localityId: 5, label: 'Botanica' }])).toEqual([
      { localityId: 5, label: 'Botanica', regionId: null, slug: '5', suburb: null },
    ])
    const answer = localitiesSchema.parse([
      { localityId: 'kishinev', label: 'Chișinău', regionId: 3 },
      { localityId: 13, label: 'Ciorescu', regionId: 3 },
      { localityId: 40, label: 'Bălți', regionId: 5 },
    ])
    probe('localities').learn!(answer as never, f)
    expect(body(f)).toMatchObject({ region_id: 3, locality_id: 'kishinev' })
    expect(f.localityId).toBe(13)
  })

  it('regions that carry them: the call is not made', () => {
    const f = learned([{ regionId: 1, label: 'Bălți', localities: [] }])
    expect(probe('localities').call!(f)).toMatch(/^the regions carry their localities/)
  })
})
