import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../shell/useShell'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { RegisterForm } from './RegisterForm'
import { SocialButtons } from './SocialButtons'

/** /{lang}/register: the registration page (accounts spec 2), the same form as the auth modal's register tab. */
export function RegisterPage({ origin }: { origin: string }) {
  const intl = useIntl()
  const lang = useLocale()
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
    </div>
  )
}
