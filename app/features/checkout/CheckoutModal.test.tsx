// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useSnapshot } from 'valtio'
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
  preview: vi.fn(),
  status: vi.fn(),
  contact: vi.fn(),
  pricesHidden: false,
  captcha: null as { site_key: string; version: number } | null,
  captchaLoad: vi.fn(),
}))
// the cart's server side (its answer is cart.server's, tested in cart/checkout-options.test.ts)
vi.mock('../cart/cart.server', () => ({
  loadCheckoutOptions: (...args: unknown[]) => calls.backend(...args),
  loadDeliveryCost: vi.fn(),
  previewPromo: vi.fn(),
  promoRefused: vi.fn(),
}))
// the local cart's promo preview (local-promo.test.ts): the code and its payment type as asked
vi.mock('../cart/local-promo', async () => {
  const { cartState: cart } = await import('../cart')
  return {
    repriceLocalPromo: async (_lang: string, paymentType: string) => {
      const r = await calls.preview(cart.promoCode, paymentType)
      if (r.ok) return null
      cart.promoCode = null
      cart.discount = 0
      return r.errors
    },
  }
})
// the local cart's refresh (its product answers)
vi.mock('../cart/cart-refresh.functions', () => ({ checkoutStatusFn: (...args: unknown[]) => calls.status(...args) }))
vi.mock('#app/shell/viewer.functions.ts', () => ({ readViewerGroup: () => undefined }))
// the auth feature's entry brings its server modules: what the checkout reads of it
vi.mock('../auth', async () => ({
  authState: (await import('#app/lib/session-state.ts')).authState,
  mustSignInToOrder: () => false,
  watchSessionEndAtCheckout: calls.watch,
}))
vi.mock('./checkout.functions', () => ({ createOrderFn: calls.order, checkoutContactFn: calls.contact }))
vi.mock('#app/lib/captcha/captcha-loader.ts', () => ({ loadCaptcha: calls.captchaLoad, captchaToken: vi.fn() }))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => calls.navigate }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  usePricesHidden: () => calls.pricesHidden,
  useShell: () => ({
    settings: {
      captcha: calls.captcha,
      calendar_settings: { enabled: false },
      is_registration_required_for_order: false,
      project_currency: 'MDL',
      cart_settings: { min_order_total: 0 },
      is_romanian: false,
    },
  }),
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
/**
 * vi.waitFor with room for a loaded machine: its 1 s default failed the fresh-clone CI once while
 * other builds ran (the retried payment methods rendered later than that).
 */
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000 })

const { default: CheckoutModal } = await import('./CheckoutModal')
const { checkoutOptionsQuery } = await import('../cart/cart.functions')
const { cartState } = await import('../cart')
const { modalState, openModal } = await import('#app/modals/store.ts')

const CASH: { id: number | string; slug: string; type: string; title: string } = {
  id: 1,
  slug: 'cash',
  type: 'offline',
  title: 'Cash',
}
/** The cart's options (loadCheckoutOptions): the payment systems as given (none: an empty list), or their call failed. */
function backend(payments: (typeof CASH)[] | 'failed') {
  const failed = payments === 'failed'
  const none = !failed && payments.length === 0
  calls.backend.mockImplementation(async () => ({
    regions: [],
    paymentSystems: failed ? [] : payments,
    deliveryInfo: null,
    carrierOffered: false,
    paymentsFailed: failed || none,
    paymentsNone: none,
    degraded: failed || none,
  }))
}
const FAILED = 'failed' as const
const paymentCalls = () => calls.backend.mock.calls.length

