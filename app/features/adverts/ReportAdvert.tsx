import { useField } from '@tanstack/react-form'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { openModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { text, useShopForm } from '#app/ui/form/index.ts'
import { ADVERTS } from '#contract/advert-rules.ts'
import { getComplaintCategoriesFn, sendComplaintFn } from './mine.functions'
import type { ComplaintCategory } from './mine.server'

/** A reason is required; the text is optional (trimmed, empty is not sent). */
const COMPLAINT = z.object({
  category: text({ required: true, requiredError: 'advertsArea.report.chooseCategory' }),
  body: text(),
})

/**
 * The reportUser modal's form (accounts spec 2, 3 "Complaint": category, body, advert): the back
 * end's complaint categories as a required choice and an optional text. Sent, it opens
 * reportUserSuccess, which closes this modal (one modal at a time).
 */
export function ReportAdvertForm({ advert }: { advert: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const [categories, setCategories] = useState<ComplaintCategory[] | null>(null)
  const bodyId = useId()

  useEffect(() => {
    let live = true
    getComplaintCategoriesFn({ data: { lang } })
      .then((c) => live && setCategories(c))
      .catch(() => live && setCategories([]))
    return () => {
      live = false
    }
  }, [lang])

  const form = useShopForm({
    schema: COMPLAINT,
    defaultValues: { category: '', body: '' },
    clearOnSend: true,
    send: async (v) => {
      try {
        const r = await sendComplaintFn({
          data: { lang, advert, category: Number(v.category), body: v.body || undefined },
        })
        if (r.ok) openModal('reportUserSuccess')
        return r.ok
          ? { ok: true, fields: {}, messages: [] }
          : {
              ok: false,
              fields: r.status === 409 ? {} : r.fields,
              messages: r.status === 409 ? [intl.formatMessage({ id: 'advertsArea.report.already' })] : r.messages,
            }
      } catch {
        // no answer (the network, a refused call): the page's words, not the browser's "Failed to fetch"
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'globalMessageSomethingWentWrong' })] }
      }
    },
  })
  const category = useField({ form: form.api, name: 'category' })
  const body = useField({ form: form.api, name: 'body' })

  if (categories === null)
    return (
      <p role="status">
        <FormattedMessage id="advertsArea.loading" />
      </p>
    )
  return (
    <form
      ref={form.formRef}
      className="advert-report"
      noValidate
      onSubmit={(e) => void form.onSubmit(e)}
      data-testid="advert-report-form"
    >
      <fieldset>
        <legend>
          <FormattedMessage id="advertsArea.report.category" />
        </legend>
        {categories.map((c) => (
          <label key={c.id} className="checkbox">
            <input
              type="radio"
              // the form's field name: a missing reason puts the focus on the first choice (the kit's focusFirst)
              name="category"
              value={c.id}
              checked={category.state.value === String(c.id)}
              onChange={() => {
                category.handleChange(String(c.id))
                form.setErrors({})
                form.setMessages([])
              }}
            />{' '}
            {c.title}
          </label>
        ))}
      </fieldset>
      <label htmlFor={bodyId} className="field">
        <span>
          <FormattedMessage id="advertsArea.report.body" />
        </span>
      </label>
      <textarea
        id={bodyId}
        rows={4}
        maxLength={ADVERTS.complaintBodyMaxLength}
        value={String(body.state.value ?? '')}
        onChange={(e) => body.handleChange(e.target.value)}
      />
      <FormErrors errors={[...Object.values(form.errors), ...form.messages]} testId="advert-report-errors" />
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={form.pending}
        data-testid="advert-report-send"
      >
        <FormattedMessage id="advertsArea.report.send" />
      </button>
    </form>
  )
}
