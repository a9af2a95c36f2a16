import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ACCOUNTS } from '../../../app/api/contract/accounts'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useLocale, useShell } from '../../shell/useShell'
import { FormErrors } from '../../ui/FormErrors'
import { PhoneInput } from '../../ui/PhoneInput'
import { phoneMaskName } from '../../ui/phone-mask'
import { CODE_CHANNELS, type CodeChannel, codeOf, codeRecipient } from './code-login'
import { loginWithCodeFn, requestCodeFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { afterSignIn } from './session-client'
import { areaOfPath, signedInTarget } from './social'

/**
 * Sign-in with a one-time code (accounts spec 7: GET /api/v1/sms-code or /api/v1/email-code, then
 * POST /api/v1/loginByEmail): choose SMS or e-mail, ask for the code, type it. The phone field starts
 * with the site's country code and is limited to 15 characters for Romania, 17 otherwise (spec 5).
 */
export function CodeSignIn() {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const [channel, setChannel] = useState<CodeChannel>('sms')
  const [recipient, setRecipient] = useState<string | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const t = (id: string) => intl.formatMessage({ id })
  const codeInput = useRef<HTMLInputElement>(null)
  // The code field takes the focus once the code is on its way.
  useEffect(() => {
    if (recipient) codeInput.current?.focus()
  }, [recipient])

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
    const raw = String(new FormData(event.currentTarget).get('recipient') ?? '')
    const to = codeRecipient(channel, raw)
    if (!to) return setErrors([t(channel === 'sms' ? 'authFlow.code.badPhone' : 'authFlow.code.badEmail')])
    void run(async () => {
      const result = await requestCodeFn({ data: { lang, channel, recipient: to } })
      if (!result.ok) return setErrors(shownErrors(result, t))
      setRecipient(to)
    })
  }

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const code = codeOf(String(form.get('code') ?? ''))
    if (!code || !recipient) return setErrors([intl.formatMessage({ id: 'authFlow.code.badCode' }, { length: ACCOUNTS.codeLength })])
    void run(async () => {
      const result = await loginWithCodeFn({ data: { lang, channel, recipient, code, rememberMe: form.get('rememberMe') === 'on' } })
      if (!result.ok) return setErrors(shownErrors(result, t))
      const { target, delayMs } = signedInTarget(areaOfPath(window.location.pathname), lang)
      afterSignIn(lang, t('auth.loggedIn'), target, delayMs)
    })
  }

  if (recipient) {
    return (
      <form className="form" onSubmit={signIn} data-testid="code-signin-form">
        <p className="auth-flow__text" aria-live="polite">
          <FormattedMessage id={channel === 'sms' ? 'authFlow.code.sentSms' : 'authFlow.code.sentEmail'} values={{ to: recipient, minutes: ACCOUNTS.codeTtlSeconds / 60 }} />
        </p>
        <label className="field" htmlFor="code-signin-code">
          <span>
            <FormattedMessage id="authFlow.code.code" />
          </span>
          <input id="code-signin-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern={`\\d{${ACCOUNTS.codeLength}}`} maxLength={ACCOUNTS.codeLength} required ref={codeInput} />
        </label>
        <label className="checkbox">
          <input name="rememberMe" type="checkbox" />
          <span>
            <FormattedMessage id="auth.rememberMe" />
          </span>
        </label>
        <FormErrors errors={errors} testId="code-signin-errors" />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          <FormattedMessage id="auth.submit.login" />
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecipient(null)
            setErrors([])
          }}
        >
          <FormattedMessage id="authFlow.code.again" />
        </button>
      </form>
    )
  }

  return (
    <form className="form" onSubmit={ask} data-testid="code-request-form">
      <fieldset className="auth-flow__channels">
        <legend>
          <FormattedMessage id="authFlow.code.channel" />
        </legend>
        {CODE_CHANNELS.map((c) => (
          <label key={c} className="checkbox">
            <input
              type="radio"
              name="channel"
              value={c}
              checked={channel === c}
              onChange={() => {
                setChannel(c)
                setErrors([])
              }}
            />
            <span>
              <FormattedMessage id={`authFlow.code.by.${c}`} />
            </span>
          </label>
        ))}
      </fieldset>
      {channel === 'sms' ? (
        <label key="sms" className="field" htmlFor="code-signin-phone">
          <span>
            <FormattedMessage id="authFlow.phone" />
          </span>
          <PhoneInput id="code-signin-phone" name="recipient" required mask={phoneMaskName(settings)} />
        </label>
      ) : (
        <label key="email" className="field" htmlFor="code-signin-email">
          <span>
            <FormattedMessage id="auth.email" />
          </span>
          <input id="code-signin-email" name="recipient" type="email" autoComplete="email" required maxLength={254} />
        </label>
      )}
      <FormErrors errors={errors} testId="code-signin-errors" />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id="authFlow.code.send" />
      </button>
    </form>
  )
}
