// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { productArraySchema } from '#contract/catalogue.ts'
import ro from '#locales/ro.json'
import { toCard } from './card'
import { cardCartView } from './card-cart'

/**
 * A product the back end sends without a price (`price: null`, "price on request"; session 67's
 * operator audit): its card and page are kept, they say "price on request" and never "0 lei", and
 * nothing offers to sell it at 0 (the card's cart button, the add-to-cart and one-click order go by
 * isSellable).
 */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  usePricesHidden: () => false,
  useShell: () => ({ settings: { project_currency: 'MDL' } }),
}))
vi.mock('#app/modals/store.ts', () => ({ openModal: vi.fn() }))
const { Price } = await import('./Price')

const html = (node: React.ReactNode) =>
  renderToString(
    <LocaleProvider locale="ro" messages={compactMessages(ro)}>
      {node}
    </LocaleProvider>,
  )
const [onRequest] = productArraySchema.parse([
  { productId: 9, title: 'Pompă', url: 'pompa', price: null, active: 1, available: 1, is_stock: 1 },
])
if (!onRequest) throw new Error('the card was dropped')

describe('price on request', () => {
  it('Price says so, with no number', () => {
    const out = html(
      <Price price={onRequest.price} oldPrice={onRequest.old_price} onRequest={onRequest.price_on_request} />,
    )
    expect(out).toContain('Preț la cerere')
    expect(out).not.toMatch(/\d\s?(lei|MDL)/)
  })
  it('a priced product still shows its price', () => {
    expect(html(<Price price={12} />)).toMatch(/12/)
  })
  it('the listing card carries the mark (only then) and offers no cart button', () => {
    const card = toCard(onRequest)
    expect(card.price_on_request).toBe(true)
    expect(cardCartView({ pricesHidden: false, product: card, inCart: false, counterSetting: null })).toBe('none')
    expect(
      cardCartView({
        pricesHidden: false,
        product: card,
        inCart: false,
        counterSetting: null,
        allowNegativeStock: true,
      }),
    ).toBe('none')
    const priced = toCard({ ...onRequest, price: 5, price_on_request: undefined })
    expect('price_on_request' in priced).toBe(false)
    expect(cardCartView({ pricesHidden: false, product: priced, inCart: false, counterSetting: null })).toBe('add')
  })
})
