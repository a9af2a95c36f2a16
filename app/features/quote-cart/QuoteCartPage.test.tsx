// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { Locale } from '#config'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'

/**
 * The quote list page as the review met it on the business theme: a guest of a site with hidden
 * prices saw "0 lei" per line and "0,00 lei" as the subtotal (the prices reach the page as 0), every
 * target-price field and every − / + was named alike on every line, and target prices showed with
 * a dot (12.5) in ro and ru.
 */
const view = vi.hoisted(() => ({ lang: 'ro' as Locale, hidden: false }))
// The feature's entry brings its server functions' modules along: their Worker imports stand in here.
vi.mock('cloudflare:workers', () => ({ env: {} }))
vi.mock('#platform/request.server.ts', () => ({}))
vi.mock('#app/features/cart/cart.server.ts', () => ({}))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => view.lang,
  usePricesHidden: () => view.hidden,
  useShell: () => ({ settings: { project_currency: 'MDL', hide_price_for_guests: view.hidden } }),
}))
vi.mock('@tanstack/react-query', () => ({ useQuery: () => ({ data: undefined }) }))
vi.mock('../catalogue', () => ({
  ProductGrid: () => null,
  productHref: (lang: string, p: { url: string }) => `/${lang}/${p.url}`,
  toCard: (p: unknown) => p,
}))
vi.mock('../catalogue/products.functions', () => ({ getProductsByIds: vi.fn(), perIdChunk: vi.fn() }))
vi.mock('./quote-cart.functions', () => ({ getQuoteAssociated: vi.fn() }))
vi.mock('./SendQuote', () => ({ SendQuote: () => null }))
const { QuoteCartPage } = await import('./QuoteCartPage')
const { quoteErrors, quoteState, startQuoteCart } = await import('./store')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const catalogues = { ro: compactMessages(ro), ru: compactMessages(ru) } as const
const cable = { productId: 812, title: 'Cablu NYM 3x2,5', url: 'cablu', img: '', price: 9.99, multiplicity: 1 }
const box = { productId: 1534, title: 'Doză 80 mm', url: 'doza', img: '', price: 4, multiplicity: 10 }

let unmount = () => {}
async function render(lang: 'ro' | 'ru') {
  view.lang = lang
  await loadAsideMessages(lang)
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <LocaleProvider locale={lang} messages={catalogues[lang]}>
        <QuoteCartPage />
      </LocaleProvider>,
    ),
  )
  unmount = () => {
    act(() => root.unmount())
    host.remove()
  }
  return host
}
const lines = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-testid="quote-line"]')]
/** The accessible name of a button (aria-label) or of a field (its label's text). */
const nameOf = (el: Element) =>
  el.getAttribute('aria-label') ?? (el.closest('label') ?? document.querySelector(`label[for="${el.id}"]`))?.textContent

beforeEach(() => {
  window.localStorage.clear()
  view.hidden = false
  startQuoteCart()
  quoteState.items = [
    { product: cable, count: 2, target_price: 12.5 },
    { product: box, count: 10, target_price: 9.99 },
  ]
  quoteState.orderId = null
  quoteState.loaded = true
  quoteErrors.lines = {}
})
afterEach(() => unmount())

describe('prices hidden for guests (hide_price_for_guests)', () => {
  it('a guest sees the product card\'s "sign in to see prices" for each line and the subtotal, not 0 lei', async () => {
    view.hidden = true
    quoteState.items = quoteState.items.map((i) => ({ ...i, product: { ...i.product, price: 0 } }))
    const host = await render('ru')
    expect(lines(host)).toHaveLength(2)
    for (const line of lines(host))
      expect(line.querySelector('.quote-line__price')?.textContent).toBe('Войдите, чтобы увидеть цены')
    expect(host.querySelector('[data-testid="quote-subtotal"]')?.textContent).toBe('Войдите, чтобы увидеть цены')
    expect(host.textContent).not.toMatch(/0\slei/)
    expect(host.textContent).not.toContain('0,00')
  })

  it("a sent quote's subtotal stays 0,00 (spec 4: the quote's state, no price)", async () => {
    view.hidden = true
    quoteState.orderId = '41'
    const host = await render('ru')
    expect(host.querySelector('[data-testid="quote-subtotal"]')?.textContent).toMatch(/^0,00\slei$/)
    expect(lines(host)[0]?.querySelector('.quote-line__price')?.textContent).toBe('Войдите, чтобы увидеть цены')
  })

  it('a viewer who may see prices sees them and the subtotal', async () => {
    const host = await render('ro')
    expect(lines(host).map((l) => l.querySelector('.quote-line__price')?.textContent)).toEqual([
      '9,99\u00a0lei',
      '4\u00a0lei',
    ])
    expect(host.querySelector('[data-testid="quote-subtotal"]')?.textContent).toBe('59,98\u00a0lei')
  })
  it('a product whose price is on request (its card said so) says it on its line, not 0 lei, and adds nothing to the subtotal', async () => {
    quoteState.items = [
      { product: { ...cable, price: 0, price_on_request: true }, count: 2, target_price: null },
      { product: box, count: 10, target_price: null },
    ]
    const host = await render('ro')
    expect(lines(host).map((l) => l.querySelector('.quote-line__price')?.textContent)).toEqual([
      'Preț la cerere',
      '4\u00a0lei',
    ])
    expect(host.querySelector('[data-testid="quote-subtotal"]')?.textContent).toBe('40,00\u00a0lei')
  })
})

