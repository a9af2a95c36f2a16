/**
 * The links the back end e-mails (ACCOUNTS.links, decision 0016): the language's home page with
 * `?action=activate|reset_password&uid=..&token=..`. The home page reads them once, removes them from
 * the address bar and acts (decision 0021). Shapes as the contract's uid and token schemas.
 */
export type EmailLinkAction = 'activate' | 'reset_password'
export interface EmailLink {
  action: EmailLinkAction
  uid: string
  token: string
}

export const LINK_UID = /^[A-Za-z0-9_-]{1,64}$/
/** Base64url tokens, djoser's `{timestamp}-{hash}` and Django signing's `value:timestamp:signature` (as linkTokenSchema). */
export const LINK_TOKEN = /^[A-Za-z0-9:_-]{16,256}$/

/**
 * The e-mailed link in a query string, or null when there is none. A link with a malformed uid or
 * token is still a link (`valid: false`): the page tells the shopper it is invalid instead of ignoring it.
 */
export function emailLinkOf(search: string): (EmailLink & { valid: boolean }) | null {
  const params = new URLSearchParams(search)
  const action = params.get('action')
  if (action !== 'activate' && action !== 'reset_password') return null
  const uid = (params.get('uid') ?? '').trim()
  const token = (params.get('token') ?? '').trim()
  return { action, uid, token, valid: LINK_UID.test(uid) && LINK_TOKEN.test(token) }
}

/** The query string without the link's parameters (they must not stay in the address bar, history or shared URLs). */
export function withoutEmailLink(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of ['action', 'uid', 'token']) params.delete(key)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
