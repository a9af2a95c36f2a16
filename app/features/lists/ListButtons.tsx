import { useEffect, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { subscribe } from 'valtio'
import { itemOf, pushEvent } from '#app/lib/analytics.ts'
import { inOwnTask } from '#app/lib/own-task.ts'
import { useEarlyTap } from '#app/lib/useEarlyTap.ts'
import { useShell } from '#app/shell/useShell.tsx'
import { showToast } from '#app/toasts/store.ts'
import { Icon } from '#app/ui/icons.tsx'
import { TIMINGS } from '#config'
import { listsState } from './lists-state'
import { saveFavoriteChange, startLists, toggleCompare, toggleFavorite } from './store'

const subscribeLists = (onChange: () => void) => subscribe(listsState, onChange)
const notOnServer = () => false

/**
 * Whether a product is in a list: false as the server drew it while the card hydrates (the lists are
 * personal), and a card renders again only when its own answer changes - not every card on the page
 * whenever a list does.
 */
function useInList(list: 'favorites' | 'compare', productId: number): boolean {
  return useSyncExternalStore(subscribeLists, () => listsState[list].includes(productId), notOnServer)
}

/**
 * Favorite and compare toggles; each change shows a notice for 1 s. A tap made before the card is
 * interactive (a slow phone, or a row that hydrates when it nears the viewport) is held and replayed
 * (platform/shared/early-tap.ts), after the lists have loaded from storage.
 */
export function ListButtons({ product }: { product: Parameters<typeof itemOf>[0] }) {
  const intl = useIntl()
  const { settings } = useShell()
  const isFavorite = useInList('favorites', product.productId)
  const isCompared = useInList('compare', product.productId)
  useEffect(() => inOwnTask(startLists), [])
  const favoriteTap = useEarlyTap<HTMLButtonElement>()
  const compareTap = useEarlyTap<HTMLButtonElement>()
  return (
    <div className="list-buttons">
      <button
        {...favoriteTap}
        type="button"
        className={`icon-button list-button${isFavorite ? ' is-on' : ''}`}
        aria-pressed={isFavorite}
        aria-label={intl.formatMessage({ id: 'lists.favorite' }, { title: product.title })}
        onClick={() => {
          const added = toggleFavorite(product.productId)
          if (added)
            pushEvent('add_to_wishlist', {
              currency: settings.project_currency,
              value: product.price,
              items: [itemOf(product)],
            })
          showToast(
            intl.formatMessage({ id: added ? 'lists.favoriteAdded' : 'lists.favoriteRemoved' }),
            'success',
            TIMINGS.compareFavoritesNotice,
          )
          saveFavoriteChange(product.productId, added).catch(() =>
            showToast(intl.formatMessage({ id: 'cabinet.failed' }), 'error'),
          )
        }}
      >
        <Icon name="heart" size={20} />
      </button>
      <button
        {...compareTap}
        type="button"
        className={`icon-button list-button${isCompared ? ' is-on' : ''}`}
        aria-pressed={isCompared}
        aria-label={intl.formatMessage({ id: 'lists.compare' }, { title: product.title })}
        onClick={() => {
          const added = toggleCompare(product.productId)
          showToast(
            intl.formatMessage({ id: added ? 'lists.compareAdded' : 'lists.compareRemoved' }),
            'success',
            TIMINGS.compareFavoritesNotice,
          )
        }}
      >
        <Icon name="compare" size={20} />
      </button>
    </div>
  )
}
