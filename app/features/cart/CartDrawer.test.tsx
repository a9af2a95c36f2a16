// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { proxy } from 'valtio'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import ro from '#locales/ro.json'

/**
 * The drawer when the operator turned hide_price_for_guests on while a guest's cart held lines priced
 * before (cold review r35). Before, the drawer showed the stored prices ('2.199 lei' a line), their
 * total and an enabled 'Finalizează comanda', while the cart page showed none of them (f629ae92).
 * Now it follows the cart page's rule (usePricesHidden): no price, no total, no checkout, the sign-in link.
 */
const view = vi.hoisted(() => ({
  hidden: false,
  navigate: vi.fn(),
  beforeCheckout: vi.fn(async (_lang: string, _allowNegativeStock: boolean) => ({ proceed: true })),
}))
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => view.navigate }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  usePricesHidden: () => view.hidden,
  useShell: () => ({
    settings: {
      project_currency: 'MDL',
      allow_negative_stock: false,
      additional_settings: { pharmacy_mode: false },
      cart_settings: { min_order_total: 0 },
    },
    theme: { flags: { pharmacyMode: false } },
  }),
}))
vi.mock('./store', () => ({
  cartState: proxy({
    loaded: true,
    discount: 0,
    products: [
      { product: { productId: 7, slug: 'telefon', title: 'Telefon', price: 2199, multiplicity: 1 }, count: 2 },
    ],
  }),
  refreshCart: async () => [],
  cartBackend: () => ({ beforeCheckout: view.beforeCheckout }),
  setCount: vi.fn(),
  removeFromCart: vi.fn(),
}))
const { default: CartDrawer } = await import('./CartDrawer')
const { modalState } = await import('#app/modals/store.ts')
const { remoteCartState } = await import('./cart-state')
const { authState } = await import('#app/lib/session-state.ts')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
beforeAll(() => loadLaterMessages('ro'))

let root: Root
let host: HTMLElement
beforeEach(() => {
  modalState.open = 'cartDrawer'
  host = document.createElement('div')
  document.body.appendChild(host)
  root = createRoot(host)
})
afterEach(() => {
  remoteCartState.totals = null
  remoteCartState.pending = 0
  authState.signedIn = null
  act(() => root.unmount())
  host.remove()
  document.body.innerHTML = ''
})

async function openDrawer(hidden: boolean) {
  view.hidden = hidden
  await act(async () =>
    root.render(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <CartDrawer />
      </LocaleProvider>,
    ),
  )
  const drawer = document.querySelector<HTMLElement>('[data-testid="cart-drawer"]')
  if (!drawer) throw new Error('no drawer')
  return drawer
}
const buttons = (drawer: HTMLElement) => [...drawer.querySelectorAll('button')].map((b) => b.textContent?.trim())

describe('CartDrawer: hide_price_for_guests (usePricesHidden, as the cart page)', () => {
  it('prices shown: the line price, the total and checkout', async () => {
    const drawer = await openDrawer(false)
    expect(drawer.querySelector('.cart-drawer__price')?.textContent).toMatch(/4\.398/)
    expect(drawer.querySelector('[data-testid="drawer-total"]')?.textContent).toMatch(/4\.398/)
    expect(buttons(drawer)).toContain('Finalizează comanda')
    expect(drawer.querySelector('[data-testid="drawer-prices-hidden"]')).toBeNull()
  })

  it('prices hidden: the lines stay, no price, no total, no checkout; the sign-in link opens sign-in', async () => {
    const drawer = await openDrawer(true)
    expect(drawer.querySelectorAll('[data-testid="drawer-line"]')).toHaveLength(1)
    expect(drawer.textContent).not.toMatch(/2\.199|4\.398|lei/)
    expect(drawer.querySelector('.cart-drawer__price')).toBeNull()
    expect(drawer.querySelector('[data-testid="drawer-total"]')).toBeNull()
    expect(buttons(drawer)).not.toContain('Finalizează comanda')
    const signIn = drawer.querySelector<HTMLButtonElement>('[data-testid="drawer-prices-hidden"] button')
    expect(signIn?.textContent).toBe('Autentificați-vă pentru a vedea prețurile')
    // the cart page stays reachable (it shows the same: lines without prices and the sign-in link)
    expect(drawer.querySelector('a.cart-drawer__to-cart')?.getAttribute('href')).toBe('/ro/cart')
    await act(async () => signIn?.click())
    expect(modalState.open).toBe('auth')
  })
})

