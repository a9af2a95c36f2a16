/**
 * Entry point of the errors feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The error and not-found pages. Server functions come from its *.functions.ts modules.
 */
export { ErrorPage, ErrorView, NotFoundPage } from './ErrorPage'
