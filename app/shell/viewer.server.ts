import { COOKIES } from '#config'
import { requestCookie } from '#platform/request.server.ts'

/** The request's `user-group-id` cookie (the page cache's group key), or undefined. */
export function requestGroupId(): string | undefined {
  return requestCookie(COOKIES.userGroupId)
}
