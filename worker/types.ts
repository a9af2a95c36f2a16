import type { Env } from './env'

/** Hono generics shared by every middleware module. */
export interface AppEnv {
  Bindings: Env
  /** viewerGroup: the verified user group of the request, once checked (worker/viewer-group.ts). */
  Variables: { nonce: string; viewerGroup?: Promise<string | undefined> }
}
