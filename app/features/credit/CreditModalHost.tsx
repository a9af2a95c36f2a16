import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { withAsideMessages } from '#app/i18n/lazy-messages.ts'
import { modalState } from '#app/modals/store.ts'

const CreditModals = lazy(withAsideMessages(() => import('./CreditModals')))
const NAMES = ['credit', 'creditSuccess', 'creditCalculatorSuccess'] as const
type CreditModalName = (typeof NAMES)[number]

/** Renders the open credit modal (their code loads when the first one opens). */
export function CreditModalHost() {
  const { open } = useSnapshot(modalState)
  if (!(NAMES as readonly string[]).includes(open ?? '')) return null
  return (
    <Suspense fallback={null}>
      <CreditModals name={open as CreditModalName} />
    </Suspense>
  )
}
