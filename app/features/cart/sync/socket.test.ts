// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_SESSION_ENDED_CLOSE, COOKIES, TIMINGS } from '#config'
import { closeCartSocket, connectCartSocket } from './socket'
import { sync } from './state'

/** A WebSocket double: the test decides whether the handshake opens or is refused. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = []
  constructor(readonly url: string) {
    super()
    FakeSocket.made.push(this)
  }
  open() {
    this.dispatchEvent(new Event('open'))
  }
  close(code = 1006) {
    this.dispatchEvent(Object.assign(new Event('close'), { code }))
  }
  sent: string[] = []
  send(data: string) {
    this.sent.push(data)
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.made = []
  vi.stubGlobal('WebSocket', FakeSocket)
  sync.generation = 7
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const afterMaxDelay = () => vi.advanceTimersByTime(TIMINGS.cartSocketReconnectMax + 1)

describe('the /ws/cart socket', () => {
  // Spec 4: no websocket in developer mode (the dev-mode cookie set to true, as the Worker reads it).
  it.each([
    [`${COOKIES.devMode}=true`, 0],
    [`${COOKIES.devMode}=false`, 1],
    [`${COOKIES.devMode}="true"`, 1],
    ['', 1],
  ])('with the cookie %j it opens %i socket(s)', (cookie, sockets) => {
    const set = (c: string) => {
      document.cookie = c
    }
    set(`${COOKIES.devMode}=; max-age=0`)
    if (cookie) set(cookie)
    try {
      connectCartSocket(7, () => {})
      expect(FakeSocket.made).toHaveLength(sockets)
    } finally {
      closeCartSocket()
      set(`${COOKIES.devMode}=; max-age=0`)
    }
  })

  it('re-dials a socket that was open and closed, after the reconnect delay', () => {
    const refused = vi.fn()
    connectCartSocket(7, () => {}, refused)
    FakeSocket.made[0]?.open()
    FakeSocket.made[0]?.close()
    vi.advanceTimersByTime(TIMINGS.cartSocketReconnectMin - 1)
    expect(FakeSocket.made).toHaveLength(1)
    afterMaxDelay()
    expect(FakeSocket.made).toHaveLength(2)
    expect(refused).not.toHaveBeenCalled()
  })

  it('does not re-dial a refused handshake with the same cookies: it asks for a reload of the cart instead', () => {
    const refused = vi.fn()
    connectCartSocket(7, () => {}, refused)
    FakeSocket.made[0]?.close() // closed without ever opening: the Worker answered 401
    afterMaxDelay()
    expect(refused).toHaveBeenCalledTimes(1)
    expect(FakeSocket.made).toHaveLength(1)
  })

  it('does not re-dial a socket the store closed because its session ended: it asks for a reload of the cart', () => {
    const refused = vi.fn()
    connectCartSocket(7, () => {}, refused)
    FakeSocket.made[0]?.open()
    FakeSocket.made[0]?.close(CART_SESSION_ENDED_CLOSE)
    afterMaxDelay()
    expect(refused).toHaveBeenCalledTimes(1)
    expect(FakeSocket.made).toHaveLength(1)
  })

  it('does nothing for a load that is no longer current', () => {
    const refused = vi.fn()
    connectCartSocket(7, () => {}, refused)
    FakeSocket.made[0]?.open()
    sync.generation = 8
    closeCartSocket()
    afterMaxDelay()
    expect(FakeSocket.made).toHaveLength(1)
    expect(refused).not.toHaveBeenCalled()
  })

  it('hands only messages of the contract to the page', () => {
    const got: unknown[] = []
    connectCartSocket(7, (m) => got.push(m))
    const ws = FakeSocket.made[0]
    ws?.dispatchEvent(new MessageEvent('message', { data: 'not json' }))
    ws?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'other' }) }))
    ws?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'ready', version: 3 }) }))
    expect(got).toEqual([{ type: 'ready', version: 3 }])
  })

  /**
   * A half-open socket (review r54): the server's frames stopped without a close, and a third
   * device stayed stale 60 s+. The store answers `ping` with `pong` (durable-objects/cart-store.ts).
   */
  describe('a socket that goes silent', () => {
    const ping = () => vi.advanceTimersByTime(TIMINGS.cartSocketPing)
    const visible = (hidden: boolean) =>
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true })
    afterEach(() => visible(false))

    it('pings while the page is shown; a socket that answers stays', () => {
      const silent = vi.fn()
      connectCartSocket(
        7,
        () => {},
        () => {},
        silent,
      )
      const ws = FakeSocket.made[0]!
      ws.open()
      ping()
      expect(ws.sent).toEqual(['ping'])
      const pong = () => ws.dispatchEvent(new MessageEvent('message', { data: 'pong' }))
      pong()
      ping()
      pong()
      ping()
      expect(ws.sent).toEqual(['ping', 'ping', 'ping'])
      expect(silent).not.toHaveBeenCalled()
      expect(FakeSocket.made).toHaveLength(1)
      closeCartSocket()
    })

    it('a ping unanswered for one interval: the cart catches up and a new socket is dialled (once)', () => {
      const silent = vi.fn()
      const refused = vi.fn()
      connectCartSocket(7, () => {}, refused, silent)
      const ws = FakeSocket.made[0]!
      ws.open()
      ping()
      ping()
      expect(silent).toHaveBeenCalledTimes(1)
      afterMaxDelay()
      expect(FakeSocket.made).toHaveLength(2)
      // The old socket's close comes late: it dials nothing more.
      ws.close()
      afterMaxDelay()
      expect(FakeSocket.made).toHaveLength(2)
      expect(refused).not.toHaveBeenCalled()
      FakeSocket.made[1]?.open()
      closeCartSocket()
    })

    it('no pings while the page is hidden (showing it again catches up: start.ts)', () => {
      const silent = vi.fn()
      connectCartSocket(
        7,
        () => {},
        () => {},
        silent,
      )
      const ws = FakeSocket.made[0]!
      ws.open()
      visible(true)
      ping()
      ping()
      ping()
      expect(ws.sent).toEqual([])
      expect(silent).not.toHaveBeenCalled()
      closeCartSocket()
    })
  })
})
