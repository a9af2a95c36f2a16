import { useField } from '@tanstack/react-form'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { useLocale } from '#app/shell/useShell.tsx'
import { text, useShopForm } from '#app/ui/form/index.ts'
import type { ProductCard } from '#contract/catalogue.ts'
import { targetPriceOf } from './rules'
import { addQuoteItem, useQuoteCart } from './store'

/** The optional target price (read by targetPriceOf: anything else adds without a price). */
const TARGET = z.object({ target: text() })

/**
 * The product page's "add to quote request" (theme flag quoteCart): adds the product by its
 * multiplicity, or, with a target price typed, sets that price on its line.
 */
export default function AddToQuote({ product }: { product: ProductCard }) {
  const intl = useIntl()
  const lang = useLocale()
  const id = useId()
  const form = useShopForm({
    schema: TARGET,
    defaultValues: { target: '' },
    send: async (v) => {
      addQuoteItem(product, targetPriceOf(v.target) === null ? undefined : v.target)
      return { ok: true, fields: {}, messages: [] }
    },
  })
  const target = useField({ form: form.api, name: 'target' })
  const quote = useQuoteCart()
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
        inputMode="decimal"
        maxLength={12}
        value={String(target.state.value ?? '')}
        onChange={(e) => target.handleChange(e.target.value)}
      />
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
