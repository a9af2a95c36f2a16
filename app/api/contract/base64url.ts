/** Bytes as base64url without padding (RFC 4648 §5): tokens, nonces and cookie MACs of both Workers. */
export function base64url(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
