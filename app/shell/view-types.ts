import type { GlobalSettings } from '../api/contract/settings'

/**
 * The view-type keys of `mainUiInterface` (storefront spec section 3; decision 0043). The spec names
 * the keys but none of their values; the back end's admin offers `view_1`, `view_2`, `view_3`
 * (`sidebar_view`: `sidebar_left`, `sidebar_right`). Each value maps to a named variant of the
 * widget, which the widget renders as `data-view="<variant>"` plus a `<block>--<variant>` class:
 * pure markup and CSS chosen on the server, no extra script. A variant's own name is accepted too
 * (`list` as well as `view_2`); a missing or unknown value gives the first (default) variant.
 */
export const VIEW_TYPES = {
  main_slider_view_type: { view_1: 'wide', view_2: 'framed', view_3: 'peek' },
  banners_view_type: { view_1: 'grid', view_2: 'stacked', view_3: 'strip' },
  product_slider_view_type: { view_1: 'carousel', view_2: 'grid', view_3: 'large' },
  main_navigation_view_type: { view_1: 'bar', view_2: 'pills', view_3: 'centered' },
  top_navigation_view_type: { view_1: 'plain', view_2: 'accent', view_3: 'minimal' },
  main_page_brand_view: { view_1: 'tiles', view_2: 'flat', view_3: 'logos' },
  promotions_main_page_view_type: { view_1: 'cards', view_2: 'list', view_3: 'carousel' },
  article_view_type: { view_1: 'mosaic', view_2: 'list', view_3: 'grid' },
  reviews_view_type: { view_1: 'cards', view_2: 'list', view_3: 'quotes' },
  video_view_type: { view_1: 'grid', view_2: 'large', view_3: 'strip' },
  vacancy_view_type: { view_1: 'cards', view_2: 'list', view_3: 'compact' },
  contacts_view_type: { view_1: 'side', view_2: 'stacked', view_3: 'map-first' },
  sidebar_view: { sidebar_left: 'left', sidebar_right: 'right' },
} as const satisfies Record<string, Record<string, string>>

export type ViewTypeKey = keyof typeof VIEW_TYPES
export type ViewVariant<K extends ViewTypeKey> = (typeof VIEW_TYPES)[K][keyof (typeof VIEW_TYPES)[K]]

/** The variant of a widget for the setting's value: the mapped value, a variant's own name, else the default. */
export function viewVariant<K extends ViewTypeKey>(key: K, value: string | null | undefined): ViewVariant<K> {
  const table = VIEW_TYPES[key] as unknown as Record<string, ViewVariant<K>>
  const variants = Object.values(table)
  if (value && Object.hasOwn(table, value)) return table[value]!
  if (value && variants.includes(value as ViewVariant<K>)) return value as ViewVariant<K>
  return variants[0]!
}

/** The variant a site's settings choose for a widget. */
export function settingsView<K extends ViewTypeKey>(
  settings: Pick<GlobalSettings, 'mainUiInterface'>,
  key: K,
): ViewVariant<K> {
  return viewVariant(key, settings.mainUiInterface[key])
}
