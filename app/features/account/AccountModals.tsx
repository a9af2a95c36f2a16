import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useLazyMessages } from '#app/i18n/lazy-messages.ts'
import { closeModal, type ModalName, openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { callNotOffered } from '#platform/shared/not-offered.ts'
import { logout } from '../auth'
import { confirmDeleteAccountFn, requestDeleteAccountFn } from './cabinet.functions'
import { deletionState } from './deletion-link'
import './account.css'

/**
 * The account deletion modals (accounts spec 2, 4 "Account deletion"), one at a time:
 * - request (from the profile): the back end e-mails a link with uid and token;
 * - confirm (from the link on the home page): confirm-delete-account without the auth header; a
 *   failure sets the delete-error flag and says so;
 * - success: the account is gone, so the session ends here (POST /api/auth/logout, the local data
 *   cleared, the other tabs told) and the shopper goes home.
 */
export default function AccountModals({ name }: { name: ModalName }) {
  // the flows' and cabinet's texts are lazy messages (app/i18n/lazy-messages.ts)
  useLazyMessages(useLocale())
  if (name === 'deleteAccountRequest') return <RequestModal />
  if (name === 'deleteAccountConfirm') return <ConfirmModal />
  if (name === 'deleteAccountSuccess') return <SuccessModal />
  return null
}

function RequestModal() {
  const intl = useIntl()
  const lang = useLocale()
  // notOffered: the back end has no call for the request (ours, not the spec's; decision 0118 rule 2).
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'notOffered'>('idle')
  const [errors, setErrors] = useState<string[]>([])
  const send = async () => {
    setState('busy')
    setErrors([])
    try {
      const r = await requestDeleteAccountFn({ data: { lang } })
      if (r.ok) return setState('sent')
      // Session 61's operator audit: its English "Not found." under a button that could never work.
      if (callNotOffered(r.status)) return setState('notOffered')
      setErrors(r.errors)
    } catch {
      setErrors([intl.formatMessage({ id: 'cabinet.failed' })])
    }
    setState('idle')
  }
  return (
    <Dialog
      open
      onClose={() => closeModal('deleteAccountRequest')}
      title={<FormattedMessage id="cabinetDelete.requestTitle" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="delete-request-modal"
    >
      {state === 'sent' ? (
        <p role="status" data-testid="delete-request-sent">
          <FormattedMessage id="cabinetDelete.requestSent" />
        </p>
      ) : state === 'notOffered' ? (
        <p role="status" data-testid="delete-request-not-offered">
          <FormattedMessage id="cabinetDelete.notOffered" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="cabinetDelete.requestText" />
          </p>
          <FormErrors errors={errors} />
          <div className="cabinet-actions">
            <button
              type="button"
              className="button button--danger"
              // aria-disabled while it sends: disabled, the pressed button dropped the dialog's focus to the page
              aria-disabled={state === 'busy'}
              onClick={() => state === 'busy' || void send()}
              data-testid="delete-request-send"
            >
              <FormattedMessage id="cabinetDelete.requestSend" />
            </button>
            <button type="button" className="button" onClick={() => closeModal('deleteAccountRequest')}>
              <FormattedMessage id="cabinetContacts.cancel" />
            </button>
          </div>
        </>
      )}
    </Dialog>
  )
}

function ConfirmModal() {
  const intl = useIntl()
  const lang = useLocale()
  const snap = useSnapshot(deletionState)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    const link = deletionState.link
    if (!link) return
    setBusy(true)
    try {
      const r = await confirmDeleteAccountFn({ data: { lang, uid: link.uid, token: link.token } })
      if (r.ok) {
        deletionState.link = null
        deletionState.deleteError = false
        return openModal('deleteAccountSuccess')
      }
      deletionState.deleteError = true
      deletionState.errors = r.errors
    } catch {
      deletionState.deleteError = true
      deletionState.errors = []
    }
    setBusy(false)
  }
  return (
    <Dialog
      open
      onClose={() => closeModal('deleteAccountConfirm')}
      title={<FormattedMessage id="cabinetDelete.confirmTitle" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="delete-confirm-modal"
    >
      {snap.deleteError ? (
        <div role="alert" className="form__errors" data-testid="delete-error">
          <FormattedMessage id="cabinetDelete.failed" />
          {snap.errors.length ? <span> {snap.errors.join(' ')}</span> : null}
        </div>
      ) : (
        <p>
          <FormattedMessage id="cabinetDelete.confirmText" />
        </p>
      )}
      <div className="cabinet-actions">
        {snap.link ? (
          <button
            type="button"
            className="button button--danger"
            aria-disabled={busy}
            onClick={() => busy || void confirm()}
            data-testid="delete-confirm"
          >
            <FormattedMessage id="cabinetDelete.confirmButton" />
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => closeModal('deleteAccountConfirm')}>
          <FormattedMessage id="cabinetDelete.keep" />
        </button>
      </div>
    </Dialog>
  )
}

function SuccessModal() {
  const intl = useIntl()
  const lang = useLocale()
  const done = () => void logout(lang, intl.formatMessage({ id: 'cabinetDelete.done' }))
  return (
    <Dialog
      open
      onClose={done}
      title={<FormattedMessage id="cabinetDelete.successTitle" />}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="delete-success-modal"
    >
      <p role="status">
        <FormattedMessage id="cabinetDelete.successText" />
      </p>
      <button type="button" className="button button--primary" onClick={done} data-testid="delete-success-ok">
        <FormattedMessage id="cabinetDelete.successOk" />
      </button>
    </Dialog>
  )
}
