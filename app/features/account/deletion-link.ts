import { proxy } from 'valtio'

/**
 * Account deletion (accounts spec 4 "Account deletion"; ACCOUNTS.links.accountDeletion): the e-mailed
 * link lands on the language's home page as `?action=delete_account&uid=..&token=..`. Small and
 * dependency-free: the home page carries it; the modals load only when a link or a request opens them.
 */
export interface DeletionLink {
  uid: string
  token: string
}

/** The shapes of the contract's uid and token (base64url). */
const UID = /^[A-Za-z0-9_-]{1,64}$/
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/** The deletion link of a query string: null when there is none, `valid: false` when it is malformed. */
export function deletionLinkOf(search: string): (DeletionLink & { valid: boolean }) | null {
  const params = new URLSearchParams(search)
  if (params.get('action') !== 'delete_account') return null
  const uid = (params.get('uid') ?? '').trim()
  const token = (params.get('token') ?? '').trim()
  return { uid, token, valid: UID.test(uid) && TOKEN.test(token) }
}

/** The query string without the link's parameters (they must not stay in the address bar or history). */
export function withoutDeletionLink(search: string): string {
  const params = new URLSearchParams(search)
  if (params.get('action') !== 'delete_account') return search
  for (const key of ['action', 'uid', 'token']) params.delete(key)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** The modals' state: the link being confirmed and the spec's delete-error flag. */
export const deletionState = proxy<{ link: DeletionLink | null; deleteError: boolean; errors: string[] }>({
  link: null,
  deleteError: false,
  errors: [],
})
