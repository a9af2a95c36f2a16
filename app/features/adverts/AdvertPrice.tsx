import { FormattedMessage, useIntl } from 'react-intl'
import type { AdvertCurrency } from '#contract/advert-rules.ts'
import { priceFractionDigits } from './advert-format'
import { convertPrice, type Rate } from './list-search'

function Money({ amount, currency, approximate = false }: { amount: number; currency: string; approximate?: boolean }) {
  const intl = useIntl()
  return <>{intl.formatNumber(amount, { style: 'currency', currency, ...priceFractionDigits(amount, approximate) })}</>
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
  advert: { price: number | null; default_currency: AdvertCurrency; is_negotiable_price: boolean }
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
