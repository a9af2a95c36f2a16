import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { checkEmail } from './field-checks'
import { newsletterFn } from './newsletter.functions'

/**
 * Every text of a refusal, each once: the e-mail's, then the others the back end named (DRF's
 * non_field_errors, a nested serialiser's path) in its order, then its messages (a detail); '' for none.
 */
const refusal = ({ fields, messages }: { fields: Record<string, string>; messages: string[] }) =>
  [...new Set([fields.email, ...Object.values(fields), ...messages])].filter((s) => s?.trim()).join(' ')

/** The footer's newsletter subscription (POST /settings/news-letter/ through a server function). */
export function NewsletterForm() {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)
  // The footer hydrates near the viewport (LazyHydrate): a submit that comes first is held, not sent as a page load.
  const submitTap = useEarlyTap<HTMLButtonElement>()
  if (done) {
    return (
      <p className="newsletter__done" role="status">
        <FormattedMessage id="content.newsletter.success" />
      </p>
    )
  }
  return (
    <form
      className="newsletter"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        // the button rests with aria-disabled while it sends (disabled, it dropped the focus): a press sends nothing
        if (pending) return
        const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
        const check = checkEmail(email)
        if (check) {
          setError(intl.formatMessage({ id: `content.form.error.${check}` }))
          return
        }
        setPending(true)
        try {
          const result = await newsletterFn({ data: { lang, body: { email } } })
          if (result.ok) {
            setDone(true)
            showToast(intl.formatMessage({ id: 'content.newsletter.success' }), 'success')
          } else setError(refusal(result) || intl.formatMessage({ id: 'globalMessageSomethingWentWrong' }))
        } catch {
          setError(intl.formatMessage({ id: 'globalMessageSomethingWentWrong' }))
        } finally {
          setPending(false)
        }
      }}
    >
      <label htmlFor={id} className="footer__title">
        <FormattedMessage id="content.newsletter.title" />
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={intl.formatMessage({ id: 'content.newsletter.placeholder' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--primary" aria-disabled={pending} {...submitTap}>
          <FormattedMessage id="content.newsletter.submit" />
        </button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  )
}
