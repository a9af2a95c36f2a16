import { proxy } from 'valtio'
import { STORAGE_KEYS, TIMINGS } from '#config'

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

/** A notice for the page the browser loads next (sign-in and sign-out reload): kept in sessionStorage. */
export function showToastAfterReload(text: string, kind: ToastKind = 'info') {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingToast, JSON.stringify({ text: text.slice(0, 300), kind }))
  } catch {
    showToast(text, kind)
  }
}

/** Shows (once) the notice a previous page left for this one. */
export function showPendingToast() {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEYS.pendingToast)
    window.sessionStorage.removeItem(STORAGE_KEYS.pendingToast)
  } catch {
    return
  }
  // Most pages have none: return before JSON.parse(null) throws on every page load.
  if (raw === null) return
  try {
    const { text, kind } = JSON.parse(raw) as { text?: unknown; kind?: unknown }
    if (typeof text === 'string' && text) showToast(text, kind === 'success' || kind === 'error' ? kind : 'info')
  } catch {
    // a malformed notice is dropped
  }
}
