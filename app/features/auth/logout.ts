import { broadcastAuth } from '#app/lib/auth-broadcast.ts'
import { forgetPersonalMarks } from '#app/lib/tab-mark.ts'
import { showToastAfterReload } from '#app/toasts/store.ts'
import { TIMINGS } from '#config'
import { clearLocalSession } from './session-client'

/**
 * Sign out (accounts spec 4): the server call, the data cleared, the other tabs told, home after 200 ms
 * with a 3 s notice. What this tab kept of the person (a checkout or advert form being written, the way
 * back after a sign-in, a heart for after one: tab-mark.ts PERSONAL_MARKS) goes too. Its own module:
 * only the cabinet signs out, so none of this rides on a first load. The call goes through the page's
 * fetch, which passes /api/auth/ calls straight through (session-client.ts sessionFetch).
 */
export async function logout(lang: string, notice: string) {
  try {
    await fetch(`/api/auth/logout?lang=${lang}`, { method: 'POST', credentials: 'same-origin' })
  } catch {
    // the cookies could not be expired by the server; the next 401 ends the session anyway
  }
  clearLocalSession()
  forgetPersonalMarks()
  broadcastAuth(false)
  showToastAfterReload(notice, 'success')
  window.setTimeout(() => window.location.assign(`/${lang}`), TIMINGS.reloadAfterLogin)
}
