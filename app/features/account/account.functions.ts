import { createServerFn } from '@tanstack/react-start'
import { langOnly } from '#app/api/input.ts'
import { accountSummary } from './account.server'

/** The cabinet's summary of the signed-in user (never cached: personal). */
export const accountSummaryFn = createServerFn({ method: 'GET' })
  .validator(langOnly)
  .handler(({ data }) => accountSummary(data.lang))
