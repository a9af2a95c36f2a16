import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { formatPrice } from '#app/i18n/format.ts'
import { useAsideMessages } from '#app/i18n/lazy-messages.ts'
import { settleDecimal } from '#app/lib/decimal-input.ts'
import { openModal } from '#app/modals/store.ts'
import { useLocale, usePricesHidden, useShell } from '#app/shell/useShell.tsx'
import { DecimalInput } from '#app/ui/DecimalInput.tsx'
import { Section } from '#app/ui/Section.tsx'
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from '#config'
import { QUOTE_CART } from '#contract/quote-rules.ts'
import { QuantityControl } from '../cart'
import { ProductGrid, productHref, toCard } from '../catalogue'
import { getProductsByIds, perIdChunk } from '../catalogue/products.functions'
import { getQuoteAssociated } from './quote-cart.functions'
import { type QuoteItem, quoteCountOf, quoteTotals, readTargetPrice, shouldRefresh } from './rules'
import { SendQuote } from './SendQuote'
import {
  clearQuoteCart,
  quoteErrors,
  refreshQuoteCart,
  setQuoteItemCount,
  setQuoteItemTarget,
  useQuoteCart,
} from './store'

/**
 * The quote cart page (business buyers; theme flag quoteCart): the lines with their count and the
 * price the buyer aims for, the subtotal at today's prices, and the products associated with the
 * lines. The list lives in this browser (quote_cart); a signed-in buyer sends it (SendQuote, decision 0067).
 * A viewer who may not see prices (hide_price_for_guests) gets the product card's "sign in to see
 * prices" in place of each line's price and the subtotal (their prices reach this page as 0); a sent
 * quote's subtotal stays spec 4's 0,00, which is the quote's state, not a price. A sent quote's lines
 * are read-only (their edits went nowhere: a review, r43) and "clear" reads "start a new request".
 */