let root: Root
let host: HTMLElement
let client: QueryClient
beforeAll(() => loadLaterMessages('en'))
beforeEach(() => {
  window.sessionStorage.clear()
  calls.backend.mockReset()
  calls.order.mockReset()
  calls.preview.mockReset()
  calls.status.mockReset()
  calls.pricesHidden = false
  calls.captcha = null
  cartState.promoCode = null
  cartState.discount = 0
  calls.watch.mockReset()
  calls.unwatch.mockReset()
  calls.watch.mockReturnValue(calls.unwatch)
  cartState.loaded = true
  openModal('checkout')
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
async function openCheckout(prescriptions?: { confirmed: ReadonlySet<number>; pharmacyMode: boolean }) {
  const options = await client.fetchQuery(checkoutOptionsQuery('en'))
  // as the cart page: its options (the same query) hand the modal the payment systems
  const CartPage = () => {
    const systems = useQuery(checkoutOptionsQuery('en')).data?.paymentSystems ?? []
    // the cart page shows the checkout while it is the open modal (a test with prescriptions opens it)
    const { open } = useSnapshot(modalState)
    if (prescriptions && open !== 'checkout') return null
    return (
      <CheckoutModal
        paymentSystems={systems}
        summary={{ total: 100, delivery: 0, discount: 0, final: 100, type: 'standart', taxPercent: 20 }}
        prescriptions={prescriptions}
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

// its waits allow 5 s each (until): the test itself gets room for them
describe('the checkout with the payment methods not loaded', { timeout: 20_000 }, () => {
  it('asks for them again as it opens; the notice says so until they come, then the first is chosen', async () => {
    backend(FAILED)
    expect((await openCheckout()).paymentsFailed).toBe(true)
    // the failed answer is not kept: opening the checkout asked again (and failed again)
    await until(() => expect(paymentCalls()).toBe(2))
    await until(() => expect(q('[data-testid="payments-unavailable"]')).not.toBeNull())
    const notice = q('[data-testid="checkout-payments"] [data-testid="payments-unavailable"]')
    expect(notice?.getAttribute('role')).toBe('alert')
    expect(notice?.textContent).toContain('The payment methods could not be loaded')
    expect(radios()).toHaveLength(0)
    // the back end is back: the retry brings the methods, the first is chosen, the notice goes
    backend([CASH])
    const retry = notice?.querySelector('button') as HTMLButtonElement
    expect(retry.textContent).toBe('Try again')
    // the notice shows the first failure's answer while the second ask may still run, its button
    // resting (aria-disabled, session 67) until it ends: a click before that does nothing (the flaky
    // stop 87; waiting on `disabled`, which the button no longer sets, brought that race back in CI)
    await until(() => expect(retry.getAttribute('aria-disabled')).toBe('false'))
    await act(async () => retry.click())
    await until(() => expect(radios()).toHaveLength(1))
    expect(paymentCalls()).toBe(3)
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(q('[data-testid="payments-unavailable"]')).toBeNull()
  })

  it('with no payment method the form says so at the field and sends nothing', async () => {
    backend(FAILED)
    await openCheckout()
    await until(() => expect(paymentCalls()).toBe(2))
    await fillAndSubmit()
    const fieldset = q('[data-testid="checkout-payments"]') as HTMLElement
    const describedBy = fieldset.getAttribute('aria-describedby') as string
    expect(describedBy).toBeTruthy()
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose a payment method.')
    expect(calls.order).not.toHaveBeenCalled()
    expect(q('[data-testid="checkout-errors"]')?.textContent ?? '').not.toContain('could not be placed')
  })

  // Session 62's operator audit: an empty list said "could not be loaded", with a retry that changed nothing.
  it('none offered (the back end answered an empty list): the notice says so, with no retry', async () => {
    backend([])
    await openCheckout()
    await until(() => expect(q('[data-testid="payments-unavailable"]')).not.toBeNull())
    const notice = q('[data-testid="payments-unavailable"]')
    expect(notice?.textContent).toContain('offers no payment method')
    expect(notice?.querySelector('button')).toBeNull()
  })

  it('a good answer is kept: opening the checkout asks nothing again, one method is chosen', async () => {
    backend([CASH])
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
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

const errorsShown = () => q('[data-testid="checkout-errors"]')?.textContent ?? ''

/**
 * A cold review (session 47): with the checkout open the operator raised a price (2,199 -> 9,199 lei)
 * and the order was stored at 9199 with no word said; with hide_price_for_guests on, a guest's cart
 * ordered at '0 lei'; an expired code failed every order until removed by hand; a timed-out order
 * said both 'we got no confirmation, retrying is safe' and 'could not be placed'.
 */
describe('the order is placed only at what the shopper was shown', () => {
  it('sends the unit prices shown; a price changed since is refused, the cart takes the new price', async () => {
    backend([CASH])
    calls.order.mockResolvedValue({
      ok: false,
      status: 409,
      errors: ['The prices in the cart have changed. Check the new total and place the order again.'],
      problems: [],
      repriced: true,
    })
    calls.status.mockResolvedValue({
      ok: true,
      statuses: [{ id: 2000, active: true, available: true, is_stock: true, price: 150 }],
      products: [],
    })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(calls.order.mock.calls[0]?.[0].data.prices).toEqual([{ id: 2000, price: 100 }])
    await until(() => expect(cartState.products[0]?.product.price).toBe(150))
    expect(errorsShown()).toContain('The prices in the cart have changed')
    expect(calls.navigate).not.toHaveBeenCalled()
  })

  it('hide_price_for_guests: a guest is asked to sign in, with no order form', async () => {
    backend([CASH])
    calls.pricesHidden = true
    await openCheckout()
    expect(q('[data-testid="sign-in-required"]')).not.toBeNull()
    expect(q('[data-testid="checkout-modal"] form')).toBeNull()
  })

  it('an order refused for its promo code removes the code, with the back end message', async () => {
    backend([CASH])
    cartState.promoCode = 'SPRING'
    cartState.discount = 10
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['Promo code expired'], problems: [] })
    calls.preview.mockResolvedValue({ ok: false, errors: ['Promo code expired'] })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(cartState.promoCode).toBeNull())
    expect(cartState.discount).toBe(0)
    expect(calls.preview).toHaveBeenCalledWith('SPRING', 'cash')
    expect(errorsShown()).toBe('Promo code expired')
  })

  it('a refusal that is not the code keeps it', async () => {
    backend([CASH])
    cartState.promoCode = 'SPRING'
    cartState.discount = 10
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['Phone is invalid'], problems: [] })
    calls.preview.mockResolvedValue({ ok: true, code: 'SPRING', discount: 10, generalPrice: 90 })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(errorsShown()).toBe('Phone is invalid'))
    expect(cartState.promoCode).toBe('SPRING')
  })

  // audit r11 finding 7: the payment method withdrawn while the checkout was open stayed on offer after the refusal
  it('a refusal reads the payment methods and regions again: a withdrawn method is no longer offered', async () => {
    const CARD = { id: 2, slug: 'card', type: 'online', title: 'Card' }
    backend([CASH, CARD])
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['Payment method unavailable'], problems: [] })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    const before = paymentCalls()
    backend([CARD])
    await fillAndSubmit()
    await until(() => expect(errorsShown()).toBe('Payment method unavailable'))
    await until(() => expect(paymentCalls()).toBe(before + 1))
    await until(() => expect(radios().map((r) => r.value)).toEqual(['2']))
    // the method chosen is gone: none is chosen, the shopper picks (moved to the first, a second click
    // ordered with a method nobody chose: round 13 operator audit)
    await new Promise((r) => setTimeout(r, 50))
    expect(radios()[0]?.checked).toBe(false)
    await fillAndSubmit()
    expect(calls.order).toHaveBeenCalledTimes(1)
  })

  it('a chosen method whose text id has a space stays chosen when another method is withdrawn (its id is compared whole)', async () => {
    const BANK = { id: 'bank transfer', slug: 'bank', type: 'offline', title: 'Bank transfer' }
    const CARD = { id: 2, slug: 'card', type: 'online', title: 'Card' }
    backend([CASH, BANK, CARD])
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['Card withdrawn'], problems: [] })
    await openCheckout()
    await until(() => expect(radios()).toHaveLength(3))
    await act(async () => radios()[1]?.click())
    expect(radios()[1]?.checked).toBe(true)
    backend([CASH, BANK])
    await fillAndSubmit()
    await until(() => expect(radios().map((r) => r.value)).toEqual(['1', 'bank transfer']))
    await new Promise((r) => setTimeout(r, 50))
    expect(radios().map((r) => r.checked)).toEqual([false, true])
  })

  it('no answer: only the retry-safe text, never "could not be placed" beside it', async () => {
    backend([CASH])
    calls.order.mockResolvedValue({ ok: false, status: 0, errors: [], problems: [] })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(errorsShown()).toContain('Try again: the order will not be placed twice'))
    expect(errorsShown()).not.toContain('could not be placed')
  })
})

