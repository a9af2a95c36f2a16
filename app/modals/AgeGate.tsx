import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { subscribe } from 'valtio'
import { COOKIES } from '#config'
import { browserCookieAnswered } from '../lib/browser-cookies'
import { useLocale } from '../shell/useShell'
import { modalState, openModal } from './store'

/**
 * In place of an age-restricted product or category for a viewer who has not confirmed their age
 * (the server sent none of its details: platform/backend/age-gate.ts, decision 0041). The age modal opens by
 * itself once, for a shopper who has not answered yet; after a "no" the page stays gated with a way
 * back home and a button that asks again. Confirming reloads the page (AgeModal), which then comes
 * from the server - or the page cache's confirmed variant - with the content.
 */
export function AgeGate({ title }: { title: string }) {
  const lang = useLocale()
  const ask = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // Asked unless the shopper answered as the server reads an answer: a quoted cookie, or copies that
    // disagree, gated the page on the server, so they are no answer here either.
    if (!browserCookieAnswered(COOKIES.isAgeValid)) openModal('age')
    // When the modal closes without a confirmation, focus lands on the way to ask again.
    let wasOpen = modalState.open === 'age'
    return subscribe(modalState, () => {
      const isOpen = modalState.open === 'age'
      if (wasOpen && !isOpen) setTimeout(() => ask.current?.focus(), 0)
      wasOpen = isOpen
    })
  }, [])
  return (
    <section className="container age-gate" data-testid="age-gate" data-age-hidden="" aria-labelledby="age-gate-title">
      <p className="age-gate__badge" aria-hidden="true">
        18+
      </p>
      <h1 id="age-gate-title" className="age-gate__title">
        {title}
      </h1>
      <p className="age-gate__text">
        <FormattedMessage id="age.gate.text" />
      </p>
      <div className="age-gate__actions">
        <button
          ref={ask}
          type="button"
          className="button button--primary"
          onClick={() => openModal('age')}
          data-testid="age-gate-ask"
        >
          <FormattedMessage id="age.gate.ask" />
        </button>
        <a className="button" href={`/${lang}`} data-testid="age-gate-home">
          <FormattedMessage id="age.gate.home" />
        </a>
      </div>
    </section>
  )
}