/**
 * The server cart with a line paid with loyalty points (pharma demo, a signed-in copy of customer1
 * with 20 points): the cart page's summary said Produse 209,50 | Plătit cu puncte de fidelitate
 * -20 lei | Livrare 50 | Total de plată 239,50 while the drawer said only Produse 209,50, nothing of
 * the 20 lei. Now it shows the summary's row, by the summary's rule (rules.ts pointsPaidShown).
 */
describe('CartDrawer: what loyalty points pay (as the cart page summary)', () => {
  const paid = (drawer: HTMLElement) => drawer.querySelector('[data-testid="drawer-paid-points"]')
  const serverTotals = (pointsPaid: number) => ({
    totalCount: 2,
    totalPrice: 4398 - pointsPaid,
    totalDiscount: 0,
    loyaltyGive: 0,
    pointsPaid,
    pointsBalance: 20,
  })

  it('signed in, points pay 20 lei: the goods, then a row of its own taking them off', async () => {
    authState.signedIn = true
    remoteCartState.totals = serverTotals(20)
    const drawer = await openDrawer(false)
    expect(drawer.querySelector('[data-testid="drawer-total"]')?.textContent).toMatch(/^4\.398(,00)?\slei$/)
    const row = paid(drawer)?.closest('p')
    expect(row?.firstElementChild?.textContent).toBe('Plătit cu puncte de fidelitate')
    expect(paid(drawer)?.textContent).toMatch(/^−20(,00)?\slei$/)
    // under the goods, above checkout
    const footer = [...(drawer.querySelector('.cart-drawer__footer')?.children ?? [])]
    expect(footer.indexOf(row as Element)).toBe(1)
  })

  it.each([
    ['a guest', false, 0, 20],
    ['a call pending', true, 1, 20],
    ['none paid', true, 0, 0],
  ])('%s: no row', async (_name, signedIn, pending, pointsPaid) => {
    authState.signedIn = signedIn
    remoteCartState.pending = pending
    remoteCartState.totals = serverTotals(pointsPaid)
    const drawer = await openDrawer(false)
    expect(paid(drawer)).toBeNull()
    expect(drawer.textContent).not.toContain('Plătit cu puncte')
  })

  it('prices hidden: no row either', async () => {
    authState.signedIn = true
    remoteCartState.totals = serverTotals(20)
    expect(paid(await openDrawer(true))).toBeNull()
  })
})

describe("CartDrawer: a line the back end discounted (the server cart's priceWithDiscount)", () => {
  afterEach(() => {
    remoteCartState.meta = {}
  })

  it('is counted at its discounted price, in the line and in the goods (as the cart page)', async () => {
    remoteCartState.meta = {
      7: {
        priceWithDiscount: 1999,
        discountAmount: 400,
        discountPercentage: 9,
        isLoyaltyActive: false,
        cardPaymentAvailable: true,
      },
    }
    const drawer = await openDrawer(false)
    expect(drawer.querySelector('.cart-drawer__price')?.textContent).toMatch(/^3\.998(,00)?\slei$/)
    expect(drawer.querySelector('[data-testid="drawer-total"]')?.textContent).toMatch(/^3\.998(,00)?\slei$/)
  })
})

/**
 * Audit r11 finding 3: with product 21 deleted, the drawer's "Finalizează comanda" went to the cart and
 * opened the checkout (the cart page's own button was disabled, naming 21); only the back end's refusal
 * stopped the order. Now the drawer runs the cart page's check (the backend's beforeCheckout).
 */
