// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import en from '#locales/en.json'

/**
 * The checkout when the payment methods could not be loaded (review r11: GET /base/payment-systems
 * answered 500 as the cart page loaded). Before: an empty "Payment" section with nothing said, the
 * order sent with payment_system_id Number('') and refused with the generic "could not be placed...
 * try again", and the failed answer kept 5 minutes, so trying again changed nothing. The options come
 * from the real checkoutOptionsQuery and loadCheckoutOptions over a mocked back end.
 */
const calls = vi.hoisted(() => ({
  backend: vi.fn(),
  order: vi.fn(),
  navigate: vi.fn(),
  watch: vi.fn(),
  unwatch: vi.fn(),
}))
// the cart's server side (its answer is cart.server's, tested in cart/checkout-options.test.ts)
vi.mock('../cart/cart.server', () => ({
  loadCheckoutOptions: (...args: unknown[]) => calls.backend(...args),
  loadDeliveryCost: vi.fn(),
  previewPromo: vi.fn(),
  promoRefused: vi.fn(),
}))
vi.mock('#app/shell/viewer.functions.ts', () => ({ readViewerGroup: () => undefined }))
// the auth feature's entry brings its server modules: what the checkout reads of it
vi.mock('../auth', async () => ({
  authState: (await import('#app/lib/session-state.ts')).authState,
  mustSignInToOrder: () => false,
  watchSessionEndAtCheckout: calls.watch,
}))
vi.mock('./checkout.functions', () => ({ createOrderFn: calls.order, checkoutContactFn: vi.fn() }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => calls.navigate }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({
    settings: {
      captcha: null,
      calendar_settings: { enabled: false },
      is_registration_required_for_order: false,
      project_currency: 'MDL',
      cart_settings: { min_order_total: 0 },
      is_romanian: false,
    },
  }),
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { default: CheckoutModal } = await import('./CheckoutModal')
const { cartState } = await import('../cart')

const CASH = { id: 1, slug: 'cash', type: 'offline', title: 'Cash' }
/** The cart's options (loadCheckoutOptions): the payment systems as given, or their call failed. */
function backend(payments: (typeof CASH)[] | 'failed') {
  const failed = payments === 'failed'
  calls.backend.mockImplementation(async () => ({
    regions: [],
    paymentSystems: failed ? [] : payments,
    deliveryInfo: null,
    carrierOffered: false,
    paymentsFailed: failed,
    degraded: failed,
  }))
}
const FAILED = 'failed' as const
const paymentCalls = () => calls.backend.mock.calls.length

let root: Root
let host: HTMLElement
let client: QueryClient
beforeAll(() => loadLaterMessages('en'))
beforeEach(() => {
  calls.backend.mockReset()
  calls.order.mockReset()
  calls.watch.mockReset()
  calls.unwatch.mockReset()
  calls.watch.mockReturnValue(calls.unwatch)
  cartState.loaded = true
  cartState.deliveryMethod = 'pickup'
  cartState.storeId = 5
  cartState.products = [{ product: { productId: 2000, title: 'Phone', price: 100 }, count: 1 }] as never
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
  document.body.innerHTML = ''
})

/** The cart page with its options' answer (its own call), then the checkout opened over it. */
async function openCheckout() {
  const { checkoutOptionsQuery } = await import('../cart/cart.functions')
  const options = await client.fetchQuery(checkoutOptionsQuery('en'))
  // as the cart page: its options (the same query) hand the modal the payment systems
  const CartPage = () => {
    const systems = useQuery(checkoutOptionsQuery('en')).data?.paymentSystems ?? []
    return (
      <CheckoutModal
        paymentSystems={systems}
        summary={{ total: 100, delivery: 0, discount: 0, final: 100, type: 'standart' }}
      />
    )
  }
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <LocaleProvider locale="en" messages={compactMessages(en)}>
          <CartPage />
        </LocaleProvider>
      </QueryClientProvider>,
    ),
  )
  return options
}

const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[name="payment"]')]
async function fillAndSubmit() {
  const type = async (name: string, value: string) => {
    const input = q<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  await type('name', 'Ion')
  await type('phone', '+(373) 69 123-456')
  await act(async () => q<HTMLFormElement>('[data-testid="checkout-modal"] form')?.requestSubmit())
}

describe('the checkout with the payment methods not loaded', () => {
  it('asks for them again as it opens; the notice says so until they come, then the first is chosen', async () => {
    backend(FAILED)
    expect((await openCheckout()).paymentsFailed).toBe(true)
    // the failed answer is not kept: opening the checkout asked again (and failed again)
    await vi.waitFor(() => expect(paymentCalls()).toBe(2))
    await vi.waitFor(() => expect(q('[data-testid="payments-unavailable"]')).not.toBeNull())
    const notice = q('[data-testid="checkout-payments"] [data-testid="payments-unavailable"]')
    expect(notice?.getAttribute('role')).toBe('alert')
    expect(notice?.textContent).toContain('The payment methods could not be loaded')
    expect(radios()).toHaveLength(0)
    // the back end is back: the retry brings the methods, the first is chosen, the notice goes
    backend([CASH])
    const retry = notice?.querySelector('button') as HTMLButtonElement
    expect(retry.textContent).toBe('Try again')
    await act(async () => retry.click())
    await vi.waitFor(() => expect(radios()).toHaveLength(1))
    expect(paymentCalls()).toBe(3)
    await vi.waitFor(() => expect(radios()[0]?.checked).toBe(true))
    expect(q('[data-testid="payments-unavailable"]')).toBeNull()
  })

  it('with no payment method the form says so at the field and sends nothing', async () => {
    backend(FAILED)
    await openCheckout()
    await vi.waitFor(() => expect(paymentCalls()).toBe(2))
    await fillAndSubmit()
    const fieldset = q('[data-testid="checkout-payments"]') as HTMLElement
    const describedBy = fieldset.getAttribute('aria-describedby') as string
    expect(describedBy).toBeTruthy()
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose a payment method.')
    expect(calls.order).not.toHaveBeenCalled()
    expect(q('[data-testid="checkout-errors"]')?.textContent ?? '').not.toContain('could not be placed')
  })

  it('a good answer is kept: opening the checkout asks nothing again, one method is chosen', async () => {
    backend([CASH])
    await openCheckout()
    await vi.waitFor(() => expect(radios()[0]?.checked).toBe(true))
    expect(paymentCalls()).toBe(1)
    expect(q('[data-testid="payments-unavailable"]')).toBeNull()
  })
})

describe('the session ending at the checkout', () => {
  it('is watched while the checkout is open (auth/session-ended.test.ts: the mark for the sign-in dialog)', async () => {
    backend([CASH])
    await openCheckout()
    expect(calls.watch).toHaveBeenCalledTimes(1)
    expect(calls.unwatch).not.toHaveBeenCalled()
    act(() => root.unmount())
    root = createRoot(host)
    expect(calls.unwatch).toHaveBeenCalledTimes(1)
  })
})
