import { useField } from '@tanstack/react-form'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { loadAsideMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { type SendResult, text, useShopForm } from '#app/ui/form/index.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { QUOTE_CART } from '#contract/quote-rules.ts'
import { quoteIsFull, readTargetPrice } from './rules'
import { addQuoteItem, quoteState, useQuoteCart } from './store'

/** The optional target price (read by readTargetPrice). */
const TARGET = z.object({ target: text() })

/**
 * The product page's "add to quote request" (theme flag quoteCart): adds the product by its
 * multiplicity, or, with a target price typed, sets that price on its line. A typed target that is
 * not a price (readTargetPrice: abc, -5, 0, 1e3, more than 100,000,000, a third decimal) adds
 * nothing and says so at the field (a review, r43: each press added a unit without a word). Its text
 * is an aside message (quote.*), loaded when it is needed: the product page's first load stays as it was.
 */
export default function AddToQuote({ product }: { product: ProductCard }) {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const [full, setFull] = useState(false)
  const form = useShopForm({
    schema: TARGET,
    defaultValues: { target: '' },
    send: async (v): Promise<SendResult> => {
      const target = readTargetPrice(v.target)
      if (target === 'invalid') {
        await loadAsideMessages(lang).catch(() => {})
        return { ok: false, fields: { target: 'quote.targetInvalid' }, messages: [] }
      }
      // A list of QUOTE_CART.maxItems lines takes no new product: said here, not at the send.
      const noRoom = quoteIsFull(quoteState, product.productId)
      if (noRoom) await loadAsideMessages(lang).catch(() => {})
      setFull(noRoom)
      if (noRoom) return { ok: false, fields: {}, messages: [] }
      addQuoteItem(product, target === null ? undefined : target)
      return { ok: true, fields: {}, messages: [] }
    },
  })
  const target = useField({ form: form.api, name: 'target' })
  const quote = useQuoteCart()
  const errorId = `${id}-error`
  const invalid = Boolean(form.errors.target)
  const line = !quote.loaded ? undefined : quote.items.find((i) => i.product.productId === product.productId)
  return (
    <form
      ref={form.formRef}
      className="add-to-quote"
      onSubmit={async (e) => {
        if (await form.onSubmit(e)) form.reset()
      }}
    >
      <label className="field" htmlFor={id}>
        <span>
          <FormattedMessage id="quote.targetPriceOptional" />
        </span>
      </label>
      <input
        id={id}
        name="target"
        inputMode="decimal"
        // Room beyond the longest price (100000000,00): Chromium dropped the first key typed over a
        // selected text of exactly maxLength characters once the form had been submitted, so
        // 999999999999 (12), refused, then selected and retyped as 12,5 became 2,5.
        maxLength={20}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={String(target.state.value ?? '')}
        onChange={(e) => target.handleChange(e.target.value)}
      />
      {invalid ? (
        // The one error this field has (the send's fields.target names it).
        <p className="field__error" id={errorId}>
          <FormattedMessage
            id="quote.targetInvalid"
            values={{ max: intl.formatNumber(QUOTE_CART.maxTargetPrice, { maximumFractionDigits: 0 }) }}
          />
        </p>
      ) : null}
      {full ? (
        <p className="field__error" role="alert" data-testid="add-to-quote-full">
          <FormattedMessage id="quote.full" values={{ max: intl.formatNumber(QUOTE_CART.maxItems) }} />
        </p>
      ) : null}
      <button type="submit" className="button" data-testid="add-to-quote" disabled={!quote.mounted}>
        <FormattedMessage id="quote.add" />
      </button>
      {line ? (
        <p className="add-to-quote__state" role="status">
          <a href={`/${lang}/quote-cart`}>{intl.formatMessage({ id: 'quote.inQuote' }, { count: line.count })}</a>
        </p>
      ) : null}
    </form>
  )
}
