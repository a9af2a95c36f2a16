import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../shell/useShell'
import { quoteTotals } from './rules'
import { useQuoteCart } from './store'

/** The header's entry to the quote cart, with its line count once read from this browser. */
export default function QuoteCartLink() {
  const lang = useLocale()
  const quote = useQuoteCart()
  const { count } = quoteTotals(quote)
  return (
    <a className="header__action header__action--quote" href={`/${lang}/quote-cart`} data-testid="quote-cart-link">
      {/* The header's icon style (app/ui/icons.tsx), drawn here: only quoteCart themes load this part. */}
      <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M9 3h6v3H9zM7 4H5v17h14V4h-2M8 11h8M8 15h5" />
      </svg>
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
