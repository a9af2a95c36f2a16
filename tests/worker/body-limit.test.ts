import { describe, expect, it } from 'vitest'
import { LIMITS } from '#config'
import { ADVERT_UPLOAD_BODY_BYTES } from '#contract/advert-rules.ts'
import { DRAIN_MAX_BYTES, declaredLimitFor } from '../../worker/middleware/body-limit'
import { send } from './helpers'

/**
 * Oversized bodies are refused as bad input, never as a server error (issue 50 point 8): a declared
 * oversize is answered first thing, before the shopper is looked up or a cookie written; a refused
 * body that ends soon is read to its end and dropped, so no proxy in front sees its upload cut.
 */
const ORIGIN = 'https://shop.test'
const MB2 = 2 * 1024 * 1024

function counted(total: number, chunkBytes = 64 * 1024) {
  const state = { pulled: 0, cancelled: false }
  const chunk = new Uint8Array(chunkBytes).fill(120)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close()
      state.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('each route has its declared-body limit', () => {
  it.each([
    ['/api/cart', LIMITS.cartBodyBytes],
    ['/api/cart/lock', LIMITS.cartBodyBytes],
    ['/api/adverts', ADVERT_UPLOAD_BODY_BYTES],
    ['/api/adverts/casa-42', ADVERT_UPLOAD_BODY_BYTES],
    ['/_serverFn/abc', LIMITS.serverFnBodyBytes],
    ['/api/cartx', LIMITS.serverFnBodyBytes],
    ['/api/auth/logout', LIMITS.serverFnBodyBytes],
    ['/ro/contacts', LIMITS.serverFnBodyBytes],
  ])('%s: %i bytes', (path, bytes) => {
    expect(declaredLimitFor(path)).toBe(bytes)
  })
})

describe('a declared oversize body', () => {
  it('is a 413 before the shopper is looked up: no guest cookie is written', async () => {
    // A body built in the test declares no length by itself: the header says it, as a client's would.
    const res = await send('/api/cart', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'Content-Length': String(MB2) },
      body: 'x'.repeat(MB2),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: string }).error).toMatch(`at most ${LIMITS.cartBodyBytes} bytes`)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('a Content-Length that is not a number is a 400', async () => {
    const res = await send('/api/cart', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Length': '12abc' },
      body: 'x',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/Content-Length must be a number/)
  })
})

describe('a refused streamed body ends the request cleanly', () => {
  it.each([
    ['the cart', '/api/cart'],
    ['a server function', '/_serverFn/anything'],
  ])('%s: a 2 MB chunked body is drained to its end and answered 413', async (_name, path) => {
    const { stream, state } = counted(MB2)
    const res = await send(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(state.pulled).toBe(MB2)
    expect(state.cancelled).toBe(false)
  })

  it('a body past the drain allowance is cancelled, not read on', async () => {
    const { stream, state } = counted(40 * 1024 * 1024, 1024 * 1024)
    const res = await send('/api/cart', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(state.pulled).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 2 * 1024 * 1024)
  })

  it('a server-function body within the limit still reaches the handler whole', async () => {
    const { stream } = counted(LIMITS.serverFnBodyBytes, 16 * 1024)
    const res = await send('/_serverFn/anything', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).not.toBe(413)
    expect(res.status).toBeLessThan(500)
  })
})

describe('a body that breaks off before its end (review r3)', () => {
  /** A body whose read fails after its first chunk, as workerd's does when the client goes away mid-upload. */
  const broken = () => {
    let sent = false
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('Network connection lost.'))
        sent = true
        controller.enqueue(new TextEncoder().encode('{"order":'))
      },
    })
  }

  it.each([
    ['a cart save', '/api/cart', {}],
    ['a chunked server-function call', '/_serverFn/anything', {}],
    ['a server-function call that declares its length', '/_serverFn/anything', { 'Content-Length': '100' }],
  ])('%s is a 400 that says so, not a 500', async (_, path, headers) => {
    const res = await send(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
      body: broken(),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Bad Request: the request body broke off before its end')
  })
})
