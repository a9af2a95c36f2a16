/**
 * zod 4's schema definition (`schema._zod.def`), as far as the scripts that walk the contract's
 * schemas read it: check-backend's defaulted fields (scripts/check-backend/core.ts) and the contract
 * document (scripts/contract-doc/generate.ts). `S` is the caller's own view of a schema node.
 */
export interface ZodDef<S> {
  type: string
  innerType?: S
  shape?: Record<string, S>
  element?: S
  in?: S
  out?: S
  options?: S[]
  getter?: () => S
  entries?: Record<string, string | number>
  values?: unknown[]
  defaultValue?: unknown
  catchValue?: (ctx: unknown) => unknown
  valueType?: S
  items?: S[]
  /** A transform's (a preprocess step's) function. */
  transform?: (value: unknown, ctx: unknown) => unknown
}