export function QuoteCartPage() {
  const intl = useIntl()
  const lang = useLocale()
  useAsideMessages()
  const { settings } = useShell()
  const hidden = usePricesHidden()
  const quote = useQuoteCart()
  const { lines: refused } = useSnapshot(quoteErrors)
  const sent = quote.orderId !== null
  const ids = quote.items.map((i) => i.product.productId)
  const key = ids.join(',')
  const refresh = quote.loaded && shouldRefresh(quote)
  const { data: fresh } = useQuery({
    queryKey: ['quote-refresh', lang, key],
    // At most IDS_PER_GET ids a call: the quote's 200 in one GET were a 414 and stale prices.
    queryFn: () => perIdChunk(ids, (chunk) => getProductsByIds({ data: { lang, ids: chunk } })),
    enabled: refresh,
    staleTime: 60_000,
  })
  useEffect(() => {
    if (fresh && fresh.length > 0) refreshQuoteCart(fresh)
  }, [fresh])
  const { data: associated = [] } = useQuery({
    queryKey: ['quote-associated', lang, key],
    queryFn: () =>
      perIdChunk(ids, (chunk) => getQuoteAssociated({ data: { lang, ids: chunk } }))
        .then((found) => [...new Map(found.map((p) => [p.productId, p])).values()])
        .catch(() => []),
    enabled: quote.loaded && ids.length > 0,
    staleTime: 300_000,
  })
  const totals = quoteTotals(quote)
  const currency = settings.project_currency
  const symbol =
    CURRENCY_SYMBOLS[(currency in CURRENCY_SYMBOLS ? currency : DEFAULT_CURRENCY) as keyof typeof CURRENCY_SYMBOLS]
  // Spec 4: the subtotal always shows two decimals ("0,00" once an order id is set).
  const subtotal = `${intl.formatNumber(totals.subtotal, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0${symbol}`
  const others = associated.filter((p) => !ids.includes(p.productId)).slice(0, 8)

  // A removed line (or the cleared list) takes the focused button with it: focus goes to the remove
  // button now at that place (the last one when it was the last line), else to the heading - not to
  // <body>, which sent a keyboard shopper back to the top of the page (WCAG 2.4.3; a review).
  const page = useRef<HTMLDivElement>(null)
  const focusAfter = useRef<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lines change
  useEffect(() => {
    const at = focusAfter.current
    if (at === null || !page.current) return
    focusAfter.current = null
    const removes = page.current.querySelectorAll<HTMLElement>('.quote-line__remove')
    ;(removes[Math.min(at, removes.length - 1)] ?? page.current.querySelector<HTMLElement>('h1'))?.focus()
  }, [quote.items.length])

  return (
    <div className="container quote-page" ref={page}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="quote.title" />
      </h1>
      {!quote.loaded ? null : quote.items.length === 0 ? (
        <p className="quote-page__empty" data-testid="quote-empty">
          <FormattedMessage id="quote.empty" />
        </p>
      ) : (
        <div className="quote-page__grid">
          <ul className="quote-lines" aria-label={intl.formatMessage({ id: 'quote.lines' })}>
            {quote.items.map((item, index) => {
              const id = item.product.productId
              const title = item.product.title
              const problems = refused[id] ?? []
              return (
                <li key={id} className="quote-line" data-testid="quote-line" data-product-id={id}>
                  {item.product.img ? (
                    <img src={item.product.img} alt="" width={64} height={64} loading="lazy" />
                  ) : (
                    <span />
                  )}
                  <div className="quote-line__info">
                    <a href={productHref(lang, item.product)}>{title}</a>
                    <span className="quote-line__price">
                      {hidden ? (
                        <SignInToSeePrices />
                      ) : item.product.price_on_request ? (
                        <FormattedMessage id="price.onRequest" />
                      ) : (
                        formatPrice(item.product.price, currency, lang)
                      )}
                    </span>
                  </div>
                  {sent ? (
                    <span className="quote-line__sent" data-testid="quote-sent-line">
                      <span>
                        <FormattedMessage id="quote.quantity" values={{ value: item.count }} />
                      </span>
                      {item.target_price === null ? null : (
                        <span>
                          <FormattedMessage id="quote.targetPrice" />: {formatPrice(item.target_price, currency, lang)}
                        </span>
                      )}
                    </span>
                  ) : (
                    <>
                      <QuoteCount item={item} />
                      <QuoteTarget item={item} />
                      <button
                        type="button"
                        className="button quote-line__remove"
                        onClick={() => {
                          focusAfter.current = index
                          setQuoteItemCount(id, 0)
                        }}
                        aria-label={intl.formatMessage({ id: 'quote.remove' }, { title })}
                      >
                        ×
                      </button>
                    </>
                  )}
                  {problems.length > 0 ? (
                    <ul className="quote-line__errors" data-testid="quote-line-errors">
                      {problems.map(({ field, messages }) => {
                        const text = messages.join(' ')
                        return (
                          <li key={field} className="field__error">
                            {field === 'count'
                              ? intl.formatMessage({ id: 'quote.quantity' }, { value: text })
                              : field === 'target_price'
                                ? `${intl.formatMessage({ id: 'quote.targetPrice' })}: ${text}`
                                : text}
                          </li>
                        )
                      })}
                    </ul>
                  ) : null}
                </li>
              )
            })}
          </ul>
          <aside className="quote-summary" aria-labelledby="quote-summary-title">
            <h2 id="quote-summary-title">
              <FormattedMessage id="quote.summary" />
            </h2>
            <dl>
              <dt>
                <FormattedMessage id="quote.lineCount" />
              </dt>
              <dd data-testid="quote-count">{totals.count}</dd>
              <dt>
                <FormattedMessage id="quote.subtotal" />
              </dt>
              <dd data-testid="quote-subtotal">
                {hidden && quote.orderId === null ? <SignInToSeePrices /> : subtotal}
              </dd>
            </dl>
            <p className="quote-summary__hint">
              <FormattedMessage id="quote.hint" />
            </p>
            <SendQuote />
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                focusAfter.current = 0
                clearQuoteCart()
              }}
            >
              <FormattedMessage id={sent ? 'quote.startNew' : 'quote.clear'} />
            </button>
          </aside>
        </div>
      )}
      {others.length > 0 ? (
        <Section id="quote-associated-title" titleId="quote.associated" className="product-section">
          <ProductGrid products={others.map(toCard)} priorityCount={0} />
        </Section>
      ) : null}
    </div>
  )
}

