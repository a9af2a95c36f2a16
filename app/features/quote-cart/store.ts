import { useEffect, useState } from 'react'
import { proxy, subscribe, useSnapshot } from 'valtio'
import { authState } from '#app/lib/session-state.ts'
import { STORAGE_KEYS } from '#config'
import {
  addToQuote,
  clearQuote,
  EMPTY_QUOTE,
  markQuoteSent,
  parseStoredQuote,
  type QuoteCart,
  type QuoteProduct,
  type QuoteSent,
  refreshQuote,
  setQuoteCount,
  setQuoteTarget,
} from './rules'

/** The quote cart of this browser, kept in localStorage under quote_cart and followed across tabs. */
export const quoteState = proxy<{ -readonly [K in keyof QuoteCart]: QuoteCart[K] } & { loaded: boolean }>({
  ...EMPTY_QUOTE,
  loaded: false,
})

function apply(next: QuoteCart, save = true) {
  quoteState.items = next.items
  quoteState.orderId = next.orderId
  quoteState.sent = next.sent
  if (!save) return
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.quoteCart,
      JSON.stringify({ items: next.items, orderId: next.orderId, sent: next.sent }),
    )
  } catch {
    // storage full or disabled: the StorageGuard already tells the shopper
  }
}

const current = (): QuoteCart => ({ items: quoteState.items, orderId: quoteState.orderId, sent: quoteState.sent })

let started = false
/**
 * Reads the stored quote cart once and follows changes made in other tabs, and the end of a session
 * in this one: signing out and a 401 clear quote_cart (SESSION_STORAGE_KEYS, app.config.ts)
 * and then mark this tab signed out (or unauthorized), so the list shown and saved from here is read
 * again - empty. A guest's list stays: a guest signs in to send it (decision 0067).
 */
export function startQuoteCart() {
  if (started || typeof window === 'undefined') return
  started = true
  const read = () => {
    try {
      return parseStoredQuote(window.localStorage.getItem(STORAGE_KEYS.quoteCart))
    } catch {
      return EMPTY_QUOTE
    }
  }
  apply(read(), false)
  quoteState.loaded = true
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.quoteCart) apply(read(), false)
  })
  let signedIn = authState.signedIn
  subscribe(authState, () => {
    const ended = authState.unauthorized || (signedIn === true && authState.signedIn === false)
    signedIn = authState.signedIn
    if (ended) apply(read(), false)
  })
}

/**
 * What the back end refused of the last send, by line (its product id; the answer's items.N.* keys
 * name the N-th line sent): each field's messages, shown under that line until the line changes, the
 * list is sent or cleared, or another send starts (a review, r43: "должно быть кратно 1" named no line).
 */
export type QuoteLineErrors = Record<number, { field: string; messages: string[] }[]>
export const quoteErrors = proxy<{ lines: QuoteLineErrors }>({ lines: {} })
export const setQuoteLineErrors = (lines: QuoteLineErrors) => {
  quoteErrors.lines = lines
}
const settle = (productId: number) => {
  if (productId in quoteErrors.lines) {
    const { [productId]: _gone, ...rest } = quoteErrors.lines
    quoteErrors.lines = rest
  }
}

export const addQuoteItem = (product: QuoteProduct, targetPrice?: unknown) => {
  settle(product.productId)
  apply(addToQuote(current(), product, targetPrice))
}
export const setQuoteItemCount = (productId: number, count: unknown) => {
  settle(productId)
  apply(setQuoteCount(current(), productId, count))
}
export const setQuoteItemTarget = (productId: number, target: unknown) => {
  settle(productId)
  apply(setQuoteTarget(current(), productId, target))
}
export const clearQuoteCart = () => {
  setQuoteLineErrors({})
  apply(clearQuote(current()))
}
export const markQuoteCartSent = (orderId: string, sent?: QuoteSent) => {
  setQuoteLineErrors({})
  apply(markQuoteSent(current(), orderId, sent))
}
export const refreshQuoteCart = (fresh: readonly QuoteProduct[]) => apply(refreshQuote(current(), fresh))

/**
 * The quote cart for a component: started on mount, and "not loaded" until this component has
 * mounted, so hydration renders what the server rendered (another part may have read the storage
 * already: the header's entry hydrates before a lazily loaded page).
 */
export function useQuoteCart() {
  const snap = useSnapshot(quoteState)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startQuoteCart()
    setMounted(true)
  }, [])
  return { items: snap.items, orderId: snap.orderId, sent: snap.sent, loaded: mounted && snap.loaded, mounted }
}