// Shopper audit a4 (session 67, pharma): the captcha script blocked, the checkout showed the raw 'Failed to load script'.
describe('the captcha that could not load', () => {
  it("says so in the page's language, never the script's error; nothing ordered", async () => {
    backend([CASH])
    calls.captcha = { site_key: 'site-key', version: 2 }
    const { CAPTCHA_ERRORS, CaptchaError } = await import('#app/lib/captcha/captcha.ts')
    calls.captchaLoad.mockRejectedValue(new CaptchaError(CAPTCHA_ERRORS.loadFailed))
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() =>
      expect(errorsShown()).toContain('The security check could not load. Check your connection and try again.'),
    )
    expect(errorsShown()).not.toContain('Failed to load script')
    expect(calls.order).not.toHaveBeenCalled()
  })
})

/**
 * Cold review r44 (pharma theme): with antibiotic 577 confirmed on the cart page and the checkout open,
 * antibiotic 1386 added from another tab joined the window's total (169 -> 328) and "Place order" sent
 * both lines, though nobody confirmed 1386's prescription; the order was stored.
 */
describe('prescription products in an open checkout (pharmacy mode)', () => {
  it('a prescription line added since the cart page checked is not ordered: the notice, then the cart confirmation', async () => {
    backend([CASH])
    cartState.products = [
      { product: { productId: 577, title: 'Antibiotic A', price: 169, is_recipe: true }, count: 1 },
    ] as never
    // the cart page behind, with its confirmation checkboxes
    const page = document.createElement('ul')
    page.innerHTML = [577, 1386]
      .map((id) => `<li data-testid="cart-line" data-product-id="${id}"><input type="checkbox" /></li>`)
      .join('')
    document.body.appendChild(page)
    await openCheckout({ confirmed: new Set([577]), pharmacyMode: true })
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(q('[data-testid="checkout-prescription-required"]')).toBeNull()
    await act(async () => {
      cartState.products.push({
        product: { productId: 1386, title: 'Antibiotic B', price: 159, is_recipe: true },
        count: 1,
      } as never)
    })
    expect(q('[data-testid="checkout-prescription-required"]')?.textContent).toBe(
      'Confirm the prescription for 1 product to order.',
    )
    await fillAndSubmit()
    expect(calls.order).not.toHaveBeenCalled()
    expect(modalState.open).not.toBe('checkout')
    await until(() => expect(document.activeElement).toBe(page.querySelector('[data-product-id="1386"] input')))
  })

  it('confirmed prescription lines, or no pharmacy mode, order as before', async () => {
    backend([CASH])
    calls.order.mockResolvedValue({ ok: false, status: 422, errors: ['No.'], problems: [], repriced: false })
    cartState.products = [
      { product: { productId: 577, title: 'Antibiotic A', price: 169, is_recipe: true }, count: 1 },
    ] as never
    await openCheckout({ confirmed: new Set(), pharmacyMode: false })
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(calls.order).toHaveBeenCalledTimes(1)
  })
})

