import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useDebounced } from '#app/lib/useDebounced.ts'
import { closeModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { Icon } from '#app/ui/icons.tsx'
import { Price, productHref } from '../catalogue'
import { searchHref, searchQueryFor } from './rules'
import { popularQueriesQuery, suggestionsQuery } from './search.functions'
import { searchWindowState } from './store'

const TYPING_DEBOUNCE_MS = 300

/** The search window: popular queries, results as you type (2+ characters), and a link to all results. */
export default function SearchModal() {
  const intl = useIntl()
  const lang = useLocale()
  const navigate = useNavigate()
  const inputId = useId()
  // The search field that opened the window (the header's): typing there opens the window, and the keys
  // pressed while its code loads go on landing in that field. The window starts from the field's text and
  // caret, not from the first letter that opened it ("smartphone" typed at 200 ms a key read "sartphone"
  // here, the rest stayed behind in the header).
  const [opener] = useState(openerField)
  const [text, setText] = useState(() => opener?.value ?? searchWindowState.initial)
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (!opener) return
    // autoFocus has moved focus here: read the field once more, for keys that came after the first render
    setText(opener.value)
    if (input.current?.value === opener.value)
      input.current.setSelectionRange(
        opener.selectionStart,
        opener.selectionEnd,
        opener.selectionDirection ?? undefined,
      )
  }, [opener])
  const debounced = useDebounced(text, TYPING_DEBOUNCE_MS)
  const query = searchQueryFor(debounced)
  const typed = searchQueryFor(text)
  const popular = useQuery(popularQueriesQuery(lang))
  const results = useQuery(suggestionsQuery(lang, debounced))
  const body = useRef<HTMLDivElement>(null)
  const close = () => closeModal('search')
  // Arrow keys move between the input and the result links (Tab works too).
  const onArrows = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    const links = [...(body.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    if (links.length === 0) return
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = e.key === 'ArrowDown' ? at + 1 : at - 1
    e.preventDefault()
    if (next < 0) document.getElementById(inputId)?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }
  const submit = (value: string) => {
    const q = searchQueryFor(value)
    if (q === null) return
    close()
    void navigate({ to: '/$lang/search', params: { lang }, search: { query: q } })
  }
  return (
    <Dialog
      open
      onClose={close}
      title={intl.formatMessage({ id: 'search.title' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="search-window"
    >
      <search>
        <form
          className="search-box search-window__form"
          onSubmit={(e) => {
            e.preventDefault()
            submit(text)
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            <FormattedMessage id="header.search" />
          </label>
          <input
            id={inputId}
            type="search"
            name="query"
            value={text}
            autoFocus
            autoComplete="off"
            maxLength={200}
            placeholder={intl.formatMessage({ id: 'header.searchPlaceholder' })}
            ref={input}
            onChange={(e) => {
              setText(e.target.value)
              // the field focus returns to shows what was typed here
              if (opener) opener.value = e.target.value
            }}
            onKeyDown={onArrows}
            data-testid="search-window-input"
          />
          <button type="submit" className="search-box__submit" aria-label={intl.formatMessage({ id: 'header.search' })}>
            <Icon name="search" />
          </button>
        </form>
      </search>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the links inside */}
      <div className="search-window__body" aria-live="polite" ref={body} onKeyDown={onArrows}>
        {typed === null ? (
          <>
            {text.trim() ? (
              <p className="search-window__hint" data-testid="search-too-short">
                <FormattedMessage id="search.tooShort" />
              </p>
            ) : null}
            {popular.data && popular.data.length > 0 ? (
              <section aria-labelledby={`${inputId}-popular`}>
                <h3 id={`${inputId}-popular`} className="search-window__heading">
                  <FormattedMessage id="search.popular" />
                </h3>
                <ul className="chips search-window__popular" data-testid="popular-queries">
                  {popular.data.map((q) => (
                    <li key={q.id}>
                      <a
                        className="chip"
                        href={searchHref(lang, q.query)}
                        onClick={(e) => {
                          e.preventDefault()
                          submit(q.query)
                        }}
                      >
                        {q.query}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : query === null || results.isPending || typed !== query ? (
          <p className="search-window__hint">
            <FormattedMessage id="search.searching" />
          </p>
        ) : results.data && results.data.products.length > 0 ? (
          <>
            <ul className="search-results" data-testid="search-suggestions">
              {results.data.products.map((product) => (
                <li key={product.productId}>
                  <a href={productHref(lang, product)} className="search-result" onClick={close}>
                    <img src={product.img} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    <span className="search-result__title">{product.title}</span>
                    <Price price={product.price} oldPrice={product.old_price} onRequest={product.price_on_request} />
                  </a>
                </li>
              ))}
            </ul>
            <a
              className="button button--block"
              href={searchHref(lang, query)}
              onClick={(e) => {
                e.preventDefault()
                submit(query)
              }}
            >
              <FormattedMessage id="search.showAll" values={{ count: results.data.totalCount }} />
            </a>
          </>
        ) : (
          <p className="search-window__hint" data-testid="search-no-results">
            <FormattedMessage id="search.noResults" values={{ query }} />
          </p>
        )}
      </div>
    </Dialog>
  )
}

/** The focused search field when the window opens (the one typed into), if any. */
function openerField(): HTMLInputElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement
  return active instanceof HTMLInputElement && active.type === 'search' ? active : null
}
