import type { ModalName } from '#app/modals/store.ts'

/** The sign-in flows' modals (AuthFlowModals.tsx): the modal host renders that module for these names. */
export const AUTH_FLOW_MODALS = [
  'registerConfirm',
  'restorePassword',
  'restorePasswordSent',
  'newPassword',
  'socialLoginError',
] as const satisfies readonly ModalName[]

export function isAuthFlowModal(name: ModalName | null): boolean {
  return name !== null && (AUTH_FLOW_MODALS as readonly string[]).includes(name)
}

/** Loads the sign-in flows' modals on first use (the modal host reaches them through index.ts). */
export const loadAuthFlowModals = () => import('./AuthFlowModals')
