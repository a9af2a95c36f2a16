import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { saveAdvert } from './advert-save'
import type { AdvertDetail } from './adverts.server'
import { activeBody } from './form-rules'
import { ownerBanner } from './mine-rules'

/**
 * The owner's view of a paused advert or a draft (issue 51 point 5): what it is ("paused: buyers do
 * not see it" / "a draft") and the owner's actions - edit (a draft is published from the form), and
 * resume for a paused advert (a PATCH of the flags, as in the owner's list), after which its public
 * page opens.
 */
export function OwnerBanner({ advert }: { advert: AdvertDetail }) {
  const intl = useIntl()
  const lang = useLocale()
  const [resumed, setResumed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const state = ownerBanner(advert)
  if (!state) return null
  const resume = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const r = await saveAdvert(lang, advert.slug, activeBody(advert, true))
      if (r.ok) setResumed(true)
      else setFailed(true)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section
      className="notice notice--warning advert-owner"
      role="status"
      aria-label={intl.formatMessage({ id: 'advertsArea.owner.label' })}
      data-testid="advert-owner-banner"
      data-state={resumed ? 'active' : state}
    >
      <p>
        <FormattedMessage
          id={
            resumed
              ? 'advertsArea.owner.resumed'
              : state === 'draft'
                ? 'advertsArea.owner.draft'
                : 'advertsArea.owner.paused'
          }
        />
      </p>
      {failed ? (
        <p className="form__errors">
          <FormattedMessage id="advertsArea.own.toggleFailed" />
        </p>
      ) : null}
      <div className="advert-owner__actions">
        {resumed ? (
          <a className="button button--primary" href={`/${lang}/adverts/${encodeURIComponent(advert.slug)}`}>
            <FormattedMessage id="adverts.form.view" />
          </a>
        ) : (
          <>
            {state === 'paused' ? (
              <button
                type="button"
                className="button button--primary"
                // aria-disabled while it saves: disabled, the pressed button dropped the focus to the page
                aria-disabled={busy}
                onClick={() => busy || void resume()}
                data-testid="advert-owner-resume"
              >
                <FormattedMessage id="advertsArea.own.resume" />
              </button>
            ) : null}
            <a
              className="button"
              href={`/${lang}/adverts/edit/${encodeURIComponent(advert.slug)}`}
              data-testid="advert-owner-edit"
            >
              <FormattedMessage id={state === 'draft' ? 'adverts.form.continue' : 'advertsArea.own.edit'} />
            </a>
          </>
        )}
        <a className="button" href={`/${lang}/adverts/${state === 'draft' ? 'drafts' : 'my'}`}>
          <FormattedMessage id={state === 'draft' ? 'advertsArea.own.drafts' : 'advertsArea.own.my'} />
        </a>
      </div>
    </section>
  )
}
