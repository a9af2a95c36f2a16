import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { KEEP_PLACE } from '#app/lib/keep-place.ts'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { useEarlyValue } from '#app/lib/useEarlyValue.ts'
import { closeModal, modalState, openModal } from '#app/modals/store.ts'
import { usePricesHidden, useShell, useView } from '#app/shell/useShell.tsx'
import { LazyHydrate } from '#app/ui/LazyHydrate.tsx'
import { Pager } from '#app/ui/Pager.tsx'
import { LAYOUT, type SortOption } from '#config'
import type { FilterGroup } from '#contract/catalogue.ts'
import type { CardProduct } from './card'
import { Filters } from './Filters'
import { isEmptyFilter } from './filter-edit'
import { type FilterState, parseFilterParam, serializeFilterParam } from './filter-query'
import { mobileFiltersLook, offeredSorts, sortLook } from './listing-look'
import { effectiveSort, type ListingSearch, listingSearchParams, sortOptionsFor } from './listing-search'
import type { PreviewSource } from './MobileFilters'
import { ProductGrid } from './ProductCard'

// The chips load only on a filtered listing (the server renders them; the unfiltered first load does not carry them).
const AppliedFilters = lazy(() => import('./AppliedFilters').then((m) => ({ default: m.AppliedFilters })))
// The phone filters load on first open (with the dialog).
const MobileFilters = lazy(() => import('./MobileFilters').then((m) => ({ default: m.MobileFilters })))

export interface ListingData {
  products: CardProduct[]
  totalCount: number
  pages: number
  filters: FilterGroup[]
  min_and_max_price_value: { min: number | null; max: number | null }
}

/**
 * A product listing: sort, filters (sidebar on desktop, a sheet or page on phones that applies on
 * "show results"), the applied filters as removable chips, the grid or list, and pagination or
 * load-more. The URL is the state: every change calls `navigate` with new search params.
 * `preview` lets the phone filters count a draft before it is applied.
 */
