import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ACCOUNTS } from '../../../app/api/contract/accounts'
import type { MessageId } from '../../i18n/messages'
import { useLocale, useShell } from '../../shell/useShell'
import { FormErrors } from '../../ui/FormErrors'
import { PhoneInput } from '../../ui/PhoneInput'
import { phoneMaskName } from '../../ui/phone-mask'
import { codeOf } from './code-login'
import { confirmPhoneRegistrationFn, requestPhoneRegistrationFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { registrationPhone } from './phone-register'
import { afterSignIn } from './session-client'
import { signedInTarget } from './social'

/**
 * The adverts area's registration by phone (accounts spec 7: POST /api/register/ with the phone,
 * then PATCH /api/register/{phone}/ with the texted code, e-mail, name and password): two steps on
 * the registration page of a site with adverts. The new account is signed in and, as every sign-in
 * of the adverts area, goes home after 1 s (spec 4).
 */
export function PhoneRegisterForm() {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const [phone, setPhone] = useState<string | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const t = (id: MessageId) => intl.formatMessage({ id })

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setErrors([])
    try {
      await work()
    } catch {
      setErrors([t('authFlow.checkFields')])
    } finally {
      setBusy(false)
    }
  }

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const to = registrationPhone(String(new FormData(event.currentTarget).get('phone') ?? ''))
    if (!to) return setErrors([t('authFlow.code.badPhone')])
    void run(async () => {
      const result = await requestPhoneRegistrationFn({ data: { lang, phone: to } })
      if (!result.ok) return setErrors(shownErrors(result, t))
      setPhone(to)
    })
  }

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (k: string) => String(form.get(k) ?? '')
    const code = codeOf(value('code'))
    if (!code || !phone) return setErrors([intl.formatMessage({ id: 'authFlow.code.badCode' }, { length: ACCOUNTS.codeLength })])
    void run(async () => {
      const result = await confirmPhoneRegistrationFn({
        data: { lang, phone, code, email: value('email'), first_name: value('first_name'), last_name: value('last_name'), password: value('password') },
      })
      if (!result.ok) return setErrors(shownErrors(result, t))
      const { target, delayMs } = signedInTarget('adverts', lang)
      afterSignIn(lang, t('auth.loggedIn'), target, delayMs)
    })
  }

  return (
    <section className="auth-flow__card" aria-labelledby="phone-register-title" data-testid="phone-register">
      <h2 id="phone-register-title">
        <FormattedMessage id="authFlow.phoneRegister.title" />
      </h2>
      {phone ? (
        <form className="form" onSubmit={confirm} data-testid="phone-register-confirm">
          <p className="auth-flow__text" aria-live="polite">
            <FormattedMessage id="authFlow.code.sentSms" values={{ to: phone, minutes: ACCOUNTS.codeTtlSeconds / 60 }} />
          </p>
          <label className="field" htmlFor="phone-register-code">
            <span>
              <FormattedMessage id="authFlow.code.code" />
            </span>
            <input id="phone-register-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={ACCOUNTS.codeLength} required />
          </label>
          <label className="field" htmlFor="phone-register-email">
            <span>E-mail</span>
            <input id="phone-register-email" name="email" type="email" autoComplete="email" maxLength={254} required />
          </label>
          <label className="field" htmlFor="phone-register-first">
            <span>
              <FormattedMessage id="auth.name" />
            </span>
            <input id="phone-register-first" name="first_name" autoComplete="given-name" maxLength={100} required />
          </label>
          <label className="field" htmlFor="phone-register-last">
            <span>
              <FormattedMessage id="authFlow.lastName" />
            </span>
            <input id="phone-register-last" name="last_name" autoComplete="family-name" maxLength={100} />
          </label>
          <label className="field" htmlFor="phone-register-password">
            <span>
              <FormattedMessage id="auth.password" />
            </span>
            <input id="phone-register-password" name="password" type="password" autoComplete="new-password" minLength={8} maxLength={128} required />
          </label>
          <FormErrors errors={errors} testId="phone-register-errors" />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            <FormattedMessage id="authFlow.phoneRegister.submit" />
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setPhone(null)
              setErrors([])
            }}
          >
            <FormattedMessage id="authFlow.code.again" />
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={ask} data-testid="phone-register-request">
          <p className="auth-flow__text">
            <FormattedMessage id="authFlow.phoneRegister.text" />
          </p>
          <label className="field" htmlFor="phone-register-phone">
            <span>
              <FormattedMessage id="authFlow.phone" />
            </span>
            <PhoneInput id="phone-register-phone" name="phone" required mask={phoneMaskName(settings)} />
          </label>
          <FormErrors errors={errors} testId="phone-register-errors" />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            <FormattedMessage id="authFlow.code.send" />
          </button>
        </form>
      )}
    </section>
  )
}
