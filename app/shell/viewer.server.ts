import { getCookie } from '@tanstack/react-start/server'
import { COOKIES } from '../../app.config'

/** The request's `user-group-id` cookie (the page cache's group key), or undefined. */
export function requestGroupId(): string | undefined {
  try {
    return getCookie(COOKIES.userGroupId) || undefined
  } catch {
    return undefined
  }
}