export function ListingView({
  data,
  search,
  navigate,
  emptyText,
  preview,
}: {
  data: ListingData
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  emptyText?: string
  preview?: PreviewSource
}) {
  const intl = useIntl()
  const { settings } = useShell()
  const { open } = useSnapshot(modalState)
  const sortId = useId()
  const sort = effectiveSort(search, settings)
  // a viewer who sees no prices is offered no price sort
  const sorts = offeredSorts(sortOptionsFor(settings), usePricesHidden())
  const page = search.page ?? 1
  const filterState = parseFilterParam(search.filter)
  const layout = settings.product_display
  // mainUiInterface.sidebar_view: the filter column left (default) or right on wide screens (decision 0043).
  const sidebar = useView('sidebar_view')
  const go = (next: { page?: number; sort?: SortOption; filter?: string }) =>
    navigate(listingSearchParams(next, settings))
  const setFilters = (next: FilterState) => {
    go({ sort, filter: serializeFilterParam(next), page: 1 })
    closeModal('mobileFilters')
  }
  const chooseSort = (value: string) => go({ sort: value as SortOption, filter: search.filter, page: 1 })
  // a sort picked, or the phone filters tapped, before the listing is interactive is applied once it is
  const earlySort = useEarlyValue(sort, chooseSort)
  const filtersTap = useEarlyTap<HTMLButtonElement>()
  const hasFilters = data.filters.length > 0 || data.min_and_max_price_value.max !== null
  usePlaceAfterChange(search, settings.pagination_option === 'load_more', data.products.length)
  const filters = (
    <Filters
      groups={data.filters}
      state={filterState}
      priceBounds={data.min_and_max_price_value}
      onChange={setFilters}
    />
  )
  const searchFor = (next: FilterState) =>
    listingSearchParams({ sort, filter: serializeFilterParam(next) || undefined, page: 1 }, settings)
  const sortButtons = (
    <nav className="sort sort--buttons" aria-labelledby={sortId} data-testid="sort-buttons">
      <span id={sortId}>
        <FormattedMessage id="sort.label" />
      </span>
      <ul>
        {sorts.map((option) => (
          <li key={option}>
            <Link
              to="."
              search={listingSearchParams({ sort: option, filter: search.filter, page: 1 }, settings) as never}
              {...KEEP_PLACE}
              // the link of the URL's own sort is the active one: aria-current="page"
              activeOptions={{ exact: true }}
              className="chip"
            >
              {intl.formatMessage({ id: `sort.${option}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
  const sortSelect = (
    <div className="sort">
      <label htmlFor={sortId}>
        <FormattedMessage id="sort.label" />
      </label>
      <select ref={earlySort} id={sortId} value={sort} onChange={(e) => chooseSort(e.target.value)}>
        {sorts.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `sort.${option}` })}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <div
      className={`listing listing--sidebar-${sidebar}${hasFilters ? ' listing--with-filters' : ''}`}
      data-sidebar={sidebar}
      data-testid="listing"
    >
      {hasFilters ? (
        <aside className="listing__filters" aria-label={intl.formatMessage({ id: 'filters.title' })}>
          {/* Hidden under the desktop breakpoint (phones get the filters as a panel): hydrated there only if it shows. */}
          <LazyHydrate selector=".listing__filters" hydrateAtOnceWhen={DESKTOP_MEDIA}>
            {filters}
          </LazyHydrate>
        </aside>
      ) : null}
      <div className="listing__main">
        <div className="listing__toolbar">
          {/* The heading over the cards (their titles are h3), as the product lists' and favourites' counts. */}
          <h2 className="listing__count" aria-live="polite">
            <FormattedMessage id="listing.count" values={{ count: data.totalCount }} />
          </h2>
          <div className="listing__mobile-buttons">
            {hasFilters ? (
              <button {...filtersTap} type="button" className="button" onClick={() => openModal('mobileFilters')}>
                <FormattedMessage id="filters.title" />
              </button>
            ) : null}
          </div>
          {sortLook(settings.mainUiInterface.filter_sort_catalog_view_type) === 'buttons' ? sortButtons : sortSelect}
        </div>
        {isEmptyFilter(filterState) ? null : (
          <Suspense fallback={null}>
            <AppliedFilters
              state={filterState}
              groups={data.filters}
              searchFor={searchFor}
              empty={!data.products.length}
            />
          </Suspense>
        )}
        {data.products.length === 0 ? (
          <p className="listing__empty" data-testid="listing-empty">
            {emptyText ?? intl.formatMessage({ id: 'listing.empty' })}
          </p>
        ) : (
          <ProductGrid products={data.products} layout={layout} />
        )}
        {settings.pagination_option === 'load_more' ? (
          page < data.pages ? (
            <LoadMore page={page} />
          ) : null
        ) : (
          <Pager
            current={page}
            total={data.pages}
            link={(p, props) => (
              <Link
                to="."
                search={listingSearchParams({ sort, filter: search.filter, page: p }, settings) as never}
                {...KEEP_PLACE}
                {...props}
              />
            )}
          />
        )}
      </div>
      {open === 'mobileFilters' ? (
        <Suspense fallback={null}>
          <MobileFilters
            look={mobileFiltersLook(settings.mainUiInterface.mobile_filter_view_type)}
            groups={data.filters}
            applied={filterState}
            priceBounds={data.min_and_max_price_value}
            totalCount={data.totalCount}
            preview={preview}
            onApply={setFilters}
            onClose={() => closeModal('mobileFilters')}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/**
 * Where the shopper is once another page, sort or filter of the listing has rendered (its navigations
 * keep the place: KEEP_PLACE; the shell scrolls nothing). Another page (the pager, at the foot of the
 * cards): the listing's start comes to the top and the focus, left on a pager link now off screen, moves
 * to the first card, as "Show more" moves it to the first new one. Another sort or filter: the sort is
 * above the cards and a phone's filters are tapped open there, so the results' start is where the
 * shopper looks - brought back into view only if it is above the screen; a desktop's filter column
 * keeps its place (the shopper goes on ticking there; the count, aria-live, says what changed).
 */
function usePlaceAfterChange({ page, sort, filter }: ListingSearch, loadMore: boolean, shown: number) {
  const was = useRef<unknown[]>(null)
  useEffect(() => {
    const before = was.current
    const listing = document.querySelector<HTMLElement>('.listing')
    was.current = [page, sort, filter, shown]
    if (!before || !listing) return
    if (before[1] !== sort || before[2] !== filter) {
      if (listing.getBoundingClientRect().top < 0 && !listing.querySelector('.listing__filters')?.clientWidth)
        listing.scrollIntoView()
    } else if (before[0] !== page) {
      if (!loadMore) listing.scrollIntoView()
      listing
        .querySelectorAll<HTMLElement>('.product-card__title a')
        [loadMore ? Number(before[3]) : 0]?.focus({ preventScroll: true })
    }
  }, [page, sort, filter, loadMore, shown])
}

/** Where the filter column shows (app/styles/global.css). */
const DESKTOP_MEDIA = `(min-width: ${LAYOUT.breakpointDesktop}px)`

/**
 * "Show more": the next page's cards join those shown. The shopper stays where they are (KEEP_PLACE)
 * and the focus moves from the button, now below the new cards, to the first of them (usePlaceAfterChange).
 * A tap before the listing is interactive is held and replayed, not lost (platform/shared/early-tap.ts).
 */
function LoadMore({ page }: { page: number }) {
  const tap = useEarlyTap<HTMLButtonElement>()
  const navigate = useNavigate()
  const more = () =>
    navigate({
      to: '.',
      search: ((current: ListingSearch) => ({ ...current, page: page + 1 })) as never,
      ...KEEP_PLACE,
    })
  return (
    <div className="load-more">
      <button type="button" className="button" onClick={more} {...tap}>
        <FormattedMessage id="listing.loadMore" />
      </button>
    </div>
  )
}
