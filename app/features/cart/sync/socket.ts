import { browserCookieFlag } from '#app/lib/browser-cookies.ts'
import { CART_SESSION_ENDED_CLOSE, COOKIES, TIMINGS } from '#config'
import type { CartSocketMessage } from '#contract/cart-sync.ts'
import { sync } from './state'

/**
 * The push channel /ws/cart: one socket per tab, reopened after a random 1-5 s when it closes, for
 * as long as the load that opened it is the current one (`sync.generation`). No socket in dev mode.
 * A socket refused before it opened (the Worker answers the handshake 401 when the browser has no
 * cart cookie or its session ended elsewhere) is not re-dialled with the same cookies: after the
 * same delay `onRefused` runs - the caller reloads the cart, which sets up the cookie again. So does
 * a socket the cart store closed because its session ended (a logout or a password change,
 * CART_SESSION_ENDED_CLOSE): re-dialled with the ended session's cookies it would only be refused
 * (a 401 handshake the browser logs as an error); the reload finds out who the shopper is now.
 */

let socket: WebSocket | null = null
let reconnect: ReturnType<typeof setTimeout> | 0 = 0

/** Development mode as the Worker reads it (platform/shared/cookie-flags.ts): exactly one `dev_mode=true`. */
function devMode(): boolean {
  return browserCookieFlag(COOKIES.devMode) === 'true'
}

/** A message as the contract describes it, checked by hand (no zod in the browser); null otherwise. */
function readMessage(data: unknown): CartSocketMessage | null {
  let value: unknown
  try {
    value = JSON.parse(String(data))
  } catch {
    return null
  }
  const m = value as { type?: unknown; version?: unknown } | null
  if (!m || (m.type !== 'ready' && m.type !== 'cart:event')) return null
  return m as CartSocketMessage
}

/**
 * Opens the socket for load `generation`; every message goes to `onMessage`. While the page is
 * shown it sends `ping` every TIMINGS.cartSocketPing (the cart store answers `pong`); a socket that
 * answered nothing for that long stopped delivering without closing (a dropped NAT or proxy
 * connection, a laptop that slept: the shopper saw another device's change 60 s+ late, or never,
 * review r54): it is dropped, `onSilent` catches the cart up and a new socket is dialled.
 */
export function connectCartSocket(
  generation: number,
  onMessage: (message: CartSocketMessage) => void,
  onRefused: () => void = () => {},
  onSilent: () => void = () => {},
) {
  if (devMode() || generation !== sync.generation || typeof WebSocket === 'undefined') return
  const again = () => connectCartSocket(generation, onMessage, onRefused, onSilent)
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/cart`
  let ws: WebSocket
  try {
    ws = new WebSocket(url)
  } catch {
    return retry(generation, again)
  }
  socket = ws
  let opened = false
  let heard = true
  let silent = false
  let beat: ReturnType<typeof setInterval> | undefined
  ws.addEventListener('open', () => {
    opened = true
    beat = setInterval(() => {
      if (document.hidden) return
      if (heard) {
        heard = false
        return ws.send('ping')
      }
      // Its close event may come a minute later, or never: this socket is done with now.
      clearInterval(beat)
      silent = true
      ws.close()
      onSilent()
      retry(generation, again)
    }, TIMINGS.cartSocketPing)
  })
  ws.addEventListener('message', (event) => {
    heard = true
    const message = readMessage(event.data)
    if (message) onMessage(message)
  })
  ws.addEventListener('close', (event) => {
    if (silent) return
    clearInterval(beat)
    if (socket === ws) socket = null
    const sessionEnded = event.code === CART_SESSION_ENDED_CLOSE
    retry(generation, opened && !sessionEnded ? again : onRefused)
  })
}

function retry(generation: number, next: () => void) {
  if (generation !== sync.generation) return
  const { cartSocketReconnectMin: min, cartSocketReconnectMax: max } = TIMINGS
  if (reconnect) clearTimeout(reconnect)
  reconnect = setTimeout(() => generation === sync.generation && next(), min + Math.random() * (max - min))
}

/** Closes the open socket (a new load opens its own). */
export function closeCartSocket() {
  socket?.close(1000)
}
