import { createServerFn } from '@tanstack/react-start'
import { lang, record } from '../../api/input'
import { accountSummary } from './account.server'

/** The cabinet's summary of the signed-in user (never cached: personal). */
export const accountSummaryFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({ lang: lang(record(input).lang) }))
  .handler(({ data }) => accountSummary(data.lang))
