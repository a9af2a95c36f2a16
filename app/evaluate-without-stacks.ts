/**
 * Errors created while the browser evaluates the first modules capture no stack (decision 0141).
 *
 * React's client module creates its sentinel exceptions at its top level (`Error(...)`: the
 * hydration-mismatch, Suspense and selective-hydration markers, used by identity, never shown).
 * With DevTools attached - Lighthouse, Playwright, an operator profiling - V8 then collects source
 * positions for every function on the stack, and the stack holds the two largest functions we ship:
 * react-dom's module body and the entry chunk's top level. Re-parsing them took 190-310 ms of one task
 * on a 4x-throttled phone, counted as Total Blocking Time. A shopper's browser without DevTools does not
 * do this. Without `Error.stackTraceLimit` no stack is captured; it is put back once the evaluation is
 * over (the first microtask after it: the module graph evaluates synchronously).
 *
 * Imported first by app/client.tsx, so it is the first module the entry chunk evaluates.
 */
const limit = Error.stackTraceLimit
if (typeof limit === 'number') {
  delete (Error as { stackTraceLimit?: number }).stackTraceLimit
  queueMicrotask(() => {
    Error.stackTraceLimit = limit
  })
}

// A module (for its type-checked import), with nothing to export: it runs for its effect.
export {}
