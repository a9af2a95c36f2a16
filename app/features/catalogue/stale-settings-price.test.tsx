// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '#app/i18n/LocaleProvider.tsx'
import { compactMessages } from '#app/i18n/precompile.ts'
import { productArraySchema } from '#contract/catalogue.ts'
import { isSellable } from '#contract/sellable.ts'
import ro from '#locales/ro.json'
import { withoutPrices } from '#platform/shared/hidden-prices.ts'
import { toCard } from './card'
import { cardCartView } from './card-cart'

/**
 * A shop tab opened before the operator hid prices from guests (hide_price_for_guests; decisions 0038,
 * 0128): the tab's settings still say prices show (the shell query is kept for the tab's life once
 * loaded), while what it asks the server for afterwards comes with the prices stripped. A stripped
 * price must never be drawn as "0 lei" nor sold at 0: the strip marks the product as having no price
 * to show (price_on_request), which every price line and sellable check already honours.
 */
vi.mock('#app/shell/useShell.tsx', () => ({
  useLocale: () => 'ro',
  // the tab's old settings: prices shown
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
const [priced] = productArraySchema.parse([
  {
    productId: 9,
    title: 'Burghiu',
    url: 'burghiu',
    price: 1234.5,
    old_price: 1500,
    discount: 18,
    active: 1,
    available: 1,
    is_stock: 1,
  },
])
if (!priced) throw new Error('the card was dropped')

describe('a price stripped for a guest, drawn by a tab whose settings still show prices', () => {
  const stripped = withoutPrices(priced)

  it('the card says no number: not "0 lei"', () => {
    const card = toCard(stripped)
    const out = html(
      <Price price={card.price} oldPrice={card.old_price} discount={card.discount} onRequest={card.price_on_request} />,
    )
    expect(out).not.toMatch(/(^|[^\d])0([.,]00)?\s?(lei|MDL)/)
    expect(out).toContain('Preț la cerere')
  })

  it('nothing offers to sell it at 0 (no cart button, not sellable)', () => {
    const card = toCard(stripped)
    expect(cardCartView({ pricesHidden: false, product: card, inCart: false, counterSetting: null })).toBe('none')
    expect(isSellable(stripped)).toBe(false)
  })

  it('a product the server did not strip is drawn and sold as before', () => {
    const card = toCard(priced)
    expect(html(<Price price={card.price} onRequest={card.price_on_request} />)).toMatch(/1\.234,50/)
    expect(cardCartView({ pricesHidden: false, product: card, inCart: false, counterSetting: null })).toBe('add')
  })
})
