import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { controlProblems, raw, useShopForm } from '#app/ui/form/index.ts'
import { changePasswordFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { NewPasswordFields, PasswordField } from './PasswordFields'
import { repeatMismatch } from './password-repeat'

/** The passwords as typed (the inputs' required and lengths are read by controlProblems, in the page's language). */
const PASSWORDS = z.object({ current_password: raw(), new_password: raw(), re_password: raw() })

/** Change password for the signed-in user (accounts spec 7: set_password): current, new, repeat; errors as returned. */
export function ChangePasswordForm() {
  const intl = useIntl()
  const lang = useLocale()
  const [done, setDone] = useState(false)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const form = useShopForm({
    schema: PASSWORDS,
    defaultValues: { current_password: '', new_password: '', re_password: '' },
    clearOnSend: true,
    send: async (v) => {
      setDone(false)
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const differ = repeatMismatch(v, ['new_password', 're_password'], t)
      if (differ) return differ
      try {
        const result = await changePasswordFn({
          data: {
            lang,
            current_password: v.current_password,
            new_password: v.new_password,
            re_password: v.re_password,
          },
        })
        return result.ok
          ? { ok: true, fields: {}, messages: [] }
          : { ok: false, fields: {}, messages: shownErrors(result, t) }
      } catch {
        return { ok: false, fields: {}, messages: [t('authFlow.checkFields')] }
      }
    },
  })
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!(await form.onSubmit(event))) return
    form.reset()
    setDone(true)
  }
  return (
    <section className="cabinet__card" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="cabinet__name">
        <FormattedMessage id="authFlow.changePassword.title" />
      </h2>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate data-testid="change-password-form">
        <PasswordField form={form} name="current_password" labelId="authFlow.changePassword.current" kind="current" />
        <NewPasswordFields form={form} names={['new_password', 're_password']} />
        <FormErrors errors={form.messages} testId="change-password-errors" />
        {done ? (
          <p role="status" className="notice--success" data-testid="change-password-done">
            <FormattedMessage id="authFlow.changePassword.done" />
          </p>
        ) : null}
        <button type="submit" className="button button--primary" aria-disabled={form.pending}>
          <FormattedMessage id="authFlow.changePassword.submit" />
        </button>
      </form>
    </section>
  )
}
