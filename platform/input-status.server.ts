import { getRequestUrl, setResponseStatus } from '@tanstack/react-start/server'

const SERVER_FN_PATH = '/_serverFn/'

/**
 * Where the app's InputError (app/api/input.ts) finds the server's hook: a global by a registered
 * symbol, as the app may not import the platform's server modules nor the platform the app's
 * (tests/architecture/boundaries.test.ts). Unset in the browser.
 */
export const REFUSED_INPUT_HOOK = Symbol.for('shop.refusedInput')

/**
 * A server-function call whose input its validator refused answers 400 with the validator's words
 * (decision 0119). TanStack Start sends a failed call's error with the status its helpers set, 200 by
 * default, so a stranger's malformed calls read as successes to a proxy or a log (a probe of 56
 * functions, session 56); its client reads the error whatever the status. Only for a call that came
 * as one: a page whose loader calls a function on the server and recovers keeps its own status.
 */
export function answerRefusedInputWith400(): void {
  ;(globalThis as Record<symbol, unknown>)[REFUSED_INPUT_HOOK] = () => {
    try {
      if (getRequestUrl({ xForwardedProto: false }).pathname.startsWith(SERVER_FN_PATH)) setResponseStatus(400)
    } catch {
      // no request in scope (a unit test, a module's own evaluation): nothing to mark
    }
  }
}
