/**
 * Auth state between tabs (storefront spec 4): a message { isAuth } on the BroadcastChannel
 * `auth_channel` after login and logout. A tab ignores its own message (it reloads anyway).
 */
export const AUTH_CHANNEL = 'auth_channel'

let ownUntil = 0

export function broadcastAuth(isAuth: boolean) {
  if (typeof BroadcastChannel === 'undefined') return
  ownUntil = Date.now() + 1_000
  const channel = new BroadcastChannel(AUTH_CHANNEL)
  channel.postMessage({ isAuth })
  channel.close()
}

/** Calls `listener` when another tab signs in or out. */
export function onAuthChange(listener: (isAuth: boolean) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(AUTH_CHANNEL)
  channel.onmessage = (event: MessageEvent<{ isAuth?: unknown }>) => {
    if (Date.now() < ownUntil || typeof event.data?.isAuth !== 'boolean') return
    listener(event.data.isAuth)
  }
  return () => channel.close()
}
