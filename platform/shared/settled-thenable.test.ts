import { describe, expect, it } from 'vitest'
import { settled } from './settled-thenable'

describe('settled', () => {
  it('is a promise of the value that carries React’s fulfilled thenable fields', async () => {
    const value = { a: 1 }
    const promise = settled(value) as Promise<typeof value> & { status?: string; value?: unknown }
    expect(promise.status).toBe('fulfilled')
    expect(promise.value).toBe(value)
    await expect(promise).resolves.toBe(value)
  })
})
