import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLaterMessages } from '#app/i18n/lazy-messages.ts'
import type { MessageId } from '#app/i18n/messages.ts'
import { takeSignInReturn } from '#app/lib/sign-in-return.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, PhoneFieldInput, useShopForm } from '#app/ui/form/index.ts'
import { maskPhone, phoneMaskName } from '#app/ui/phone-mask.ts'
import { PHONE_MASKS } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'
import { CodeField } from './CodeField'
import { CODE_CHANNELS, type CodeChannel, codeOf, codeRecipient } from './code-login'
import { loginWithCodeFn, requestCodeFn } from './flows.functions'
import { CODE_REQUEST, CODE_SIGN_IN, failed, flowRefusal, SENT } from './forms'
import { afterSignIn } from './session-client'
import { areaOfPath, signedInTarget } from './social'

/**
 * Sign-in with a one-time code (accounts spec 7: GET /api/v1/sms-code or /api/v1/email-code, then
 * POST /api/v1/loginByEmail): choose SMS or e-mail, ask for the code, type it. The phone field starts
 * with the site's country code and is limited to 15 characters for Romania, 17 otherwise (spec 5).
 */
export function CodeSignIn() {
  useLaterMessages()
  const [channel, setChannel] = useState<CodeChannel>('sms')
  const [recipient, setRecipient] = useState<string | null>(null)
  // each step is its own form, started afresh whenever it shows (as its inputs were)
  const useEmail = () => {
    setChannel('email')
    setRecipient(null)
  }
  return recipient ? (
    <CodeEntry channel={channel} recipient={recipient} onAgain={() => setRecipient(null)} onUseEmail={useEmail} />
  ) : (
    <CodeRequest channel={channel} onChannel={setChannel} onSent={setRecipient} />
  )
}

function CodeRequest({
  channel,
  onChannel,
  onSent,
}: {
  channel: CodeChannel
  onChannel: (channel: CodeChannel) => void
  onSent: (recipient: string) => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  const mask = phoneMaskName(useShell().settings)
  const t = (id: MessageId) => intl.formatMessage({ id })
  // the phone field starts with the country code (app/ui/PhoneInput), the e-mail field empty
  const initial = (c: CodeChannel) => (c === 'sms' ? maskPhone('', PHONE_MASKS[mask]) : '')
  const form = useShopForm({
    schema: CODE_REQUEST,
    defaultValues: { recipient: initial(channel) },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const to = codeRecipient(channel, v.recipient, PHONE_MASKS[mask])
      if (!to) return failed([t(channel === 'sms' ? 'authFlow.code.badPhone' : 'authFlow.code.badEmail')])
      const refused = await flowRefusal(() => requestCodeFn({ data: { lang, channel, recipient: to } }), t)
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
      data-testid="code-request-form"
    >
      <fieldset className="auth-flow__channels">
        <legend>
          <FormattedMessage id="authFlow.code.channel" />
        </legend>
        {CODE_CHANNELS.map((c) => (
          <label key={c} className="checkbox">
            <input
              type="radio"
              name="channel"
              value={c}
              checked={channel === c}
              onChange={() => {
                onChannel(c)
                form.api.setFieldValue('recipient', initial(c))
                form.setMessages([])
              }}
            />
            <span>
              <FormattedMessage id={`authFlow.code.by.${c}`} />
            </span>
          </label>
        ))}
      </fieldset>
      {channel === 'sms' ? (
        <CheckedField key="sms" form={form} id="code-signin-phone" name="recipient" labelId="authFlow.phone">
          {(aria) => (
            <PhoneFieldInput {...aria} form={form} id="code-signin-phone" name="recipient" required mask={mask} />
          )}
        </CheckedField>
      ) : (
        <CheckedField key="email" form={form} id="code-signin-email" name="recipient" labelId="auth.email">
          {(aria) => (
            <Input
              {...aria}
              form={form}
              id="code-signin-email"
              name="recipient"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          )}
        </CheckedField>
      )}
      <FormErrors errors={form.messages} testId="code-signin-errors" />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="authFlow.code.send" />
      </button>
    </form>
  )
}

/**
 * The code step. By SMS the text does not say a code was sent (issue 51 point 6): the back end sends
 * one only to a phone proven on an account (an unproven one given at registration gets none, against
 * takeover) and answers the same either way, so a stranger cannot learn whether the number has an
 * account; the text says so and offers the e-mail path.
 */
function CodeEntry({
  channel,
  recipient,
  onAgain,
  onUseEmail,
}: {
  channel: CodeChannel
  recipient: string
  onAgain: () => void
  onUseEmail: () => void
}) {
  const intl = useIntl()
  const lang = useLocale()
  const t = (id: MessageId) => intl.formatMessage({ id })
  // The code field takes the focus once the code is on its way.
  useEffect(() => {
    document.getElementById('code-signin-code')?.focus()
  }, [])
  const form = useShopForm({
    schema: CODE_SIGN_IN,
    defaultValues: { code: '', rememberMe: false },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (id, values) => intl.formatMessage({ id }, values))
      if (invalid) return invalid
      const code = codeOf(v.code)
      if (!code) return failed([intl.formatMessage({ id: 'authFlow.code.badCode' }, { length: ACCOUNTS.codeLength })])
      const refused = await flowRefusal(
        () => loginWithCodeFn({ data: { lang, channel, recipient, code, rememberMe: v.rememberMe } }),
        t,
      )
      if (refused) return refused
      // The spec's legacy auth flow (/api/v1/sms-code, email-code, loginByEmail): it reloads after 1000 ms.
      const { target, delayMs } = signedInTarget(
        areaOfPath(window.location.pathname),
        lang,
        'legacy',
        takeSignInReturn(),
      )
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
      data-testid="code-signin-form"
    >
      <p className="auth-flow__text" aria-live="polite">
        <FormattedMessage
          id={channel === 'sms' ? 'authFlow.code.sentSmsIfVerified' : 'authFlow.code.sentEmail'}
          values={{ to: recipient, minutes: ACCOUNTS.codeTtlSeconds / 60 }}
        />
      </p>
      <CodeField form={form} id="code-signin-code" />
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control (the kit's Input) is inside the label */}
      <label className="checkbox">
        <Input form={form} name="rememberMe" type="checkbox" />
        <span>
          <FormattedMessage id="auth.rememberMe" />
        </span>
      </label>
      <FormErrors errors={form.messages} testId="code-signin-errors" />
      <button type="submit" className="button button--primary button--block" aria-disabled={form.pending}>
        <FormattedMessage id="auth.submit.login" />
      </button>
      <button type="button" className="link-button" onClick={onAgain}>
        <FormattedMessage id="authFlow.code.again" />
      </button>
      {channel === 'sms' ? (
        <button type="button" className="link-button" onClick={onUseEmail} data-testid="code-signin-use-email">
          <FormattedMessage id="authFlow.code.useEmail" />
        </button>
      ) : null}
    </form>
  )
}
