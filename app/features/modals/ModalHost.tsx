import { useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { modalState, openModal } from './store'

// Modals are not needed for the first paint: each loads its code when first opened.
const AuthModal = lazy(() => import('../auth/AuthModal'))
const AgeModal = lazy(() => import('./AgeModal'))
const CityModal = lazy(() => import('./CityModal'))
const MobileMenu = lazy(() => import('../shell/MobileMenu'))
const CallUsModal = lazy(() => import('../shell/CallUsModal'))

/** The one global modal host: renders whichever modal is open (at most one). */
export function ModalHost() {
  const { open } = useSnapshot(modalState)
  const search = useSearch({ strict: false }) as { login?: unknown }
  useEffect(() => {
    if (search.login === true || search.login === 'true') openModal('auth')
  }, [search.login])
  return (
    <Suspense fallback={null}>
      {open === 'auth' ? <AuthModal /> : null}
      {open === 'age' ? <AgeModal /> : null}
      {open === 'city' ? <CityModal /> : null}
      {open === 'mobileMenu' ? <MobileMenu /> : null}
      {open === 'callUs' ? <CallUsModal /> : null}
    </Suspense>
  )
}
