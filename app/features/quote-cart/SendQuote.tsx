import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { loadAsideMessages, loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { loginPath } from '#platform/shared/protected-pages.ts'
import { authState } from '../auth'
import { sendQuoteFn } from './quote-cart.functions'
import { quoteBody } from './rules'
import { markQuoteCartSent, type QuoteLineErrors, setQuoteLineErrors, useQuoteCart } from './store'

/**
 * Sending the quote cart (issue 51 point 7, decision 0067): a guest is asked to sign in first; a
 * signed-in buyer sends the lines with their target prices, is told the quote's number, and the
 * cart keeps the order id (spec 4: count 0, subtotal 0,00). The quote is then among the account's
 * orders in the cabinet. A customer account's refusal is the back end's message; a line's field
 * errors (items.N.*) show under the N-th line sent (QuoteCartPage), and here a note pointing there.
 */
export function SendQuote() {
  const lang = useLocale()
  // Its texts ship with the lazy messages (cabinetQuote.*) and the aside ones (quote.*): shop pages'
  // first load does not carry them. Loaded after mount (the page renders from this browser's storage
  // anyway), without suspending.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    const done = () => live && setReady(true)
    Promise.all([loadLazyMessages(lang), loadAsideMessages(lang)]).then(done, done)
    return () => {
      live = false
    }
  }, [lang])
  return ready ? <SendQuoteForm /> : null
}

function SendQuoteForm() {
  const intl = useIntl()
  const lang = useLocale()
  const quote = useQuoteCart()
  const { signedIn } = useSnapshot(authState)
  const [busy, setBusy] = useState(false)
  const [number, setNumber] = useState<string | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  const orders = `/${lang}/account/orders`
  if (quote.orderId !== null) {
    return (
      <div className="notice notice--success quote-sent" role="status" data-testid="quote-sent">
        <p>
          {number ? (
            <FormattedMessage id="cabinetQuote.sent" values={{ number }} />
          ) : (
            <FormattedMessage id="cabinetQuote.sentEarlier" values={{ id: quote.orderId }} />
          )}
        </p>
        <a href={orders}>
          <FormattedMessage id="cabinetNav.orders" />
        </a>
      </div>
    )
  }
  if (!signedIn) {
    return (
      <div className="quote-signin" data-testid="quote-signin">
        <p>
          <FormattedMessage id="cabinetQuote.signInToSend" />
        </p>
        <a className="button button--primary button--block" href={loginPath(lang)}>
          <FormattedMessage id="cabinetQuote.signIn" />
        </a>
      </div>
    )
  }
  const send = async () => {
    setBusy(true)
    setErrors([])
    setQuoteLineErrors({})
    const items = quoteBody(quote)
    try {
      const r = await sendQuoteFn({ data: { lang, items } })
      if (r.ok) {
        setNumber(r.number)
        markQuoteCartSent(r.orderId)
      } else if (r.signedOut) window.location.assign(loginPath(lang))
      else {
        const lines: QuoteLineErrors = {}
        for (const [index, fields] of Object.entries(r.lines ?? {})) {
          const sent = items[Number(index)]
          if (sent) lines[sent.product_id] = Object.entries(fields).map(([field, messages]) => ({ field, messages }))
        }
        setQuoteLineErrors(lines)
        const note = Object.keys(lines).length ? [intl.formatMessage({ id: 'quote.linesInvalid' })] : []
        const all = [...note, ...r.messages]
        setErrors(all.length ? all : [intl.formatMessage({ id: 'cabinetQuote.sendFailed' })])
      }
    } catch {
      setErrors([intl.formatMessage({ id: 'cabinetQuote.sendFailed' })])
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="quote-send">
      {errors.length ? (
        <ul className="form__errors" role="alert" data-testid="quote-send-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={busy || quote.items.length === 0}
        onClick={() => void send()}
        data-testid="quote-send"
      >
        <FormattedMessage id="cabinetQuote.send" />
      </button>
    </div>
  )
}
