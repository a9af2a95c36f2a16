import { COOKIES, SERVER_COOKIES } from '#config'
import { cookieName, type ViewerFlags } from '../middleware/viewer-flags'

export interface Viewer extends ViewerFlags {
  /** The verified user group (worker/middleware/viewer-group/index.ts), undefined for a guest. */
  group: string | undefined
}

const REWRITTEN: readonly string[] = [
  COOKIES.userGroupId,
  SERVER_COOKIES.userGroupSig,
  COOKIES.isAgeValid,
  COOKIES.devMode,
]

/**
 * The request the renderer sees: its Cookie header says exactly what the Worker decided, so every
 * reader of these cookies (page data, server functions, price visibility, the age gate) gets the
 * value the page-cache key was built from. `user-group-id` is replaced by the verified group
 * (dropped for a guest), `user-group-sig` removed, and `is_age_valid` and `dev_mode` written as
 * `true` only when the Worker read them so (worker/middleware/viewer-flags/index.ts), otherwise dropped. Returns the
 * request itself when nothing changes.
 */
export function rendererRequest(request: Request, viewer: Viewer): Request {
  const header = request.headers.get('Cookie')
  if (!header) return request
  const parts = header.split(';').filter((part) => !REWRITTEN.includes(cookieName(part)))
  if (viewer.group) parts.push(` ${COOKIES.userGroupId}=${viewer.group}`)
  if (viewer.age === 'true') parts.push(` ${COOKIES.isAgeValid}=true`)
  if (viewer.devMode === 'true') parts.push(` ${COOKIES.devMode}=true`)
  const next = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('; ')
  if (next === header) return request
  const headers = new Headers(request.headers)
  if (next) headers.set('Cookie', next)
  else headers.delete('Cookie')
  return new Request(request, { headers })
}
