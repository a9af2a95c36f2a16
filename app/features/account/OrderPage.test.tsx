// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { ResponseOf } from '#contract/endpoints.ts'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'

/**
 * A sent quote request in the cabinet (decision 0067: an order with payment `not_required` and the
 * delivery method `quote`). Review r65 on the business theme: its page read "Plata: Plata la
 * livrare" with a "Verificați plata" button, an empty "Destinatar", "Adresa: MD" and no company.
 */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({ settings: { project_currency: 'MDL', is_romanian: false } }),
}))
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, className }: { children: ReactNode; to: string; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useRouterState: ({ select }: { select: (s: unknown) => unknown }) =>
    select({ location: { search: {}, searchStr: '' } }),
  useNavigate: () => vi.fn(),
}))
vi.mock('./CabinetFrame', () => ({
  CabinetFrame: ({ children, title }: { children: ReactNode; title?: string }) => (
    <div>
      <h1>{title}</h1>
      {children}
    </div>
  ),
  Notice: ({ children }: { children: ReactNode }) => <p>{children}</p>,
}))
vi.mock('./cabinet.functions', () => ({ paymentStatusFn: vi.fn() }))
vi.mock('#app/features/catalogue/index.ts', () => ({ productHref: () => '/ro/p' }))

const { OrderPage } = await import('./OrderPage')
const { paymentStatusFn } = await import('./cabinet.functions')
const { OrdersPage } = await import('./OrdersPage')
type Order = ResponseOf<'order'>

