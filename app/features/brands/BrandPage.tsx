import { useIntl } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { type ListingSearch, ListingView } from '../catalogue'
import type { BrandListing } from './brands.server'

/** /{lang}/brands/{slug}: the brand, its description and its products with the category listing UI. */
export function BrandPage({
  listing,
  search,
  navigate,
  origin,
}: {
  listing: BrandListing
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  origin: string
}) {
  const lang = useLocale()
  const intl = useIntl()
  const { brand } = listing
  return (
    <div className="brand-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[{ title: intl.formatMessage({ id: 'brands.title' }), href: `/${lang}/brands` }, { title: brand.name }]}
        origin={origin}
      />
      <div className="brand-page__head">
        {brand.image ? <img src={brand.image} alt="" width={96} height={48} /> : null}
        <h1>{brand.name}</h1>
      </div>
      {brand.description ? <p className="brand-page__description">{brand.description}</p> : null}
      <ListingView
        data={listing}
        search={search}
        navigate={navigate}
        emptyText={intl.formatMessage({ id: 'brands.noProducts' })}
      />
    </div>
  )
}
