import { proxy } from 'valtio'

/** Every modal of the spec that the shell hosts; exactly one can be open at a time. */
export const MODAL_NAMES = [
  'auth',
  'age',
  'city',
  'mobileMenu',
  'callUs',
  'mobileFilters',
  'search',
  'vacancy',
  'sendCv',
  'sendCvSuccess',
  'consultation',
  'consultationSuccess',
  // account deletion (accounts spec 2, 4; app/features/account/AccountModals.tsx)
  'deleteAccountRequest',
  'deleteAccountConfirm',
  'deleteAccountSuccess',
  'checkout',
  'cartDrawer',
  'oneClick',
  'oneClickSuccess',
  'preOrder',
  'preOrderSuccess',
  'firstToKnow',
  'firstToKnowSuccess',
  'bulkOrder',
  'bulkOrderSuccess',
  // the sign-in flows (accounts spec 2 "Authentication"; app/features/auth/AuthFlowModals.tsx)
  'registerConfirm',
  'restorePassword',
  'restorePasswordSent',
  'newPassword',
  'socialLoginError',
  // the product page's availability by shop (spec 2.5; app/features/product/StoreAvailabilityModal.tsx)
  'storeAvailability',
  'credit',
  'creditSuccess',
  'creditCalculatorSuccess',
  // the adverts list's phone panels (issue 19; app/features/adverts/AdvertsListPage.tsx)
  'filtersAnnouncements',
  'sortingAnnouncements',
  'announcementsLayout',
  // the advert page (app/features/adverts/AdvertPage.tsx)
  'userDataMobile',
  'postShare',
  'reportUser',
  'reportUserSuccess',
  // the advert form (app/features/adverts/AdvertFormPage.tsx)
  'addAnnouncementSuccess',
  'draftSave',
  'delete',
  // the owner's advert actions on phones (app/features/adverts/OwnAdvertsPage.tsx)
  'toolsAnnouncements',
  // what comes with a product (app/features/catalogue/GiftModal.tsx, decision 0048)
  'gift',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]
export const AUTH_TABS = ['login', 'register'] as const
export type AuthTab = (typeof AUTH_TABS)[number]

export const modalState = proxy<{ open: ModalName | null; authTab: AuthTab }>({ open: null, authTab: 'login' })

/** The element that had focus when the first modal opened; focus goes back there on close. */
let opener: HTMLElement | null = null

/** Opens one modal and so closes whichever was open. */
export function openModal(name: ModalName, options: { tab?: AuthTab } = {}) {
  if (name === 'auth') modalState.authTab = options.tab ?? 'login'
  if (modalState.open === null && typeof document !== 'undefined') {
    opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null
  }
  modalState.open = name
}

/**
 * The place (`data-focus-slot`) of the last closed modal's opener, for an element that takes its
 * place to take the focus too: signing in turns the header's "Sign in" button into the cabinet link,
 * and the focus would fall to the page's body.
 */
let vacated: { slot: string; until: number } | null = null

/** Closes the named modal (or any modal when no name is given) and returns focus to its opener, or to what took its place. */
export function closeModal(name?: ModalName) {
  if (name && modalState.open !== name) return
  modalState.open = null
  const target = opener
  opener = null
  const slot = target?.dataset.focusSlot
  if (slot) vacated = { slot, until: Date.now() + 2_000 }
  setTimeout(() => {
    const next = target?.isConnected
      ? target
      : slot
        ? document.querySelector<HTMLElement>(`[data-focus-slot="${slot}"]`)
        : null
    // the page did not move while the modal was open: no scroll (the header's opener, in the html's scroll padding, scrolled it)
    next?.focus({ preventScroll: true })
  }, 0)
}

/** Whether an element of `slot` mounting now takes the focus a closed modal's opener left (nothing else has it). */
export function takesVacatedFocus(slot: string): boolean {
  const taken = vacated?.slot === slot && Date.now() < vacated.until && document.activeElement === document.body
  if (taken) vacated = null
  return taken
}

export function setAuthTab(tab: AuthTab) {
  modalState.authTab = tab
}
