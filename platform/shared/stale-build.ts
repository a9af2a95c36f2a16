/**
 * A tab opened on an older build (decision 0131). A deploy that renames or moves a server function
 * changes its id (a hash of file and name), and one that changes its input's shape makes the new
 * validator refuse the old page's call: the tab posts to a function this build does not have, or in a
 * shape it no longer takes, on every retry, until the shopper reloads by hand.
 *
 * The shop's client names its build on each server-function call (BUILD_HEADER); the Worker marks
 * such an answer (STALE_BUILD_HEADER, worker/middleware/server-fn-call) and the client, seeing the
 * mark, says the shop was updated and reloads once (app/features/auth/session-client.ts).
 */

/** The build of the running code: vite.config.ts defines it; 'dev' in development and tests. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** The request header that names the calling page's build. */
export const BUILD_HEADER = 'x-build'

/** The answer's header that says the call failed because the page is of another build: `1`. */
export const STALE_BUILD_HEADER = 'x-stale-build'
