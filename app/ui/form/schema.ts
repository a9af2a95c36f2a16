import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { isBarePhone, phoneComplete } from '../phone-mask'
import { emailLooksValid } from './checks'
import { visibleText } from './visible-text'

/**
 * The browser's one schema language for forms (decision 0051): zod/mini, tree-shakable. A field's
 * schema trims what was typed (a phone field's country prefix alone counts as nothing typed) and
 * reports at most one problem, as a message id the form kit localises.
 */

type Kind = 'text' | 'phone' | 'email'
export interface FieldRule {
  required?: boolean
  kind?: 'phone' | 'email'
}

/** The message ids the shop's field checks report (content.form.error.*). */
export const FIELD_ERRORS = {
  required: 'content.form.error.required',
  phone: 'content.form.error.phone',
  email: 'content.form.error.email',
} as const satisfies Record<string, MessageId>

function field(kind: Kind, required: boolean, requiredError: MessageId = FIELD_ERRORS.required) {
  return z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((raw) => {
        const typed = visibleText(raw ?? '')
        return kind === 'phone' && isBarePhone(typed) ? '' : typed
      }),
    ),
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem: MessageId | null = !value
          ? required
            ? requiredError
            : null
          : kind === 'phone' && !phoneComplete(value)
            ? FIELD_ERRORS.phone
            : kind === 'email' && !emailLooksValid(value)
              ? FIELD_ERRORS.email
              : null
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
      }),
    ),
  )
}

/** Trimmed text; `required` reports content.form.error.required (or the id given) when empty. */
export const text = (opts: { required?: boolean; requiredError?: MessageId } = {}) =>
  field('text', opts.required ?? false, opts.requiredError)
/** A phone number (app/ui/PhoneInput's value): the bare country prefix is empty; `requiredError` as for text(). */
export const phone = (opts: { required?: boolean; requiredError?: MessageId } = {}) =>
  field('phone', opts.required ?? false, opts.requiredError)
/** An e-mail address (at most 254 characters). */
export const email = (opts: { required?: boolean } = {}) => field('email', opts.required ?? false)

/** Text as typed, not trimmed (a password), '' when absent. */
export const raw = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value ?? ''),
  )
/** A checkbox: true when ticked. */
export const checked = () =>
  z.pipe(
    z.optional(z.boolean()),
    z.transform((value) => value === true),
  )

/** The schema of a form whose fields are all strings, from the short rule map the quick forms use. */
export function rulesSchema(rules: Record<string, FieldRule>, extra: readonly string[] = []) {
  const shape: Record<string, ReturnType<typeof field>> = {}
  for (const [name, rule] of Object.entries(rules)) shape[name] = field(rule.kind ?? 'text', rule.required ?? false)
  for (const name of extra) shape[name] ??= text()
  return z.object(shape)
}

export type StringFormSchema = z.ZodMiniType<Record<string, string>, Record<string, string | undefined>>

/** Parses values: the cleaned values, or per field its first problem (a message id). */
export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { ok: true; value: z.output<S> } | { ok: false; fields: Record<string, MessageId> } {
  const result = z.safeParse(schema, values)
  if (result.success) return { ok: true, value: result.data }
  const fields: Record<string, MessageId> = {}
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '')
    fields[name] ??= issue.message as MessageId
  }
  return { ok: false, fields }
}
