import type { MessageId } from '#app/i18n/messages.ts'
import type { SendResult } from './useShopForm'
import { visibleText } from './visible-text'

/** What a control's own checks found (its ValidityState's flags), with the limits they were against. */
export interface ControlCheck {
  name: string
  type: string
  minLength: number
  maxLength: number
  validity: Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch' | 'tooShort' | 'tooLong'>
  /** A text control's `required` and value: the browser counts spaces or invisible characters alone as filled. */
  required?: boolean
  value?: unknown
}

/** A control's problem as a message id and its values, or null. */
export function controlProblem(c: ControlCheck): { id: MessageId; values?: Record<string, number> } | null {
  const v = c.validity
  if (v.valueMissing || (c.required && typeof c.value === 'string' && !visibleText(c.value)))
    return { id: 'content.form.error.required' }
  if (v.valid) return null
  if (v.typeMismatch && c.type === 'email') return { id: 'content.form.error.email' }
  if (v.tooShort) return { id: 'content.form.error.tooShort', values: { min: c.minLength } }
  if (v.tooLong) return { id: 'content.form.error.tooLong', values: { max: c.maxLength } }
  return { id: 'content.form.error.invalid' }
}

/**
 * The kit's forms with their own inputs' checks set noValidate (review 33: the browser's bubbles spoke
 * the browser's language, "Please fill out this field." on a Romanian page): their inputs keep
 * `required`, `type="email"` and the lengths, and this reads what those found, per field in the form's
 * order, as the page's language says it - a failed send whose field errors the form shows at each
 * field (CheckedField; the kit focuses the first). A form's send calls it first. Null when every
 * control is valid.
 */
export function controlProblems(
  form: HTMLFormElement | null,
  t: (id: MessageId, values?: Record<string, number>) => string,
): SendResult | null {
  const fields: Record<string, string> = {}
  for (const el of Array.from(form?.elements ?? [])) {
    const c = el as Partial<ControlCheck>
    if (!c.name || !c.validity || fields[c.name] !== undefined) continue
    const problem = controlProblem(c as ControlCheck)
    if (problem) fields[c.name] = t(problem.id, problem.values)
  }
  return Object.keys(fields).length ? { ok: false, fields, messages: [] } : null
}
