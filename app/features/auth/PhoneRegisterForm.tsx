import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { takeSignInReturn } from '#app/lib/sign-in-return.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, PhoneFieldInput, useShopForm } from '#app/ui/form/index.ts'
import { internationalPhone, maskPhone, phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'
import { CodeField } from './CodeField'
import { codeOf } from './code-login'
import { confirmPhoneRegistrationFn, requestPhoneRegistrationFn } from './flows.functions'
import { failed, flowRefusal, PHONE_REGISTER_CONFIRM, PHONE_REGISTER_REQUEST, SENT } from './forms'
import { captchaFailure, hasRegistrationCaptcha, registrationCaptchaToken } from './registration-captcha'
import { afterSignIn } from './session-client'
import { signedInTarget } from './social'

/**
 * The adverts area's registration by phone (accounts spec 7: POST /api/register/ with the phone,
 * then PATCH /api/register/{phone}/ with the texted code, e-mail, name and password): two steps on
 * the registration page of a site with adverts. The new account is signed in and, as every sign-in
 * of the adverts area, goes home after 1 s (spec 4).
 */
export function PhoneRegisterForm() {
  useLaterMessages()
  const [phone, setPhone] = useState<string | null>(null)
  return (
    <section className="auth-flow__card" aria-labelledby="phone-register-title" data-testid="phone-register">
      <h2 id="phone-register-title">
        <FormattedMessage id="authFlow.phoneRegister.title" />
      </h2>
      {/* each step is its own form, started afresh whenever it shows (as its inputs were) */}
      {phone ? <ConfirmStep phone={phone} onAgain={() => setPhone(null)} /> : <RequestStep onSent={setPhone} />}
    </section>
  )
}

function RequestStep({ onSent }: { onSent: (phone: string) => void }) {
  const intl = useIntl()
  const lang = useLocale()
  const { settings } = useShell()
  const mask = phoneMaskName(settings)
  // The site's captcha, when it has one (issue 50: an SMS to any number costs the shop money).
  const captchaBox = useRef<HTMLDivElement>(null)
  const t = (id: MessageId) => intl.formatMessage({ id })
  const form = useShopForm({
    schema: PHONE_REGISTER_REQUEST,
    // the field starts with the country code (app/ui/PhoneInput)
    defaultValues: { phone: maskPhone('', PHONE_MASKS[mask]) },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      // a whole number of the site's mask, sent as `+` and its digits (what the server function checks)
      const to = internationalPhone(v.phone, PHONE_MASKS[mask])
      if (!to) return failed([t('authFlow.code.badPhone')])
      let captcha_token: string | undefined
      try {
        captcha_token = await registrationCaptchaToken(settings.captcha, captchaBox.current)
      } catch (error) {
        return failed([await captchaFailure(error, t, lang)])
      }
      const refused = await flowRefusal(
        () => requestPhoneRegistrationFn({ data: { lang, phone: to, captcha_token } }),
        t,
      )
      if (refused) return refused
      onSent(to)
      return SENT
    },
  })
  return (
    <form
      ref={form.formRef}
      className="form"
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      data-testid="phone-register-request"
    >
      <p className="auth-flow__text">
        <FormattedMessage id="authFlow.phoneRegister.text" />
      </p>
      <CheckedField form={form} id="phone-register-phone" name="phone" labelId="authFlow.phone">
        {(aria) => (
          <PhoneFieldInput {...aria} form={form} id="phone-register-phone" name="phone" required mask={mask} />
        )}
      </CheckedField>
      {hasRegistrationCaptcha(settings.captcha) ? (
        <div ref={captchaBox} className="checkout__captcha" data-testid="phone-register-captcha" />
      ) : null}
      <FormErrors errors={form.messages} testId="phone-register-errors" />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="authFlow.code.send" />
      </button>
    </form>
  )
}

function ConfirmStep({ phone, onAgain }: { phone: string; onAgain: () => void }) {
  const intl = useIntl()
  const lang = useLocale()
  const t = (id: MessageId) => intl.formatMessage({ id })
  const form = useShopForm({
    schema: PHONE_REGISTER_CONFIRM,
    defaultValues: { code: '', email: '', first_name: '', last_name: '', password: '' },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const code = codeOf(v.code)
      if (!code) return failed([intl.formatMessage({ id: 'authFlow.code.badCode' }, { length: ACCOUNTS.codeLength })])
      const refused = await flowRefusal(
        () =>
          confirmPhoneRegistrationFn({
            data: {
              lang,
              phone,
              code,
              email: v.email,
              first_name: v.first_name,
              last_name: v.last_name,
              password: v.password,
            },
          }),
        t,
      )
      if (refused) return refused
      const { target, delayMs } = signedInTarget('adverts', lang, 'current', takeSignInReturn())
      afterSignIn(lang, t('auth.loggedIn'), target, delayMs)
      return SENT
    },
  })
  return (
    <form
      ref={form.formRef}
      className="form"
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      data-testid="phone-register-confirm"
    >
      <p className="auth-flow__text" aria-live="polite">
        <FormattedMessage id="authFlow.code.sentSms" values={{ to: phone, minutes: ACCOUNTS.codeTtlSeconds / 60 }} />
      </p>
      <CodeField form={form} id="phone-register-code" />
      <CheckedField form={form} id="phone-register-email" name="email" labelId="auth.email">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id="phone-register-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
          />
        )}
      </CheckedField>
      <CheckedField form={form} id="phone-register-first" name="first_name" labelId="auth.name">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id="phone-register-first"
            name="first_name"
            autoComplete="given-name"
            maxLength={100}
            required
          />
        )}
      </CheckedField>
      <CheckedField form={form} id="phone-register-last" name="last_name" labelId="authFlow.lastName">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id="phone-register-last"
            name="last_name"
            autoComplete="family-name"
            maxLength={100}
          />
        )}
      </CheckedField>
      <CheckedField form={form} id="phone-register-password" name="password" labelId="auth.password">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id="phone-register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            required
          />
        )}
      </CheckedField>
      <FormErrors errors={form.messages} testId="phone-register-errors" />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="authFlow.phoneRegister.submit" />
      </button>
      <button type="button" className="link-button" onClick={onAgain}>
        <FormattedMessage id="authFlow.code.again" />
      </button>
    </form>
  )
}
