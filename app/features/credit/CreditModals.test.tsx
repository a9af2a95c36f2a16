// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'

/**
 * The credit modal prices what it sends (session 74's walk: a cart of 2 x 2,139 lei with WELCOME10
 * showed "Amount: 3,850.20 lei, 194.08 a month" for Iute Credit, and the success modal said 215.65 a
 * month - the iute order is of the lines, which the back end prices at 4,278). An iute order is
 * priced on the goods at their prices, and says the cart's promo code does not apply; a bank's
 * application names the amount the shopper pays, not the products the back end would price in full.
 */
const calls = vi.hoisted(() => ({ calculate: vi.fn(), submit: vi.fn(), held: null as Promise<void> | null }))
vi.mock('./credit.functions', () => ({
  creditCalculatorQuery: (lang: string) => ({
    queryKey: ['credit-calculator', lang],
    queryFn: async () => {
      await calls.held
      return {
        config: {
          companies: [
            { credit_company: 1, title: 'Iute', provider: 'iute', rate: 0.19, months: [6, 12, 24], min_amount: 500 },
            { credit_company: 2, title: 'Bank', provider: 'bank', rate: 0, months: [3, 6, 12], min_amount: 1000 },
          ],
          default_amount: 5000,
          default_months: 12,
          step: 100,
        },
        filials: [],
      }
    },
  }),
  calculateCreditFn: calls.calculate,
  submitCreditFn: calls.submit,
}))
// The checkout's index (the applicant's prefill, contact-fill) also exports its order page, which puts a
// failed payment's lines back with the cart's store: nothing of the cart is used here, and its index reaches server code.
vi.mock('#app/features/cart/index.ts', () => ({}))
vi.mock('../checkout/checkout.functions', () => ({ checkoutContactFn: vi.fn() }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'en',
  useShell: () => ({ settings: { project_currency: 'MDL', is_romanian: false } }),
}))
vi.mock('#app/i18n/lazy-messages.ts', async (real) => ({
  ...(await real<object>()),
  loadLazyMessages: () => Promise.resolve({}),
}))

const { default: CreditModals } = await import('./CreditModals')
const { openCreditModal } = await import('./state')
const { creditRequestSubject, offerAmount } = await import('./quote')

let view: Awaited<ReturnType<typeof renderForm>>
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))
const modal = () => document.querySelector<HTMLElement>('[data-testid="credit-modal"]')
const calculated = () => calls.calculate.mock.calls.map(([arg]) => (arg as { data: { amount: number } }).data.amount)

const iute = { credit_company: 1, title: 'Iute', months: [6, 12, 24], rate: 0.19, min_price: 500 }
const bank = { credit_company: 2, title: 'Bank', months: [3, 6, 12], rate: 0, min_price: 1000 }

async function open(offer: typeof iute, subject: Parameters<typeof openCreditModal>[1]) {
  openCreditModal(offer, subject)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = await renderForm(
    <QueryClientProvider client={client}>
      <CreditModals name="credit" />
    </QueryClientProvider>,
  )
  await settle()
}

async function apply() {
  const form = modal()!.querySelector('form')!
  const set = async (name: string, value: string) => {
    const el = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value)
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  await set('name', 'Maria')
  await set('phone', '+37369777888')
  await act(async () => form.requestSubmit())
  await settle()
}

beforeEach(() => {
  calls.calculate.mockReset()
  calls.calculate.mockImplementation(async ({ data }: { data: { amount: number; months: number } }) => ({
    amount: data.amount,
    months: data.months,
    monthly_payment: data.amount / 10,
    total: data.amount,
    overpayment: 0,
  }))
  calls.submit.mockReset()
  calls.submit.mockResolvedValue({ ok: true, fields: {}, messages: [], number: 'N-1', monthly: 1, months: 12 })
})
afterEach(() => view?.unmount())

describe('offerAmount, creditRequestSubject', () => {
  it.each([
    ['iute', { amount: 3850.2, goods: 4278 }, 4278],
    ['bank', { amount: 3850.2, goods: 4278 }, 3850.2],
    [undefined, { amount: 3850.2, goods: 4278 }, 3850.2],
    ['iute', { amount: 2139, goods: 2139 }, 2139],
  ] as const)('%s %j -> %s', (provider, subject, amount) => expect(offerAmount(provider, subject)).toBe(amount))

  it.each([
    ['single lines at their prices: the products', [1, 1], 2139, 2139, { product_ids: [7, 8] }],
    ['a discount taken off: the amount', [1, 1], 1925.1, 2139, { amount: 1925.1 }],
    ['a count above 1: the amount', [2, 1], 4278, 4278, { amount: 4278 }],
  ] as const)('%s', (_name, counts, amount, goods, expected) =>
    expect(
      creditRequestSubject(
        counts.map((count, i) => ({ product_id: 7 + i, count })),
        { amount, goods },
      ),
    ).toEqual(expected),
  )
})

describe('the credit modal prices what it sends', () => {
  it('an iute order of a discounted cart: priced and shown on the goods, with a note', async () => {
    await open(iute, { lines: [{ product_id: 1, count: 2 }], amount: 3850.2, goods: 4278 })
    expect(calculated()).toContain(4278)
    expect(calculated().at(-1)).toBe(4278)
    expect(modal()?.textContent?.replace(/\s/g, ' ')).toContain('Amount: 4,278 lei')
    expect(modal()?.querySelector('[data-testid="credit-modal-goods"]')).not.toBeNull()
    await apply()
    expect(calls.submit).toHaveBeenCalledTimes(1)
    expect(calls.submit.mock.calls[0]?.[0].data).toMatchObject({
      kind: 'iute',
      body: { products: [{ product_id: 1, count: 2 }] },
    })
  })

  it("a bank's application for a discounted single product: the amount paid, not the products", async () => {
    await open(bank, { lines: [{ product_id: 1, count: 1 }], amount: 1925.1, goods: 2139 })
    expect(calculated().at(-1)).toBe(1925.1)
    expect(modal()?.querySelector('[data-testid="credit-modal-goods"]')).toBeNull()
    await apply()
    const body = calls.submit.mock.calls[0]?.[0].data.body
    expect(body.amount).toBe(1925.1)
    expect(body.product_ids).toBeUndefined()
  })

  it('without a discount: the products, as before', async () => {
    await open(bank, { lines: [{ product_id: 1, count: 1 }], amount: 2139, goods: 2139 })
    await apply()
    expect(calls.submit.mock.calls[0]?.[0].data.body).toMatchObject({ product_ids: [1] })
  })
})

// Sent before GET /calculator/credit-calculator/ answered, the provider was unknown: an iute company's
// offer went as a bank's application (credit-request) instead of an iute order.
it('sent before the calculator answered: waits for it, an iute order still', async () => {
  let release = () => {}
  calls.held = new Promise<void>((r) => (release = r))
  await open(iute, { lines: [{ product_id: 1, count: 1 }], amount: 2139, goods: 2139 })
  const sending = apply()
  await settle()
  expect(calls.submit).not.toHaveBeenCalled()
  release()
  calls.held = null
  await sending
  await settle()
  expect(calls.submit.mock.calls[0]?.[0].data).toMatchObject({ kind: 'iute', body: { products: [{ product_id: 1 }] } })
})
