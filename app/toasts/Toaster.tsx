import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { dismissToast, showPendingToast, toastState } from './store'

/** Toasts live in a polite live region so screen readers announce them. */
export function Toaster() {
  const { toasts } = useSnapshot(toastState)
  useEffect(showPendingToast, [])
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label="×" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
