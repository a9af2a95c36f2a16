/**
 * Two view-type settings of a listing (`mainUiInterface`, spec 3; issue 27 point 3):
 * - `filter_sort_catalog_view_type`: `view_2` shows the sort options as a row of buttons (one tap,
 *   the current one pressed); anything else (default `view_1`) a labelled select.
 * - `mobile_filter_view_type`: `view_2` opens the phone filters as a full-screen page; anything else
 *   a sheet that rises from the bottom. Both apply on "show results" only.
 */
export type SortLook = 'select' | 'buttons'
export type MobileFiltersLook = 'sheet' | 'page'

export function sortLook(viewType: string | null | undefined): SortLook {
  return viewType === 'view_2' ? 'buttons' : 'select'
}

export function mobileFiltersLook(viewType: string | null | undefined): MobileFiltersLook {
  return viewType === 'view_2' ? 'page' : 'sheet'
}

/**
 * The sorts a listing offers its viewer: no price sort to one who sees no prices (hide_price_for_guests;
 * shopper audit a4: "price high to low" over prices not shown). Here, not in listing-search.ts: only
 * the listing's own chunk carries it, not every page's first load.
 */
export function offeredSorts<S extends string>(sorts: S[], pricesHidden: boolean): S[] {
  return pricesHidden ? sorts.filter((s) => !s.startsWith('price')) : sorts
}
