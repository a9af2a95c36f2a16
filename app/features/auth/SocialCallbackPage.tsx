import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { takeSignInReturn } from '#app/lib/sign-in-return.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToastAfterReload } from '#app/toasts/store.ts'
import { ACCOUNTS, type SocialProvider } from '#contract/accounts.ts'
import { socialCallbackAddress } from '#platform/shared/link-stash.ts'
import { finishSocialSignInFn } from './flows.functions'
import { shownErrors } from './form-errors'
import { afterSignIn } from './session-client'
import { signedInTarget, socialCallbackParams, socialCallbackToken, socialFailureTarget } from './social'
import './auth.css'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import { FormErrors } from '#app/ui/FormErrors.tsx'

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' }

/**
 * /{lang}/auth/social/{provider}: where the provider sends the browser back (decision 0021). The
 * provider's token leaves the address bar at once; the server checks the `state` against this
 * browser's cookie, exchanges the token with the back end and starts the session. Facebook without an
 * e-mail opens the social-login error modal (spec 4); a failed Google sign-in begun in the adverts
 * area goes to the registration page (spec 2).
 */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const router = useRouter()
  const started = useRef(false)
  const [errors, setErrors] = useState<string[] | null>(null)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const t = (id: MessageId) => intl.formatMessage({ id })
    // The address's own, or where the Worker's scrub script moved it before the site's tags ran.
    const { search, hash } = socialCallbackAddress()
    const params = socialCallbackParams(search, hash)
    void router.navigate({ href: window.location.pathname, replace: true })
    const callback = {
      state: params.state ?? null,
      access_token: provider === 'twitter' ? null : socialCallbackToken(provider, params),
      oauth_token: params.oauth_token ?? null,
      oauth_verifier: params.oauth_verifier ?? null,
      error: params.error ?? null,
    }
    finishSocialSignInFn({ data: { lang, provider, callback } })
      .then((result) => {
        if (result.ok) {
          const { target, delayMs } = signedInTarget(result.area, lang, 'current', takeSignInReturn())
          return afterSignIn(lang, t('auth.loggedIn'), target, delayMs)
        }
        const shown =
          result.code === 'state_mismatch'
            ? [t('authFlow.social.stateMismatch')]
            : result.code === 'access_denied'
              ? [t('authFlow.social.cancelled')]
              : shownErrors({ errors: result.errors, code: result.code }, t)
        const target = result.area ? socialFailureTarget(result.area, provider, lang) : null
        if (target) {
          showToastAfterReload(shown.join(' '), 'error')
          return window.location.assign(target)
        }
        setErrors(shown)
        if (result.code === ACCOUNTS.errorCodes.socialEmailRequired) openModal('socialLoginError')
      })
      .catch(() => setErrors([t('authFlow.social.failed')]))
  }, [intl, lang, provider, router])

  return (
    <div className="container page auth-flow__page" data-testid="social-callback">
      <h1>
        <FormattedMessage id="authFlow.social.title" values={{ provider: NAMES[provider] }} />
      </h1>
      {errors === null ? (
        <p role="status" className="auth-flow__text">
          <FormattedMessage id="authFlow.social.working" />
        </p>
      ) : (
        <>
          <FormErrors errors={errors} testId="social-errors" />
          <div className="auth-flow__actions">
            <button type="button" className="button button--primary" onClick={() => openModal('auth')}>
              <FormattedMessage id="authFlow.social.retry" />
            </button>
            <Link to="/$lang" params={{ lang }} className="button">
              <FormattedMessage id="authFlow.home" />
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
