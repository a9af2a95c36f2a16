import { createIsomorphicFn } from '@tanstack/react-start'
import { COOKIES } from '#config'
import { getBrowserCookie } from '../lib/browser-cookies'
import { requestGroupId } from './viewer.server'

/**
 * The viewer's user group, read from the same cookie the page cache keys on (`user-group-id`), so a
 * cached page and a fresh render of it always agree: on the server from the request, in the browser
 * from document.cookie.
 */
export const readViewerGroup = createIsomorphicFn()
  .server(() => requestGroupId())
  .client(() => getBrowserCookie(COOKIES.userGroupId))
