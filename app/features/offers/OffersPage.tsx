import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { PageUnavailable } from '#app/ui/PageUnavailable.tsx'
import type { Promotion } from './offers.server'
import { activePromotions, plainText, promotionHref } from './rules'
import { ValidUntil } from './ValidUntil'

/** /{lang}/special-offers: the promotions still running (expireDate in the future). */
export function OffersPage({
  promotions,
  unavailable = false,
  origin,
  now,
}: {
  promotions: Promotion[]
  /** The promotions failed to load (the page is a 503): said instead of "no promotions". */
  unavailable?: boolean
  origin: string
  now: number
}) {
  const lang = useLocale()
  const intl = useIntl()
  const running = activePromotions(promotions, now)
  return (
    <div className="offers-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'offers.title' }) }]} origin={origin} />
      <h1>
        <FormattedMessage id="offers.title" />
      </h1>
      {running.length === 0 && unavailable ? (
        <PageUnavailable />
      ) : running.length === 0 ? (
        <p className="notice" data-testid="offers-empty">
          <FormattedMessage id="offers.empty" />
        </p>
      ) : (
        <ul className="offers">
          {running.map((promotion, i) => (
            <li key={promotion.id} className="offer" data-testid="offer" data-expires={promotion.expireDate}>
              <div className="offer__image">
                {promotion.img ? (
                  <img
                    src={promotion.img}
                    alt=""
                    width={640}
                    height={320}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
              </div>
              <div className="offer__body">
                <h2 className="offer__title">
                  <a href={promotionHref(lang, promotion)}>{promotion.title}</a>
                </h2>
                <ValidUntil date={promotion.expireDate} />
                {promotion.description ? <p className="offer__text">{plainText(promotion.description)}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