/**
 * Review R1 (/tmp/r1/backend.mjs, R1_PAYMENT_IDS=words): a back end written from the spec sends its
 * payment systems with text ids ("cash", "card"); the order named the chosen one Number("card"), NaN.
 */
describe('the payment system in the order sent', () => {
  it.each([
    ['a text id', [CASH, { id: 'card', slug: 'card', type: 'offline', title: 'Card' }], 1, 'card'],
    [
      'a number',
      [
        { ...CASH, id: 1 },
        { ...CASH, id: 2, title: 'Card' },
      ],
      1,
      2,
    ],
  ])('the chosen system goes as the back end gave its id: %s', async (_n, systems, pick, id) => {
    backend(systems)
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
    await openCheckout()
    await until(() => expect(radios()).toHaveLength(2))
    await act(async () => radios()[pick]?.click())
    await fillAndSubmit()
    expect(calls.order.mock.calls[0]?.[0].data.payment_system_id).toBe(id)
  })
})

describe('the locality in the order sent', () => {
  it.each([['kishinev'], [7], [null]])('the cart locality %j goes as the regions gave it', async (id) => {
    backend([CASH])
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
    cartState.regionId = 3
    cartState.localityId = id
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(calls.order.mock.calls[0]?.[0].data.delivery.locality_id).toBe(id ?? undefined)
  })
})

