import { lang, record } from '#app/api/input.ts'
import type { Locale } from '#config'

/** Form input: the language and the raw body; the server module checks the body against the contract. */
export function formInput(raw: unknown): { lang: Locale; body: unknown } {
  const r = record(raw)
  return { lang: lang(r.lang), body: r.body }
}
