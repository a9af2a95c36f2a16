// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { loadLaterMessages } from '#app/i18n/lazy-messages.ts'
import { compactMessages } from '#app/i18n/precompile.ts'
import type { Locale } from '#config'
import en from '#locales/en.json'
import ro from '#locales/ro.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import type { CartLine } from './stored-cart'

/** additional_settings.is_units_measurement as the test sets it. */
const site = vi.hoisted(() => ({ units: true, negativeStock: false }))
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  useShell: () => ({
    settings: { allow_negative_stock: site.negativeStock, additional_settings: { is_units_measurement: site.units } },
  }),
}))
vi.mock('./store', () => ({ removeFromCart: vi.fn(), setCount: vi.fn(), setLoyalty: vi.fn() }))
const { CartLines } = await import('./CartLines')

const catalogues = { en, ro, ru, uk }
const money: Record<Locale, (n: number) => string> = {
  en: (n) => `${n.toFixed(2)} lei`,
  ro: (n) => `${n.toFixed(2).replace('.', ',')} lei`,
  ru: (n) => `${n.toFixed(2).replace('.', ',')} лей`,
  uk: (n) => `${n.toFixed(2).replace('.', ',')} лей`,
}
beforeAll(() => Promise.all((['en', 'ro', 'ru', 'uk'] as const).map((l) => loadLaterMessages(l))))

const line = (multiplicity: number, count: number) =>
  ({
    count,
    product: { productId: 7, slug: 'mere', title: 'Mere', price: 26.99, multiplicity, img: null },
  }) as unknown as CartLine

/** The line's unit price and, with units on, its count, as text. */
function shown(locale: Locale, multiplicity: number, count: number) {
  const html = renderToString(
    <LocaleProvider locale={locale} messages={compactMessages(catalogues[locale])}>
      <CartLines
        lines={[line(multiplicity, count)]}
        money={money[locale]}
        currency="MDL"
        pharmacyMode={false}
        confirmed={new Set()}
        onConfirmedChange={() => {}}
        meta={{}}
        loyalty={false}
      />
    </LocaleProvider>,
  )
  const texts = [...html.matchAll(/<span class="cart-line__unit"[^>]*>(.*?)<\/span>/g)].map((m) =>
    (m[1] ?? '').replace(/<!-- -->/g, ''),
  )
  return { price: texts[0], count: texts[1] }
}

describe('CartLines: additional_settings.is_units_measurement', () => {
  it('a line sold by weight says its price per kg once, not "per piece per kg"', () => {
    site.units = true
    expect(shown('ro', 0.5, 1.5)).toEqual({ price: '26,99 lei / kg', count: 'Cantitate: 1,5 kg' })
    expect(shown('uk', 0.5, 1.5)).toEqual({ price: '26,99 лей за кг', count: 'Кількість: 1,5 кг' })
    expect(shown('ru', 0.5, 1.5)).toEqual({ price: '26,99 лей за кг', count: 'Количество: 1,5 кг' })
    expect(shown('en', 0.5, 1.5)).toEqual({ price: '26.99 lei per kg', count: 'Quantity: 1.5 kg' })
  })

  it('a line sold by the piece says its price per piece once, and the count in the language plural', () => {
    site.units = true
    expect(shown('ro', 1, 1)).toEqual({ price: '26,99 lei / buc.', count: 'Cantitate: 1 buc.' })
    expect(shown('uk', 1, 2).price).toBe('26,99 лей за шт.')
    expect(shown('en', 1, 1)).toEqual({ price: '26.99 lei each', count: 'Quantity: 1 pc' })
    expect(shown('en', 1, 3).count).toBe('Quantity: 3 pcs')
    expect(shown('en', 1, 1234).count).toBe('Quantity: 1,234 pcs')
  })

  it('units off: the unit price as before, and no count line', () => {
    site.units = false
    expect(shown('ro', 0.5, 1.5)).toEqual({ price: '26,99 lei / buc.', count: undefined })
    expect(shown('en', 1, 1)).toEqual({ price: '26.99 lei each', count: undefined })
    expect(shown('ru', 1, 1).price).toBe('26,99 лей за шт.')
  })
})

