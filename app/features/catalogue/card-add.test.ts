// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductCard } from '#contract/catalogue.ts'
import { testProduct } from '#contract/product-card.fixture.ts'

/**
 * A card's add is never lost (cold review r54): the click is noted at once (card-adds.ts); a page
 * that goes before the product look-up answered leaves the note, and the next page's first card
 * finishes it through the same look-up and rules (resumeCardAdds). Before, a navigation 800 ms
 * after the click lost the add: the line reached the cart 1.1-1.3 s after the click.
 */
const cart = vi.hoisted(() => ({ adds: [] as [number, number | undefined][] }))
const lookUp = vi.hoisted(() => ({ answer: (_id: number): Promise<unknown> => Promise.resolve(null), calls: 0 }))
const toasts = vi.hoisted(() => [] as [string, string][])
vi.mock('../cart', async () => {
  const { proxy } = await import('valtio')
  return {
    cartState: proxy({ loaded: true }),
    addToCart: (product: ProductCard, count?: number) => cart.adds.push([product.productId, count]),
    showAddedNotice: () => true,
  }
})
vi.mock('./products.functions', () => ({
  loadProduct: (_lang: string, id: number) => {
    lookUp.calls++
    return lookUp.answer(id)
  },
}))
vi.mock('#app/toasts/store.ts', () => ({ showToast: (text: string, kind: string) => toasts.push([text, kind]) }))
vi.mock('#app/lib/analytics.ts', () => ({ itemOf: () => ({}), pushEvent: () => {} }))
vi.mock('#app/modals/store.ts', () => ({ openModal: () => {} }))

const { addFromCard, resumeCardAdds, RESUME_WITHIN_MS } = await import('./card-add')
const { cardAdds } = await import('./card-adds')
const { noteCardAdd } = await import('./card-add-note')
const { cartState } = (await import('../cart')) as unknown as { cartState: { loaded: boolean } }

const context = {
  lang: 'ro' as const,
  buttonType: 'default' as const,
  viewType: null,
  currency: 'MDL',
  t: (id: string) => id,
}
const sellable = (id: number) =>
  testProduct(id, { multiplicity: 2, active: true, available: true, is_stock: true, stock: 5 })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  sessionStorage.clear()
  cart.adds = []
  lookUp.calls = 0
  lookUp.answer = (id) => Promise.resolve(sellable(id))
  toasts.length = 0
  cartState.loaded = true
})
afterEach(() => {
  window.dispatchEvent(new Event('pageshow'))
})

describe('a card add is never lost', () => {
  it('the page goes before the look-up answered: the note stays and the next page adds the product', async () => {
    let cut: (error: unknown) => void = () => {}
    lookUp.answer = () => new Promise((_, reject) => (cut = reject))
    const note = noteCardAdd(1913)
    expect(cardAdds()).toContain('1913@')
    const pending = addFromCard({ ...context, productId: 1913, note })
    // the navigation starts (beforeunload) and the browser cuts the look-up's call off, before pagehide
    window.dispatchEvent(new Event('beforeunload'))
    cut(new TypeError('Failed to fetch'))
    expect(await pending).toBe(false)
    expect(cart.adds).toEqual([])
    expect(toasts).toEqual([])
    const left = cardAdds()
    expect(left.trim()).toBe(note)

    // the next page: its first card reads the notes and finishes them
    window.dispatchEvent(new Event('pageshow'))
    lookUp.answer = (id) => Promise.resolve(sellable(id))
    resumeCardAdds(context, left)
    await settle()
    expect(cart.adds).toEqual([[1913, 2]])
    expect(toasts).toEqual([['cart.added', 'success']])
    expect(cardAdds().trim()).toBe('')
  })

  it('a click whose add is done takes its note off; the other notes stay', async () => {
    const other = noteCardAdd(1903)
    const note = noteCardAdd(1913)
    expect(await addFromCard({ ...context, productId: 1913, note })).toBe(true)
    expect(cart.adds).toEqual([[1913, 2]])
    expect(cardAdds().trim()).toBe(other)
  })

  it('the note goes only once the cart holding the add is loaded', async () => {
    cartState.loaded = false
    const note = noteCardAdd(1913)
    await addFromCard({ ...context, productId: 1913, note })
    expect(cardAdds().trim()).toBe(note)
    cartState.loaded = true
    await settle()
    expect(cardAdds().trim()).toBe('')
  })

  it('a failed look-up while the page stays is a failed add: said, and the note goes', async () => {
    lookUp.answer = () => Promise.reject(new Error('HTTP 500'))
    const note = noteCardAdd(1913)
    expect(await addFromCard({ ...context, productId: 1913, note })).toBe(false)
    expect(toasts).toEqual([['card.addFailed', 'error']])
    expect(cardAdds().trim()).toBe('')
  })
})

describe('a resumed add goes through the same rules', () => {
  it('a product no longer sellable is not added', async () => {
    lookUp.answer = (id) => Promise.resolve(testProduct(id, { active: false }))
    const notes = noteCardAdd(1913)
    resumeCardAdds(context, notes)
    await settle()
    expect(cart.adds).toEqual([])
    expect(toasts).toEqual([['product.unavailable', 'error']])
    expect(cardAdds().trim()).toBe('')
  })

  it('prices hidden from the shopper now (signed out on the way): no add, no look-up', async () => {
    const notes = noteCardAdd(1913)
    resumeCardAdds({ ...context, pricesHidden: true }, notes)
    await settle()
    expect(lookUp.calls).toBe(0)
    expect(cart.adds).toEqual([])
    expect(toasts).toEqual([['card.addFailed', 'error']])
    expect(cardAdds().trim()).toBe('')
  })

  it('the drawer type is not reopened: the card is gone, the notice says it', async () => {
    const notes = noteCardAdd(1913)
    resumeCardAdds({ ...context, buttonType: 'drawer' }, notes)
    await settle()
    expect(cart.adds).toEqual([[1913, 2]])
    expect(toasts).toEqual([['cart.added', 'success']])
  })

  it('a note older than RESUME_WITHIN_MS, or unreadable, is dropped without a look-up', async () => {
    const now = Date.now()
    sessionStorage.setItem('card-adds', ` 1913@${now - RESUME_WITHIN_MS} x@1 1903@${now - 1000}`)
    resumeCardAdds(context, cardAdds(), now)
    await settle()
    expect(lookUp.calls).toBe(1)
    expect(cart.adds).toEqual([[1903, 2]])
    expect(cardAdds().trim()).toBe('')
  })

  it("a note no add took once the module loads (a click whose code failed to load: 'could not be added') is dropped; the last page's, resumed in the same tick, are finished (review r58)", async () => {
    vi.resetModules()
    const fresh = await import('./card-adds')
    const now = Date.now()
    // the last page's unfinished add, this page's failed click, then its retry (whose import worked)
    sessionStorage.setItem('card-adds', `1903@${now - 1000} 1913@${now} 1913@${now + 1}`)
    const module = await import('./card-add')
    module.resumeCardAdds(context, `1903@${now - 1000}`, now + 2)
    const added = module.addFromCard({ ...context, productId: 1913, note: `1913@${now + 1}` })
    await settle()
    expect(await added).toBe(true)
    await settle()
    expect(cart.adds).toEqual([
      [1903, 2],
      [1913, 2],
    ])
    expect(fresh.cardAdds().trim()).toBe('')
  })

  it('storage disabled: the click still adds (no note)', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const note = noteCardAdd(1913)
    setItem.mockRestore()
    expect(await addFromCard({ ...context, productId: 1913, note })).toBe(true)
    expect(cart.adds).toEqual([[1913, 2]])
  })
})
