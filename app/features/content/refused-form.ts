import { formErrors } from '#platform/shared/error-body.ts'

/**
 * A refused content form's field errors and texts as the back end sent them, none when it said nothing
 * readable (a bare 429, a proxy's HTML page): `formFailure` then puts the page's own text.
 */
export function refusedForm(body: unknown): { fields: Record<string, string>; messages: string[] } {
  const { fields, messages } = formErrors(body, '')
  return { fields, messages: messages.filter(Boolean) }
}