// A keyboard review: removing a line took the focus with it, to the page.
describe('CartLines: removing a line keeps the focus on the list', () => {
  it("the focus goes to the next line's remove button, and from the last line to the page heading", async () => {
    site.units = false
    const main = document.createElement('main')
    main.id = 'main'
    main.innerHTML = '<h1>Cart</h1><div></div>'
    document.body.appendChild(main)
    const root = createRoot(main.querySelector('div')!)
    const item = (productId: number) =>
      ({
        count: 1,
        product: { productId, slug: `p${productId}`, title: `P${productId}`, price: 1, multiplicity: 1, img: null },
      }) as unknown as CartLine
    const render = (lines: CartLine[]) =>
      act(() =>
        root.render(
          <LocaleProvider locale="en" messages={compactMessages(en)}>
            <CartLines
              lines={lines}
              money={money.en}
              currency="MDL"
              pharmacyMode={false}
              confirmed={new Set()}
              onConfirmedChange={() => {}}
              meta={{}}
              loyalty={false}
            />
          </LocaleProvider>,
        ),
      )
    const frames = () => act(() => new Promise((r) => setTimeout(r, 100)))
    const removes = () => [...main.querySelectorAll<HTMLButtonElement>('.cart-line__remove')]
    await render([item(1), item(2)])
    removes()[0]!.focus()
    removes()[0]!.click()
    await render([item(2)])
    await frames()
    expect(document.activeElement).toBe(removes()[0])
    expect(removes()[0]!.getAttribute('aria-label')).toContain('P2')
    // A status region of the page says which product went (the new total alone did not).
    const said = () => main.querySelector('[role="status"][data-removal-said]')?.textContent
    expect(said()).toBe('P1 removed from the cart')
    removes()[0]!.click()
    await render([])
    await frames()
    expect(document.activeElement).toBe(main.querySelector('h1'))
    expect(said()).toBe('P2 removed from the cart')
    expect(main.querySelectorAll('[data-removal-said]')).toHaveLength(1)
    act(() => root.unmount())
    main.remove()
  })
})

// Shopper audit a4: a line's count set to 0 (typed, then Enter) removed the line, and the focus fell to the page.
describe('CartLines: a count of 0 keeps the focus on the list', () => {
  it("the focus goes to the next line's count, and from the last line to the page heading", async () => {
    site.units = false
    const { setCount } = await import('./store')
    const main = document.createElement('main')
    main.id = 'main'
    main.innerHTML = '<h1>Cart</h1><div></div>'
    document.body.appendChild(main)
    const root = createRoot(main.querySelector('div')!)
    const item = (productId: number) =>
      ({
        count: 1,
        product: { productId, slug: `p${productId}`, title: `P${productId}`, price: 1, multiplicity: 1, img: null },
      }) as unknown as CartLine
    const render = (lines: CartLine[]) =>
      act(() =>
        root.render(
          <LocaleProvider locale="en" messages={compactMessages(en)}>
            <CartLines
              lines={lines}
              money={money.en}
              currency="MDL"
              pharmacyMode={false}
              confirmed={new Set()}
              onConfirmedChange={() => {}}
              meta={{}}
              loyalty={false}
            />
          </LocaleProvider>,
        ),
      )
    const frames = () => act(() => new Promise((r) => setTimeout(r, 100)))
    const counts = () => [...main.querySelectorAll<HTMLInputElement>('.quantity__input')]
    const zero = async (input: HTMLInputElement) => {
      input.focus()
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '0')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    }
    await render([item(1), item(2)])
    await zero(counts()[0]!)
    expect(vi.mocked(setCount)).toHaveBeenLastCalledWith(1, 0, true)
    await render([item(2)])
    await frames()
    expect(document.activeElement).toBe(counts()[0])
    expect(counts()[0]!.closest('li')?.getAttribute('data-product-id')).toBe('2')
    await zero(counts()[0]!)
    await render([])
    await frames()
    expect(document.activeElement).toBe(main.querySelector('h1'))
    expect(main.querySelector('[role="status"][data-removal-said]')?.textContent).toBe('P2 removed from the cart')
    act(() => root.unmount())
    main.remove()
  })
})

