import { describe, expect, it } from 'vitest'
import { showAddedNotice } from './added-notice'

describe('showAddedNotice', () => {
  it.each([
    ['view_1', 'default', true],
    ['view_3', 'default', true],
    [null, 'default', true],
    [undefined, 'default', true],
    ['', 'default', true],
    ['VIEW_2', 'default', true],
    ['view_2', 'default', false],
    ['view_1', 'drawer', false],
    [null, 'drawer', false],
    ['view_2', 'drawer', false],
  ] as const)('view type %s, button %s -> %s', (view, button, expected) => {
    expect(showAddedNotice(view, button)).toBe(expected)
  })
})
