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
const view = vi.hoisted(() => ({ hidden: false, navigate: vi.fn() }))
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
  setCount: vi.fn(),
  removeFromCart: vi.fn(),
}))
const { default: CartDrawer } = await import('./CartDrawer')
const { modalState } = await import('#app/modals/store.ts')

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
