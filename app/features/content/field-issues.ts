import type { MessageId } from '#app/i18n/messages.ts'

/** A field error as the shop's own words: a message id under content.form.error and its values. */
export interface FieldMessage {
  id: MessageId
  values?: { max: number }
}

/** What the contract's zod check reports of a field (a zod issue's parts this reads). */
export interface FieldIssue {
  code: string
  path: readonly PropertyKey[]
  maximum?: unknown
}

const typedNothing = (value: unknown) => value === undefined || value === null || String(value).trim() === ''

/**
 * The text a content form (contact, consultation, resume, newsletter) shows for a field the contract
 * refused, instead of zod's English ('Too big: expected string to have <=120 characters'): nothing
 * typed is "required", the phone and e-mail fields their own format texts, the CV file its type or
 * size, and any other over-long field its limit. `body` is what was sent (to tell nothing typed).
 */
export function fieldMessage(issue: FieldIssue, body: unknown): FieldMessage {
  const field = String(issue.path[0] ?? '')
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined
  if (field === 'file')
    return {
      id:
        issue.code === 'too_big' && issue.path[1] === 'data'
          ? 'content.form.error.fileSize'
          : 'content.form.error.fileType',
    }
  if (typedNothing(sent)) return { id: 'content.form.error.required' }
  if (field === 'email') return { id: 'content.form.error.email' }
  if (field === 'phone') return { id: 'content.form.error.phone' }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return { id: 'content.form.error.tooLong', values: { max: issue.maximum } }
  return { id: 'content.form.error.required' }
}
