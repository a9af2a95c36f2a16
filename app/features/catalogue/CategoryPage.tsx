import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { siteHref } from '#app/lib/site-href.ts'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { WhenNearViewport } from '#app/ui/WhenNearViewport.tsx'
import type { CategoryListing } from '#contract/catalogue.ts'
import { loadPageAdvantages } from '../advantages'
import type { SlimListing } from './card'
import { categoryPreview } from './catalogue.functions'
import { ListingView } from './ListingView'
import { effectiveSort, type ListingSearch } from './listing-search'

// Below the listing and loaded in the browser: the category pages' advantages (decision 0026).
const PageAdvantages = lazy(() => loadPageAdvantages())
// The category's banners: below the listing and loaded in the browser near the viewport, so nothing
// shifts the listing after the first paint (decision 0046).
const CategoryBanners = lazy(() => import('./CategoryBanners'))

/** A category page: breadcrumbs, title, subcategories, the listing and the advantages. */
export function CategoryPage({
  listing,
  search,
  navigate,
  origin,
}: {
  listing: SlimListing<CategoryListing>
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  origin: string
}) {
  const lang = useLocale()
  const { settings } = useShell()
  const client = useQueryClient()
  const preview = categoryPreview(client, {
    lang,
    slug: listing.category.url,
    sort: effectiveSort(search, settings),
    cumulative: settings.pagination_option === 'load_more',
  })
  const crumbs = listing.breadcrumbs.map((b) => ({ title: b.title, href: siteHref(lang, b.url) }))
  return (
    <div className="category-page">
      <Breadcrumbs items={crumbs} origin={origin} />
      <h1>{listing.category.title}</h1>
      {listing.category.subcategories.length > 0 ? (
        <nav className="chips" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title" className="visually-hidden">
            <FormattedMessage id="category.subcategories" />
          </h2>
          <ul>
            {listing.category.subcategories.map((sub) => (
              <li key={sub.id}>
                <a className="chip" href={siteHref(lang, sub.url)}>
                  {sub.title}
                  {sub.productCount === null ? null : <span className="chip__count">{sub.productCount}</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingView data={listing} search={search} navigate={navigate} preview={preview} />
      {listing.category.id > 0 ? (
        // A category the back end named no id for (0) has no banners to ask for.
        <WhenNearViewport>
          <Suspense fallback={null}>
            <CategoryBanners categoryId={listing.category.id} />
          </Suspense>
        </WhenNearViewport>
      ) : null}
      <WhenNearViewport>
        <Suspense fallback={null}>
          <PageAdvantages place="category" />
        </Suspense>
      </WhenNearViewport>
    </div>
  )
}
