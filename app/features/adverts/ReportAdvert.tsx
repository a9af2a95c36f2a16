import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ADVERTS } from '../../../app/api/contract/advert-rules'
import { openModal } from '../../modals/store'
import { useLocale } from '../../shell/useShell'
import { FormErrors } from '../../ui/FormErrors'
import { getComplaintCategoriesFn, sendComplaintFn } from './mine.functions'
import type { ComplaintCategory } from './mine.server'

/**
 * The reportUser modal's form (accounts spec 2, 3 "Complaint": category, body, advert): the back
 * end's complaint categories as a required choice and an optional text. Sent, it opens
 * reportUserSuccess, which closes this modal (one modal at a time).
 */
export function ReportAdvertForm({ advert }: { advert: number }) {
  const intl = useIntl()
  const lang = useLocale()
  const [categories, setCategories] = useState<ComplaintCategory[] | null>(null)
  const [category, setCategory] = useState<number | null>(null)
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
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

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (category === null) return setErrors([intl.formatMessage({ id: 'advertsArea.report.chooseCategory' })])
    setBusy(true)
    setErrors([])
    try {
      const r = await sendComplaintFn({ data: { lang, advert, category, body: body.trim() || undefined } })
      if (r.ok) openModal('reportUserSuccess')
      else setErrors(r.status === 409 ? [intl.formatMessage({ id: 'advertsArea.report.already' })] : [...Object.values(r.fields), ...r.messages])
    } catch (error) {
      setErrors([error instanceof Error ? error.message : String(error)])
    } finally {
      setBusy(false)
    }
  }

  if (categories === null)
    return (
      <p role="status">
        <FormattedMessage id="advertsArea.loading" />
      </p>
    )
  return (
    <form className="advert-report" onSubmit={(e) => void submit(e)} data-testid="advert-report-form">
      <fieldset>
        <legend>
          <FormattedMessage id="advertsArea.report.category" />
        </legend>
        {categories.map((c) => (
          <label key={c.id} className="checkbox">
            <input
              type="radio"
              name="complaint-category"
              value={c.id}
              checked={category === c.id}
              onChange={() => {
                setCategory(c.id)
                setErrors([])
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
      <textarea id={bodyId} rows={4} maxLength={ADVERTS.complaintBodyMaxLength} value={body} onChange={(e) => setBody(e.target.value)} />
      <FormErrors errors={errors} testId="advert-report-errors" />
      <button type="submit" className="button button--primary" disabled={busy} data-testid="advert-report-send">
        <FormattedMessage id="advertsArea.report.send" />
      </button>
    </form>
  )
}
