import type { Context } from 'hono'
import { groupCookiesOf, verifiedGroup } from '#platform/cookies/group.ts'
import type { AppEnv } from '../../types'

/**
 * The request's verified user group (platform/cookies/group.ts, decision 0038): the `user-group-id`
 * cookie when the Worker's signature for this session vouches for it, else undefined (group 0).
 * Checked once per request; the page cache and the renderer both use this answer.
 */
export function viewerGroup(c: Context<AppEnv>): Promise<string | undefined> {
  let group = c.get('viewerGroup')
  if (!group) {
    group = verifiedGroup(c.env, groupCookiesOf(c.req.raw))
    c.set('viewerGroup', group)
  }
  return group
}
