// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The page after paying (/{lang}/order-checkout/{id}): back from the payment page with the order
 * unpaid, the shopper gets the way back to paying this browser kept, under the number they were shown
 * (shopper audit a4, session 66: "Comanda 1012", and only "Check again").
 */
const calls = vi.hoisted(() => ({ status: vi.fn() }))
vi.mock('./checkout.functions', () => ({ paymentStatusFn: calls.status }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
const { OrderCheckoutPage } = await import('./OrderCheckoutPage')
const { rememberPaymentSecret } = await import('./payment-secrets')

let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => {
  view?.unmount()
  view = null
  window.localStorage.clear()
})

async function open(orderId: string, status: string | null) {
  calls.status.mockResolvedValue({ status })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = await renderForm(
    <QueryClientProvider client={client}>
      <OrderCheckoutPage orderId={orderId} />
    </QueryClientProvider>,
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  const host = view.host
  return {
    title: host.querySelector('h1')?.textContent,
    pay: host.querySelector<HTMLAnchorElement>('[data-testid="order-checkout-pay"]')?.getAttribute('href') ?? null,
  }
}

describe('OrderCheckoutPage: an unpaid order paid from here again', () => {
  it.each([
    ['pending', 'https://pay.test/p/1011'],
    ['failed', 'https://pay.test/p/1011'],
    ['paid', null],
    ['not_required', null],
  ] as const)('status %j: the payment link %j, under the number shown', async (status, pay) => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP' })
    expect(await open('1011', status)).toEqual({ title: 'Order SO-MXCP', pay })
  })

  it('an order this browser did not send to pay: its id, and no link', async () => {
    expect(await open('2022', 'pending')).toEqual({ title: 'Order 2022', pay: null })
  })
})

describe('OrderCheckoutPage: checking again', () => {
  it('the pressed button keeps the focus while it checks (aria-disabled, not disabled) and a second press waits for the first', async () => {
    await open('1011', 'pending')
    let answer: (v: { status: string }) => void = () => {}
    calls.status.mockReset()
    calls.status.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const again = view!.host.querySelector<HTMLButtonElement>('[data-testid="order-checkout-refresh"]')!
    again.focus()
    await view!.click(again)
    // the query's notifications reach React on a timer
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect([again.disabled, again.getAttribute('aria-disabled')]).toEqual([false, 'true'])
    expect(document.activeElement).toBe(again)
    await view!.click(again)
    expect(calls.status).toHaveBeenCalledTimes(1)
    await act(async () => answer({ status: 'paid' }))
  })
})
