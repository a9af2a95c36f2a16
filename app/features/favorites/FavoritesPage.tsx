import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSnapshot } from 'valtio'
import { useLocale, useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { Breadcrumbs } from '#app/ui/Breadcrumbs.tsx'
import { readSessionHint } from '../auth'
import { ListingUnavailable, ProductGrid, toCard } from '../catalogue'
import { productsByIdsQuery } from '../catalogue/products.functions'
import { clearFavorites, ListEmpty, ListLoading, listsState, listView, saveFavoriteChange, startLists } from '../lists'
import { SavedUnavailable } from './SavedUnavailable'
import { unavailableIds } from './saved-unavailable'

/** /{lang}/favorites: the favorite products, read from browser storage after hydration. */
export function FavoritesPage({ origin }: { origin: string }) {
  const lang = useLocale()
  const intl = useIntl()
  const { settings } = useShell()
  const lists = useSnapshot(listsState)
  useEffect(startLists, [])
  const ids = lists.favorites
  const query = useQuery({ ...productsByIdsQuery(lang, ids), placeholderData: keepPreviousData })
  // Removing a favorite hides it at once, before the list is fetched again.
  const products = (query.data ?? []).filter((p) => ids.includes(p.productId))
  const view = listView({ loaded: lists.loaded, count: ids.length }, query)
  // Saved products the back end no longer lists: said, not hidden, and removable. A signed-in
  // shopper's list is the account's: each removal is saved there too (one that fails comes back, told).
  const gone = unavailableIds(ids, query)
  const removeGone = () => {
    listsState.favorites = ids.filter((id) => !gone.includes(id))
    if (!readSessionHint()) return
    void (async () => {
      for (const id of gone) await saveFavoriteChange(id, false)
    })().catch(() => showToast(intl.formatMessage({ id: 'cabinet.failed' }), 'error'))
  }
  return (
    <div className="list-page favorites-page">
      <Breadcrumbs
        home={`/${lang}`}
        items={[{ title: intl.formatMessage({ id: 'favorites.title' }) }]}
        origin={origin}
      />
      <div className="list-page__head">
        <h1>
          <FormattedMessage id="favorites.title" />
        </h1>
        {lists.loaded && ids.length > 0 ? (
          <button
            type="button"
            className="link-button"
            onClick={() =>
              void clearFavorites().catch(() => showToast(intl.formatMessage({ id: 'cabinet.failed' }), 'error'))
            }
          >
            <FormattedMessage id="favorites.clear" />
          </button>
        ) : null}
      </div>
      {view === 'loading' ? (
        <ListLoading />
      ) : view === 'empty' ? (
        <ListEmpty
          testId="favorites-empty"
          title={<FormattedMessage id="favorites.empty" />}
          hint={<FormattedMessage id="favorites.emptyHint" />}
        />
      ) : view === 'unavailable' ? (
        <ListingUnavailable />
      ) : (
        <>
          <h2 className="listing__count list-page__count" aria-live="polite">
            <FormattedMessage id="listing.count" values={{ count: products.length }} />
          </h2>
          <SavedUnavailable count={gone.length} onRemove={removeGone} />
          <ProductGrid products={products.map(toCard)} layout={settings.product_display} />
        </>
      )}
    </div>
  )
}
