import type { IntlShape } from 'react-intl'
import { datePrintable } from '#app/i18n/format-date.ts'

/** An order's date as the cabinet prints it: the day, and its time of day when the back end gave one and `withTime`. */
export function orderDate(intl: Pick<IntlShape, 'formatDate'>, value: string, withTime: boolean): string {
  const { date, timeZone, hasTime } = datePrintable(value)
  return intl.formatDate(date, {
    dateStyle: 'medium',
    ...(withTime && hasTime ? { timeStyle: 'short' } : {}),
    timeZone,
  })
}
