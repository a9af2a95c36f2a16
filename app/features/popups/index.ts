/**
 * Operator popups (settings.popups, popups_configuration; decision 0044): the host the shell
 * mounts once; the dialog itself loads only when a popup is due.
 */
export { PopupHost } from './PopupHost'
