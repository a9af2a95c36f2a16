import type { Locale } from '#config'
import type { MenuCalculator } from '#contract/calculators.ts'
import { callForRequest } from '#platform/request.server.ts'
import { parseErrorBody } from '#platform/shared/error-body.ts'

/** The menu, or the back end's error message (null when it gave none: the page shows the fallback text). */
export async function mealMenu(
  locale: Locale,
  localityId: number,
): Promise<{ ok: true; menu: MenuCalculator } | { ok: false; message: string | null }> {
  const result = await callForRequest(locale, 'menuCalculator', { query: { locality_id: localityId } })
  if (result.ok) return { ok: true, menu: result.data }
  const unavailable = result.status === 0 || result.status >= 500
  return { ok: false, message: unavailable ? null : (parseErrorBody(result.body).messages[0] ?? null) }
}
