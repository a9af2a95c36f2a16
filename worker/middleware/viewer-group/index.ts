import type { Context } from 'hono'
import { requestSession } from '#platform/cart-session.ts'
import { checkedGroup, groupCookiesOf } from '#platform/cookies/group.ts'
import type { AppEnv } from '../../types'

/**
 * The request's verified user group (platform/cookies/group.ts, decision 0038): the `user-group-id`
 * cookie when the Worker's signature for this session vouches for it, else undefined (group 0).
 * Checked once per request; the page cache and the renderer both use this answer, and
 * worker/middleware/group-resign the whole check (which secret signed it).
 */
export function viewerGroup(c: Context<AppEnv>): Promise<string | undefined> {
  let group = c.get('viewerGroup')
  if (!group) {
    const checked = checkedGroup(c.env, {
      ...groupCookiesOf(c.req.raw),
      session: () => requestSession(c.env, c.req.raw),
    })
    c.set('viewerGroupCheck', checked)
    group = checked.then((found) => found?.group)
    c.set('viewerGroup', group)
  }
  return group
}
