// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { KEEP_CLEAR, TAP_TARGETS } from '#app/layout/keep-clear.ts'
import ro from '#locales/ro.json'

/**
 * The pages' own markup against KeepClear's selectors: every sum a shopper reads on the cart page and
 * in the cabinet is kept clear of the floating buttons, and every control of a cart line counts as a
 * tap target. Review r55 at 390 px: the call-us button took the tap of the cart page's third remove
 * button and sat on an order's total; neither was watched.
 */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ settings: { project_currency: 'MDL', additional_settings: { is_units_measurement: false } } }),
}))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
  useRouterState: ({ select }: { select: (s: unknown) => unknown }) =>
    select({ location: { search: {}, searchStr: '' } }),
  useNavigate: () => vi.fn(),
}))
vi.mock('#app/features/catalogue/index.ts', () => ({ productHref: () => '/ro/p' }))
vi.mock('./store', () => ({ removeFromCart: vi.fn(), setCount: vi.fn(), setLoyalty: vi.fn() }))

const { CartLines } = await import('./CartLines')
beforeAll(() => loadLaterMessages('ro'))

function render(node: ReactNode): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      {node}
    </LocaleProvider>,
  )
  return host
}

/** The innermost elements whose own text holds a sum ("1.365 lei"). */
function _sums(host: HTMLElement): Element[] {
  return [...host.querySelectorAll('*')].filter(
    (el) =>
      /\d\s?lei/.test(el.textContent ?? '') && ![...el.children].some((c) => /\d\s?lei/.test(c.textContent ?? '')),
  )
}
/** Watched as a sum: it or an ancestor matches KEEP_CLEAR. */
const keptClear = (el: Element) => el.closest(KEEP_CLEAR) !== null

describe('what KeepClear watches on a cart line', () => {
  it('a cart line: its total is kept clear, its remove button and quantity stepper are tap targets', () => {
    const host = render(
      <CartLines
        lines={[
          { count: 2, product: { productId: 7, slug: 'mere', title: 'Mere', price: 26.99, multiplicity: 1 } } as never,
        ]}
        money={(n) => `${n.toFixed(2).replace('.', ',')} lei`}
        currency="MDL"
        pharmacyMode={false}
        confirmed={new Set()}
        onConfirmedChange={() => {}}
        meta={{}}
        loyalty={false}
      />,
    )
    const total = host.querySelector('[data-testid="line-total"]')!
    expect(total.textContent).toBe('53,98 lei')
    expect(keptClear(total)).toBe(true)
    const controls = [...host.querySelectorAll('.cart-line button, .cart-line input')]
    expect(controls.map((c) => c.className)).toEqual([
      'quantity__step',
      'quantity__input',
      'quantity__step',
      'icon-button cart-line__remove',
    ])
    for (const control of controls) expect(control.matches(TAP_TARGETS)).toBe(true)
  })
})
