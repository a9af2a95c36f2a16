import { useSearch } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { isAccountModal, loadAccountModals } from '../features/account'
import { isAuthFlowModal, loadAuthFlowModals, loadAuthModal } from '../features/auth'
import { loadGiftModal } from '../features/catalogue'
import { loadContentModals } from '../features/content'
import { loadSearchModal } from '../features/search'
import { withLaterMessages } from '../i18n/lazy-messages'
import { modalState, openModal } from '../modals/store'
import { useShell } from '../shell/useShell'

// Modals are not needed for the first paint: each loads its code when first opened.
const AuthModal = lazy(withLaterMessages(loadAuthModal))
const AuthFlowModals = lazy(() => loadAuthFlowModals())
const AgeModal = lazy(() => import('../modals/AgeModal'))
const CityModal = lazy(() => import('../modals/CityModal'))
const MobileMenu = lazy(() => import('./MobileMenu'))
const CallUsModal = lazy(() => import('./CallUsModal'))
const SearchModal = lazy(() => loadSearchModal())
const VacancyModal = lazy(() => loadContentModals().then((m) => ({ default: m.VacancyModal })))
const SendCvModal = lazy(() => loadContentModals().then((m) => ({ default: m.SendCvModal })))
const SendCvSuccessModal = lazy(() => loadContentModals().then((m) => ({ default: m.SendCvSuccessModal })))
const ConsultationModal = lazy(() => loadContentModals().then((m) => ({ default: m.ConsultationModal })))
const ConsultationSuccessModal = lazy(() => loadContentModals().then((m) => ({ default: m.ConsultationSuccessModal })))
// The cart drawer and the quick forms: their host is tiny and loads with the first modal opened,
// so this first-load chunk holds neither their names nor their files (decision 0009).
const OrderModals = lazy(() => import('./OrderModals'))
const AccountModals = lazy(() => loadAccountModals())
const GiftModal = lazy(() => loadGiftModal())

/** The one global modal host: renders whichever modal is open (at most one). */
export function ModalHost() {
  const { open } = useSnapshot(modalState)
  const search = useSearch({ strict: false }) as { login?: unknown }
  const cabinet = useShell().settings.additional_settings.is_user_cabinet
  useEffect(() => {
    // login=true opens sign-in, except on a site without a user cabinet (nothing to sign in to).
    if (cabinet && (search.login === true || search.login === 'true')) openModal('auth')
  }, [search.login, cabinet])
  return (
    <Suspense fallback={null}>
      {open === 'auth' ? <AuthModal /> : null}
      {open && isAuthFlowModal(open) ? <AuthFlowModals name={open} /> : null}
      {open === 'age' ? <AgeModal /> : null}
      {open === 'city' ? <CityModal /> : null}
      {open === 'mobileMenu' ? <MobileMenu /> : null}
      {open === 'callUs' ? <CallUsModal /> : null}
      {open === 'search' ? <SearchModal /> : null}
      {open === 'vacancy' ? <VacancyModal /> : null}
      {open === 'sendCv' ? <SendCvModal /> : null}
      {open === 'sendCvSuccess' ? <SendCvSuccessModal /> : null}
      {open === 'consultation' ? <ConsultationModal /> : null}
      {open === 'consultationSuccess' ? <ConsultationSuccessModal /> : null}
      {open === 'gift' ? <GiftModal /> : null}
      {open ? <OrderModals name={open} /> : null}
      {open && isAccountModal(open) ? <AccountModals name={open} /> : null}
    </Suspense>
  )
}
