import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ProductCard } from '../../api/contract/catalogue'
import { useLocale } from '../../shell/useShell'
import { targetPriceOf } from './rules'
import { addQuoteItem, useQuoteCart } from './store'

/**
 * The product page's "add to quote request" (theme flag quoteCart): adds the product by its
 * multiplicity, or, with a target price typed, sets that price on its line.
 */
export default function AddToQuote({ product }: { product: ProductCard }) {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const [target, setTarget] = useState('')
  const quote = useQuoteCart()
  const line = !quote.loaded ? undefined : quote.items.find((i) => i.product.productId === product.productId)
  return (
    <form
      className="add-to-quote"
      onSubmit={(e) => {
        e.preventDefault()
        addQuoteItem(product, targetPriceOf(target) === null ? undefined : target)
        setTarget('')
      }}
    >
      <label className="field" htmlFor={id}>
        <span>
          <FormattedMessage id="quote.targetPriceOptional" />
        </span>
      </label>
      <input id={id} inputMode="decimal" maxLength={12} value={target} onChange={(e) => setTarget(e.target.value)} />
      <button type="submit" className="button" data-testid="add-to-quote" disabled={!quote.mounted}>
        <FormattedMessage id="quote.add" />
      </button>
      {line ? (
        <p className="add-to-quote__state" role="status">
          <a href={`/${lang}/quote-cart`}>{intl.formatMessage({ id: 'quote.inQuote' }, { count: line.count })}</a>
        </p>
      ) : null}
    </form>
  )
}
