import type { MessageId } from '#app/i18n/messages.ts'
import type { SendResult } from '#app/ui/form/index.ts'

/**
 * A new password and its repeat that differ, as the repeat field's error in the page's language,
 * before any call: the back end said it only after one, as a form-level "Date invalide / Parolele
 * nu coincid" (register, the reset link, change password; found by a probe of the forms).
 */
export function repeatMismatch(
  values: Record<string, unknown>,
  [password, repeat]: readonly [string, string],
  t: (id: MessageId) => string,
): SendResult | null {
  if (values[password] === values[repeat]) return null
  return { ok: false, fields: { [repeat]: t('authFlow.passwordsDiffer') }, messages: [] }
}
