import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The cart's delivery note: `GET /mi/delivery_info_text`, else the settings' `text_delivery_info` (issue 52 point 5). */
const call = vi.fn()
// cart.server.ts reads the Worker's variables (COMPANY_GROUP_ID); none set here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({
  callForRequest: (...args: unknown[]) => call(...args),
  requestCookie: () => null,
  requestDevMode: () => false,
}))
vi.mock('#app/api/carrier-offered.ts', () => ({ carrierApplies: () => false }))
const { loadCheckoutOptions } = await import('./cart.server')
const { deliveryInfoText } = await import('./delivery-info')

describe('deliveryInfoText', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null]>([
    ['Delivery in 24 h.', 'Delivery across Moldova.', 'Delivery in 24 h.'],
    [null, 'Delivery across Moldova.', 'Delivery across Moldova.'],
    [undefined, 'Delivery across Moldova.', 'Delivery across Moldova.'], // the options not loaded yet
    ['   ', 'Delivery across Moldova.', 'Delivery across Moldova.'],
    [null, null, null],
    ['', '  ', null],
    ['  Delivery in 24 h. ', null, 'Delivery in 24 h.'],
  ])('call %j, settings %j -> %j', (fromCall, fromSettings, expected) =>
    expect(deliveryInfoText(fromCall, fromSettings)).toBe(expected),
  )
})

describe('loadCheckoutOptions: the delivery note from /mi/delivery_info_text', () => {
  beforeEach(() => call.mockReset())
  const answering = (info: unknown) =>
    call.mockImplementation(async (_locale: string, name: string) =>
      name === 'deliveryInfoText'
        ? info
        : name === 'paymentSystems'
          ? {
              ok: true,
              data: [{ id: 1, slug: 'cash', type: 'offline', title: 'Cash', img: null, only_company: false }],
            }
          : { ok: true, data: [] },
    )

  it("the call's text", async () => {
    answering({ ok: true, data: { text: 'Delivery in 24 h.' } })
    expect((await loadCheckoutOptions('ro')).deliveryInfo).toBe('Delivery in 24 h.')
    expect(call).toHaveBeenCalledWith('ro', 'deliveryInfoText')
  })

  it('a failed call: none (the settings text shows instead), the rest of the options still load', async () => {
    answering({ ok: false, status: 500, message: 'HTTP 500' })
    const options = await loadCheckoutOptions('ro')
    expect(options.deliveryInfo).toBeNull()
    expect(options.degraded).toBe(false)
  })
})
