import { describe, expect, it, vi } from 'vitest'

// The input checks only: the server halves (which reach the Worker's bindings) are not run here.
vi.mock('../cart/cart.server', () => ({}))
vi.mock('./checkout.server', () => ({}))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
const { deliveryCostInput } = await import('../cart/cart.functions')
const { orderInput } = await import('./checkout.functions')

/** chisinau_delivery is delivery in the capital (region 3): the server functions refuse it with another region. */
const lines = [{ id: 2, count: 4 }]
const cost = (delivery_method: string, region_id: number) =>
  deliveryCostInput({
    lang: 'ro',
    deliveryCost: { region_id, delivery_method, delivery_type: 'standart', products: lines },
  })
const order = (method: string, region_id: number) =>
  orderInput({
    lang: 'ro',
    lines,
    customer: { name: 'Ana', phone: '+37369111222' },
    delivery: { method, type: 'standart', region_id, address: 'str. 1' },
    payment_system_id: 1,
  })

describe('the delivery method and the region in the storefront input checks', () => {
  it.each([
    ['chisinau_delivery', 3, true],
    ['chisinau_delivery', 5, false],
    ['address', 5, true],
    ['pickup', 5, true],
  ] as const)('%s in region %s accepted: %s', (method, region, accepted) => {
    if (accepted) {
      expect(cost(method, region).deliveryCost).toMatchObject({ delivery_method: method, region_id: region })
      expect(order(method, region).order.delivery).toMatchObject({ method, region_id: region })
    } else {
      expect(() => cost(method, region)).toThrow(/capital/)
      expect(() => order(method, region)).toThrow(/capital/)
    }
  })
})

describe("createOrderFn's shown prices", () => {
  const withPrices = (prices: unknown) =>
    orderInput({
      lang: 'ro',
      lines,
      customer: { name: 'Ana', phone: '+37369111222' },
      delivery: { method: 'pickup', type: 'standart', region_id: 3 },
      payment_system_id: 1,
      prices,
    }).order.prices
  it('are taken as sent, and absent when none are sent', () => {
    expect(withPrices([{ id: 2, price: 2199.5 }])).toEqual([{ id: 2, price: 2199.5 }])
    expect(withPrices(undefined)).toBeUndefined()
  })
  it.each([[[{ id: 2, price: -1 }]], [[{ id: 2, price: '2199' }]], [[{ id: 0, price: 1 }]], ['2199']])(
    'refuses %j',
    (prices) => expect(() => withPrices(prices)).toThrow(),
  )
})
