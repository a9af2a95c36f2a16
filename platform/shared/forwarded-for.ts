import { FORWARDED_FOR_KEY_HEADER } from '#contract/wire.ts'

/**
 * The headers that carry the shopper's address to the back end for its per-client limits (sign-in,
 * registration, the support form, verification SMS): X-Forwarded-For, and with CLIENT_IP_SECRET set
 * the key that vouches for it (X-Forwarded-For-Key). A back end that shares the secret believes only
 * such calls' X-Forwarded-For, so no other caller can pick its own counter (decision 0091). Nothing
 * when the request named no address.
 */
export function forwardedForHeaders(
  ip: string | null | undefined,
  secret: string | null | undefined,
): Record<string, string> | undefined {
  const address = ip?.trim()
  if (!address) return undefined
  const key = secret?.trim()
  return key ? { 'X-Forwarded-For': address, [FORWARDED_FOR_KEY_HEADER]: key } : { 'X-Forwarded-For': address }
}
