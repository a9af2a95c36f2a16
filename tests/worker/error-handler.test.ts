import { env } from 'cloudflare:test'
import { afterEach, expect, it, vi } from 'vitest'
import type { Env } from '#platform/env.ts'
import { app } from '../../worker'

/**
 * The Worker's last resort (worker/index.ts app.onError; storefront spec 8, "unknown middleware:
 * 500"): an exception a middleware does not handle answers a plain 500 that tells the shopper
 * nothing of the cause, and is logged with it.
 */
afterEach(() => vi.restoreAllMocks())

it('an exception thrown in a middleware answers 500 "Internal Server Error", logged, its message not sent', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const broken = {
    ...env,
    // the first read of the back end's address throws, as an unforeseen bug would
    get ADMIN_API_URL(): string {
      throw new Error('secret detail of the failure')
    },
  } as unknown as Env
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
  const res = await app.fetch(new Request('https://shop.test/ro/about'), broken, ctx)
  expect(res.status).toBe(500)
  const body = await res.text()
  expect(body).toBe('Internal Server Error')
  expect(body).not.toContain('secret detail')
  expect(error).toHaveBeenCalledWith('[worker]', expect.objectContaining({ message: 'secret detail of the failure' }))
})