describe("each line's fields and buttons name its product", () => {
  it('the target price field and the − / + buttons carry the title, as the count field does', async () => {
    const host = await render('ro')
    const [first, second] = lines(host)
    for (const [line, title] of [
      [first, cable.title],
      [second, box.title],
    ] as const) {
      const [minus, plus] = [...(line?.querySelectorAll('.quantity__step') ?? [])]
      expect(nameOf(line?.querySelector('.quantity__input') as Element)).toBe(`Cantitatea pentru ${title}`)
      expect(nameOf(minus as Element)).toBe(`Micșorează cantitatea: ${title}`)
      expect(nameOf(plus as Element)).toBe(`Mărește cantitatea: ${title}`)
      // aria-label, one string: Chromium read a label with a hidden span as "Preț dorit : <product>".
      expect(line?.querySelector('[data-testid="quote-target"]')?.getAttribute('aria-label')).toBe(
        `Preț dorit: ${title}`,
      )
    }
  })

  it('in ru too, and the steppers still change the count', async () => {
    const host = await render('ru')
    const plus = lines(host)[1]?.querySelectorAll<HTMLButtonElement>('.quantity__step')[1]
    expect(plus?.getAttribute('aria-label')).toBe(`Увеличить количество: ${box.title}`)
    await act(async () => plus?.click())
    expect(quoteState.items[1]?.count).toBe(20)
  })
})

describe('target prices as the language writes decimals', () => {
  it.each(['ro', 'ru'] as const)('%s: 12,5 and 9,99, and a typed 7,25 is kept as 7.25', async (lang) => {
    const host = await render(lang)
    const fields = () => [...host.querySelectorAll<HTMLInputElement>('[data-testid="quote-target"]')]
    expect(fields().map((f) => f.value)).toEqual(['12,5', '9,99'])
    const field = fields()[0] as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '7,25')
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(quoteState.items[0]?.target_price).toBe(7.25)
    expect(fields()[0]?.value).toBe('7,25')
  })

  it('a price of a thousand and more is written without grouping, so the field reads it back', async () => {
    quoteState.items = [{ product: cable, count: 2, target_price: 1234.5 }]
    const host = await render('ro')
    expect(host.querySelector<HTMLInputElement>('[data-testid="quote-target"]')?.value).toBe('1234,5')
  })
})

describe('focus after a line or the list goes (keyboard: it fell to <body>)', () => {
  it("removing a line focuses the remove button now at its place; the last line's, the heading", async () => {
    const host = await render('ro')
    const removes = () => [...host.querySelectorAll<HTMLButtonElement>('.quote-line__remove')]
    await act(async () => removes()[0]!.click())
    expect(lines(host)).toHaveLength(1)
    expect(document.activeElement).toBe(removes()[0])
    await act(async () => removes()[0]!.click())
    expect(document.activeElement).toBe(host.querySelector('h1'))
    unmount()
  })

  it('clearing the list focuses the heading', async () => {
    const host = await render('ru')
    const clear = [...host.querySelectorAll('button')].find((b) => /Очистить/.test(b.textContent ?? ''))!
    await act(async () => clear.click())
    expect(host.querySelector('[data-testid="quote-empty"]')).not.toBeNull()
    expect(document.activeElement).toBe(host.querySelector('h1'))
    unmount()
  })
})

