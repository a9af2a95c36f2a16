// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * The page after paying (/{lang}/order-checkout/{id}): back from the payment page with the order
 * unpaid, the shopper gets the way back to paying this browser kept, under the number they were shown
 * (shopper audit a4, session 66: "Comanda 1012", and only "Check again").
 */
const calls = vi.hoisted(() => ({ status: vi.fn(), add: vi.fn(), navigate: vi.fn() }))
vi.mock('./checkout.functions', () => ({ paymentStatusFn: calls.status }))
vi.mock('#app/shell/useShell.tsx', () => ({ useLocale: () => 'en' }))
// the cart's index pulls in its server functions; the page needs the add and the stored cart's reading
// (parseStoredCart's own rules are stored-cart.test.ts's)
vi.mock('../cart', () => ({
  addToCart: calls.add,
  parseStoredCart: (raw: string) => ({ cart: { products: JSON.parse(raw).products }, corrupted: false }),
}))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => calls.navigate }))
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
    refill: host.querySelector<HTMLButtonElement>('[data-testid="order-checkout-refill"]'),
  }
}

describe('OrderCheckoutPage: an unpaid order paid from here again', () => {
  it.each([
    ['pending', 'https://pay.test/p/1011'],
    // a failed payment is over: the link is spent (the reference back end answers it 409)
    ['failed', null],
    ['paid', null],
    ['not_required', null],
  ] as const)('status %j: the payment link %j, under the number shown', async (status, pay) => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP' })
    const page = await open('1011', status)
    expect({ title: page.title, pay: page.pay }).toEqual({ title: 'Order SO-MXCP', pay })
  })

  it('an order this browser did not send to pay: its id, and no link', async () => {
    const page = await open('2022', 'pending')
    expect({ title: page.title, pay: page.pay }).toEqual({ title: 'Order 2022', pay: null })
  })
})

describe('OrderCheckoutPage: a failed payment puts the order back in the cart', () => {
  const lines = [
    { product: testProduct(7), count: 2 },
    { product: { ...testProduct(8), multiplicity: 0.5 }, count: 1.5 },
  ]
  afterEach(() => {
    calls.add.mockReset()
    calls.navigate.mockReset()
  })

  it.each([
    ['pending', false],
    ['paid', false],
    ['failed', true],
  ] as const)('status %j: the products offered back %j', async (status, offered) => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP', lines })
    expect(!!(await open('1011', status)).refill).toBe(offered)
  })

  it('the lines go back once, and the shopper lands on the cart', async () => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP', lines })
    const page = await open('1011', 'failed')
    await view!.click(page.refill!)
    expect(calls.add.mock.calls).toEqual(lines.map((l) => [l.product, l.count]))
    expect(calls.navigate).toHaveBeenCalledWith({ to: '/$lang/cart', params: { lang: 'en' } })
    // taken: the button goes, and a reload offers nothing more; the way to check stays
    expect(view!.host.querySelector('[data-testid="order-checkout-refill"]')).toBeNull()
    view!.unmount()
    view = null
    expect((await open('1011', 'failed')).refill).toBeNull()
    expect(calls.add).toHaveBeenCalledTimes(2)
  })

  it('an order sent to pay without its lines (before this change): nothing offered', async () => {
    rememberPaymentSecret('1011', 'TR1', { payUrl: 'https://pay.test/p/1011', number: 'SO-MXCP' })
    expect((await open('1011', 'failed')).refill).toBeNull()
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
