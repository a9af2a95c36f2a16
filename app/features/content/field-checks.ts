import { emailLooksValid } from '#app/ui/form/checks.ts'

/*
 * The newsletter form's check, in a module of its own: the footer's form loads with every page, and
 * the module it imports from goes into the entry chunk whole, with every export any content page
 * uses (decision 0086). The footer has no form kit (decision 0051).
 */

/** What a check found: a message id under content.form.error. */
export type FieldCheck = 'required' | 'phone' | 'email' | 'fileType' | 'fileSize'

/** An e-mail address as typed: none is 'required', a malformed one 'email', null when it looks valid. */
export function checkEmail(typed: string): FieldCheck | null {
  const value = typed.trim()
  if (!value) return 'required'
  return emailLooksValid(value) ? null : 'email'
}
