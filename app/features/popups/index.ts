/**
 * Operator popups (settings.popups, popups_configuration; decision 0044): what the shell mounts once.
 * The host loads after hydration on sites with popups; the dialog itself only when a popup is due.
 */
export { Popups } from './Popups'
