// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The postal carrier's price in the shop's currency as the shop prints prices (spec 9: MDL lei, UAH ₴): on ElectroHub UA the
 * form said 'Доставка поштою: 80,05 грн' above a summary of '80,05 ₴' (Intl's currency style: 'UAH 80.05'
 * in English, 'MDL' for lei), session 74.
 */
const calls = vi.hoisted(() => ({ price: vi.fn(), currency: 'UAH' }))
vi.mock('./delivery.functions', () => ({
  carrierCitiesFn: vi.fn(async () => ({ ok: true, items: [] })),
  carrierStreetsFn: vi.fn(async () => ({ ok: true, items: [] })),
  carrierPointsFn: vi.fn(async () => ({ ok: true, items: [] })),
  carrierPriceFn: calls.price,
}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { project_currency: calls.currency } }),
}))
const { default: CarrierForm } = await import('./CarrierForm')
const { deliveryState } = await import('./delivery-state')

let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => {
  view?.unmount()
  view = null
})

describe('CarrierForm: the carrier price', () => {
  it.each([
    [{ cost: 80.05, estimated_days: 1 }, 'UAH', 'Carrier delivery: 80.05\u00a0₴, about 1 day'],
    [{ cost: 80.05, currency: 'UAH', estimated_days: 2 }, 'UAH', 'Carrier delivery: 80.05\u00a0₴, about 2 days'],
    // another currency than the shop's: named as the summary's delivery row names it
    [{ cost: 80.05, currency: 'UAH', estimated_days: null }, 'MDL', 'Carrier delivery: UAH\u00a080.05'],
    [{ cost: 45, estimated_days: null }, 'MDL', 'Carrier delivery: 45\u00a0lei'],
  ])('%j on a %s site reads %j', async (answer, site, text) => {
    calls.currency = site
    calls.price.mockResolvedValue({ ok: true, answer })
    Object.assign(deliveryState.carrier, {
      type: 'warehouse',
      city: { ref: 'c1', description: 'Kyiv', area: 'Kyiv' },
      point: { ref: 'w1', address: { description: 'No. 1' } },
    })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      view = await renderForm(<CarrierForm lines={[]} />)
      await act(async () => vi.advanceTimersByTimeAsync(2000))
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(() =>
      expect(view!.host.querySelector('[data-testid="carrier-price"]')?.textContent).toMatch(/^Carrier delivery/),
    )
    expect(view!.host.querySelector('[data-testid="carrier-price"]')?.textContent).toBe(text)
  })
})
