import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Icon } from '#app/ui/icons.tsx'
import { quoteTotals } from './rules'
import { useQuoteCart } from './store'

/** The header's entry to the quote cart, with its line count once read from this browser. */
export default function QuoteCartLink() {
  const lang = useLocale()
  const quote = useQuoteCart()
  const { count } = quoteTotals(quote)
  return (
    <a className="header__action header__action--quote" href={`/${lang}/quote-cart`} data-testid="quote-cart-link">
      <Icon name="quote" />
      {quote.loaded && count > 0 ? (
        <span className="badge" data-testid="quote-badge">
          {count}
        </span>
      ) : null}
      <span className="header__action-label">
        <FormattedMessage id="quote.header" />
      </span>
    </a>
  )
}
