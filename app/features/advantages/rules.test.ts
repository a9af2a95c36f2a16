import { describe, expect, it } from 'vitest'
import { ADVANTAGE_KEYS } from '#contract/content.ts'
import { ADVANTAGES_ON, advantageKeysShown } from './rules'

describe('advantages: every key of the spec is shown somewhere', () => {
  it('shows each key once', () => {
    expect([...advantageKeysShown()].sort()).toEqual([...ADVANTAGE_KEYS].sort())
  })
  it.each([
    ['home', ['main_page']],
    ['category', ['category_page']],
    ['product', ['product_page', 'product_why_we']],
  ] as const)('%s shows %j', (place, keys) => {
    expect(ADVANTAGES_ON[place].map((i) => i.key)).toEqual(keys)
  })
})
