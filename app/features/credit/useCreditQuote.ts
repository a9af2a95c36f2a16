import { useQuery } from '@tanstack/react-query'
import type { Locale } from '#config'
import { calculateCreditFn } from './credit.functions'
import { estimateOf, type ShownQuote, shownQuote } from './quote'

/** The payment of `amount` over `months` with a company's offer, as the back end prices it. */
export function useCreditQuote(
  lang: Locale,
  offer: { credit_company: number | string; rate: number | null },
  amount: number,
  months: number,
): ShownQuote {
  const valid = amount > 0 && Number.isInteger(months) && months >= 1
  const { data } = useQuery({
    queryKey: ['credit-calculate', lang, offer.credit_company, amount, months],
    queryFn: () =>
      calculateCreditFn({ data: { lang, credit_company: offer.credit_company, amount, months } }).catch(() => null),
    enabled: valid,
    staleTime: 300_000,
    retry: false,
  })
  return shownQuote(valid ? data : null, () => estimateOf(amount, offer.rate, months))
}
