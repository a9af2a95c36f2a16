import { describe, expect, it } from 'vitest'
import { cmsPathOf } from './cms-path'

describe('cmsPathOf', () => {
  it.each([
    ['warranty', 'warranty'],
    ['landing/black-friday', 'landing/black-friday'],
    ['/landing//black-friday/', 'landing/black-friday'],
    ['%D0%BE-%D0%BD%D0%B0%D1%81', 'о-нас'],
    ['', null],
    [undefined, null],
    ['../admin', null],
    ['a/./b', null],
    ['<script>', null],
    ['a b', null],
    ['%E0%A4%A', null],
    ['x'.repeat(301), null],
    ['a/b/c/d/e/f/g/h/i', null],
  ])('%s -> %s', (splat, expected) => {
    expect(cmsPathOf(splat)).toBe(expected)
  })
})