describe('CartLines: "pay with loyalty points" decided per line (review r67)', () => {
  /** The lines whose loyalty box shows, for the shopper's balance and which lines are ticked. */
  function boxes(balance: number | null, ticked: Record<number, boolean>) {
    const lines = Object.keys(ticked).map(
      (id) =>
        ({
          count: 1,
          product: { productId: Number(id), slug: `p${id}`, title: `P${id}`, price: 10, multiplicity: 1, img: null },
        }) as unknown as CartLine,
    )
    const meta = Object.fromEntries(Object.entries(ticked).map(([id, on]) => [id, { isLoyaltyActive: on }]))
    const html = renderToString(
      <LocaleProvider locale="en" messages={compactMessages(en)}>
        <CartLines
          lines={lines}
          money={money.en}
          currency="MDL"
          pharmacyMode={false}
          confirmed={new Set()}
          onConfirmedChange={() => {}}
          meta={meta as never}
          loyalty
          pointsBalance={balance}
        />
      </LocaleProvider>,
    )
    return [...html.matchAll(/data-product-id="(\d+)"(.*?)<\/li>/gs)]
      .filter((m) => (m[2] ?? '').includes('type="checkbox"'))
      .map((m) => Number(m[1]))
  }

  it.each([
    ['points to pay with: every line', 20, { 1: true, 2: false }, [1, 2]],
    ['a balance not known: every line', null, { 1: false, 2: false }, [1, 2]],
    ['no points: only the line still ticked, to untick it', 0, { 1: true, 2: false }, [1]],
    ['no points and nothing ticked: none', 0, { 1: false, 2: false }, []],
  ] as const)('%s', (_name, balance, ticked, shownOn) => {
    expect(boxes(balance, ticked)).toEqual(shownOn)
  })
})

/** Audit r11 finding 4: 5 in the cart, stock lowered to 2: the line said 5 and nothing else. */
describe('CartLines: a count above the stock', () => {
  const render = (count: number, stock: number) => {
    const l = line(1, count) as unknown as { product: Record<string, unknown> }
    l.product.stock = stock
    return renderToString(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <CartLines
          lines={[l as unknown as CartLine]}
          money={money.ro}
          currency="MDL"
          pharmacyMode={false}
          confirmed={new Set()}
          onConfirmedChange={() => {}}
          meta={{}}
          loyalty={false}
        />
      </LocaleProvider>,
    )
  }
  const flag = (html: string) => /data-testid="line-stock"[^>]*>(.*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '')

  it('says how many are left, and the line is not orderable', () => {
    site.negativeStock = false
    const html = render(5, 2)
    expect(flag(html)).toBe('Au rămas doar 2: micșorați cantitatea.')
    expect(html).toContain('data-orderable="false"')
  })

  it('within the stock, or on a site that sells beyond it: no flag', () => {
    site.negativeStock = false
    expect(flag(render(2, 2))).toBeUndefined()
    site.negativeStock = true
    expect(flag(render(5, 2))).toBeUndefined()
    site.negativeStock = false
  })
})

describe('CartLines: a price the refresh changed (audit r11 finding 5)', () => {
  const render = () =>
    renderToString(
      <LocaleProvider locale="ro" messages={compactMessages(ro)}>
        <CartLines
          lines={[line(1, 1)]}
          money={money.ro}
          currency="MDL"
          pharmacyMode={false}
          confirmed={new Set()}
          onConfirmedChange={() => {}}
          meta={{}}
          loyalty={false}
        />
      </LocaleProvider>,
    )
  const notice = (html: string) =>
    /data-testid="line-price-changed"[^>]*>(.*?)<\/span>/.exec(html)?.[1]?.replace(/<!-- -->/g, '')

  it('says the old price and the new one while the line is at the new price', async () => {
    const { priceNotices } = await import('./drawer-rules')
    priceNotices[7] = { from: 19.5, to: 26.99 }
    try {
      expect(notice(render())).toBe('Prețul s-a schimbat: 19,50 lei → 26,99 lei')
      priceNotices[7] = { from: 19.5, to: 30 }
      expect(notice(render())).toBeUndefined()
    } finally {
      delete priceNotices[7]
    }
    expect(notice(render())).toBeUndefined()
  })
})
