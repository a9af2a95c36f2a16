import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '../../i18n/messages'
import { useLocale } from '../../shell/useShell'
import { FormErrors } from '../../ui/FormErrors'
import { changePasswordFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { NewPasswordFields, PasswordField } from './PasswordFields'

/** Change password for the signed-in user (accounts spec 7: set_password): current, new, repeat; errors as returned. */
export function ChangePasswordForm() {
  const intl = useIntl()
  const lang = useLocale()
  const [errors, setErrors] = useState<string[]>([])
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const value = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setErrors([])
    setDone(false)
    try {
      const result = await changePasswordFn({ data: { lang, current_password: value('current_password'), new_password: value('new_password'), re_password: value('re_password') } })
      if (!result.ok) return setErrors(shownErrors(result, t))
      formElement.reset()
      setDone(true)
    } catch {
      setErrors([t('authFlow.checkFields')])
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="cabinet__card" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="cabinet__name">
        <FormattedMessage id="authFlow.changePassword.title" />
      </h2>
      <form className="form" onSubmit={submit} data-testid="change-password-form">
        <PasswordField name="current_password" labelId="authFlow.changePassword.current" kind="current" />
        <NewPasswordFields names={['new_password', 're_password']} />
        <FormErrors errors={errors} testId="change-password-errors" />
        {done ? (
          <p role="status" className="notice--success" data-testid="change-password-done">
            <FormattedMessage id="authFlow.changePassword.done" />
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          <FormattedMessage id="authFlow.changePassword.submit" />
        </button>
      </form>
    </section>
  )
}
