/**
 * Entry point of the home feature (docs/decisions/0014-app-layout.md): what the rest of the app may
 * import. The home page. Server functions come from its *.functions.ts modules.
 */
export { EmailLinks } from './EmailLinks'
export { HomePage } from './HomePage'
