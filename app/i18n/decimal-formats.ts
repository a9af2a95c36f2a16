import { formatNumber, type IntlShape } from '@formatjs/intl'
import { decimalFormatFor } from './decimal'

type NumberIntl = Pick<IntlShape, 'locale' | 'formats' | 'onError' | 'formatters' | 'formatNumber'>
type GetNumberFormat = IntlShape['formatters']['getNumberFormat']

/**
 * The intl object prints plain decimals with `decimalFormatFor` (no Intl.NumberFormat, so no locale
 * data loaded while the page hydrates; decision 0084): `formatNumber`, `<FormattedNumber>` and the
 * numbers inside messages (`#` in a plural, `{n, number}`) all ask `formatters.getNumberFormat`.
 * Currencies, percents and any option `decimalFormatFor` does not take still go to Intl.
 */
export function withDecimalFormats<T extends NumberIntl>(intl: T): T {
  const intlFormat = intl.formatters.getNumberFormat
  const getNumberFormat = ((locale, options) =>
    (typeof locale === 'string' && decimalFormatFor(locale, options)) || intlFormat(locale, options)) as GetNumberFormat
  intl.formatters.getNumberFormat = getNumberFormat
  // formatjsIntl bound it to the formatter it made (app/i18n/intl-object.ts).
  intl.formatNumber = formatNumber.bind(null, intl, getNumberFormat) as T['formatNumber']
  return intl
}
