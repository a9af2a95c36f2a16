import type { Env } from './env'

/** Hono generics shared by every middleware module. */
export interface AppEnv {
  Bindings: Env
  Variables: { nonce: string }
}
