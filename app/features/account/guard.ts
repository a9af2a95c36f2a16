import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { shellQuery } from '#app/shell/shell.functions.ts'
import type { Locale } from '#config'
import { readSessionHint } from '../auth'

/**
 * The access rule of every cabinet route (accounts spec 2; decision 0017): the Worker's session gate
 * checks the token on a page load; here the cabinet setting and, on client navigation, the
 * browser's session send the shopper to /{lang}?login=true.
 */
export async function requireCabinet({ context }: { context: { queryClient: QueryClient; lang: Locale } }) {
  const [shell] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(context.lang)),
    loadLazyMessages(context.lang),
  ])
  if (!shell.settings.additional_settings.is_user_cabinet) throw toLogin(context.lang)
  if (typeof document !== 'undefined' && !readSessionHint()) throw toLogin(context.lang)
}

export const toLogin = (lang: Locale) => redirect({ to: '/$lang', params: { lang }, search: { login: true } })

/** A loader's answer: a session the back end refused goes to sign-in (the 401 already ended it). */
export function orLogin<T extends { ok: boolean; signedOut?: boolean }>(lang: Locale, result: T): T {
  if (!result.ok && result.signedOut) throw toLogin(lang)
  return result
}
