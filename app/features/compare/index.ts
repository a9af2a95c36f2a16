/**
 * Entry point of the compare feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. The compare page. Server functions come from its *.functions.ts modules.
 */
export { ComparePage } from './ComparePage'
