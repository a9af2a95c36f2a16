import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '#app/toasts/store.ts'
import { cartTexts } from '../cart-state'
import { saveCart } from './api'

/**
 * A save the cart store refuses as too large (413: past LIMITS.cartBodyBytes or cartLines, decision
 * 0032). Before, it read as any failure and nobody was told: a cart of ~300 lines (~970 bytes each)
 * was never saved, another device kept 2 lines while this browser showed 302.
 */
const body = { order: { localCart: { products: [] }, localDataFields: {} }, replace: true, expectedVersion: 1 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  toastState.toasts = []
})

describe('saveCart', () => {
  it('413: too large, and the shopper is told in the page language what to do, on each refused save', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    cartTexts.t = (id) => `[${id}]`
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Payload Too Large' }, { status: 413 }))
    expect(await saveCart(body)).toEqual({ status: 'tooLarge' })
    expect(toastState.toasts.map((t) => [t.kind, t.text])).toEqual([['error', '[cart.server.tooLarge]']])
    expect(await saveCart(body)).toEqual({ status: 'tooLarge' })
    expect(toastState.toasts).toHaveLength(2)
  })

  it.each([
    [200, { status: 'saved', version: 4 }],
    [409, { status: 'conflict' }],
    [503, { status: 'failed' }],
  ])('%s: no notice from the save itself', async (status, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal('fetch', async () => Response.json(status === 200 ? { version: 4 } : { error: 'x' }, { status }))
    expect(await saveCart(body)).toEqual(answer)
    expect(toastState.toasts).toEqual([])
  })
})
