import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { PhoneRegisterForm } from './PhoneRegisterForm'
import { RegisterForm } from './RegisterForm'
import { SocialButtons } from './SocialButtons'
import './auth.css'

/**
 * /{lang}/register: the registration page (accounts spec 2), the same form as the auth modal's
 * register tab; on a site with adverts also the adverts area's registration by phone (spec 7), where
 * a failed Google sign-in there lands.
 */
export function RegisterPage({ origin }: { origin: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const { theme } = useShell()
  const title = intl.formatMessage({ id: 'authFlow.registerPage.title' })
  return (
    <div className="container page auth-flow__page">
      <Breadcrumbs home={`/${lang}`} items={[{ title }]} origin={origin} />
      <h1>{title}</h1>
      <p className="auth-flow__text">
        <FormattedMessage id="authFlow.registerPage.text" />
      </p>
      <div className="auth-flow__card">
        <RegisterForm idPrefix="register-page" />
        <SocialButtons />
      </div>
      {theme.flags.adverts ? <PhoneRegisterForm /> : null}
    </div>
  )
}
