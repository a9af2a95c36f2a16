// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The loyalty points a local-cart shopper earns, as the cart page shows them (storefront spec 5: the
 * sum of loyalty_give x count of the lines not paid with loyalty; guests collect none). The page
 * computes them from its lines (CartPage `points`); CartSummary.test.tsx only shows a number given.
 * The lines, promo form, delivery form and the cart's backend are stand-ins; the summary is the real one.
 */
const backend = vi.hoisted(() => ({
  loyalty: false,
  refresh: async () => {},
  needsValidation: () => false,
  validate: async () => {},
  unorderable: () => [],
  pageAttributes: () => ({}),
  beforeCheckout: async () => ({ proceed: false }),
  pricesHidden: false,
}))
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
vi.mock('#app/features/cart/cart.server.ts', () => ({}))
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useQuery: () => ({ data: undefined, isPending: false, isError: false }),
}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  usePricesHidden: () => backend.pricesHidden,
  useShell: () => ({
    settings: {
      project_currency: 'MDL',
      additional_settings: { pharmacy_mode: false },
      allow_negative_stock: false,
      delivery_price: null,
      is_romanian: false,
      has_tax_calculation: false,
      cart_settings: { min_order_total: 0 },
      text_delivery_info: null,
    },
    theme: { flags: { creditCalculator: false, pharmacyMode: false } },
  }),
}))
vi.mock('#app/features/cart/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CartLines: () => null,
  PromoForm: () => null,
  // one backend, as the store's: the page's effects depend on it
  cartBackend: () => backend,
}))
vi.mock('#app/features/cart/cart.functions.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  checkoutOptionsQuery: () => ({ queryKey: ['checkout-options'] }),
  deliveryCostQuery: () => ({ queryKey: ['delivery-cost'] }),
  paymentsFailed: () => false,
}))
vi.mock('#app/features/checkout/index.ts', () => ({ loadCheckoutModal: vi.fn(), loadPaymentsUnavailable: vi.fn() }))
vi.mock('#app/features/credit/index.ts', () => ({ loadCreditOffers: vi.fn() }))
vi.mock('./DeliveryForm', () => ({ DeliveryForm: () => null }))

const { CartPage } = await import('./CartPage')
const { cartState } = await import('#app/features/cart/index.ts')
const { authState } = await import('#app/lib/session-state.ts')

const product = (productId: number, price: number, loyalty_give: number | null) => ({
  productId,
  title: `p${productId}`,
  url: `p${productId}`,
  img: '',
  price,
  old_price: null,
  loyalty_give,
  multiplicity: 1,
})

let view: Awaited<ReturnType<typeof renderForm>> | null = null
afterEach(() => view?.unmount())

async function pointsShown(signedIn: boolean): Promise<string | null> {
  authState.signedIn = signedIn
  Object.assign(cartState, {
    loaded: true,
    products: [
      { product: product(1, 100, 5), count: 2 },
      { product: product(2, 40, 3), count: 1 },
      { product: product(3, 10, null), count: 4 },
    ],
  })
  view = await renderForm(<CartPage />)
  expect(view.host.querySelector('[data-testid="cart-page"]')).not.toBeNull()
  return view.host.querySelector('[data-testid="cart-points"]')?.textContent ?? null
}

describe('the cart page: the points a local-cart shopper earns', () => {
  it('signed in: loyalty_give x count over the lines (5 x 2 + 3 x 1)', async () => {
    expect(await pointsShown(true)).toBe('You will get 13 loyalty points')
  })

  it('a guest: none', async () => {
    expect(await pointsShown(false)).toBeNull()
  })
})

// Shopper audit a4 (session 67, business): a guest under hide_price_for_guests read only "Your cart is
// empty", with no word that signing in is what buying takes (such a guest orders nothing: decision 0038).
describe('the empty cart of a viewer who sees no prices', () => {
  afterEach(() => {
    backend.pricesHidden = false
  })

  it.each([
    [true, 'Sign in to see the prices and place an order'],
    [false, null],
  ])('prices hidden %s: the sign-in hint %s', async (hidden, hint) => {
    backend.pricesHidden = hidden
    Object.assign(cartState, { loaded: true, products: [] })
    view = await renderForm(<CartPage />)
    expect(view.host.querySelector('[data-testid="cart-empty"]')).not.toBeNull()
    expect(view.host.querySelector('[data-testid="cart-prices-hidden"]')?.textContent ?? null).toBe(hint)
  })
})
