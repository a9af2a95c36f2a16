import { FormattedMessage } from 'react-intl'
import { formatAmount, formatPrice, isCurrency } from '#app/i18n/format.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import type { AdvertCurrency } from '#contract/advert-rules.ts'
import { convertPrice, type Rate } from './list-search'

/**
 * An amount as the shop's own prices print it (formatPrice): the spec's symbols (storefront 9: lei,
 * ron, $, eur, ₴) in every language, not Intl's codes ("MDL 5,263", "9 005 грн"). An approximation
 * (≈) is the whole amount; otherwise whole amounts show no decimals and the rest two.
 */
function Money({ amount, currency, approximate = false }: { amount: number; currency: string; approximate?: boolean }) {
  const locale = useLocale()
  const shown = approximate ? Math.round(amount) : amount
  // Another back end's currency the shop has no symbol for (GBP) prints with its code, never as lei.
  return (
    <>
      {isCurrency(currency) ? formatPrice(shown, currency, locale) : `${formatAmount(shown, locale)}\u00a0${currency}`}
    </>
  )
}

/**
 * An advert's price in its own currency and, when another currency is chosen, converted with the
 * back end's rates (MDL per unit); "negotiable" when the seller allows it.
 */
export function AdvertPrice({
  advert,
  currency,
  rates,
  className,
}: {
  /** default_currency: one of the shop's, or another ISO code (shown as is, not converted without its rate). */
  advert: { price: number | null; default_currency: string; is_negotiable_price: boolean }
  currency: AdvertCurrency
  rates: Rate[]
  className: string
}) {
  const converted = advert.price === null ? null : convertPrice(advert.price, advert.default_currency, currency, rates)
  return (
    <p className={className} data-testid="advert-price">
      {advert.price === null ? (
        <FormattedMessage id="adverts.priceOnRequest" />
      ) : (
        <>
          <Money amount={advert.price} currency={advert.default_currency} />
          {converted !== null && advert.default_currency !== currency ? (
            <span className="advert-card__converted" data-testid="advert-converted">
              {'≈ '}
              <Money amount={converted} currency={currency} approximate />
            </span>
          ) : null}
        </>
      )}
      {advert.is_negotiable_price ? (
        <span className="advert-card__negotiable">
          <FormattedMessage id="adverts.negotiable" />
        </span>
      ) : null}
    </p>
  )
}