/**
 * Review r66: a Kyiv branch order was stored as Chișinău, Moldova - the checkout sent the cart's
 * region 3 and locality kishinev (the own courier's) with the carrier's data. Now a carrier order
 * sends the carrier's city (carrier.city_ref_id) and that city's country, and no region or locality.
 */
describe('the place of an order the carrier delivers', () => {
  it("sends the carrier's city and its country, not the cart's region and locality", async () => {
    const { deliveryState } = await import('../delivery')
    calls.backend.mockImplementation(async () => ({
      regions: [],
      paymentSystems: [CASH],
      deliveryInfo: null,
      carrierOffered: true,
      paymentsFailed: false,
      degraded: false,
    }))
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
    cartState.deliveryMethod = 'address'
    cartState.regionId = 3
    cartState.localityId = 'kishinev'
    deliveryState.viaCarrier = true
    deliveryState.carrier = {
      type: 'warehouse',
      city: { ref: 'c-kyiv', description: 'Київ', descriptionRo: 'Kiev', area: 'Київська', country_code: 'UA' },
      street: null,
      house: '',
      entrance: '',
      apartment: '',
      point: { ref: 'w-1', number: 1, address: { description: 'Відділення №1: Київ, вул. Садова, 3' } },
    }
    try {
      await openCheckout()
      await until(() => expect(radios()[0]?.checked).toBe(true))
      await fillAndSubmit()
      const sent = calls.order.mock.calls[0]?.[0].data
      expect(sent.delivery).toEqual({
        method: 'address',
        type: 'standart',
        country_code: 'UA',
        address: 'Київ (Київська), Відділення №1: Київ, вул. Садова, 3',
      })
      expect(sent.carrier).toEqual({ type: 'warehouse', city_ref_id: 'c-kyiv', warehouse_ref_id: 'w-1' })
    } finally {
      deliveryState.viaCarrier = false
      cartState.deliveryMethod = 'pickup'
    }
  })
})

/**
 * Whose order it is (decision 0067's amendment): the order call takes company_id, but the checkout
 * sent none, so a buyer with several companies had every order filed under the first. A signed-in
 * company buyer with two or more now chooses in the form (the account's default preselected); with
 * one, nothing changes.
 */
