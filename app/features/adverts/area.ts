import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import type { Locale } from '#config'

/**
 * What every adverts route loads first: the shell (a theme without the `adverts` flag answers 404,
 * decision 0024) and the lazy messages the area's later parts use (`advertsArea.*`, decision 0029).
 */
export async function loadAdvertsArea(context: { queryClient: QueryClient; lang: Locale }) {
  const [shell] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(context.lang)),
    loadLazyMessages(context.lang),
  ])
  if (!shell.theme.flags.adverts) throw notFound()
  return shell
}

const toHome = (lang: Locale) => redirect({ to: '/$lang', params: { lang } })

/**
 * A personal loader's answer: a token the back end refused (the 401 already ended the session and
 * cleared its cookies) goes home - the adverts area's own 401 rule (accounts spec 8), which wins
 * over the shop's sign-in prompt here. A page load without any session still meets the access rule
 * (worker/middleware/session-gate/index.ts: `/{lang}?login=true`).
 */
export function orAdvertsLogin<T extends { ok: boolean; signedOut?: boolean }>(lang: Locale, result: T): T {
  if (!result.ok && result.signedOut) throw toHome(lang)
  return result
}

export { idOf, pageOf, pastLastPage } from './mine-rules'
