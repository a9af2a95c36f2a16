/** The loader of the account deletion modals (request, confirm, success): loaded when one opens. */
export const loadAccountModals = () => import('./AccountModals')

/** The modal names the account feature hosts (app/modals/store.ts). */
export const ACCOUNT_MODALS = ['deleteAccountRequest', 'deleteAccountConfirm', 'deleteAccountSuccess'] as const
export const isAccountModal = (name: string): name is (typeof ACCOUNT_MODALS)[number] =>
  (ACCOUNT_MODALS as readonly string[]).includes(name)
