import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import * as z from 'zod/mini'
import { useLaterMessages, useLazyMessages } from '#app/i18n/lazy-messages.ts'
import { authState } from '#app/lib/session-state.ts'
import { forgetSignInReturn, takeSignInReturn } from '#app/lib/sign-in-return.ts'
import { AUTH_TABS, closeModal, modalState, openModal, setAuthTab } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Dialog, onTabListKeyDown } from '#app/ui/Dialog.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, checked, controlProblems, Input, raw, useShopForm } from '#app/ui/form/index.ts'
import { loginFn } from './auth.functions'
import { CodeSignIn } from './CodeSignIn'
import { type FailureResult, type FlowMessageId, shownErrors } from './form-errors'
import { PasswordField } from './PasswordFields'
import { RegisterForm } from './RegisterForm'
import { handRestoreEmail } from './restore-email'
import { storedLoginStatus } from './rules'
import { SessionEndedNotice } from './SessionEndedNotice'
import { SocialButtons } from './SocialButtons'
import { afterSignIn } from './session-client'
import { areaOfPath, signedInTarget } from './social'
import './auth.css'

/**
 * The auth modal: tabs login and register (login by default); social sign-in under both. Opened by a
 * session that ended at the checkout, it first says the order was not placed (SessionEndedNotice).
 */
export default function AuthModal() {
  // the flows' and cabinet's texts are lazy messages (app/i18n/lazy-messages.ts)
  useLazyMessages(useLocale())
  useLaterMessages()
  const { authTab } = useSnapshot(modalState)
  const intl = useIntl()
  return (
    <Dialog
      open
      // Closed by the shopper (Esc, the close button): the sign-in was given up (a sign-in closes it itself)
      onClose={() => {
        forgetSignInReturn()
        closeModal('auth')
      }}
      title={<FormattedMessage id="auth.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="auth-modal"
    >
      <SessionEndedNotice />
      <div
        role="tablist"
        className="tabs"
        aria-label={intl.formatMessage({ id: 'auth.title' })}
        onKeyDown={onTabListKeyDown}
      >
        {AUTH_TABS.map((tab) => (
          <button
            key={tab}
            id={`auth-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={authTab === tab}
            tabIndex={authTab === tab ? 0 : -1}
            aria-controls={`auth-panel-${tab}`}
            className="tabs__tab"
            onClick={() => setAuthTab(tab)}
          >
            <FormattedMessage id={`auth.tab.${tab}`} />
          </button>
        ))}
      </div>
      <div id={`auth-panel-${authTab}`} role="tabpanel" aria-labelledby={`auth-tab-${authTab}`}>
        {authTab === 'login' ? <LoginPanel /> : <RegisterForm idPrefix="auth-register" />}
        <SocialButtons />
      </div>
    </Dialog>
  )
}

/** The login tab: e-mail and password, or a one-time code by SMS or e-mail. */
function LoginPanel() {
  const [withCode, setWithCode] = useState(false)
  return (
    <div className="auth-flow__panel">
      {withCode ? <CodeSignIn /> : <PasswordLogin />}
      <button
        type="button"
        className="link-button auth-flow__switch"
        onClick={() => setWithCode(!withCode)}
        data-testid="code-signin-toggle"
      >
        <FormattedMessage id={withCode ? 'authFlow.code.usePassword' : 'authFlow.code.useCode'} />
      </button>
    </div>
  )
}

/**
 * The texts of a failed sign-in. Accounts spec 8: the back end's own answer is shown as it came. A
 * failure of the back end itself - a 5xx, or no answer at all (status 0: the network, a timeout) - has
 * no text for the shopper but "try again later" in the page's language: before, a Romanian page showed
 * a proxy's 'Bad Gateway' or the English 'Unknown error occurred'. The rest as every account form
 * (shownErrors): 429 as too many attempts, the fallback translated.
 */
function loginErrors(
  result: FailureResult & { status?: number },
  t: (id: FlowMessageId | 'globalMessageSomethingWentWrong') => string,
): string[] {
  const status = result.status ?? 0
  if (!result.rateLimited && (status === 0 || status >= 500)) return [t('globalMessageSomethingWentWrong')]
  return shownErrors(result, t)
}

/** E-mail and password as typed (the inputs' checks are read by controlProblems, in the page's language). */
const LOGIN = z.object({ email: raw(), password: raw(), rememberMe: checked() })

function PasswordLogin() {
  const intl = useIntl()
  const lang = useLocale()
  const form = useShopForm({
    schema: LOGIN,
    defaultValues: { email: '', password: '', rememberMe: false },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      try {
        const result = await loginFn({ data: { lang, email: v.email, password: v.password, rememberMe: v.rememberMe } })
        if (!result.ok) {
          authState.loginStatus = storedLoginStatus(areaOfPath(window.location.pathname), result.status ?? 0)
          return { ok: false, fields: {}, messages: loginErrors(result, (id) => intl.formatMessage({ id })) }
        }
      } catch {
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'auth.invalidInput' })] }
      }
      closeModal('auth')
      const { target, delayMs } = signedInTarget(
        areaOfPath(window.location.pathname),
        lang,
        'current',
        takeSignInReturn(),
      )
      afterSignIn(lang, intl.formatMessage({ id: 'auth.loggedIn' }), target, delayMs)
      return { ok: true, fields: {}, messages: [] }
    },
  })
  return (
    <form ref={form.formRef} className="form" onSubmit={form.onSubmit} noValidate>
      <CheckedField form={form} id="auth-login-email" name="email" labelId="auth.email">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id="auth-login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
        )}
      </CheckedField>
      <PasswordField form={form} name="password" labelId="auth.password" kind="current" />
      <div className="auth-flow__row">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (the kit's Input) is inside the label */}
        <label className="checkbox">
          <Input form={form} name="rememberMe" type="checkbox" />
          <span>
            <FormattedMessage id="auth.rememberMe" />
          </span>
        </label>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            handRestoreEmail(String(form.api.getFieldValue('email') ?? ''))
            openModal('restorePassword')
          }}
          data-testid="forgot-password"
        >
          <FormattedMessage id="authFlow.forgotPassword" />
        </button>
      </div>
      <FormErrors errors={form.messages} />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="auth.submit.login" />
      </button>
    </form>
  )
}
