import { describe, expect, it, vi } from 'vitest'
import { messagesForHydration } from './hydrate-messages'
import { readyMessages } from './messages'

function fakes() {
  const calls: string[] = []
  const loader = (kind: string) => async (lang: string) => {
    calls.push(`${kind}:${lang}`)
    return {}
  }
  const group = async (kind: string, lang: string) => {
    calls.push(`${kind}:${lang}`)
    return {}
  }
  return { calls, load: { core: loader('core'), group } }
}

describe('the messages a page loads before it hydrates', () => {
  it.each([
    ['/ru/smartphones', ['core:ru']],
    ['/uk/account/profile', ['core:uk', 'lazy:uk', 'later:uk']],
    ['/ro/auth/login', ['core:ro', 'lazy:ro', 'later:ro']],
    ['/ro/cart', ['core:ro', 'later:ro']],
    // the pages around the cart show the aside group, and none of the later one (decision 0103)
    ['/ru/compare', ['core:ru', 'aside:ru']],
    ['/ro/order-checkout/17', ['core:ro', 'aside:ro']],
    ['/en/credit', ['core:en', 'aside:en']],
    ['/ro/quote-cart', ['core:ro', 'aside:ro']],
    ['/ro/review', ['core:ro']],
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
        group: async () => ({}),
      }),
    ).resolves.toBeUndefined()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
