/** Loads the e-mailed links' handler (activation, password reset) only when the home page's address carries one. */
export const loadEmailLinkAction = () => import('./EmailLinkAction')
