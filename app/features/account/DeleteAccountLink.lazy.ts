/** Loads the account deletion link's handler only when the home page's address carries one. */
export const loadDeleteAccountLink = () => import('./DeleteAccountLink')
