import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { FormErrors } from '#app/ui/FormErrors.tsx'
import { CheckedField, controlProblems, Input, Select, TextArea, useShopForm } from '#app/ui/form/index.ts'
import { LabeledField } from '#app/ui/LabeledField.tsx'
import { createReview } from './product.functions'
import { reviewFailure } from './review-failure'
import { REVIEW, reviewRating } from './review-form'

/**
 * "Write a review" (the product page's reviews): author, rating (5 preselected) and text, sent as
 * typed; the back end's errors as returned, a failed call "invalid". Refused for want of a session
 * (401, 403): the shop's own text asking to sign in, and the sign-in dialog's button where the site
 * has accounts. Its own chunk, with the form kit, loaded with the reviews (ProductExtras loads near
 * the viewport).
 */
export default function ReviewForm({ productId, onSent }: { productId: number; onSent: () => void }) {
  const intl = useIntl()
  const lang = useLocale()
  useAsideMessages()
  const id = useId()
  const cabinet = useShell().settings.additional_settings.is_user_cabinet
  const [signIn, setSignIn] = useState(false)
  const form = useShopForm({
    schema: REVIEW,
    defaultValues: { author: '', rating: '5', text: '' },
    send: async (v) => {
      // no author or text, a text over its length: at the field, in the page's language
      const invalid = controlProblems(form.formRef.current, (key, values) => intl.formatMessage({ id: key }, values))
      if (invalid) return invalid
      setSignIn(false)
      try {
        const result = await createReview({
          data: { lang, product_id: productId, author: v.author, rating: reviewRating(v.rating), text: v.text },
        })
        if (!result.ok && result.signIn) {
          setSignIn(true)
          return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'reviews.signInRequired' })] }
        }
        if (!result.ok)
          return {
            ok: false,
            fields: {},
            messages: reviewFailure(result.errors, intl.formatMessage({ id: 'globalMessageSomethingWentWrong' })),
          }
      } catch {
        return { ok: false, fields: {}, messages: [intl.formatMessage({ id: 'reviews.invalid' })] }
      }
      onSent()
      return { ok: true, fields: {}, messages: [] }
    },
  })
  return (
    <form ref={form.formRef} className="form reviews__form" onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <h3>
        <FormattedMessage id="reviews.write" />
      </h3>
      <CheckedField form={form} id={`${id}-author`} name="author" labelId="reviews.author">
        {(aria) => (
          <Input {...aria} form={form} id={`${id}-author`} name="author" required maxLength={100} autoComplete="name" />
        )}
      </CheckedField>
      <LabeledField labelId="reviews.ratingLabel">
        <Select form={form} name="rating">
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
            </option>
          ))}
        </Select>
      </LabeledField>
      <CheckedField form={form} id={`${id}-text`} name="text" labelId="reviews.text">
        {(aria) => <TextArea {...aria} form={form} id={`${id}-text`} name="text" required maxLength={5000} rows={4} />}
      </CheckedField>
      <FormErrors errors={form.messages} />
      {signIn && cabinet ? (
        <button type="button" className="link-button" data-testid="review-sign-in" onClick={() => openModal('auth')}>
          <FormattedMessage id="header.login" />
        </button>
      ) : null}
      <button type="submit" className="button button--primary">
        <FormattedMessage id="reviews.submit" />
      </button>
    </form>
  )
}
