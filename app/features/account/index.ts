/**
 * Entry point of the account feature (docs/decisions/0014-app-layout.md, 0023-storefront-cabinet.md):
 * the signed-in user's pages, the cabinet routes' access rule, the deletion link of the home page
 * and the loader of the deletion modals. Server functions come from its *.functions.ts modules.
 */
export { ACCOUNT_MODALS, isAccountModal, loadAccountModals } from './AccountModals.lazy'
export { ActsPage } from './ActsPage'
export { AddressesPage } from './AddressesPage'
export { CabinetPage } from './CabinetPage'
export { CompaniesPage } from './CompaniesPage'
export { loadDeleteAccountLink } from './DeleteAccountLink.lazy'
export { orLogin, requireCabinet, toLogin } from './guard'
export { actsLoader, companiesLoader, ordersLoader } from './list-loaders'
export { OrderPage } from './OrderPage'
export { OrdersPage } from './OrdersPage'
export { ProfilePage } from './ProfilePage'
export type { ActsSearch, CompaniesSearch, OrdersSearch } from './rules'
export { SupportPage } from './SupportPage'
