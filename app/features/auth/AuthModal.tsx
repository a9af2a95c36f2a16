import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { TIMINGS } from '../../../app.config'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { Dialog } from '../../ui/Dialog'
import { FormErrors } from '../../ui/FormErrors'
import { AUTH_TABS, closeModal, modalState, setAuthTab } from '../modals/store'
import { useLocale } from '../shell/useShell'
import { showToast } from '../toasts/store'
import { loginFn, registerFn } from './auth.functions'
import { broadcastAuth } from './broadcast'

/** The auth modal: tabs login and register (login by default). */
export default function AuthModal() {
  const { authTab } = useSnapshot(modalState)
  const intl = useIntl()
  return (
    <Dialog open onClose={() => closeModal('auth')} title={<FormattedMessage id="auth.title" />} closeLabel={intl.formatMessage({ id: 'modal.close' })} testId="auth-modal">
      <div role="tablist" className="tabs" aria-label={intl.formatMessage({ id: 'auth.title' })}>
        {AUTH_TABS.map((tab) => (
          <button key={tab} id={`auth-tab-${tab}`} type="button" role="tab" aria-selected={authTab === tab} aria-controls={`auth-panel-${tab}`} className="tabs__tab" onClick={() => setAuthTab(tab)}>
            <FormattedMessage id={`auth.tab.${tab}`} />
          </button>
        ))}
      </div>
      <div id={`auth-panel-${authTab}`} role="tabpanel" aria-labelledby={`auth-tab-${authTab}`}>
        <AuthForm key={authTab} mode={authTab} />
      </div>
    </Dialog>
  )
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const intl = useIntl()
  const lang = useLocale()
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '')
    const password = String(form.get('password') ?? '')
    setBusy(true)
    setErrors([])
    try {
      const result = mode === 'login' ? await loginFn({ data: { lang, email, password } }) : await registerFn({ data: { lang, email, password, first_name: String(form.get('first_name') ?? '') } })
      if (!result.ok) return setErrors(result.rateLimited ? [intl.formatMessage({ id: 'auth.tooManyAttempts' })] : result.errors)
      showToast(intl.formatMessage({ id: mode === 'login' ? 'auth.loggedIn' : 'auth.registered' }), 'success')
      closeModal('auth')
      if (mode === 'login') broadcastAuth(true)
      if (mode === 'login') window.setTimeout(() => window.location.assign(`/${lang}`), TIMINGS.reloadAfterLogin)
    } catch {
      setErrors([intl.formatMessage({ id: 'auth.invalidInput' })])
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="form" onSubmit={submit} noValidate={false}>
      {mode === 'register' ? (
        <label className="field">
          <span>
            <FormattedMessage id="auth.name" />
          </span>
          <input name="first_name" autoComplete="given-name" required maxLength={100} />
        </label>
      ) : null}
      <label className="field">
        <span>
          <FormattedMessage id="auth.email" />
        </span>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </label>
      <label className="field">
        <span>
          <FormattedMessage id="auth.password" />
        </span>
        <input name="password" type="password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'} required minLength={mode === 'register' ? 8 : 1} maxLength={200} />
      </label>
      <FormErrors errors={errors} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id={mode === 'login' ? 'auth.submit.login' : 'auth.submit.register'} />
      </button>
    </form>
  )
}