describe("CartDrawer: checkout runs the cart page's check first", () => {
  const checkout = async () => {
    const drawer = await openDrawer(false)
    const button = [...drawer.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Finalizează comanda')
    await act(async () => button?.click())
  }
  afterEach(() => {
    view.beforeCheckout.mockReset()
    view.beforeCheckout.mockResolvedValue({ proceed: true })
  })

  it('a line the check blocks (deleted, unpublished, out of stock): to the cart page, no checkout', async () => {
    view.beforeCheckout.mockResolvedValue({ proceed: false })
    await checkout()
    expect(view.beforeCheckout).toHaveBeenCalledWith('ro', false)
    expect(view.navigate).toHaveBeenCalledWith({ to: '/$lang/cart', params: { lang: 'ro' } })
    expect(modalState.open).not.toBe('checkout')
  })

  it('the check passes: the checkout opens', async () => {
    await checkout()
    expect(view.beforeCheckout).toHaveBeenCalledTimes(1)
    expect(modalState.open).toBe('checkout')
  })
})

describe('CartDrawer: a line the last refresh flagged says so, as on the cart page', () => {
  it('an inactive line reads "no longer sold"', async () => {
    const { cartState } = await import('./store')
    const product = cartState.products[0]?.product as { active?: boolean }
    product.active = false
    try {
      const drawer = await openDrawer(false)
      expect(drawer.querySelector('[data-testid="drawer-line-unavailable"]')?.textContent).toBe(
        'Acest produs nu se mai vinde.',
      )
    } finally {
      delete product.active
    }
  })

  it('a count above the stock says how many are left', async () => {
    const { cartState } = await import('./store')
    const product = cartState.products[0]?.product as { stock?: number }
    product.stock = 1
    try {
      const drawer = await openDrawer(false)
      expect(drawer.querySelector('[data-testid="drawer-line-unavailable"]')?.textContent).toBe(
        'Au rămas doar 1: micșorați cantitatea.',
      )
    } finally {
      delete product.stock
    }
  })
})

describe('CartDrawer: a price the refresh changed says so on the line (audit r11 finding 5)', () => {
  it('the old price and the new one', async () => {
    const { priceNotices } = await import('./drawer-rules')
    priceNotices[7] = { from: 1999, to: 2199 }
    try {
      const drawer = await openDrawer(false)
      expect(drawer.querySelector('[data-testid="drawer-price-changed"]')?.textContent).toMatch(
        /^Prețul s-a schimbat: 1\.999(,00)?\slei → 2\.199(,00)?\slei$/,
      )
    } finally {
      delete priceNotices[7]
    }
  })
})

/**
 * A keyboard review (session 68): removing a line in the drawer sent the focus to the drawer's own box
 * (the dialog keeps a focus that falls out of it), so the next Tab started over at its close button;
 * the cart page moved it on to the next line. Now the drawer does as the cart page.
 */
describe('CartDrawer: removing a line keeps the focus on the lines', () => {
  it("the focus goes to the next line's remove button, and from the last line to 'continue shopping'", async () => {
    const { cartState, removeFromCart } = await import('./store')
    const saved = [...cartState.products]
    const line = (productId: number, title: string) => ({
      product: { productId, slug: `p${productId}`, title, price: 10, multiplicity: 1 },
      count: 1,
    })
    vi.mocked(removeFromCart).mockImplementation((id: number) => {
      const at = cartState.products.findIndex((l) => l.product.productId === id)
      cartState.products.splice(at, 1)
    })
    cartState.products.splice(0, cartState.products.length, line(1, 'Unu') as never, line(2, 'Doi') as never)
    const drawer = await openDrawer(false)
    const removes = () => [...drawer.querySelectorAll<HTMLButtonElement>('.cart-drawer__remove')]
    const frames = () => act(() => new Promise((r) => setTimeout(r, 100)))
    removes()[0]!.focus()
    await act(async () => removes()[0]!.click())
    await frames()
    expect(removes()).toHaveLength(1)
    expect(document.activeElement).toBe(removes()[0])
    expect(document.activeElement?.getAttribute('aria-label')).toContain('Doi')
    // Inside the (modal) drawer, a status region says which product went.
    const said = () => drawer.querySelector('[role="status"][data-removal-said]')?.textContent
    expect(said()).toMatch(/Unu/)
    await act(async () => removes()[0]!.click())
    await frames()
    expect(document.activeElement).toBe(drawer.querySelector('.cart-drawer__empty button'))
    expect(said()).toMatch(/Doi/)
    cartState.products.splice(0, cartState.products.length, ...saved)
    vi.mocked(removeFromCart).mockReset()
  })
})
