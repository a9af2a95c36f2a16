import type { CheckedGroup } from '#platform/cookies/group.ts'
import type { Env } from '#platform/env.ts'
import type { ViewerFlags } from './middleware/viewer-flags'

/** Hono generics shared by every middleware module. */
export interface AppEnv {
  Bindings: Env
  /**
   * viewerGroup: the verified user group of the request, once checked (worker/middleware/viewer-group/index.ts);
   * viewerFlags: its age and development-mode flags, once read (worker/middleware/viewer-flags/index.ts).
   */
  Variables: {
    nonce: string
    viewerGroup?: Promise<string | undefined>
    /** The same check whole: the session's token and whether only the previous secret signed it (decision 0015). */
    viewerGroupCheck?: Promise<CheckedGroup | undefined>
    viewerFlags?: ViewerFlags
    /** This request's count of back-end list items dropped (worker/middleware/server-timing). */
    droppedItems?: { count: number }
  }
}
