import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import type { SocialProvider } from '#contract/accounts.ts'
import { startSocialSignInFn } from './flows.functions'
import { areaOfPath } from './social'

const LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' }

/**
 * Google, Facebook and Twitter sign-in (accounts spec 7): each configured provider gets a button
 * (decision 0021: a Worker variable per provider). The server starts the sign-in - a `state` bound to
 * this browser - and the browser goes to the provider, which comes back to /{lang}/auth/social/{provider}.
 */
export function SocialButtons() {
  const { socialProviders } = useShell()
  const lang = useLocale()
  const intl = useIntl()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  if (socialProviders.length === 0) return null
  const start = async (provider: SocialProvider) => {
    setBusy(true)
    setErrors([])
    try {
      const result = await startSocialSignInFn({ data: { lang, provider, area: areaOfPath(window.location.pathname) } })
      if (!result.ok) throw new Error('not configured')
      window.location.assign(result.url)
    } catch {
      setErrors([intl.formatMessage({ id: 'authFlow.social.failed' })])
      setBusy(false)
    }
  }
  return (
    <div className="auth-flow__social">
      <p className="auth-flow__divider">
        <span>
          <FormattedMessage id="authFlow.social.or" />
        </span>
      </p>
      {socialProviders.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button button--block auth-flow__provider auth-flow__provider--${provider}`}
          // aria-disabled while a sign-in starts: disabled, the pressed button dropped the focus to the page
          aria-disabled={busy}
          onClick={() => busy || void start(provider)}
          data-testid={`social-${provider}`}
        >
          <FormattedMessage id="authFlow.social.continue" values={{ provider: LABELS[provider] }} />
        </button>
      ))}
      <FormErrors errors={errors} />
    </div>
  )
}
