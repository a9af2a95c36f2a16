import type { z } from 'zod'
import type { bannerSchema } from '#contract/catalogue.ts'

export type Banner = z.infer<typeof bannerSchema>

/** How many of a category's own banners its page shows, one after another below the listing. */
export const CATEGORY_BANNERS_MAX = 2

/**
 * The banners a category page shows (`/general/banner-select/{categoryId}`): the category's own
 * (`category_id` is the category), in the back end's order, at most CATEGORY_BANNERS_MAX. The
 * answer also carries the site-wide side banners (`left_banner`, `right_banner`): the listing's
 * side column holds the filters, so they are not placed here. A banner without a picture is dropped.
 */
export function categoryBanners(all: readonly Banner[], categoryId: number): Banner[] {
  return all
    .filter(
      (b) =>
        b.category_id === categoryId &&
        b.show_on !== 'left_banner' &&
        b.show_on !== 'right_banner' &&
        b.img.trim() !== '',
    )
    .slice(0, CATEGORY_BANNERS_MAX)
}
