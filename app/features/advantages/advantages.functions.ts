import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { lang, oneOf, record } from '#app/api/input.ts'
import type { Locale } from '#config'
import { callForRequest } from '#platform/request.server.ts'
import { type Advantage, type AdvantageKey, advantageKeysShown } from './rules'

function input(raw: unknown) {
  const r = record(raw)
  return { lang: lang(r.lang), key: oneOf(r.key, advantageKeysShown()) }
}

/** One advantages list (GET /base/advantage/{key}); a failure is logged and shows none (spec 8). */
export const getAdvantages = createServerFn({ method: 'GET' })
  .validator(input)
  .handler(async ({ data }): Promise<Advantage[]> => {
    const result = await callForRequest(data.lang, 'advantages', { params: { key: data.key } })
    if (result.ok) return result.data.advantages
    console.warn(`[advantages] ${data.key}: ${result.message}`)
    return []
  })

export const advantagesQuery = (locale: Locale, key: AdvantageKey) =>
  queryOptions({
    queryKey: ['advantages', locale, key],
    queryFn: () => getAdvantages({ data: { lang: locale, key } }),
    staleTime: 300_000,
  })
