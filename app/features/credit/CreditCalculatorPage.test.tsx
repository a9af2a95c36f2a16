// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderForm } from '#app/ui/form/render-test.tsx'
import type { Locale } from '#config'

/**
 * The calculator's amount field: read as the page's language writes numbers (10 000, 10.000 in ro,
 * 10,000 in en); an amount that is no number shows its error at the field (linked to it), hides the
 * last monthly payment and keeps the application from being sent; the back end's amount error is
 * linked to the field too.
 */
const calls = vi.hoisted(() => ({
  price: vi.fn(),
  submit: vi.fn(),
  lang: 'ru' as Locale,
  maxAmount: 50000 as number | null,
  minAmount: 500,
  contact: vi.fn(),
}))
vi.mock('./credit.functions', () => ({
  MAX_CREDIT_AMOUNT: 1e8,
  creditCalculatorQuery: (lang: Locale) => ({
    queryKey: ['credit-calculator', lang],
    queryFn: async () => ({
      config: {
        companies: [
          {
            credit_company: 1,
            title: 'Credit Co',
            provider: 'bank',
            rate: 19,
            months: [6, 12, 24],
            min_amount: calls.minAmount,
            max_amount: calls.maxAmount,
          },
        ],
        default_amount: 5000,
        default_months: 12,
        step: 100,
      },
      filials: [],
    }),
  }),
  getCreditPrice: calls.price,
  submitCreditFn: calls.submit,
}))
// A signed-in shopper's contact, as the checkout reads it (useApplicantPrefill).
// The checkout's index (the applicant's prefill, contact-fill) also exports its order page, which puts a
// failed payment's lines back with the cart's store: nothing of the cart is used here, and its index reaches server code.
vi.mock('#app/features/cart/index.ts', () => ({}))
vi.mock('../checkout/checkout.functions', () => ({ checkoutContactFn: calls.contact }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => calls.lang,
  useShell: () => ({ settings: { project_currency: 'MDL', is_romanian: false } }),
}))
vi.mock('#app/i18n/lazy-messages.ts', async (real) => ({
  ...(await real<object>()),
  loadLazyMessages: () => Promise.resolve({}),
}))

const { CreditCalculatorPage, creditAmountBound, creditAmountOf, creditAmountText } = await import(
  './CreditCalculatorPage'
)
const { filialLabel } = await import('./CreditApplicantFields')
const { authState } = await import('#app/lib/session-state.ts')
const { modalState } = await import('#app/modals/store.ts')

let view: Awaited<ReturnType<typeof renderForm>>
const amount = () => view.input('amount')
/** The monthly payment shown (a no-break space as a plain one), or null when none is. */
const monthly = () =>
  view.host.querySelector('[data-testid="credit-calc-monthly"]')?.textContent?.replace(/\s/g, ' ') ?? null
