import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { openModal } from '../../modals/store'
import { useLocale, useShell } from '../../shell/useShell'
import { FormErrors } from '../../ui/FormErrors'
import { PhoneInput } from '../../ui/PhoneInput'
import { phoneMaskName } from '../../ui/phone-mask'
import { registerFn } from './auth.functions'
import { typedPhone } from './code-login'
import { shownErrors } from './form-errors'
import { NewPasswordFields } from './PasswordFields'

/**
 * Registration (accounts spec 2: the auth modal's register tab and the registration page): the
 * back end creates an inactive account and e-mails its activation link; success opens the
 * register-confirm message. Server field errors are shown as returned (spec 5), else 'Unknown error occurred'.
 */
export function RegisterForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const t = (id: string) => intl.formatMessage({ id })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setErrors([])
    try {
      const result = await registerFn({
        data: {
          lang,
          email: value('email'),
          password: value('password'),
          re_password: value('re_password'),
          first_name: value('first_name'),
          last_name: value('last_name'),
          phone: typedPhone(value('phone'), phoneMaskName(settings)) ?? '',
        },
      })
      if (!result.ok) return setErrors(shownErrors(result, t))
      openModal('registerConfirm')
    } catch {
      setErrors([t('authFlow.checkFields')])
    } finally {
      setBusy(false)
    }
  }
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form className="form" onSubmit={submit} data-testid="register-form">
      <div className="auth-flow__pair">
        <label className="field" htmlFor={id('first_name')}>
          <span>
            <FormattedMessage id="auth.name" />
          </span>
          <input id={id('first_name')} name="first_name" autoComplete="given-name" required maxLength={100} />
        </label>
        <label className="field" htmlFor={id('last_name')}>
          <span>
            <FormattedMessage id="authFlow.lastName" />
          </span>
          <input id={id('last_name')} name="last_name" autoComplete="family-name" maxLength={100} />
        </label>
      </div>
      <label className="field" htmlFor={id('email')}>
        <span>
          <FormattedMessage id="auth.email" />
        </span>
        <input id={id('email')} name="email" type="email" autoComplete="email" required maxLength={254} />
      </label>
      <label className="field" htmlFor={id('phone')}>
        <span>
          <FormattedMessage id="authFlow.phoneOptional" />
        </span>
        <PhoneInput id={id('phone')} name="phone" mask={phoneMaskName(settings)} />
      </label>
      <NewPasswordFields names={['password', 're_password']} labelId="auth.password" id={id} />
      <FormErrors errors={errors} testId="register-errors" />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id="auth.submit.register" />
      </button>
    </form>
  )
}
