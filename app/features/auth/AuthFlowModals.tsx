import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useLaterMessages, useLazyMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { closeModal, type ModalName, openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToastAfterReload } from '#app/toasts/store.ts'
import { Dialog } from '#app/ui/Dialog.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, useShopForm } from '#app/ui/form/index.ts'
import { ACCOUNTS } from '#contract/accounts.ts'
import { activateFn, confirmPasswordResetFn, requestPasswordResetFn } from './flows.functions'
import { failed, flowRefusal, NEW_PASSWORD, RESTORE_PASSWORD, SENT } from './forms'
import { flowState } from './link-state'
import { NewPasswordFields } from './PasswordFields'
import { repeatMismatch } from './password-repeat'
import { takeRestoreEmail } from './restore-email'
import { afterSignIn } from './session-client'
import { signInNext } from './sign-in-next'
import './auth.css'

/**
 * The sign-in flows' own modals (accounts spec 2 "Authentication"), one at a time like every modal:
 * register-confirm message, restore-password request and its confirm message, new password, and the
 * social-login error.
 */
export default function AuthFlowModals({ name }: { name: ModalName }) {
  // the flows' and cabinet's texts are lazy messages (app/i18n/lazy-messages.ts)
  useLazyMessages(useLocale())
  useLaterMessages()
  switch (name) {
    case 'registerConfirm':
      return (
        <MessageModal name={name} titleId="authFlow.registerConfirm.title" testId="register-confirm-modal">
          <FormattedMessage id="auth.registered" />
        </MessageModal>
      )
    case 'restorePassword':
      return <RestorePasswordModal />
    case 'restorePasswordSent':
      return (
        <MessageModal name={name} titleId="authFlow.restoreSent.title" testId="restore-sent-modal">
          <FormattedMessage id="authFlow.restoreSent.text" values={{ hours: ACCOUNTS.linkTtlSeconds / 3600 }} />
        </MessageModal>
      )
    case 'newPassword':
      return <NewPasswordModal />
    case 'socialLoginError':
      return (
        <MessageModal
          name={name}
          titleId="authFlow.socialError.title"
          testId="social-error-modal"
          action={
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => openModal('auth', { tab: 'register' })}
            >
              <FormattedMessage id="authFlow.socialError.register" />
            </button>
          }
        >
          <FormattedMessage id="authFlow.socialError.text" />
        </MessageModal>
      )
    default:
      return null
  }
}

function MessageModal({
  name,
  titleId,
  testId,
  children,
  action,
}: {
  name: ModalName
  titleId: MessageId
  testId: string
  children: ReactNode
  action?: ReactNode
}) {
  const intl = useIntl()
  return (
    <Dialog
      open
      onClose={() => closeModal(name)}
      title={<FormattedMessage id={titleId} />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId={testId}
    >
      <div className="form">
        <p className="auth-flow__text">{children}</p>
        {action}
        <button type="button" className="button button--primary button--block" onClick={() => closeModal(name)}>
          <FormattedMessage id="authFlow.ok" />
        </button>
      </div>
    </Dialog>
  )
}

/** "Forgot password?": the e-mail for the reset link. Failures are swallowed (spec 7, 8): the confirm message always follows. */
function RestorePasswordModal() {
  const intl = useIntl()
  const lang = useLocale()
  // The e-mail typed in the sign-in form a moment before (restore-email.ts).
  const [handed] = useState(takeRestoreEmail)
  const form = useShopForm({
    schema: RESTORE_PASSWORD,
    defaultValues: { email: handed },
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      try {
        await requestPasswordResetFn({ data: { lang, email: v.email } })
      } catch {
        // swallowed: the shopper is told the same either way
      }
      openModal('restorePasswordSent')
      return SENT
    },
  })
  return (
    <Dialog
      open
      onClose={() => closeModal('restorePassword')}
      title={<FormattedMessage id="authFlow.restore.title" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="restore-modal"
    >
      <form ref={form.formRef} className="form" onSubmit={(e) => void form.onSubmit(e)} noValidate>
        <p className="auth-flow__text">
          <FormattedMessage id="authFlow.restore.text" />
        </p>
        <CheckedField form={form} id="restore-email" name="email" labelId="auth.email">
          {(aria) => (
            <Input
              {...aria}
              form={form}
              id="restore-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          )}
        </CheckedField>
        <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
          <FormattedMessage id="authFlow.restore.submit" />
        </button>
        <button type="button" className="link-button" onClick={() => openModal('auth')}>
          <FormattedMessage id="authFlow.backToLogin" />
        </button>
      </form>
    </Dialog>
  )
}

/**
 * The new-password form of an e-mailed link: the reset link's (failure shows the body, spec 8;
 * success goes home and opens login), or the activation link's opened in a browser other than the
 * registering one (decision 0064): the link proved the mailbox, the password is set here, and the
 * account is signed in on the cabinet.
 */
function NewPasswordModal() {
  const intl = useIntl()
  const lang = useLocale()
  const { reset, activate } = useSnapshot(flowState)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const form = useShopForm({
    schema: NEW_PASSWORD,
    defaultValues: { new_password: '', re_new_password: '' },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const differ = repeatMismatch(v, ['new_password', 're_new_password'], (id) => intl.formatMessage({ id }))
      if (differ) return differ
      if (activate) {
        const data = {
          lang,
          uid: activate.uid,
          token: activate.token,
          new_password: v.new_password,
          re_new_password: v.re_new_password,
        }
        let signedIn = true
        const refused = await flowRefusal(async () => {
          const result = await activateFn({ data })
          if (result.ok && result.signedIn === false) signedIn = false
          return result
        }, t)
        if (refused) return refused
        flowState.activate = null
        // activated without tokens (a 204): the shopper signs in with the password just set
        if (!signedIn) signInNext(lang, t('authFlow.activatedSignIn'))
        else await afterSignIn(lang, t('authFlow.activated'), `/${lang}/cabinet`)
        return SENT
      }
      if (!reset) return failed([t('authFlow.linkInvalid')])
      const refused = await flowRefusal(
        () =>
          confirmPasswordResetFn({
            data: {
              lang,
              uid: reset.uid,
              token: reset.token,
              new_password: v.new_password,
              re_new_password: v.re_new_password,
            },
          }),
        t,
      )
      if (refused) return refused
      flowState.reset = null
      // Spec 2: after password-reset confirmation the user goes home; the login form opens there.
      showToastAfterReload(t('authFlow.newPassword.done'), 'success')
      window.location.assign(`/${lang}?login=true`)
      return SENT
    },
  })
  return (
    <Dialog
      open
      onClose={() => closeModal('newPassword')}
      title={<FormattedMessage id={activate ? 'authFlow.activatePassword.title' : 'authFlow.newPassword.title'} />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="new-password-modal"
    >
      <form ref={form.formRef} className="form" onSubmit={(e) => void form.onSubmit(e)} noValidate>
        {activate && (
          <p className="auth-flow__text" data-testid="activate-password-text">
            <FormattedMessage id="authFlow.activatePassword.text" values={{ email: activate.email ?? '' }} />
          </p>
        )}
        <NewPasswordFields names={['new_password', 're_new_password']} form={form} />
        <FormErrors errors={form.messages} testId="new-password-errors" />
        <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
          <FormattedMessage id={activate ? 'authFlow.activatePassword.submit' : 'authFlow.newPassword.submit'} />
        </button>
      </form>
    </Dialog>
  )
}
