import { parseErrorBody, UNKNOWN_ERROR } from '#platform/shared/error-body.ts'

// Server side only (mine.server.ts): platform/shared/error-body in a browser module would join every shop
// page's entry chunk (decision 0029), so this is not in mine-rules.ts, which the pages import.

/** The complaint form's own fields (accounts spec 3 "Complaint": category, body; the advert is the page's). */
const COMPLAINT_FIELDS = new Set(['category', 'body'])

/**
 * A refused complaint as the form shows it. A message on one of the form's fields (category, body)
 * stays by that field. A message on anything else - `advert`: "your own advert" - has no field to
 * stand beside, and read alone it was a fragment ("propriul anunț", where the back end's answer said
 * "Nu puteți reclama propriul anunț"): the body's top-level message (`error`, `detail`, `message`)
 * is shown instead, the whole refusal; a body without one keeps the field's own text.
 */
export function complaintErrors(body: unknown): { fields: Record<string, string>; messages: string[] } {
  const parsed = parseErrorBody(body)
  const top = topLevelMessage(body)
  const fields: Record<string, string> = {}
  const messages: string[] = []
  for (const [name, list] of Object.entries(parsed.fields)) {
    if (COMPLAINT_FIELDS.has(name)) fields[name] = list.join(' ')
    else messages.push(...(top ? [top] : list))
  }
  messages.push(...parsed.messages)
  const unique = [...new Set(messages)]
  return { fields, messages: unique.length || Object.keys(fields).length ? unique : [top ?? UNKNOWN_ERROR] }
}

function topLevelMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const record = body as Record<string, unknown>
  for (const key of ['error', 'detail', 'message']) {
    // A string, read as every message is (trimmed, at most 300 characters, never an HTML page).
    const found = typeof record[key] === 'string' ? parseErrorBody(record[key]).messages[0] : undefined
    if (found) return found
  }
  return null
}
