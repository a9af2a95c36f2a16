import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import type { AdvertCurrency } from '#contract/advert-rules.ts'
import { AdvertFacts } from './AdvertFacts'
import { AdvertPrice } from './AdvertPrice'
import { advertPlace, otherTextLanguage } from './advert-format'
import type { AdvertCard } from './adverts.server'
import { FavoriteButton } from './FavoriteButton'
import type { Rate } from './list-search'
import { NoPhoto } from './NoPhoto'

/** One advert: the preview, title, price in its own currency and, when another currency is chosen, converted with the back end's rates. */
export function AdvertCardView({
  advert,
  currency,
  rates,
  actions,
  onFavorite,
  href,
}: {
  advert: AdvertCard
  currency: AdvertCurrency
  rates: Rate[]
  actions?: ReactNode
  onFavorite?: (on: boolean) => void
  /** Where the card links (the owner's lists: the owner's view of a paused advert or draft); the public page by default. */
  href?: string
}) {
  const lang = useLocale()
  const place = advertPlace([advert.region?.title, advert.location?.title])
  // a title shown in another language than the page's (the page's missing) says which, for screen readers
  const titleLang = advert.titles ? otherTextLanguage(advert.titles, advert.title, lang) : undefined
  return (
    <article className="advert-card" data-testid="advert-card">
      <a className="advert-card__link" href={href ?? `/${lang}/adverts/${advert.slug}`}>
        {advert.preview ? (
          <img src={advert.preview} alt="" loading="lazy" width={320} height={200} />
        ) : (
          <NoPhoto card />
        )}
        {/* a draft may be saved before it has a title: the card (and its link) still says what it is */}
        <h2 className="advert-card__title" lang={advert.title.trim() ? titleLang : undefined}>
          {advert.title.trim() || <FormattedMessage id="adverts.untitled" />}
        </h2>
      </a>
      <AdvertPrice advert={advert} currency={currency} rates={rates} className="advert-card__price" />
      <AdvertFacts advert={advert} compact />
      {place ? <p className="advert-card__place">{place}</p> : null}
      {advert.is_draft ? null : <FavoriteButton advert={advert.id} title={advert.title} onChange={onFavorite} />}
      {actions ? <div className="advert-card__actions">{actions}</div> : null}
    </article>
  )
}
