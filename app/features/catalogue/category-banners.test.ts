import { describe, expect, it } from 'vitest'
import { type Banner, CATEGORY_BANNERS_MAX, categoryBanners } from './category-banners'

const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  title: `B${id}`,
  img: `/b/${id}.svg`,
  img_mobile: null,
  url: '/promotions',
  show_on: 'top',
  category_id: 7,
  ...over,
})

describe('categoryBanners', () => {
  it.each([
    ['the category’s own, in the back end’s order', [banner(2), banner(1)], [2, 1]],
    ['not another category’s', [banner(1, { category_id: 8 }), banner(2)], [2]],
    ['not a site-wide banner without a category', [banner(1, { category_id: null })], []],
    [
      'not the side banners (the side column holds the filters)',
      [banner(1, { show_on: 'left_banner' }), banner(2, { show_on: 'right_banner' }), banner(3, { show_on: null })],
      [3],
    ],
    ['not one without a picture', [banner(1, { img: ' ' }), banner(2)], [2]],
    [`at most ${CATEGORY_BANNERS_MAX}`, [banner(1), banner(2), banner(3)], [1, 2].slice(0, CATEGORY_BANNERS_MAX)],
    ['nothing from nothing', [], []],
  ] as const)('keeps %s', (_name, all, ids) => {
    expect(categoryBanners(all as unknown as Banner[], 7).map((b) => b.id)).toEqual(ids)
  })
})
