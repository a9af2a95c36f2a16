import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, PhoneFieldInput, raw, useShopForm } from '#app/ui/form/index.ts'
import { phoneComplete, phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { NAME_MAX } from '#contract/person-name.ts'
import { registerFn } from './auth.functions'
import { typedPhone } from './code-login'
import { shownErrors } from './form-errors'
import { type RegisterProblem, registerFieldProblems } from './forms'
import { NewPasswordFields } from './PasswordFields'
import { repeatMismatch } from './password-repeat'
import { captchaFailure, hasRegistrationCaptcha, registrationCaptchaToken } from './registration-captcha'

/** The fields as typed (the inputs' required and lengths are checked by controlProblems, in the page's language). */
const REGISTER = z.object({
  email: raw(),
  password: raw(),
  re_password: raw(),
  first_name: raw(),
  last_name: raw(),
  phone: raw(),
})

/**
 * Registration (accounts spec 2: the auth modal's register tab and the registration page): the
 * back end creates an inactive account and e-mails its activation link; success opens the
 * register-confirm message. Server field errors are shown as returned (spec 5), else 'Unknown error occurred'.
 */
export function RegisterForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl()
  const lang = useLocale()
  useLaterMessages()
  const { settings } = useShell()
  const t = (id: MessageId) => intl.formatMessage({ id })
  // The site's captcha, when it has one (issue 50; the checkout's).
  const captchaBox = useRef<HTMLDivElement>(null)
  const form = useShopForm({
    schema: REGISTER,
    defaultValues: { email: '', password: '', re_password: '', first_name: '', last_name: '', phone: '' },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const differ = repeatMismatch(v, ['password', 're_password'], (id) => intl.formatMessage({ id }))
      if (differ) return differ
      const phone = typedPhone(v.phone, phoneMaskName(settings))
      // what registerFn would refuse, at its field in the page's language (not a bare "check the fields");
      // a phone given is a whole number of the site's mask (phoneComplete: registerFn refuses a part of one)
      const problems = Object.entries({
        ...registerFieldProblems(v),
        ...(phone && !phoneComplete(phone, PHONE_MASKS[phoneMaskName(settings)])
          ? { phone: { id: 'authFlow.code.badPhone' } as RegisterProblem }
          : {}),
      })
      if (problems.length > 0)
        return {
          ok: false,
          fields: Object.fromEntries(problems.map(([name, p]) => [name, intl.formatMessage({ id: p.id }, p.values)])),
          messages: [],
        }
      let captcha_token: string | undefined
      try {
        captcha_token = await registrationCaptchaToken(settings.captcha, captchaBox.current)
      } catch (error) {
        return { ok: false, fields: {}, messages: [await captchaFailure(error, t, lang)] }
      }
      try {
        const result = await registerFn({
          data: {
            lang,
            email: v.email,
            password: v.password,
            re_password: v.re_password,
            first_name: v.first_name,
            last_name: v.last_name,
            phone: phone ?? '',
            captcha_token,
          },
        })
        if (!result.ok) return { ok: false, fields: {}, messages: shownErrors(result, t) }
      } catch {
        return { ok: false, fields: {}, messages: [t('authFlow.checkFields')] }
      }
      openModal('registerConfirm')
      return { ok: true, fields: {}, messages: [] }
    },
  })
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form ref={form.formRef} className="form" onSubmit={form.onSubmit} noValidate data-testid="register-form">
      <div className="auth-flow__pair">
        <CheckedField form={form} id={id('first_name')} name="first_name" labelId="auth.name">
          {(aria) => (
            <Input
              {...aria}
              form={form}
              id={id('first_name')}
              name="first_name"
              autoComplete="given-name"
              required
              maxLength={NAME_MAX}
            />
          )}
        </CheckedField>
        <CheckedField form={form} id={id('last_name')} name="last_name" labelId="authFlow.lastName">
          {(aria) => (
            <Input
              {...aria}
              form={form}
              id={id('last_name')}
              name="last_name"
              autoComplete="family-name"
              maxLength={NAME_MAX}
            />
          )}
        </CheckedField>
      </div>
      <CheckedField form={form} id={id('email')} name="email" labelId="auth.email">
        {(aria) => (
          <Input
            {...aria}
            form={form}
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
        )}
      </CheckedField>
      <label className="field" htmlFor={id('phone')}>
        <span>
          <FormattedMessage id="authFlow.phoneOptional" />
        </span>
        <PhoneFieldInput form={form} id={id('phone')} name="phone" mask={phoneMaskName(settings)} />
      </label>
      <NewPasswordFields form={form} names={['password', 're_password']} labelId="auth.password" id={id} />
      {hasRegistrationCaptcha(settings.captcha) ? (
        <div ref={captchaBox} className="checkout__captcha" data-testid="register-captcha" />
      ) : null}
      <FormErrors errors={form.messages} testId="register-errors" />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="auth.submit.register" />
      </button>
    </form>
  )
}
