import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { emailLooksValid } from '#app/ui/form/checks.ts'
import { checked, raw, type SendResult } from '#app/ui/form/index.ts'
import { NAME_MAX, plainName } from '#contract/person-name.ts'
import { type FailureResult, shownErrors } from './form-errors'

/**
 * The sign-in flows' form schemas (the form kit, decision 0051): the fields as typed. The form reads
 * the inputs' `required` and lengths (controlProblems, app/ui/form) and says each at its field; code-login.ts and phone-register.ts check a
 * recipient, a phone and a code before anything is sent, and their messages (with values, such as
 * the code's length) are the form's, not a field's - so the forms run them in their send, as before.
 */

/** Code sign-in, step 1: the phone or e-mail the code goes to. */
export const CODE_REQUEST = z.object({ recipient: raw() })
/** Code sign-in, step 2: the code and "remember me". */
export const CODE_SIGN_IN = z.object({ code: raw(), rememberMe: checked() })
/** Phone registration, step 1: the phone. */
export const PHONE_REGISTER_REQUEST = z.object({ phone: raw() })
/** Phone registration, step 2: the texted code and the account's fields. */
export const PHONE_REGISTER_CONFIRM = z.object({
  code: raw(),
  email: raw(),
  first_name: raw(),
  last_name: raw(),
  password: raw(),
})
/** "Forgot password?": the e-mail the reset link goes to. */
export const RESTORE_PASSWORD = z.object({ email: raw() })
/** The reset link's form: the new password twice. */
export const NEW_PASSWORD = z.object({ new_password: raw(), re_new_password: raw() })

/** A send that went through (the form shows nothing of its own). */
export const SENT: SendResult = { ok: true, fields: {}, messages: [] }
/** A send that failed with these messages for the whole form. */
export const failed = (messages: string[]): SendResult => ({ ok: false, fields: {}, messages })

/**
 * Runs a flow's call: null when it went through; its refusal as the messages the form shows
 * (shownErrors), a throw as "check the fields" (the form's own failure, not a field's).
 */
export async function flowRefusal(
  call: () => Promise<{ ok: true } | ({ ok: false } & FailureResult)>,
  t: (id: MessageId) => string,
): Promise<SendResult | null> {
  try {
    const result = await call()
    return result.ok ? null : failed(shownErrors(result, t))
  } catch {
    return failed([t('authFlow.checkFields')])
  }
}

/** A register field's problem found in the browser: a message id and its values. */
export interface RegisterProblem {
  id: MessageId
  values?: { max: number }
}

const nameProblem = (name: string): RegisterProblem | null =>
  name.length > NAME_MAX
    ? { id: 'content.form.error.tooLong', values: { max: NAME_MAX } }
    : plainName(name)
      ? null
      : { id: 'authFlow.nameChars' }

/**
 * The register form's fields that registerFn (and the back end) would refuse, by field in the form's
 * order, checked before anything is sent so each shows at its field in the page's language (accounts
 * spec 5): an e-mail missing or malformed (`test@b`), a first name missing or of spaces only, a name
 * over NAME_MAX characters or outside the profile's rule (`<script>`). The same rules as the server
 * function's: input.ts email(), text() trimmed, the contract's plainName (person-name.ts).
 */
export function registerFieldProblems(v: {
  email: string
  first_name: string
  last_name: string
}): Record<string, RegisterProblem> {
  const out: Record<string, RegisterProblem> = {}
  const first = v.first_name.trim()
  const firstProblem = first ? nameProblem(first) : { id: 'content.form.error.required' as const }
  if (firstProblem) out.first_name = firstProblem
  const last = v.last_name.trim()
  const lastProblem = last ? nameProblem(last) : null
  if (lastProblem) out.last_name = lastProblem
  const email = v.email.trim()
  if (!email) out.email = { id: 'content.form.error.required' }
  else if (!emailLooksValid(email)) out.email = { id: 'content.form.error.email' }
  return out
}
