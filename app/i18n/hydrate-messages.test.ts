import { describe, expect, it, vi } from 'vitest'
import { messagesForHydration } from './hydrate-messages'
import { readyMessages } from './messages'

function fakes() {
  const calls: string[] = []
  const loader = (kind: string) => async (lang: string) => {
    calls.push(`${kind}:${lang}`)
    return {}
  }
  return { calls, load: { core: loader('core'), lazy: loader('lazy'), later: loader('later') } }
}

describe('the messages a page loads before it hydrates', () => {
  it.each([
    ['/ru/smartphones', ['core:ru']],
    ['/uk/account/profile', ['core:uk', 'lazy:uk', 'later:uk']],
    ['/ro/auth/login', ['core:ro', 'lazy:ro', 'later:ro']],
    ['/ro/cart', ['core:ro', 'later:ro']],
    ['/ru/compare', ['core:ru', 'later:ru']],
    ['/ro/order-checkout/17', ['core:ro', 'later:ro']],
    ['/en/credit', ['core:en', 'later:en']],
    ['/ro/cartoons', ['core:ro']],
    ['/ro/product/cart', ['core:ro']],
    ['/en/', ['core:en']],
    ['/', []],
    ['/xx/page', []],
    ['/healthz', []],
  ])('%s loads %j', async (path, expected) => {
    const { calls, load } = fakes()
    await messagesForHydration(path, load)
    expect(calls).toEqual(expected)
  })

  it("loads the language's real chunk, kept for the render", async () => {
    await messagesForHydration('/ru/smartphones')
    expect(readyMessages('ru')?.['header.search']).toBeTruthy()
  })

  it('a chunk that fails to load lets the page hydrate (reported, not thrown)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      messagesForHydration('/ro/', {
        core: () => Promise.reject(new Error('offline')),
        lazy: async () => ({}),
        later: async () => ({}),
      }),
    ).resolves.toBeUndefined()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
