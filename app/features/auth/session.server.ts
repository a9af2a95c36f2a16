import { env } from 'cloudflare:workers'
import type { Locale } from '#config'
import { callEndpoint } from '#platform/backend/call.ts'
import { signedGroupCookies } from '#platform/cookies/group.ts'
import { requestIsSecure, writeCookies } from '#platform/request.server.ts'
import { groupCookie, type SessionTokens, sessionCookies } from '#platform/shared/session-cookies.ts'
import { adminConfig } from '#platform/site.server.ts'

/**
 * Starts a session from tokens the back end issued (password or code sign-in, activation, social
 * sign-in): loads the user data with the new token and writes the session cookies with the user's
 * group (platform/shared/session-cookies.ts, decision 0017). A group that cannot load leaves `user-group-id`
 * unset (guest pages) rather than failing the sign-in.
 */
export async function startSession(
  locale: Locale,
  tokens: SessionTokens,
  rememberMe: boolean,
): Promise<{ groupId: number | null }> {
  const group = await callEndpoint(adminConfig(env, { locale, accessToken: tokens.access }), 'userGroup')
  const groupId = group.ok ? group.data.group_user_type.id : null
  const secure = requestIsSecure()
  writeCookies(sessionCookies(tokens, { rememberMe, secure }))
  // `user-group-id` with the Worker's signature for this session (decision 0038); group 0 needs none.
  if (groupId) writeCookies(await signedGroupCookies(env, groupId, tokens.access, { rememberMe, secure }))
  else if (groupId === 0) writeCookies([groupCookie(0, rememberMe, secure)])
  return { groupId }
}
