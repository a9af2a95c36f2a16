import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { checked, raw, type SendResult } from '#app/ui/form/index.ts'
import { type FailureResult, shownErrors } from './form-errors'

/**
 * The sign-in flows' form schemas (the form kit, decision 0051): the fields as typed. The browser
 * checks `required` and the lengths on the inputs; code-login.ts and phone-register.ts check a
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
