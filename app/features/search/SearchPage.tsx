import { FormattedMessage, useIntl } from 'react-intl'
import type { SearchResult } from '../../api/contract/catalogue'
import { useLocale } from '../../shell/useShell'
import { Breadcrumbs } from '../../ui/Breadcrumbs'
import { type ListingSearch, ListingUnavailable, ListingView, type SlimListing } from '../catalogue'
import { openSearch } from './store'

/** /{lang}/search?query=...: the results with sort, filters and paging, or an empty state. */
export function SearchPage({
  query,
  result,
  search,
  navigate,
  origin,
}: {
  query: string | null
  result: SlimListing<SearchResult> | null | 'error'
  search: ListingSearch
  navigate: (next: ListingSearch) => void
  origin: string
}) {
  const lang = useLocale()
  const intl = useIntl()
  return (
    <div className="search-page">
      <Breadcrumbs home={`/${lang}`} items={[{ title: intl.formatMessage({ id: 'search.title' }) }]} origin={origin} />
      <h1>{query ? <FormattedMessage id="search.resultsFor" values={{ query }} /> : <FormattedMessage id="search.title" />}</h1>
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
        </div>
      ) : (
        <ListingView data={result} search={search} navigate={navigate} />
      )}
    </div>
  )
}
