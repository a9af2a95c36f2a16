import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { loadAsideMessages, loadLaterMessages, loadLazyMessages } from '#app/i18n/lazy-messages.ts'
import { chosenCompany, chosenCompanyOf } from '#app/lib/company-choice.ts'
import { companyLabel } from '#app/lib/company-label.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { QUOTE_CART } from '#contract/quote-rules.ts'
import { loginPath } from '#platform/shared/protected-pages.ts'
import { authState } from '../auth'
import { getQuoteCompanies, sendQuoteFn } from './quote-cart.functions'
import type { QuoteCompaniesResult } from './quote-cart.server'
import { type QuoteCompany, quoteCompanyChoice, quoteRequest } from './rules'
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
  // Its texts ship with the lazy messages (cabinetQuote.*), the aside ones (quote.*) and the later ones
  // (a company's label, app/lib/company-label.ts): shop pages' first load does not carry them. Loaded
  // after mount (the page renders from this browser's storage anyway), without suspending.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    const done = () => live && setReady(true)
    Promise.all([loadLazyMessages(lang), loadLaterMessages(lang), loadAsideMessages(lang)]).then(done, done)
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
  const [errors, setErrors] = useState<string[]>([])
  const [companyError, setCompanyError] = useState<string[]>([])
  // The back end has no submit call (404, 405, 501): said once, in the page's language, and no button to press again.
  const [notOffered, setNotOffered] = useState(false)
  const companies = useQuoteCompanies(signedIn === true && quote.orderId === null)
  const [picked, setPicked] = useState<string | null>(null)
  const orders = `/${lang}/account/orders`
  if (quote.orderId !== null) {
    // what was sent, kept with the list: a reloaded page says it too (a list stored before says the order id)
    const { sent } = quote
    return (
      <div className="notice notice--success quote-sent" role="status" data-testid="quote-sent">
        <p>
          {/* A back end that named neither the quote's number nor its order (a 2xx saying nothing): sent, unnumbered. */}
          {(sent && !sent.number) || quote.orderId === '' ? (
            <FormattedMessage id="cabinetQuote.sentUnnumbered" />
          ) : sent?.company ? (
            <FormattedMessage
              id="cabinetQuote.sentFor"
              values={{ number: sent.number, company: companyLabel(sent.company, intl.formatMessage) }}
            />
          ) : sent ? (
            <FormattedMessage id="cabinetQuote.sent" values={{ number: sent.number }} />
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
  // More lines than one request carries (a list kept from before the limit, or filled in two tabs at
  // once): said before any press, and not sent - the send's refusal read "try again", which never helped.
  const tooMany = quote.items.length > QUOTE_CART.maxItems
  const choice = companies.state === 'ready' ? quoteCompanyChoice(companies.list, companies.defaultId) : null
  const companyId = chosenCompany(choice, picked)
  const send = async () => {
    setBusy(true)
    setErrors([])
    setCompanyError([])
    setQuoteLineErrors({})
    const body = quoteRequest(quote, companyId)
    const { items } = body
    try {
      const r = await sendQuoteFn({ data: { lang, ...body } })
      if (r.ok) {
        markQuoteCartSent(r.orderId, { number: r.number, company: chosenCompanyOf(choice, companyId) })
      } else if (r.signedOut) window.location.assign(loginPath(lang))
      else if (r.notOffered) setNotOffered(true)
      else {
        const lines: QuoteLineErrors = {}
        for (const [index, fields] of Object.entries(r.lines ?? {})) {
          const line = items[Number(index)]
          if (line) lines[line.product_id] = Object.entries(fields).map(([field, messages]) => ({ field, messages }))
        }
        setQuoteLineErrors(lines)
        // The company is no longer the buyer's (removed in another tab): its note under the choice, and the list again.
        if (r.company?.length) {
          setCompanyError(r.company)
          companies.reload()
        }
        const note = Object.keys(lines).length ? [intl.formatMessage({ id: 'quote.linesInvalid' })] : []
        const all = [...note, ...r.messages]
        setErrors(all.length || r.company?.length ? all : [intl.formatMessage({ id: 'cabinetQuote.sendFailed' })])
      }
    } catch {
      setErrors([intl.formatMessage({ id: 'cabinetQuote.sendFailed' })])
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="quote-send">
      {choice ? (
        // The select beside its label, not in it: inside, the label's text carried every option's name.
        <div className="field quote-company">
          <label htmlFor="quote-company">
            <FormattedMessage id="quote.company" />
          </label>
          <select
            id="quote-company"
            value={companyId ?? undefined}
            onChange={(e) => {
              setPicked(e.currentTarget.value)
              setCompanyError([])
            }}
            aria-invalid={companyError.length ? true : undefined}
            aria-describedby={companyError.length ? 'quote-company-error' : undefined}
            data-testid="quote-company"
          >
            {choice.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {companyLabel(c, intl.formatMessage)}
              </option>
            ))}
          </select>
          {companyError.length ? (
            <span className="field__error" id="quote-company-error" role="alert" data-testid="quote-company-error">
              {companyError.join(' ')}
            </span>
          ) : null}
        </div>
      ) : null}
      {errors.length || (companyError.length && !choice) ? (
        <ul className="form__errors" role="alert" data-testid="quote-send-errors">
          {(choice ? errors : [...errors, ...companyError]).map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {tooMany ? (
        <p className="field__error" role="alert" id="quote-too-many" data-testid="quote-too-many">
          <FormattedMessage id="quote.full" values={{ max: intl.formatNumber(QUOTE_CART.maxItems) }} />
        </p>
      ) : null}
      {notOffered ? (
        <p className="notice" role="alert" data-testid="quote-not-offered">
          <FormattedMessage id="quickOrder.notOffered" />
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          // Sending, it rests (aria-disabled): disabled, the pressed button dropped the focus to the page. An empty
          // list or the companies' first load hold before any press: those stay disabled.
          disabled={quote.items.length === 0 || tooMany || companies.state === 'loading'}
          aria-describedby={tooMany ? 'quote-too-many' : undefined}
          aria-disabled={busy}
          onClick={() => busy || void send()}
          data-testid="quote-send"
        >
          <FormattedMessage id="cabinetQuote.send" />
        </button>
      )}
    </div>
  )
}

type CompaniesState =
  | { state: 'loading' | 'failed'; reload: () => void }
  | { state: 'ready'; list: QuoteCompany[]; defaultId: string | null; reload: () => void }

/**
 * The signed-in buyer's companies (loaded while `enabled`): 'loading' keeps "send" waiting a moment,
 * so a buyer with several companies never sends before the choice shows; a failure offers no choice
 * (the back end then takes the account's own company, as before). `reload` asks again and keeps
 * showing the list it has until the answer comes.
 */
function useQuoteCompanies(enabled: boolean): CompaniesState {
  const lang = useLocale()
  const [round, setRound] = useState(0)
  const [found, setFound] = useState<{ lang: string; value: QuoteCompaniesResult } | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    void round
    getQuoteCompanies({ data: { lang } }).then(
      (value) => live && setFound({ lang, value }),
      () => live && setFound({ lang, value: { ok: false } }),
    )
    return () => {
      live = false
    }
  }, [enabled, round, lang])
  const reload = () => setRound((n) => n + 1)
  if (!enabled) return { state: 'failed', reload }
  const value = found?.lang === lang ? found.value : null
  if (!value) return { state: 'loading', reload }
  return value.ok
    ? { state: 'ready', list: value.companies, defaultId: value.defaultId, reload }
    : { state: 'failed', reload }
}
