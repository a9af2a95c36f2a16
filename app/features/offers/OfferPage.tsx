import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { type ListingSearch, ListingView } from '../catalogue'
import { ErrorView } from '../errors'
import type { PromosListing } from './offers.server'
import { ValidUntil } from './ValidUntil'

type Promo = PromosListing['promos'][number]

/** /{lang}/special-offers/{url}: the promotion and its products with filters, sort and paging. */
export function OfferPage({
  promo,
  text,
  listing,
  search,
  navigate,
  origin,
}: {
  promo: Promo
  /** The promotion's description (GET /general/promotions/{id}), or null. */
  text: string | null
  listing: PromosListing
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  origin: string
}) {
  const lang = useLocale()
  const intl = useIntl()
  return (
    <div className="offer-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[
          { title: intl.formatMessage({ id: 'offers.title' }), href: `/${lang}/special-offers` },
          { title: promo.title },
        ]}
        origin={origin}
      />
      <div className="offer-page__head">
        {promo.img ? <img src={promo.img} alt="" width={640} height={320} /> : null}
        <div>
          <h1>{promo.title}</h1>
          <ValidUntil date={promo.expireDate} />
          {text ? (
            <p className="offer__text" data-testid="offer-text">
              {text}
            </p>
          ) : null}
        </div>
      </div>
      <h2 className="visually-hidden">
        <FormattedMessage id="offers.products" />
      </h2>
      <ListingView data={listing} search={search} navigate={navigate} />
    </div>
  )
}

/** A failed filtered-promos load: the not-found page with the message 'Not found' (spec 8). */
export function OfferNotFound() {
  return (
    <>
      <ErrorView status={404} />
      <p className="notice offer-not-found" role="alert" data-testid="offer-not-found">
        <FormattedMessage id="offers.notFound" />
      </p>
    </>
  )
}
