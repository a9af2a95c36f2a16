import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToastAfterReload } from '#app/toasts/store.ts'
import { ACCOUNTS } from '#contract/accounts.ts'
import { dropLinkStash, linkSearch } from '#platform/shared/link-stash.ts'
import { emailLinkOf, withoutEmailLink } from './email-links'
import { activateFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { flowState } from './link-state'
import { afterSignIn } from './session-client'
import { signInNext } from './sign-in-next'

/**
 * The e-mailed links on the language's home page (`?action=activate|reset_password&uid&token`,
 * decision 0021). In the browser only, so a mail scanner that fetches the link spends nothing; the
 * parameters leave the address bar at once (history, shared URLs, the language switcher).
 * - activate: the back end activates and signs in -> the cabinet (spec 4); activated without tokens
 *   (a 204) -> home with the notice and the sign-in dialog; a failure is kept as a notice and the
 *   shopper goes home. Opened in a browser other than the one that registered, the
 *   link only proves the mailbox: the new-password modal asks for the account's password first
 *   (decision 0064).
 * - reset_password: the new-password modal, holding uid and token in memory.
 */
export function EmailLinkAction() {
  const intl = useIntl()
  const lang = useLocale()
  const router = useRouter()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    const link = emailLinkOf(linkSearch())
    if (!link) return
    done.current = true
    dropLinkStash()
    const t = (id: MessageId) => intl.formatMessage({ id })
    void router.navigate({ href: window.location.pathname + withoutEmailLink(window.location.search), replace: true })
    const fail = (errors: string[]) => {
      showToastAfterReload(errors.join(' '), 'error')
      window.location.replace(`/${lang}`)
    }
    // The flows' texts are lazy messages (app/i18n/lazy-messages.ts): loaded before any is shown.
    void loadLazyMessages(lang).then(() => {
      if (!link.valid) return fail([t('authFlow.linkInvalid')])
      if (link.action === 'reset_password') {
        flowState.reset = { uid: link.uid, token: link.token }
        openModal('newPassword')
        return
      }
      activateFn({ data: { lang, uid: link.uid, token: link.token } })
        .then((result) => {
          if (result.ok)
            return result.signedIn === false
              ? signInNext(lang, t('authFlow.activatedSignIn'))
              : afterSignIn(lang, t('authFlow.activated'), `/${lang}/cabinet`)
          if (result.code === ACCOUNTS.errorCodes.passwordRequired) {
            flowState.activate = { uid: link.uid, token: link.token, email: result.email ?? null }
            openModal('newPassword')
            return
          }
          fail(shownErrors(result, t))
        })
        .catch(() => fail([t('authFlow.linkInvalid')]))
    })
  }, [intl, lang, router])
  return null
}
