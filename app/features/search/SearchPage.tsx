import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { siteHref } from '#app/lib/site-href.ts'
import { menuQuery } from '#app/shell/shell.functions.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import type { SearchResult } from '#contract/catalogue.ts'
import { type ListingSearch, ListingUnavailable, ListingView, type PreviewSource, type SlimListing } from '../catalogue'
import { searchHref } from './rules'
import { popularQueriesQuery } from './search.functions'
import { openSearch } from './store'

/** The shop's popular queries as links: an empty result is not a dead end (issue 28). */
function PopularSearches() {
  const lang = useLocale()
  const popular = useQuery(popularQueriesQuery(lang))
  if (!popular.data?.length) return null
  return (
    <section className="search-page__popular" aria-labelledby="search-empty-popular">
      <h2 id="search-empty-popular">
        <FormattedMessage id="search.popular" />
      </h2>
      <ul data-testid="search-empty-popular">
        {popular.data.map((q) => (
          <li key={q.id}>
            <a className="chip" href={searchHref(lang, q.query)}>
              {q.query}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The shop's top categories (the menu tree) as links in the page's language: the other way on from an empty result. */
function CategorySuggestions() {
  const lang = useLocale()
  // The menu tree is not in the page's data (decision 0053): on a first load the server's links
  // stay as they are until it loads (the <Suspense> around this).
  const menu = useSuspenseQuery(menuQuery(lang)).data
  const top = menu.tree.filter((node) => node.url.trim()).slice(0, 12)
  if (!top.length) return null
  return (
    <section className="search-page__categories" aria-labelledby="search-empty-categories">
      <h2 id="search-empty-categories">
        <FormattedMessage id="search.categories" />
      </h2>
      <ul data-testid="search-empty-categories">
        {top.map((node) => (
          <li key={node.id}>
            <a className="chip" href={siteHref(lang, node.url)}>
              {node.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /{lang}/search?query=...: the results with sort, filters and paging, or an empty state. */
export function SearchPage({
  query,
  result,
  search,
  navigate,
  origin,
  preview,
}: {
  query: string | null
  result: SlimListing<SearchResult> | null | 'error'
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  origin: string
  /** Counts a draft of the phone filters (MobileFilters). */
  preview?: PreviewSource
}) {
  const lang = useLocale()
  const intl = useIntl()
  return (
    <div className="search-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'search.title' }) }]} origin={origin} />
      <h1>
        {query ? (
          <FormattedMessage id="search.resultsFor" values={{ query }} />
        ) : (
          <FormattedMessage id="search.title" />
        )}
      </h1>
      {result === 'error' ? (
        <ListingUnavailable />
      ) : query === null || result === null ? (
        <div className="list-empty" data-testid="search-empty">
          <p className="list-empty__title">
            <FormattedMessage id="search.tooShort" />
          </p>
          <button type="button" className="button button--primary" onClick={() => openSearch()}>
            <FormattedMessage id="search.open" />
          </button>
        </div>
      ) : result.totalCount === 0 && !search.filter ? (
        <div className="list-empty" data-testid="search-empty">
          <p className="list-empty__title">
            <FormattedMessage id="search.noResults" values={{ query }} />
          </p>
          <p>
            <FormattedMessage id="search.noResultsHint" />
          </p>
          <button type="button" className="button button--primary" onClick={() => openSearch(query)}>
            <FormattedMessage id="search.again" />
          </button>
          <PopularSearches />
          <Suspense fallback={null}>
            <CategorySuggestions />
          </Suspense>
        </div>
      ) : (
        <>
          {result.corrected_query ? (
            <p className="search-page__corrected" data-testid="search-corrected">
              <FormattedMessage id="search.correctedTo" values={{ query: result.corrected_query }} />
            </p>
          ) : null}
          <ListingView data={result} search={search} navigate={navigate} preview={preview} />
        </>
      )}
    </div>
  )
}
