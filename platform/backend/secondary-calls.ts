import { type EndpointName, endpoints } from '#contract/endpoints.ts'

/**
 * The one list of the calls whose failure leaves only a secondary part of a page at the spec's
 * default ("most data fetches: logged only, state unchanged, defaults stay"; "slider load failure:
 * sliders become an empty products list"): the home page's widgets, a listing's or a product page's
 * side blocks, the search box's popular queries, the header's own menu tree. A page whose only failed
 * calls are these is stored in the page cache briefly instead of never (decision 0127); a failure of
 * any other call - the settings and footer, a page's main content, a call not listed here - keeps the
 * page out of it. The list is per endpoint: one that is a page's main content anywhere (`brands` on the
 * brands page, `promotions` on the promotions page) is not listed, so the home page whose featured
 * brands or promotions failed is not stored either. check-backend names the effect on these rows.
 */
export const SECONDARY_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  // the header (the settings' own menu_tree comes first; the call is asked when they carry none)
  'menuTree',
  // the home page
  'slidesBanner',
  'sliders',
  'similarCategory',
  'carouselCategory',
  'categoryProductsMain',
  'advantages',
  'newProducts',
  'popularProducts',
  'shopProduct',
  'productOfTheDay',
  'mainPageSettings',
  // beside a listing, a product and the search box
  'bannerSelect',
  'similarProducts',
  'associatedProductsV2',
  'associatedProducts',
  'popularQuery',
])

/**
 * How long a page whose only failed calls were secondary is stored in the page cache (decision 0127):
 * long enough that a widget call that hangs costs one render a minute instead of every view its 4 s,
 * short enough that the widget is back within a minute of the back end (the time an isolate reuses a
 * good answer).
 */
export const SECONDARY_FAILURE_TTL_SECONDS = 60

/** The label a failed call is reported with (the registry's `METHOD /path`, as callEndpoint names it to apiRequest). */
export function callLabel(name: EndpointName): string {
  const def = endpoints[name]
  return `${def.method} ${def.path}`
}

const SECONDARY_LABELS = new Set([...SECONDARY_CALLS].map(callLabel))

/** Whether a failed call, by its label (reportBackEndFailure's `endpoint`), is a secondary one; no label: a main one. */
export function isSecondaryCall(endpoint: string | undefined): boolean {
  return endpoint !== undefined && SECONDARY_LABELS.has(endpoint)
}