/** Types `text` into a field as a shopper does (React hears the input event), then leaves it. */
async function type(field: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

describe('counts the back end takes: whole multiples of the multiplicity (r43: 2,5 stayed, the send failed)', () => {
  const count = (host: HTMLElement, n: number) => lines(host)[n]?.querySelector<HTMLInputElement>('.quantity__input')
  it('a typed 2,5 of a product sold by 1 is 3, stored and shown; 13 of one sold by 10 is 20', async () => {
    const host = await render('ru')
    await type(count(host, 0)!, '2,5')
    expect(quoteState.items[0]?.count).toBe(3)
    expect(count(host, 0)?.value).toBe('3')
    expect(host.querySelector('[data-testid="quote-subtotal"]')?.textContent).toMatch(/^69,97\slei$/)
    await type(count(host, 1)!, '13')
    expect(quoteState.items[1]?.count).toBe(20)
    expect(count(host, 1)?.value).toBe('20')
  })
  it('typed on a line that already holds the rounded count, the field shows that count, not what was typed', async () => {
    quoteState.items = [{ product: cable, count: 3, target_price: null }]
    const host = await render('ro')
    await type(count(host, 0)!, '2,5')
    expect(quoteState.items[0]?.count).toBe(3)
    expect(count(host, 0)?.value).toBe('3')
  })
})

describe("the back end's refusal of a line shows under that line (r43: 'должно быть кратно 1' named none)", () => {
  it("each line's field errors under it, named by field; a change of the line takes them away", async () => {
    quoteErrors.lines = {
      [box.productId]: [
        { field: 'count', messages: ['должно быть кратно 10'] },
        { field: 'target_price', messages: ['не больше 2 знаков после запятой'] },
      ],
    }
    const host = await render('ru')
    expect(lines(host)[0]?.querySelector('[data-testid="quote-line-errors"]')).toBeNull()
    expect(
      [...(lines(host)[1]?.querySelectorAll('[data-testid="quote-line-errors"] li') ?? [])].map((li) => li.textContent),
    ).toEqual(['Количество: должно быть кратно 10', 'Желаемая цена: не больше 2 знаков после запятой'])
    const plus = lines(host)[1]?.querySelectorAll<HTMLButtonElement>('.quantity__step')[1]
    await act(async () => plus?.click())
    expect(lines(host)[1]?.querySelector('[data-testid="quote-line-errors"]')).toBeNull()
  })
})

describe('a sent quote (orderId set): read-only lines and "start a new request" (r43: edits went nowhere)', () => {
  it('no count, target or remove controls; the counts and targets as text; the clear button starts anew', async () => {
    quoteState.orderId = '41'
    const host = await render('ru')
    expect(host.querySelector('.quantity__input')).toBeNull()
    expect(host.querySelector('[data-testid="quote-target"]')).toBeNull()
    expect(host.querySelector('.quote-line__remove')).toBeNull()
    expect(lines(host).map((l) => l.querySelector('[data-testid="quote-sent-line"]')?.textContent)).toEqual([
      'Количество: 2Желаемая цена: 12,50\u00a0lei',
      'Количество: 10Желаемая цена: 9,99\u00a0lei',
    ])
    const buttons = [...host.querySelectorAll('button')].map((b) => b.textContent)
    expect(buttons).not.toContain('Очистить список')
    const again = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Начать новый запрос')!
    await act(async () => again.click())
    expect(quoteState.orderId).toBeNull()
    expect(host.querySelector('[data-testid="quote-empty"]')).not.toBeNull()
  })
})

describe('a target price that is not one is refused at its field (r43: -5 became 5, 999999999999 100 000 000)', () => {
  it.each([
    ['ro', '-5', 'Introduceți un preț mai mare de 0 și de cel mult 100.000.000, cu cel mult 2 zecimale.'],
    ['ru', '999999999999', 'Введите цену больше 0 и не больше 100\u00a0000\u00a0000, не более 2 знаков после запятой.'],
    ['ru', '0', 'Введите цену больше 0 и не больше 100\u00a0000\u00a0000, не более 2 знаков после запятой.'],
  ] as const)("%s: %s keeps the line's target and says why", async (lang, typed, message) => {
    const host = await render(lang)
    const field = () =>
      lines(host)[0]?.querySelector<HTMLInputElement>('[data-testid="quote-target"]') as HTMLInputElement
    await type(field(), typed)
    expect(quoteState.items[0]?.target_price).toBe(12.5)
    expect(field().value).toBe(typed)
    expect(field().getAttribute('aria-invalid')).toBe('true')
    const error = host.querySelector(`#${field().getAttribute('aria-describedby')}`)
    expect(error?.textContent).toBe(message)
    // a price then is taken, and the error goes
    await type(field(), '8,4')
    expect(quoteState.items[0]?.target_price).toBe(8.4)
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })
})