const { authState } = await import('#app/lib/session-state.ts')
describe('the company the order is for', () => {
  const trade = { id: '12', name: 'Demo Trade SRL', status: 'active' as const }
  const business = { id: '11', name: 'Demo Business SRL', status: 'active' as const }
  const pending = { id: 'c13', name: 'Nova Grup SA', status: 'pending' as const }
  const account = (companies: { id: string; name: string; status: string }[], defaultCompanyId: string | null) => ({
    name: '',
    phone: '',
    email: '',
    companies,
    defaultCompanyId,
  })
  const select = () => document.querySelector('[data-testid="checkout-company"]') as HTMLSelectElement | null
  const sent = () => calls.order.mock.calls.at(-1)?.[0].data
  beforeEach(() => {
    calls.contact.mockReset()
    authState.signedIn = true
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
  })
  afterEach(() => {
    authState.signedIn = null
  })

  it('two companies or more: a labelled native select, the default preselected, its company_id sent', async () => {
    backend([CASH])
    calls.contact.mockResolvedValue(account([business, trade, pending], '12'))
    await openCheckout()
    await until(() => expect(select()).not.toBeNull())
    const control = select()!
    // named by its label (the label holds its text only), in the tab order
    const label = document.querySelector<HTMLLabelElement>(`label[for="${control.id}"]`)
    expect(label?.textContent).toBe('Order for the company')
    expect(control.tabIndex).toBe(0)
    expect(control.disabled).toBe(false)
    expect([...control.options].map((o) => o.textContent)).toEqual([
      'Demo Business SRL',
      'Demo Trade SRL',
      'Nova Grup SA (being checked)',
    ])
    expect(control.value).toBe('12')
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(sent().company_id).toBe('12')
    // another company chosen: its id goes
    await act(async () => {
      control.value = '11'
      control.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await act(async () => q<HTMLFormElement>('[data-testid="checkout-modal"] form')?.requestSubmit())
    expect(sent().company_id).toBe('11')
  })

  it('one company, or a customer account (no companies): no choice and no company_id, as before', async () => {
    backend([CASH])
    calls.contact.mockResolvedValue(account([trade], '12'))
    await openCheckout()
    await until(() => expect(calls.contact).toHaveBeenCalled())
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(select()).toBeNull()
    expect(sent()).not.toHaveProperty('company_id')
  })

  it('a guest: nothing asked, no choice', async () => {
    backend([CASH])
    authState.signedIn = false
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(calls.contact).not.toHaveBeenCalled()
    expect(sent()).not.toHaveProperty('company_id')
  })

  it('a refused company: its note under the choice, the choice focused, the list asked again; no generic failure', async () => {
    backend([CASH])
    calls.contact.mockResolvedValue(account([business, trade], '11'))
    calls.order.mockResolvedValue({
      ok: false,
      status: 400,
      errors: [],
      problems: [],
      company: ['not one of your companies'],
    })
    await openCheckout()
    await until(() => expect(select()).not.toBeNull())
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    const control = select()!
    await until(() => expect(control.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(
      'not one of your companies',
    )
    expect(document.activeElement).toBe(control)
    expect(errorsShown()).toBe('')
    await until(() => expect(calls.contact).toHaveBeenCalledTimes(2))
    // choosing again clears the note
    await act(async () => {
      control.value = '12'
      control.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(control.getAttribute('aria-invalid')).toBeNull()
  })

  it('a refused company with no choice left (one company now): the note among the form messages', async () => {
    backend([CASH])
    calls.contact.mockResolvedValue(account([trade], '12'))
    calls.order.mockResolvedValue({
      ok: false,
      status: 400,
      errors: [],
      problems: [],
      company: ['not one of your companies'],
    })
    await openCheckout()
    await until(() => expect(calls.contact).toHaveBeenCalled())
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(errorsShown()).toBe('not one of your companies'))
  })

  /** The success page names the company chosen (OrderSuccess): it goes in that page's history entry, never in its link. */
  const placed = { ok: true, orderId: '7', orderNumber: 'A-7', payUrl: null, transId: null }
  const successState = () => {
    const options = calls.navigate.mock.calls.at(-1)?.[0]
    expect(options).toMatchObject({ to: '/$lang/cart/success', search: { order: 'A-7' } })
    return options.state({ __TSR_index: 3 })
  }

  it('placed for the company chosen: the success page is told its name and status, as sent', async () => {
    backend([CASH])
    calls.navigate.mockReset()
    calls.contact.mockResolvedValue(account([business, pending], '11'))
    calls.order.mockResolvedValue(placed)
    await openCheckout()
    await until(() => expect(select()).not.toBeNull())
    await act(async () => {
      select()!.value = 'c13'
      select()!.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(calls.navigate).toHaveBeenCalled())
    // id text (session 64) as it came
    expect(sent().company_id).toBe('c13')
    expect(successState()).toEqual({ __TSR_index: 3, orderCompany: { name: 'Nova Grup SA', status: 'pending' } })
  })

  it('placed with no choice (one company): the success page names none', async () => {
    backend([CASH])
    calls.navigate.mockReset()
    calls.contact.mockResolvedValue(account([trade], '12'))
    calls.order.mockResolvedValue(placed)
    await openCheckout()
    await until(() => expect(calls.contact).toHaveBeenCalled())
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    await until(() => expect(calls.navigate).toHaveBeenCalled())
    expect(successState().orderCompany).toBeUndefined()
  })
})

describe('an order sent to pay online', () => {
  it("keeps the order's cart lines with its payment, for the page after paying to put back if the payment fails", async () => {
    const { keptPayment } = await import('./payment-secrets')
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    try {
      backend([CASH])
      calls.order.mockResolvedValue({
        ok: true,
        orderId: '9',
        orderNumber: 'A-9',
        payUrl: 'https://pay.test/p/9',
        transId: 'TR9',
      })
      await openCheckout()
      await until(() => expect(radios()[0]?.checked).toBe(true))
      await fillAndSubmit()
      await until(() => expect(assign).toHaveBeenCalledWith('https://pay.test/p/9'))
      expect(cartState.products).toEqual([])
      expect(keptPayment('9')).toMatchObject({
        number: 'A-9',
        payUrl: 'https://pay.test/p/9',
        lines: [{ product: { productId: 2000, title: 'Phone', price: 100 }, count: 1 }],
      })
    } finally {
      assign.mockRestore()
      window.localStorage.clear()
    }
  })
})

describe('what the shopper typed, kept by the tab (checkout-draft.ts; shopper audit a4)', () => {
  const value = (name: string) => q<HTMLInputElement>(`[name="${name}"]`)?.value
  afterEach(() => window.sessionStorage.clear())

  it('closed and opened again, the checkout shows what was typed; a placed order forgets it', async () => {
    backend([CASH])
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await fillAndSubmit()
    expect(value('name')).toBe('Ion')
    // The checkout closes (Esc, x, the cart page left): opened again, the same fields.
    act(() => root.unmount())
    root = createRoot(host)
    await openCheckout()
    await until(() => expect(value('name')).toBe('Ion'))
    expect(value('phone')).toBe('+(373) 69 123-456')

    calls.navigate.mockReset()
    calls.order.mockResolvedValue({ ok: true, orderId: '7', orderNumber: 'A-7', payUrl: null, transId: null })
    await act(async () => q<HTMLFormElement>('[data-testid="checkout-modal"] form')?.requestSubmit())
    await until(() => expect(calls.navigate).toHaveBeenCalled())
    act(() => root.unmount())
    root = createRoot(host)
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(value('name')).toBe('')
  })
})

/**
 * Review a1 (session 67): the draft's address wins over the address the shopper chose since. The cart
 * page's saved addresses (SavedAddresses: deliveryState.addressText) or a new region: the checkout,
 * opened once and closed, opens again with the old address and sends it with the new region.
 */
describe('an address chosen after the checkout was closed (review a1, session 67)', () => {
  afterEach(() => window.sessionStorage.clear())
  it('is the one the checkout shows and sends', async () => {
    const { deliveryState } = await import('../delivery')
    backend([CASH])
    calls.order.mockResolvedValue({ ok: false, status: 400, errors: ['No'], problems: [] })
    cartState.deliveryMethod = 'address'
    cartState.regionId = 3
    deliveryState.addressText = 'Chișinău, str. Ștefan cel Mare 1'
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    // closed without ordering (Esc): the draft keeps the address shown
    act(() => root.unmount())
    // on the cart page the shopper picks another saved address
    deliveryState.addressText = 'Bălți, str. Independenței 5'
    root = createRoot(host)
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(q<HTMLInputElement | HTMLTextAreaElement>('[name="address"]')?.value).toBe('Bălți, str. Independenței 5')
  })

  it('a typed address comes back while the cart still has the address it replaced, not after another was chosen', async () => {
    const { deliveryState } = await import('../delivery')
    backend([CASH])
    cartState.deliveryMethod = 'address'
    cartState.regionId = 3
    deliveryState.addressText = 'Chișinău'
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    await act(async () => {
      const input = q<HTMLTextAreaElement>('[name="address"]')!
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set?.call(
        input,
        'Chișinău, str. Florilor 1, ap. 4',
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    act(() => root.unmount())
    root = createRoot(host)
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(q<HTMLInputElement | HTMLTextAreaElement>('[name="address"]')?.value).toBe(
      'Chișinău, str. Florilor 1, ap. 4',
    )
    act(() => root.unmount())
    deliveryState.addressText = 'Bălți'
    root = createRoot(host)
    await openCheckout()
    await until(() => expect(radios()[0]?.checked).toBe(true))
    expect(q<HTMLInputElement | HTMLTextAreaElement>('[name="address"]')?.value).toBe('Bălți')
  })
})
