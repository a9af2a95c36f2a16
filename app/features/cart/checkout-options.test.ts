import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The payment systems of the cart's options per viewer: GET /base/payment-systems is site-wide; a
 * method it marks `only_company` (bank transfer) is offered to a company buyer (the verified
 * `user-group-id` of the company group) and to nobody else; the query key carries the group.
 */
const call = vi.fn()
let cookies: Record<string, string> = {}
let browserGroup: string | undefined
const workerEnv: { COMPANY_GROUP_ID?: string } = {}
vi.mock('cloudflare:workers', () => ({ env: workerEnv }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: (...args: unknown[]) => call(...args),
  requestCookie: (name: string) => cookies[name],
}))
vi.mock('#app/api/carrier-offered.ts', () => ({ carrierApplies: () => false }))
vi.mock('#app/shell/viewer.functions.ts', () => ({ readViewerGroup: () => browserGroup }))
const { loadCheckoutOptions } = await import('./cart.server')
const { checkoutOptionsQuery } = await import('./cart.functions')

const systems = [
  { id: 1, slug: 'cash', type: 'offline', title: 'Cash', img: null, only_company: false },
  { id: 2, slug: 'card_online', type: 'online', title: 'Card', img: null, only_company: false },
  { id: 3, slug: 'bank_transfer', type: 'offline', title: 'Bank transfer', img: null, only_company: true },
]

describe('loadCheckoutOptions: the company-only payment method', () => {
  beforeEach(() => {
    call.mockReset()
    call.mockImplementation(async (_locale: string, name: string) =>
      name === 'paymentSystems'
        ? { ok: true, data: systems }
        : { ok: true, data: name === 'deliveryInfoText' ? { text: null } : [] },
    )
  })

  it.each<[string, Record<string, string>, number[]]>([
    ['a guest', {}, [1, 2]],
    ['a private customer (group 1)', { 'user-group-id': '1' }, [1, 2]],
    ['a company buyer (group 2)', { 'user-group-id': '2' }, [1, 2, 3]],
    ['another group', { 'user-group-id': '7' }, [1, 2]],
  ])('%s', async (_who, given, ids) => {
    cookies = given
    expect((await loadCheckoutOptions('ro')).paymentSystems.map((p) => p.id)).toEqual(ids)
  })

  it.each<[string, Record<string, string>, number[]]>([
    ['group 7 is the company group', { 'user-group-id': '7' }, [1, 2, 3]],
    ['group 2 is not', { 'user-group-id': '2' }, [1, 2]],
  ])('with COMPANY_GROUP_ID=7: %s', async (_who, given, ids) => {
    workerEnv.COMPANY_GROUP_ID = '7'
    cookies = given
    try {
      expect((await loadCheckoutOptions('ro')).paymentSystems.map((p) => p.id)).toEqual(ids)
    } finally {
      delete workerEnv.COMPANY_GROUP_ID
    }
  })
})

describe('checkoutOptionsQuery: the answer is per viewer group', () => {
  it('keys on the verified group, a guest as 0', () => {
    browserGroup = undefined
    const guest = checkoutOptionsQuery('ro').queryKey
    browserGroup = '2'
    const company = checkoutOptionsQuery('ro').queryKey
    expect(guest).toEqual(['checkout-options', 'ro', '0'])
    expect(company).toEqual(['checkout-options', 'ro', '2'])
  })
})
