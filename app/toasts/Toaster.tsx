import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { dismissToast, showPendingToast, toastState } from './store'

/**
 * Toasts live in a polite live region so screen readers announce them. The close button is named in the
 * page's language ("Закрыть"), not "×" (read out as "times" or "multiplication sign", in every language).
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastState)
  const close = useIntl().formatMessage({ id: 'modal.close' })
  useEffect(showPendingToast, [])
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label={close} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
