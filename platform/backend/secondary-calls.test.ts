import { describe, expect, it } from 'vitest'
import { type EndpointName, endpoints } from '#contract/endpoints.ts'
import { callLabel, isSecondaryCall, SECONDARY_CALLS } from './secondary-calls'

describe('the secondary calls (decision 0127)', () => {
  it("a label is one endpoint: no main call shares a secondary one's method and path", () => {
    const names = Object.keys(endpoints) as EndpointName[]
    const clashes = names.filter(
      (name) => !SECONDARY_CALLS.has(name) && [...SECONDARY_CALLS].some((s) => callLabel(s) === callLabel(name)),
    )
    expect(clashes).toEqual([])
  })

  it('only GETs every shopper shares: a failed write or a personal answer is never a secondary one', () => {
    for (const name of SECONDARY_CALLS) {
      const def = endpoints[name] as { method: string; shared?: boolean }
      expect([name, def.method, def.shared]).toEqual([name, 'GET', true])
    }
  })

  it('a call without a label, or one not listed (the settings, a listing), is a main one', () => {
    expect(isSecondaryCall('GET /base/slides_banner')).toBe(true)
    expect(isSecondaryCall('GET /general/menu_tree')).toBe(true)
    expect(isSecondaryCall(undefined)).toBe(false)
    expect(isSecondaryCall('GET /settings/global_site_settings')).toBe(false)
    expect(isSecondaryCall(callLabel('category'))).toBe(false)
    expect(isSecondaryCall(callLabel('promotions'))).toBe(false)
  })
})