/** A price this viewer may not see (hide_price_for_guests): the product card's sign-in link (catalogue/Price.tsx). */
function SignInToSeePrices() {
  return (
    <button type="button" className="link-button" onClick={() => openModal('auth')}>
      <FormattedMessage id="price.signInToSee" />
    </button>
  )
}

/** A target price as the language writes it ("12,5" in ro, ru and uk), without grouping: the field reads it back. */
const plainDecimal = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { useGrouping: false, maximumFractionDigits: 2 })

/**
 * The line's count: the cart's stepper, its − and + named with the product as its field is - the
 * cart's own labels ("Decrease quantity") say nothing of which line they change, and a screen reader
 * going down the list hears many alike. A typed count becomes a whole multiple (quoteCountOf: 2,5 of
 * a product sold by 1 is 3); when that is the count the line had, the stepper, which shows what was
 * typed until its value changes, is given the typed one for one render and then the line's again.
 */
function QuoteCount({ item }: { item: QuoteItem }) {
  const intl = useIntl()
  const { productId, title, multiplicity } = item.product
  const [typed, setTyped] = useState<number | null>(null)
  useEffect(() => {
    if (typed !== null) setTyped(null)
  }, [typed])
  return (
    <QuantityControl
      value={typed ?? item.count}
      multiplicity={multiplicity}
      allowZero
      label={intl.formatMessage({ id: 'quote.count' }, { title })}
      itemName={title}
      onChange={(next) => {
        if (next !== 0 && quoteCountOf(next, multiplicity) !== next) setTyped(next)
        setQuoteItemCount(productId, next)
      }}
    />
  )
}

/** The decimal field's rule here: a minus may be typed, so that -5 is refused rather than read as 5. */
const TARGET_RULE = { negative: true } as const

/**
 * The line's target price, as the language writes decimals. Left with something that is not a price
 * (readTargetPrice: -5, 0, more than 100,000,000) it keeps the text and says so under the field, and
 * the line keeps its target; emptied, the line has none.
 */
function QuoteTarget({ item }: { item: QuoteItem }) {
  const intl = useIntl()
  const { productId: id, title } = item.product
  const [bad, setBad] = useState(false)
  const errorId = `quote-target-${id}-error`
  return (
    <label className="field quote-line__target" htmlFor={`quote-target-${id}`}>
      <span>
        <FormattedMessage id="quote.targetPrice" />
      </span>
      <DecimalInput
        id={`quote-target-${id}`}
        // Named after its line in one string: a visually hidden span beside the label's text
        // read as "Preț dorit : <product>" in Chromium (a space before the colon).
        aria-label={`${intl.formatMessage({ id: 'quote.targetPrice' })}: ${title}`}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? errorId : undefined}
        maxLength={12}
        {...TARGET_RULE}
        defaultValue={item.target_price === null ? '' : plainDecimal(intl, item.target_price)}
        key={`${id}-${item.target_price}`}
        onBlur={(e) => {
          const text = settleDecimal(e.currentTarget.value, TARGET_RULE)
          const invalid = readTargetPrice(text) === 'invalid'
          setBad(invalid)
          if (!invalid) setQuoteItemTarget(id, text)
        }}
        data-testid="quote-target"
      />
      {bad ? (
        <span className="field__error" id={errorId}>
          <FormattedMessage
            id="quote.targetInvalid"
            values={{ max: intl.formatNumber(QUOTE_CART.maxTargetPrice, { maximumFractionDigits: 0 }) }}
          />
        </span>
      ) : null}
    </label>
  )
}
