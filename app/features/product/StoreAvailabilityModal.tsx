import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { closeModal } from '#app/modals/store.ts'
import { useLocale } from '#app/shell/useShell.tsx'
import { Dialog } from '#app/ui/Dialog.tsx'
import { ShopState } from '#app/ui/ShopState.tsx'
import { storeAvailabilityQuery } from './product.functions'

/**
 * The "store availability by shop" modal (spec 2.5, issue 29): each shop with the product's
 * quantity, whether it is open now and its address, from `/general/product-availability/` asked
 * when the modal opens. A failed call is said in the modal with a retry, never a crash. Loaded
 * with its first opening (ProductPage); focus goes back to the opener on close (modals/store).
 */
export default function StoreAvailabilityModal({ productId, title }: { productId: number; title: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const q = useQuery({ ...storeAvailabilityQuery(lang, productId), retry: false })
  const rows = q.data ?? null
  // Retry pressed: the failed notice and the button stay (resting, the focus on it) until the answer; a query
  // without data goes back to pending when it fetches again, and "checking" in their place took the focus away.
  const [retried, setRetried] = useState(false)
  return (
    <Dialog
      open
      onClose={() => closeModal('storeAvailability')}
      title={intl.formatMessage({ id: 'product.shops' })}
      description={title}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      testId="store-availability"
    >
      {q.isPending && !retried ? (
        <p className="store-availability__state" role="status" aria-busy="true">
          <FormattedMessage id="product.storesLoading" />
        </p>
      ) : rows === null ? (
        <div className="store-availability__state" data-testid="store-availability-failed">
          <p className="notice notice--warning" role="alert">
            <FormattedMessage id="product.storesFailed" />
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (q.isFetching) return
              setRetried(true)
              void q.refetch()
            }}
            // aria-disabled while it loads: disabled, the pressed button dropped the dialog's focus to the page
            aria-disabled={q.isFetching}
            aria-busy={q.isFetching || undefined}
          >
            <FormattedMessage id="product.storesRetry" />
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="store-availability__state" data-testid="store-availability-none">
          <FormattedMessage id="product.storesNone" />
        </p>
      ) : (
        <ul className="store-availability" data-testid="store-availability-list">
          {rows.map((shop) => (
            <li key={shop.shopId} className="store-availability__shop" data-shop-id={shop.shopId}>
              <span className="store-availability__title">{shop.title}</span>
              <span
                className={shop.qty !== 0 ? 'availability availability--in' : 'availability availability--out'}
                data-testid="store-availability-qty"
              >
                {shop.qty === null ? (
                  <FormattedMessage id="product.inStock" />
                ) : shop.qty > 0 ? (
                  <FormattedMessage id="product.shopQty" values={{ count: shop.qty }} />
                ) : (
                  <FormattedMessage id="product.outOfStock" />
                )}
              </span>
              <ShopState isOpen={shop.isOpen} />
              {shop.address ? (
                <span className="store-availability__address">
                  <span className="visually-hidden">
                    <FormattedMessage id="product.storesAddress" />:{' '}
                  </span>
                  {shop.address}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
