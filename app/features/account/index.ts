/**
 * Entry point of the account feature (docs/decisions/0014-app-layout.md): the signed-in user's
 * pages. Server functions come from its *.functions.ts modules.
 */
export { CabinetPage } from './CabinetPage'
