// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import { KEEP_CLEAR } from '#app/layout/keep-clear.ts'
import { ACCOUNTS } from '#contract/accounts.ts'
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
vi.mock('./CabinetFrame', () => ({
  CabinetFrame: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Notice: ({ children, testId }: { children: ReactNode; testId?: string }) => <p data-testid={testId}>{children}</p>,
}))
vi.mock('./cabinet.functions', () => ({ paymentStatusFn: vi.fn() }))
vi.mock('#app/features/catalogue/index.ts', () => ({ productHref: () => '/ro/p' }))

const { OrdersPage } = await import('./OrdersPage')
const { ActsPage } = await import('./ActsPage')
type ActRow = import('./ActsPage').ActRow
const { OrderPage } = await import('./OrderPage')
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

/** The acts page with these acts, all on its one page. */
function actsPage(items: ActRow[]): HTMLElement {
  return render(
    <ActsPage
      origin=""
      search={{}}
      companies={[]}
      result={{ ok: true, data: { items, totalCount: items.length, pages: 1 } }}
    />,
  )
}

/** The innermost elements whose own text holds a sum ("1.365\u00a0lei"). */
function sums(host: HTMLElement): Element[] {
  return [...host.querySelectorAll('*')].filter(
    (el) =>
      /\d\s?lei/.test(el.textContent ?? '') && ![...el.children].some((c) => /\d\s?lei/.test(c.textContent ?? '')),
  )
}
/** Watched as a sum: it or an ancestor matches KEEP_CLEAR. */
const keptClear = (el: Element) => el.closest(KEEP_CLEAR) !== null

describe('what KeepClear watches in the cabinet', () => {
  it("the orders and acts lists: every row's total", () => {
    const orders = render(
      <OrdersPage
        origin=""
        search={{}}
        companies={[]}
        loyaltyPoints={null}
        result={{
          ok: true,
          data: {
            data: [1, 2].map((id) => ({
              id: String(id),
              number: `A-${id}`,
              status: 'new' as never,
              payment_status: null,
              total: 1365 * id,
              items_count: 1,
              company_id: null,
              created_at: '2026-11-01T10:00:00Z',
            })),
            totalCount: 2,
            pages: 1,
          },
        }}
      />,
    )
    const acts = actsPage([
      { id: '1', number: 'F-1', date: '2026-11-01', total: 1365, file: null, status: 'paid', company_id: null },
    ])
    expect(sums(orders)).toHaveLength(2)
    expect(sums(acts)).toHaveLength(1)
    for (const el of [...sums(orders), ...sums(acts)]) expect(keptClear(el)).toBe(true)
  })

  it('an order without a total (the back end gave none; session 67) is listed, with no sum and no "0 lei"', () => {
    const orders = render(
      <OrdersPage
        origin=""
        search={{}}
        companies={[]}
        loyaltyPoints={null}
        result={{
          ok: true,
          data: {
            data: [
              {
                id: '77',
                number: '77',
                status: null,
                payment_status: null,
                total: null,
                items_count: null,
                company_id: null,
                created_at: '2026-11-01T10:00:00Z',
              },
            ],
            totalCount: 1,
            pages: 1,
          },
        }}
      />,
    )
    expect(orders.textContent).toContain('77')
    expect(sums(orders)).toEqual([])
    expect(orders.querySelector('.cabinet-list__total')).toBeNull()
  })

  it("an order's page: each line's price, the delivery, the discount and the total", () => {
    const host = render(
      <OrderPage
        origin=""
        order={
          {
            id: 7,
            number: 'A-7',
            status: 'new',
            created_at: '2026-11-01T10:00:00Z',
            name: 'Ion',
            email: 'ion@example.com',
            items: [{ product_id: 1, count: 2, price: 50, product: null }],
            delivery_price: 50,
            discount: 22.5,
            total: 127.5,
            payment_system: null,
          } as never
        }
      />,
    )
    const found = sums(host)
    expect(found.map((el) => el.textContent)).toEqual([
      '2 × 50\u00a0lei',
      '50\u00a0lei',
      '−22,50\u00a0lei',
      '127,50\u00a0lei',
    ])
    for (const el of found) expect(keptClear(el)).toBe(true)
  })
})

// Beside KeepClear's checks, as they render the same pages: the acts list's note on its cap.
describe('the acts list at the back end cap (ACCOUNTS.actsMax, spec 3 and 9: one page)', () => {
  const acts = (n: number) =>
    actsPage(
      Array.from({ length: n }, (_, i) => ({
        id: String(i + 1),
        number: `F-${i + 1}`,
        date: '2026-11-01',
        total: 10,
        file: null,
        status: null,
        company_id: null,
      })),
    )
  it.each([
    [ACCOUNTS.actsMax - 1, null],
    [
      ACCOUNTS.actsMax,
      `Sunt afișate doar cele mai noi ${ACCOUNTS.actsMax} acte. Alegeți datele pentru a le vedea pe cele mai vechi.`,
    ],
  ])('%i acts: the note %s', (n, note) => {
    expect(acts(n).querySelector('[data-testid="acts-capped"]')?.textContent ?? null).toBe(note)
  })
})
