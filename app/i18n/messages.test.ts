import { describe, expect, it } from 'vitest'
import { type Messages, catalogue as typedCatalogue } from './messages'

/** The test's own ids, not the shop's (Catalogue is keyed by MessageId). */
const catalogue = (messages: Messages | undefined) => typedCatalogue(messages) as Record<string, unknown>

describe('catalogue', () => {
  const shipped: Messages = { plain: 'Coș', empty: '', count: [{ type: 1, value: 'count' }] }

  it('expands a message set once: each call a new object over the same ASTs', () => {
    const first = catalogue(shipped)
    const second = catalogue(shipped)
    expect(second).not.toBe(first)
    expect(second).toEqual(first)
    // The same AST objects: the formatters memoised by message (message-formats.ts) keep hitting.
    expect(second.plain).toBe(first.plain)
    expect(first.plain).toEqual([{ type: 0, value: 'Coș' }])
    expect(first.empty).toEqual([])
    expect(first.count).toBe(shipped.count)
  })

  it('hands out copies a caller may extend without touching the next one', () => {
    const mine = catalogue(shipped)
    mine.lazy = [{ type: 0, value: 'later' }]
    expect(catalogue(shipped)).not.toHaveProperty('lazy')
    expect(catalogue(undefined)).toEqual({})
  })
})
