import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { TIMINGS } from '../../../app.config'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { AUTH_TABS, closeModal, modalState, setAuthTab } from '../../modals/store'
import { useLocale } from '../../shell/useShell'
import { showToast, showToastAfterReload } from '../../toasts/store'
import { Dialog } from '../../ui/Dialog'
import { FormErrors } from '../../ui/FormErrors'
import { loginFn, registerFn } from './auth.functions'
import { broadcastAuth } from './broadcast'
import { syncSessionState } from './session-client'

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
      const rememberMe = form.get('rememberMe') === 'on'
      const result =
        mode === 'login' ? await loginFn({ data: { lang, email, password, rememberMe } }) : await registerFn({ data: { lang, email, password, first_name: String(form.get('first_name') ?? '') } })
      if (!result.ok) return setErrors(result.rateLimited ? [intl.formatMessage({ id: 'auth.tooManyAttempts' })] : result.errors)
      closeModal('auth')
      if (mode === 'register') return showToast(intl.formatMessage({ id: 'auth.registered' }), 'success')
      // Signed in (accounts spec 4): the other tabs are told, a 3 s notice, home after 200 ms.
      syncSessionState()
      broadcastAuth(true)
      showToastAfterReload(intl.formatMessage({ id: 'auth.loggedIn' }), 'success')
      window.setTimeout(() => window.location.assign(`/${lang}`), TIMINGS.reloadAfterLogin)
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
      {mode === 'login' ? (
        <label className="checkbox">
          <input name="rememberMe" type="checkbox" />
          <span>
            <FormattedMessage id="auth.rememberMe" />
          </span>
        </label>
      ) : null}
      <FormErrors errors={errors} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <FormattedMessage id={mode === 'login' ? 'auth.submit.login' : 'auth.submit.register'} />
      </button>
    </form>
  )
}
