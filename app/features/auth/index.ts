/**
 * Entry point of the auth feature (docs/decisions/0014-app-layout.md, 0017-session-cookies.md):
 * the session state, sign-in and sign-out, the header's account entry and the auth modal's loader.
 * Server functions come from its *.functions.ts modules.
 */

export { broadcastAuth, onAuthChange } from '#app/lib/auth-broadcast.ts'
export { authState, readSessionHint } from '#app/lib/session-state.ts'
export { AccountButton } from './AccountButton'
export { isAuthFlowModal, loadAuthFlowModals } from './AuthFlowModals.lazy'
export { loadAuthModal } from './AuthModal.lazy'
export { mustSignInToOrder } from './auth-state'
export { ChangePasswordForm } from './ChangePasswordForm'
export { loadEmailLinkAction } from './EmailLinkAction.lazy'
export { logout } from './logout'
export { RegisterPage } from './RegisterPage'
export { SocialCallbackPage } from './SocialCallbackPage'
export { afterSignIn, installSessionFetch, syncSessionState } from './session-client'
export { watchSessionEndAtCheckout } from './session-ended'
export { isSocialProvider } from './social'
