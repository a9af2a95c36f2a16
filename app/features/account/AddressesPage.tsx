import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '#app/shell/useShell.tsx'
import { checkoutOptionsQuery } from '../cart/cart.functions'
import { loadSavedAddresses } from '../delivery'
import { CabinetFrame, Notice } from './CabinetFrame'

const SavedAddresses = lazy(() => loadSavedAddresses())

/**
 * /{lang}/account/addresses: the delivery addresses (accounts spec 3 "User data"), managed with the
 * delivery feature's saved-addresses form, the one the cart page uses: list, default, add, delete.
 */
export function AddressesPage({ origin }: { origin: string }) {
  const lang = useLocale()
  const options = useQuery(checkoutOptionsQuery(lang))
  return (
    <CabinetFrame titleId="cabinetNav.addresses" origin={origin}>
      <p className="cabinet-hint">
        <FormattedMessage id="cabinetAddresses.hint" />
      </p>
      {options.isError ? (
        <Notice>
          <FormattedMessage id="cabinet.failed" />
        </Notice>
      ) : options.data ? (
        <section className="cabinet__card" aria-labelledby="addresses-title">
          <h2 id="addresses-title" className="cabinet__name">
            <FormattedMessage id="cabinetNav.addresses" />
          </h2>
          <Suspense fallback={null}>
            <SavedAddresses regions={options.data.regions} />
          </Suspense>
        </section>
      ) : null}
    </CabinetFrame>
  )
}
