import { type ReactNode, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageId } from '#app/i18n/messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, TextArea, useShopForm } from '#app/ui/form/index.ts'
import { ACCOUNTS } from '#contract/accounts.ts'
import { CabinetFrame, Notice } from './CabinetFrame'
import { supportFn, termsFn } from './cabinet.functions'
import { SUPPORT } from './forms'
import { useSaveFlag } from './saving'

/**
 * /{lang}/account/support (accounts spec 3 "Support message", 7): a message to the shop
 * (POST /api/support/) and the terms (GET /api/static-content/2/), read on request as plain text.
 * Guests write from /{lang}/support (`guest`): the same form outside the cabinet, nothing prefilled
 * (the page is public and may be cached), sent without a session - the back end takes both.
 */
export function SupportPage({
  origin,
  name,
  email,
  guest = false,
}: {
  origin: string
  name: string
  email: string
  guest?: boolean
}) {
  const intl = useIntl()
  const lang = useLocale()
  const saving = useSaveFlag()
  const [sent, setSent] = useState(false)
  const termsTitleId = useId()
  const id = useId()
  const [terms, setTerms] = useState<{ title: string; text: string } | { error: string } | null>(null)
  const form = useShopForm({
    schema: SUPPORT,
    defaultValues: { name, email, body: '' },
    clearOnSend: true,
    send: async (v) => {
      const invalid = controlProblems(form.formRef.current, (key, values) => intl.formatMessage({ id: key }, values))
      if (invalid) return invalid
      try {
        const r = await saving.run(() => supportFn({ data: { lang, name: v.name, email: v.email, body: v.body } }))
        if (r.ok) {
          setSent(true)
          return { ok: true, fields: {}, messages: [] }
        }
        // the back end names the e-mail `email_address`: its error stands by the e-mail field
        const { email_address, ...fields } = r.fields
        return { ok: false, fields: email_address ? { ...fields, email: email_address } : fields, messages: r.errors }
      } catch {
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'cabinet.failed' })] }
      }
    },
  })
  const openTerms = async () => {
    try {
      const r = await termsFn({ data: { lang } })
      setTerms(
        r.ok
          ? {
              title: r.data.title || intl.formatMessage({ id: 'cabinetSupport.terms' }),
              text: plainText(r.data.content),
            }
          : { error: r.errors.join(' ') },
      )
    } catch {
      setTerms({ error: intl.formatMessage({ id: 'cabinet.failed' }) })
    }
  }
  const Frame = guest ? PublicFrame : CabinetFrame
  return (
    <Frame titleId="cabinetNav.support" origin={origin}>
      <section className="cabinet__card" aria-labelledby="support-title">
        <h2 id="support-title" className="cabinet__name">
          <FormattedMessage id="cabinetSupport.title" />
        </h2>
        {sent ? (
          <Notice kind="success" testId="support-sent">
            <FormattedMessage id="cabinetSupport.sent" />
          </Notice>
        ) : (
          <form
            ref={form.formRef}
            className="form"
            onSubmit={saving.unlessBusy(form.onSubmit)}
            noValidate
            data-testid="support-form"
            aria-busy={saving.busy}
          >
            <CheckedField form={form} id={`${id}-name`} name="name" labelId="cabinetSupport.name">
              {(aria) => (
                <Input
                  {...aria}
                  form={form}
                  id={`${id}-name`}
                  name="name"
                  required
                  maxLength={120}
                  autoComplete="name"
                />
              )}
            </CheckedField>
            <CheckedField form={form} id={`${id}-email`} name="email" labelId="cabinetSupport.email">
              {(aria) => (
                <Input
                  {...aria}
                  form={form}
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                />
              )}
            </CheckedField>
            <CheckedField form={form} id={`${id}-body`} name="body" labelId="cabinetSupport.body">
              {(aria) => (
                <TextArea
                  {...aria}
                  form={form}
                  id={`${id}-body`}
                  name="body"
                  required
                  rows={5}
                  maxLength={ACCOUNTS.supportBodyMax}
                />
              )}
            </CheckedField>
            <FormErrors errors={form.messages} />
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={saving.busy}
              data-testid="support-send"
            >
              <FormattedMessage id="cabinetSupport.send" />
            </button>
          </form>
        )}
      </section>
      <section className="cabinet__card" aria-labelledby="terms-title">
        <h2 id="terms-title" className="cabinet__name">
          <FormattedMessage id="cabinetSupport.terms" />
        </h2>
        {terms === null ? (
          <button type="button" className="link-button" onClick={() => void openTerms()} data-testid="terms-open">
            <FormattedMessage id="cabinetSupport.readTerms" />
          </button>
        ) : 'error' in terms ? (
          <Notice>{terms.error}</Notice>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the terms scroll (max-height); keyboard users need to focus them to scroll
          <article className="cabinet-terms" data-testid="terms-text" tabIndex={0} aria-labelledby={termsTitleId}>
            <h3 id={termsTitleId}>{terms.title}</h3>
            {terms.text.split(/\n{2,}/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </article>
        )}
      </section>
    </Frame>
  )
}

/** The guests' page frame: a plain page with the section's title. */
function PublicFrame({ titleId, children }: { titleId: MessageId; origin: string; children: ReactNode }) {
  return (
    <div className="container page" data-testid="public-support">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </div>
  )
}

/**
 * The terms as text, in the browser: block ends become paragraph breaks and DOMParser (which runs no
 * script) reads the rest as text, entities decoded. Nothing of the back end's HTML is rendered as HTML.
 */
function plainText(html: string): string {
  const marked = html.replace(/<\s*(br|\/p|\/h\d|\/li|\/div)\s*\/?>/gi, '$&\n\n')
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? ''
  return text.replace(/\n{3,}/g, '\n\n').trim()
}
