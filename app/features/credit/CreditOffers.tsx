import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatPrice } from '#app/i18n/format.ts'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Section } from '#app/ui/Section.tsx'
import type { Locale } from '#config'
import { creditOffersFor } from '#contract/credit.ts'
import { CreditModalHost } from './CreditModalHost'
import { creditCalculatorQuery, getCreditOffers } from './credit.functions'
import { companyProvider, creditAmount, offerAmount } from './quote'
import { openCreditModal } from './state'
import { useCreditQuote } from './useCreditQuote'

/**
 * Credit options of the product page and the cart page: each offer the amount qualifies for, at
 * its longest term, priced by the back end (POST /general/v3/credits/calculate; the one credit
 * formula of app/api/contract/credit.ts only pre-fills while that answer loads, decision 0019),
 * with a button that opens the credit modal. Themes without the credit calculator render none.
 * `lines` are cart lines (a product with its id and price, and a count); `takenOff` what the cart takes
 * off their sum (the promo discount, points spent): the offers are for what the shopper pays.
 */
export function CreditOffers({
  lines,
  titleId,
  takenOff = 0,
}: {
  lines: readonly { readonly product: { readonly productId: number; readonly price: number }; readonly count: number }[]
  titleId: MessageId
  takenOff?: number
}) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const { settings, theme } = useShell()
  const ids = [...new Set(lines.map((l) => l.product.productId))]
  const amounts = { amount: creditAmount(lines, takenOff), goods: creditAmount(lines) }
  const { data = [] } = useQuery({
    queryKey: ['credits', lang, ids.join(',')],
    queryFn: () => getCreditOffers({ data: { lang, ids } }),
    enabled: theme.flags.creditCalculator && ids.length > 0,
    staleTime: 300_000,
  })
  // Only when something is taken off the goods do the companies' providers matter (an iute order is
  // for the goods at their prices: offerAmount); a product page asks nothing more.
  const { data: calculator } = useQuery({
    ...creditCalculatorQuery(lang),
    enabled: theme.flags.creditCalculator && amounts.amount !== amounts.goods,
  })
  const offers = theme.flags.creditCalculator
    ? data.flatMap((o) => {
        const amount = offerAmount(companyProvider(calculator, o.credit_company), amounts)
        return creditOffersFor(amount, [o]).map((offer) => ({ ...offer, amount }))
      })
    : []
  if (offers.length === 0) return null
  const money = (n: number) => formatPrice(n, settings.project_currency, lang)
  return (
    <Section id="credit-title" titleId={titleId} className="product-section">
      <ul className="credit-options">
        {offers.map((offer) => (
          <li key={`${offer.credit_company}-${offer.title}`}>
            <span className="credit-options__text">
              <strong>{offer.title}</strong>
              <OfferPayment offer={offer} amount={offer.amount} months={offer.term} money={money} />
            </span>
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-label={intl.formatMessage({ id: 'credit.buyWith' }, { company: offer.title })}
              onClick={() =>
                openCreditModal(offer, {
                  lines: lines.map((l) => ({ product_id: l.product.productId, count: l.count })),
                  ...amounts,
                })
              }
            >
              <FormattedMessage id="credit.buy" />
            </button>
          </li>
        ))}
      </ul>
      <CreditModalHost />
    </Section>
  )
}

/** "from X a month": the back end's payment of the offer's longest term (nothing when it could not price it). */
function OfferPayment({
  offer,
  amount,
  months,
  money,
}: {
  offer: { credit_company: number | string; rate: number | null }
  amount: number
  months: number
  money: (n: number) => string
}) {
  const lang: Locale = useLocale()
  const shown = useCreditQuote(lang, offer, amount, months)
  if (!shown.quote) return null
  return (
    <span
      data-testid="credit-monthly"
      data-quote-source={shown.source}
      aria-busy={shown.source === 'estimate' || undefined}
    >
      <FormattedMessage
        id="credit.buyMonthly"
        values={{ amount: money(shown.quote.monthly_payment), months: shown.quote.months }}
      />
    </span>
  )
}
