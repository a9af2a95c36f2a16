import type { Env } from './env'
import type { ViewerFlags } from './viewer-flags'

/** Hono generics shared by every middleware module. */
export interface AppEnv {
  Bindings: Env
  /**
   * viewerGroup: the verified user group of the request, once checked (worker/viewer-group.ts);
   * viewerFlags: its age and development-mode flags, once read (worker/viewer-flags.ts).
   */
  Variables: { nonce: string; viewerGroup?: Promise<string | undefined>; viewerFlags?: ViewerFlags }
}
