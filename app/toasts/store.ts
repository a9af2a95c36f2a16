import { proxy } from 'valtio'
import { TIMINGS } from '../../app.config'

export type ToastKind = 'info' | 'success' | 'error'
export interface Toast {
  id: number
  text: string
  kind: ToastKind
}

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] })
let nextId = 1

/** Shows a notice for `durationMs` (3 s by default, the spec's notification time). */
export function showToast(text: string, kind: ToastKind = 'info', durationMs: number = TIMINGS.notification): number {
  const id = nextId++
  toastState.toasts = [...toastState.toasts.slice(-4), { id, text, kind }]
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), durationMs)
  return id
}

export function dismissToast(id: number) {
  toastState.toasts = toastState.toasts.filter((t) => t.id !== id)
}
