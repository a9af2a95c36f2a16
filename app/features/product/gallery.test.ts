import { describe, expect, it } from 'vitest'
import { earliestSlot, estimateStore, GALLERY_MAX, galleryImages, galleryKeyTarget } from './gallery'

describe('galleryImages', () => {
  it.each([
    ['no images: the main photo', 'a.svg', undefined, ['a.svg']],
    ['the main photo first, once', 'a.svg', ['b.svg', 'a.svg', 'c.svg'], ['a.svg', 'b.svg', 'c.svg']],
    ['empties and repeats dropped', 'a.svg', ['', ' ', 'b.svg', 'b.svg'], ['a.svg', 'b.svg']],
    ['no main photo', '', ['b.svg'], ['b.svg']],
  ])('%s', (_, main, images, expected) => expect(galleryImages(main, images)).toEqual(expected))
  it('keeps at most GALLERY_MAX', () =>
    expect(
      galleryImages(
        'a',
        Array.from({ length: 30 }, (_, i) => `p${i}`),
      ),
    ).toHaveLength(GALLERY_MAX))
})

describe('galleryKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 4, 1],
    ['ArrowRight', 3, 4, 0],
    ['ArrowDown', 1, 4, 2],
    ['ArrowLeft', 0, 4, 3],
    ['ArrowUp', 2, 4, 1],
    ['Home', 2, 4, 0],
    ['End', 0, 4, 3],
    ['Enter', 0, 4, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %i of %i -> %s', (key, index, count, expected) =>
    expect(galleryKeyTarget(key, index, count)).toBe(expected),
  )
})

describe('estimateStore', () => {
  const pickup = [{ shopId: 9, title: 'Pickup' }]
  it.each([
    [
      'the first store holding the product',
      [
        { shopId: 1, title: 'A', qty: 0 },
        { shopId: 2, title: 'B', qty: 3 },
      ],
      pickup,
      { shopId: 2, title: 'B' },
    ],
    ['none holds it: the first listed', [{ shopId: 1, title: 'A', qty: 0 }], pickup, { shopId: 1, title: 'A' }],
    ['none listed: the first pickup store', [], pickup, { shopId: 9, title: 'Pickup' }],
    ['nothing at all', [], null, null],
  ])('%s', (_, shops, stores, expected) => expect(estimateStore(shops, stores)).toEqual(expected))
})

describe('earliestSlot', () => {
  it('the earliest by date, then by start', () =>
    expect(
      earliestSlot([
        { date: '2026-11-28', from: '09:00', to: '14:00' },
        { date: '2026-11-27', from: '14:00', to: '20:00' },
        { date: '2026-11-27', from: '09:00', to: '14:00' },
      ]),
    ).toEqual({ date: '2026-11-27', from: '09:00', to: '14:00' }))
  it('none: null', () => expect(earliestSlot([])).toBeNull())
})
