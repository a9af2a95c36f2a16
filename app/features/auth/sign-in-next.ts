import { showToastAfterReload } from '#app/toasts/store.ts'

/**
 * An account made active without a session (an activation answered without tokens): the notice after
 * the reload, and home with the sign-in dialog open (`?login=true`, as after a password reset).
 */
export function signInNext(lang: string, notice: string) {
  showToastAfterReload(notice, 'success')
  window.location.replace(`/${lang}?login=true`)
}