function render(node: ReactNode, messages: Record<string, string> = ro): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = renderToString(
    <LocaleProvider locale="ro" messages={compactMessages(messages)}>
      {node}
    </LocaleProvider>,
  )
  return host
}
/** The facts list as "term: value" pairs. */
const facts = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="order-facts"] dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  )
const totals = (host: HTMLElement) =>
  [...host.querySelectorAll('.cabinet__totals dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  )

/** What the reference back end answers for each (admin-api/src/routes/orders.ts, the order detail). */
const base = {
  id: 41,
  status: 'new',
  discount: 0,
  items_count: 1,
  created_at: '2026-11-01T10:00:00Z',
  zip_code: null,
  ext: null,
  items: [{ product_id: 1, count: 3, price: 10.5, product: null }],
} as const
const quote = {
  ...base,
  number: 'Q-M1ABC2',
  payment_status: 'not_required',
  delivery_method: 'quote',
  delivery_price: 0,
  total: 31.5,
  company_id: '5',
  company_name: 'Alfa Trade SRL',
  name: '',
  address: { address: '', locality: { id: null, name: '' }, region: null },
  country_code: 'MD',
  email: null,
  phone: null,
  payment_system: null,
} as unknown as Order
const ordinary = {
  ...base,
  number: 'SO-100007',
  payment_status: 'pending',
  delivery_method: 'address',
  delivery_price: 50,
  total: 81.5,
  company_id: null,
  company_name: null,
  name: 'Ion Popescu',
  address: { address: 'Str. Florilor 1', locality: { id: 3, name: 'Chișinău' }, region: null },
  country_code: 'MD',
  email: 'ion@example.com',
  phone: '+37360000000',
  payment_system: { id: 2, title: 'Card online' },
} as unknown as Order

describe("a sent quote request's page (r65)", () => {
  it('reads as a quote request: its title and note, the company, no payment, check, recipient, address or delivery', () => {
    const host = render(<OrderPage origin="" order={quote} />)
    expect(host.querySelector('h1')?.textContent).toBe('Cererea de ofertă nr. Q-M1ABC2')
    expect(host.querySelector('[data-testid="order-quote"]')?.textContent).toContain('Cerere de ofertă')
    expect(facts(host).slice(1)).toEqual(['Starea: Nouă', 'Companie: Alfa Trade SRL'])
    expect(host.querySelector('[data-testid="check-payment"]')).toBeNull()
    expect(host.querySelector('[data-testid="order-payment"]')).toBeNull()
    expect(totals(host)).toEqual(['Total la aceste prețuri: 31,50\u00a0lei'])
    expect(host.textContent).not.toMatch(/livrare|Destinatar|Adresa/)
  })

  it('an ordinary order is unchanged: recipient, address, payment method and status, the check, delivery and total', () => {
    const host = render(<OrderPage origin="" order={ordinary} />)
    expect(host.querySelector('h1')?.textContent).toBe('Comanda nr. SO-100007')
    expect(host.querySelector('[data-testid="order-quote"]')).toBeNull()
    expect(facts(host).slice(1)).toEqual([
      'Starea: Nouă',
      'Destinatar: Ion Popescu',
      'Adresa: Str. Florilor 1, Chișinău, MD',
      'Adresa de e-mail: ion@example.com',
      // as the site's phone field writes it (shopper audit a4: shown as stored)
      'Telefon: +(373) 60 000-000',
      'Metoda de plată: Card online',
      'Plata: Se așteaptă plata',
    ])
    expect(host.querySelector('[data-testid="check-payment"]')?.textContent).toBe('Verificați plata')
    expect(totals(host)).toEqual(['Livrare: 50\u00a0lei', 'Total de plată: 81,50\u00a0lei'])
  })

  it("a status the shop has no words for (an operator's own) shows as the back end wrote it", () => {
    const host = render(<OrderPage origin="" order={{ ...ordinary, status: 'În curs de livrare' }} />)
    expect(facts(host)[1]).toBe('Starea: În curs de livrare')
  })

  it('an order the back end gave no status: no status row, not an empty one', () => {
    const host = render(<OrderPage origin="" order={{ ...ordinary, status: null }} />)
    expect(facts(host).some((f) => f.startsWith('Starea'))).toBe(false)
  })

  it('an ordinary order paid offline (payment not_required, bank transfer) does not read "pay on delivery", in any language', () => {
    const offline = { ...ordinary, payment_status: 'not_required', payment_system: { id: 3, title: 'Transfer bancar' } }
    const shown = [ro, ru, uk, en].map(
      (m) =>
        render(<OrderPage origin="" order={offline as Order} />, m).querySelector('[data-testid="order-payment"]')
          ?.textContent,
    )
    expect(shown).toEqual(['Fără plată online', 'Без онлайн-оплаты', 'Без онлайн-оплати', 'No online payment'])
    expect(
      render(<OrderPage origin="" order={offline as Order} />).querySelector('[data-testid="check-payment"]'),
    ).toBeNull()
  })

  it('an order paid offers no payment check; one whose payment the back end did not name does', () => {
    const paid = render(<OrderPage origin="" order={{ ...ordinary, payment_status: 'paid' } as Order} />)
    expect(paid.querySelector('[data-testid="order-payment"]')?.textContent).toBe('Achitată')
    expect(paid.querySelector('[data-testid="check-payment"]')).toBeNull()
    const unsaid = render(<OrderPage origin="" order={{ ...ordinary, payment_status: null } as Order} />)
    expect(unsaid.querySelector('[data-testid="order-payment"]')).toBeNull()
    expect(unsaid.querySelector('[data-testid="check-payment"]')).not.toBeNull()
  })

  it('an order the back end sent with the spec-less fields left out (tests/second-backend): no empty recipient row, a line without its price shows its count', () => {
    const sparse = {
      ...ordinary,
      payment_status: null,
      delivery_price: null,
      name: '',
      address: null,
      country_code: null,
      email: null,
      phone: null,
      payment_system: { id: 'cash', title: 'Numerar la livrare' },
      items: [{ product_id: 7026, count: 2, price: null, product: null }],
    } as unknown as Order
    const host = render(<OrderPage origin="" order={sparse} />)
    expect(facts(host).slice(1)).toEqual(['Starea: Nouă', 'Metoda de plată: Numerar la livrare'])
    expect(host.querySelector('[data-testid="order-lines"]')?.textContent).toBe('#7026Cantitate: 2 buc.')
    const none = render(<OrderPage origin="" order={{ ...sparse, items: [] } as Order} />)
    expect(none.querySelector('[data-testid="order-lines"]')).toBeNull()
  })

  it('the orders list names a quote request as one, and an order as an order', () => {
    const row = (id: number, number: string, delivery_method: string) => ({
      id: String(id),
      number,
      status: 'new' as const,
      payment_status: 'not_required',
      delivery_method,
      total: 31.5,
      items_count: 1,
      company_id: '5',
      created_at: '2026-11-01T10:00:00Z',
    })
    const host = render(
      <OrdersPage
        origin=""
        search={{}}
        companies={[]}
        loyaltyPoints={null}
        result={{
          ok: true,
          data: { data: [row(41, 'Q-M1ABC2', 'quote'), row(7, 'SO-100007', 'pickup')], totalCount: 2, pages: 1 },
        }}
      />,
    )
    expect([...host.querySelectorAll('.cabinet-list__title')].map((a) => a.textContent)).toEqual([
      'Cererea de ofertă nr. Q-M1ABC2',
      'Comanda nr. SO-100007',
    ])
  })
  it('with several companies each row of the orders list names its company (a quote sent for one); with one, none', () => {
    const row = (id: number, company_id: string | null) => ({
      id: String(id),
      number: `Q-${id}`,
      status: 'new' as const,
      payment_status: 'not_required',
      delivery_method: 'quote',
      total: 31.5,
      items_count: 1,
      company_id,
      created_at: '2026-11-01T10:00:00Z',
    })
    const result = {
      ok: true as const,
      data: { data: [row(41, 'c12'), row(40, '11'), row(39, null)], totalCount: 3, pages: 1 },
    }
    const names = (companies: { id: string; name: string }[]) =>
      [
        ...render(
          <OrdersPage origin="" search={{}} companies={companies} loyaltyPoints={null} result={result} />,
        ).querySelectorAll('[data-testid="order-row"]'),
      ].map((li) => li.querySelector('[data-testid="order-company"]')?.textContent ?? null)
    expect(
      names([
        { id: '11', name: 'Alfa Trade SRL' },
        { id: 'c12', name: 'Beta Grup SA' },
      ]),
    ).toEqual(['Beta Grup SA', 'Alfa Trade SRL', null])
    expect(names([{ id: '11', name: 'Alfa Trade SRL' }])).toEqual([null, null, null])
  })
})

// Shopper audit a4: "Verificați plata" pressed from the keyboard was disabled while it asked, and the focus fell to the page.
describe('the payment check keeps the focus', () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  async function mount() {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <LocaleProvider locale="ro" messages={compactMessages(ro)}>
          <OrderPage origin="" order={ordinary} />
        </LocaleProvider>,
      ),
    )
    const button = host.querySelector<HTMLButtonElement>('[data-testid="check-payment"]')!
    return {
      host,
      button,
      done: () => {
        act(() => root.unmount())
        host.remove()
      },
    }
  }

  it('rests while it asks (a second press asks nothing), never disabled; still pending, the focus stays on it', async () => {
    let answer: (value: unknown) => void = () => {}
    vi.mocked(paymentStatusFn).mockReset()
    vi.mocked(paymentStatusFn).mockImplementation(() => new Promise((r) => (answer = r)) as never)
    const view = await mount()
    view.button.focus()
    await act(async () => view.button.click())
    expect(view.button.disabled).toBe(false)
    expect(view.button.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(view.button)
    await act(async () => view.button.click())
    expect(paymentStatusFn).toHaveBeenCalledTimes(1)
    await act(async () => answer({ ok: true, data: { status: 'pending' } }))
    expect(view.button.getAttribute('aria-disabled')).toBe('false')
    expect(document.activeElement).toBe(view.button)
    view.done()
  })

  it('found paid: the button goes, and the focus is on the status it read', async () => {
    vi.mocked(paymentStatusFn).mockReset()
    vi.mocked(paymentStatusFn).mockResolvedValue({ ok: true, data: { status: 'paid' } } as never)
    const view = await mount()
    view.button.focus()
    await act(async () => view.button.click())
    expect(view.host.querySelector('[data-testid="check-payment"]')).toBeNull()
    const status = view.host.querySelector('[data-testid="order-payment"]')
    expect(status?.textContent).toBe('Achitată')
    expect(document.activeElement).toBe(status)
    view.done()
  })
})
