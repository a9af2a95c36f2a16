import * as z from 'zod/mini'
import { email, text } from '#app/ui/form/index.ts'

/**
 * The cabinet forms' schemas (the form kit, decision 0051). The browser's own checks (`required`,
 * lengths, type=email) stay on the inputs as before and the back end's errors show as returned, so
 * these only trim what is sent and name the fields; nothing new is refused in the browser but an
 * e-mail the server function would refuse (SUPPORT).
 */

/** The profile's personal form: the full name and the birthday (YYYY-MM-DD or empty). */
export const PERSONAL = z.object({ full_name: text(), birthday: text() })

/** A phone or e-mail to add (a code goes to it). */
export const CONTACT = z.object({ value: text() })

/** The code that proves a phone or e-mail. */
export const CONTACT_CODE = z.object({ code: text() })

/**
 * The support message (guest or signed in). The e-mail is checked as the server function checks it
 * (input.ts email(): a dot after the @): the browser's type=email takes `ana@example`, which the
 * server function refused with a 400 the form could only call "failed, try again" (session 74's walk).
 */
export const SUPPORT = z.object({ name: text(), email: email(), body: text() })

/** A company's fields, in the order the form shows them. */
export const COMPANY_FIELDS = ['name', 'idno', 'vat', 'address', 'bank', 'iban'] as const

/** The company form of `entries` entries: each field named `{field}-{entry}` (name-0, idno-1). */
export function companiesSchema(entries: number) {
  return textFields(Array.from({ length: entries }, (_, i) => COMPANY_FIELDS.map((f) => `${f}-${i}`)).flat())
}

/** A cabinet list's filter form: its fields (search, a select, the two dates), trimmed. */
export const filtersSchema = (names: readonly string[]) => textFields(names)

/** A form of text fields with these names, each trimmed ('' when absent). */
function textFields(names: readonly string[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, text()])))
}
