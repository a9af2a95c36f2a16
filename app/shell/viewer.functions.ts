import { createIsomorphicFn } from '@tanstack/react-start'
import { COOKIES } from '#config'
import { getBrowserCookie } from '../lib/browser-cookies'
import { browserViewerGroup } from './document-group'
import { requestGroupId } from './viewer.server'

/**
 * The viewer's user group, as the page cache keys on it: on the server the request's
 * `user-group-id`, which the Worker passes to the renderer only when its signature holds (decision
 * 0038); in the browser the group that server render used (./document-group.ts). Only a document
 * whose first page had no language layout (a top-level 404) falls back to the readable cookie.
 */
export const readViewerGroup = createIsomorphicFn()
  .server(() => requestGroupId())
  .client(() => browserViewerGroup(() => getBrowserCookie(COOKIES.userGroupId)))