const priced = () => calls.price.mock.calls.map(([arg]) => (arg as { data: { amount: number } }).data.amount)
/** Past the price's debounce (300 ms) and its answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)))
/** Waits (up to 2 s) until `done` holds: the price's answer renders a moment after it is asked for. */
async function until(done: () => boolean) {
  for (let i = 0; i < 40 && !done(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
}
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

async function open(lang: Locale) {
  calls.lang = lang
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = await renderForm(
    <QueryClientProvider client={client}>
      <CreditCalculatorPage />
    </QueryClientProvider>,
  )
  await settle()
}

beforeEach(() => {
  calls.price.mockReset()
  calls.price.mockImplementation(async ({ data }: { data: { amount: number } }) =>
    data.amount < 500
      ? { ok: false, fields: { amount: 'Не меньше 500' }, messages: [] }
      : {
          ok: true,
          price: {
            credit_company: 1,
            months: 12,
            amount: data.amount,
            monthly_payment: data.amount / 10,
            total: data.amount * 1.2,
            overpayment: data.amount * 0.2,
          },
        },
  )
  calls.maxAmount = 50000
  calls.minAmount = 500
  calls.contact.mockReset()
  calls.submit.mockReset()
  calls.submit.mockResolvedValue({ ok: true, fields: {}, messages: [], number: 'CR-000001', monthly: 1, months: 12 })
})
afterEach(() => view?.unmount())

describe('creditAmountOf: the amount typed, in the page language', () => {
  it.each<[string, Locale, number | null]>([
    ['20000', 'ru', 20000],
    ['10 000', 'ru', 10000],
    ['10 000', 'ro', 10000],
    ['10.000', 'ro', 10000],
    ['10,000', 'en', 10000],
    ['1000,50', 'ru', 1000.5],
    ['1000.50', 'ro', 1000.5],
    ['5000abc', 'ru', null],
    ['0', 'ru', null],
    ['-500', 'ro', null],
    ['100000001', 'en', null],
    ['', 'en', null],
  ])('%j (%s) -> %s', (text, lang, n) => expect(creditAmountOf(text, lang)).toBe(n))
})

describe('creditAmountText: at most two decimals kept (spec 5), thousands marks left alone', () => {
  it.each<[string, Locale, string]>([
    ['1000,555', 'ro', '1000,55'],
    ['1000,5', 'ro', '1000,5'],
    ['1000.559', 'en', '1000.55'],
    ['1000,550', 'ru', '1000,55'],
    ['10.000', 'ro', '10.000'],
    ['10,000', 'en', '10,000'],
    ['10.000', 'ru', '10.00'],
    ['10.000,5678', 'ro', '10.000,56'],
    ['1.000.000', 'ro', '1.000.000'],
    ['10 000', 'ru', '10 000'],
    ['5000abc', 'ru', '5000abc'],
    ['', 'ro', ''],
  ])('%j (%s) keeps %j', (text, lang, kept) => expect(creditAmountText(text, lang)).toBe(kept))
})

describe('the credit calculator: the amount field', () => {
  it('a third decimal is not taken (review r66: "1000,555" was priced as 1000.555)', async () => {
    await open('ro')
    await view.type('amount', '1000,555')
    await settle()
    expect(amount().value).toBe('1000,55')
    expect(priced().at(-1)).toBe(1000.55)
  })

  it('emptied, the field stays empty: retyped, it reads what was typed (shopper audit: the default came back, 500012500)', async () => {
    await open('en')
    expect(amount().value).toBe('5000')
    await view.type('amount', '')
    expect(amount().value).toBe('')
    await view.type('amount', '12500')
    await settle()
    expect(amount().value).toBe('12500')
    expect(priced().at(-1)).toBe(12500)
  })

  it.each<[Locale, string, number]>([
    ['ru', '10 000', 10000],
    ['ro', '10.000', 10000],
    ['ro', '10 000', 10000],
    ['en', '10,000', 10000],
  ])('%s: %j is priced as %s (not kept at the last result, not read as 1)', async (lang, typed, n) => {
    await open(lang)
    await view.type('amount', '20000')
    await settle()
    expect(priced().at(-1)).toBe(20000)
    await view.type('amount', typed)
    await settle()
    expect(priced().at(-1)).toBe(n)
    await until(() => monthly() !== '2 000 lei' && monthly() !== '2.000 lei' && monthly() !== '2,000 lei')
    expect(monthly()).toMatch(/^1[\s.,]000 lei$/)
    expect(amount().getAttribute('aria-invalid')).toBeNull()
  })

  it('no number: the error at the field, described by it; no price asked for or shown; the application not sent', async () => {
    await open('ru')
    await view.type('amount', '20000')
    await settle()
    await until(() => monthly() === '2 000 lei')
    expect(monthly()).toBe('2 000 lei')
    const asked = calls.price.mock.calls.length
    await view.type('amount', '5000abc')
    await settle()
    expect(calls.price.mock.calls.length).toBe(asked)
    expect(monthly()).toBeNull()
    // nothing priced, no error of the back end: the result's frame is not drawn empty (shopper audit a4)
    const result = () => view.host.querySelector('[data-testid="credit-calc-result"]')!
    expect(result().classList.contains('credit-calc__result--empty')).toBe(true)
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    const error = view.host.querySelector('[data-testid="credit-calc-amount-error"]')
    // Its own words, not the label again.
    expect(error?.textContent).toMatch(/^Enter the amount as a number, from .*500/)
    expect(describedBy(amount())).toBe(error?.textContent)

    await view.type('name', 'Maria')
    await view.type('phone', '+37369777888')
    await act(async () => view.host.querySelector<HTMLFormElement>('form')?.requestSubmit())
    expect(calls.submit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(amount())

    // Mended: priced again, the error gone, and the application carries the amount.
    await view.type('amount', '6 000')
    await settle()
    expect(priced().at(-1)).toBe(6000)
    await until(() => monthly() === '600 lei')
    expect(monthly()).toBe('600 lei')
    expect(result().classList.contains('credit-calc__result--empty')).toBe(false)
    expect(view.host.querySelector('[data-testid="credit-calc-amount-error"]')).toBeNull()
    expect(amount().getAttribute('aria-describedby')).toBeNull()
    await act(async () => view.host.querySelector<HTMLFormElement>('form')?.requestSubmit())
    expect(calls.submit).toHaveBeenCalledTimes(1)
    expect(calls.submit.mock.calls[0]?.[0].data.body.amount).toBe(6000)
  })

  // Session 67's audit: the back end's "At least 500" / "At most 50000" (no currency, no grouping)
  // under the label's "500 lei to 50,000 lei". The page checks the company's bounds itself.
  it.each<[Locale, string, RegExp]>([
    ['en', '100', /^The amount must be at least 500 lei$/],
    ['en', '60,000', /^The amount must be at most 50,000 lei$/],
    ['ru', '60 000', /^The amount must be at most 50 000 lei$/],
  ])(
    "%s: %j past the company's bounds: its own message, as money; no price asked for, nothing sent",
    async (lang, typed, message) => {
      // An earlier test's success modal would hold the focus.
      modalState.open = null
      await open(lang)
      const asked = calls.price.mock.calls.length
      await view.type('amount', typed)
      await settle()
      expect(calls.price.mock.calls.length).toBe(asked)
      expect(monthly()).toBeNull()
      const error = view.host.querySelector('[data-testid="credit-calc-amount-error"]')?.textContent ?? ''
      expect(error.replace(/\s/g, ' ')).toMatch(message)
      expect(amount().getAttribute('aria-invalid')).toBe('true')
      expect(describedBy(amount())).toBe(error)
      await view.type('name', 'Maria')
      await view.type('phone', '+37369777888')
      await act(async () => view.host.querySelector<HTMLFormElement>('form')?.requestSubmit())
      expect(calls.submit).not.toHaveBeenCalled()
      expect(document.activeElement).toBe(amount())
    },
  )

  it('the bounds themselves are within them', () => {
    const company = { min_amount: 500, max_amount: 50000 }
    expect([499.99, 500, 50000, 50000.01].map((a) => creditAmountBound(a, company))).toEqual(['min', null, null, 'max'])
    expect(creditAmountBound(1e7, { min_amount: 500, max_amount: null })).toBeNull()
  })

  // The back end still checks (its bounds may have changed since the page read them): its word is the fallback.
  it("the back end's amount error is the field's: aria-invalid and aria-describedby", async () => {
    calls.minAmount = 50
    await open('ru')
    await view.type('amount', '100')
    await settle()
    await until(() => view.host.querySelector('[data-testid="credit-calc-errors"]') !== null)
    expect(view.host.querySelector('[data-testid="credit-calc-errors"]')?.textContent).toBe('Не меньше 500')
    expect(amount().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(amount())).toBe('Не меньше 500')
  })
})

// The spec shows no answer for a credit application: one taken without a number (`{}`, `{id}` read
// as its number by the contract) is still taken - the success modal opens and the form starts again.
describe('an application the back end takes without a number', () => {
  it('opens the success modal', async () => {
    const { creditState } = await import('./state')
    const { modalState } = await import('#app/modals/store.ts')
    calls.submit.mockResolvedValue({ ok: true, fields: {}, messages: [], number: null, monthly: null, months: null })
    creditState.result = null
    await open('ro')
    await view.type('amount', '6000')
    await settle()
    await until(() => monthly() !== null)
    await view.type('name', 'Maria')
    await view.type('phone', '+37369777888')
    await act(async () => view.host.querySelector<HTMLFormElement>('form')?.requestSubmit())
    await until(() => creditState.result !== null)
    expect(calls.submit).toHaveBeenCalledTimes(1)
    expect(creditState.result).toEqual({ number: null, monthly: null, months: 12 })
    expect(modalState.open).toBe('creditCalculatorSuccess')
  })
})

/** Session 61's operator audit: a company with `max_amount: null` (no most) left the calculator unavailable. */
describe('the credit calculator: a company that names no most amount', () => {
  it.each<[number | null, RegExp, RegExp]>([
    [50000, /^Amount \(.*500.* to .*50[\s.,]000.*\)$/, /^Enter the amount as a number, from .*500.* to .*50[\s.,]000/],
    [null, /^Amount \(from .*500[^)]*\)$/, /^Enter the amount as a number, from .*500.*$/],
  ])('max_amount %s: the label and the error say the range it has', async (max, label, error) => {
    calls.maxAmount = max
    await open('en')
    expect(view.host.querySelector(`label[for="${amount().id}"]`)?.textContent).toMatch(label)
    await view.type('amount', '5000abc')
    await settle()
    const shown = view.host.querySelector('[data-testid="credit-calc-amount-error"]')?.textContent ?? ''
    expect(shown).toMatch(error)
    expect(shown.includes(' to ')).toBe(max !== null)
  })
})

// Session 67's audit: the checkout is filled with a signed-in shopper's name and phone, the credit
// application was not. The same fill (CreditApplicantFields, the credit modal's and the calculator's).
describe("the applicant's name and phone: a signed-in shopper's, in the fields still empty", () => {
  const contact = { name: 'Ion Popescu', phone: '+37369123456', email: 'ion@example.com', companies: [] }
  afterEach(() => {
    authState.signedIn = null
  })

  it('fills them for a signed-in shopper and sends them', async () => {
    authState.signedIn = true
    calls.contact.mockResolvedValue(contact)
    await open('ro')
    await until(() => view.input('name').value !== '')
    expect(view.input('name').value).toBe('Ion Popescu')
    expect(view.input('phone').value.replace(/\D/g, '')).toBe('37369123456')
    await until(() => monthly() !== null)
    await act(async () => view.host.querySelector<HTMLFormElement>('form')?.requestSubmit())
    await until(() => calls.submit.mock.calls.length > 0)
    const body = calls.submit.mock.calls[0]?.[0].data.body
    expect([body.name, body.phone.replace(/\D/g, '')]).toEqual(['Ion Popescu', '37369123456'])
  })

  it('keeps what the shopper typed before the contact came', async () => {
    authState.signedIn = true
    let answer = (_: unknown) => {}
    calls.contact.mockReturnValue(new Promise((r) => (answer = r)))
    await open('ro')
    await view.type('name', 'Maria')
    await act(async () => answer(contact))
    await settle()
    expect(view.input('name').value).toBe('Maria')
    expect(view.input('phone').value.replace(/\D/g, '')).toBe('37369123456')
  })

  it('asks nothing for a guest', async () => {
    authState.signedIn = false
    await open('ro')
    expect(calls.contact).not.toHaveBeenCalled()
    expect(view.input('name').value).toBe('')
  })
})

describe('a branch as the select names it (a back end may send no city or address)', () => {
  it.each([
    [{ id: 1, city: 'Chișinău', title: 'Centru', address: 'Str. 1' }, 'Chișinău, Centru - Str. 1'],
    [{ id: 2, city: '', title: 'Botanica', address: '' }, 'Botanica'],
    [{ id: 3, city: 'Bălți', title: 'Nord', address: '' }, 'Bălți, Nord'],
  ])('%j -> %s', (branch, text) => expect(filialLabel(branch)).toBe(text))
})
