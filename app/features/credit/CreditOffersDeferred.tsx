import { type ComponentProps, lazy, Suspense } from 'react'
import type { CreditOffers as CreditOffersType } from './CreditOffers'

// A second hop on purpose: the cart page's first load carries only this module's short preload list,
// not the credit options' (they sit below the fold and need the shell, queries and server functions).
const CreditOffers = lazy(() => import('./CreditOffers').then((m) => ({ default: m.CreditOffers })))

/** The credit options, loaded when rendered (product and cart pages). */
export default function CreditOffersDeferred(props: ComponentProps<typeof CreditOffersType>) {
  return (
    <Suspense fallback={null}>
      <CreditOffers {...props} />
    </Suspense>
  )
}
