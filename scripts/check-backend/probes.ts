import { IDS_PER_GET } from '#app/features/catalogue/batcher.ts'
import { cmsPathOf } from '#app/features/content/cms-path.ts'
import { isLocale, type Locale } from '#config'
import { ACCOUNTS } from '#contract/accounts.ts'
import { advertIdBody } from '#contract/advert-id.ts'
import type { LocalityId } from '#contract/cart.ts'
import { ADVANTAGE_KEYS } from '#contract/content.ts'
import { CARRIER_OTHER_PATH, type EndpointName } from '#contract/endpoints.ts'
import { formatFilterQuery } from '#contract/filter-format.ts'
import type { MenuNode } from '#contract/settings.ts'
import { STATIC_PAGES } from '#contract/static-pages.ts'
import { safeIdOf } from '#contract/text-id.ts'
import { isSitemap } from '../../worker/api/sitemap-document.ts'

/**
 * The plan of `npm run check-backend` (issue 32; decision 0037): for every endpoint of the contract
 * registry (app/api/contract/endpoints.ts) that the storefront calls, how the check calls it and what
 * the shop does when the answer is missing or does not parse. Method, path and response schema come
 * from the registry itself, so the check cannot drift from the contract; this table only adds the
 * sample input, the order (earlier answers give later calls their slugs and ids) and the text an
 * operator reads. `probes.test.ts` fails when a registry endpoint is neither here nor in NOT_CALLED.
 */

/** Where each advantages key is shown. */
const ADVANTAGE_PLACES: Record<(typeof ADVANTAGE_KEYS)[number], string> = {
  main_page: 'home page',
  product_page: 'product page',
  product_why_we: "product page's why-us block",
  category_page: 'category page',
}
/** The page each settings page kind is. */
const STATIC_PAGE_NAMES: Record<(typeof STATIC_PAGES)[number], string> = {
  about_us_page: 'about',
  terms_and_privacy_policy: 'terms and policy',
  delivery_page: 'delivery',
  credit_page: 'credit',
  discount_page: 'discount',
  insurance_page: 'insurance',
  service_center_page: 'service centre',
}

/** What earlier answers told the check: slugs and ids for later calls, and what it created. */
export interface Found {
  locale: Locale
  categorySlug?: string
  /** The settings carry a menu_tree of their own (the shop then never asks GET /general/menu_tree). */
  settingsMenu?: boolean
  /** The menu tree the shop reads (the settings' or GET /general/menu_tree's), as parsed: the menu warnings (menu.ts) read it. */
  menu?: MenuNode[]
  product?: { id: number; slug: string }
  productIds: number[]
  brandSlug?: string
  article?: { id: number; slug: string }
  vacancyId?: number
  promotionId?: number
  galleryId?: number
  storeId?: number
  /** The first integer locality id of the regions (streets, saved addresses and the menu take integers only). */
  localityId?: number
  /** The first region's first locality, its id as the regions gave it (a text id too): the delivery-cost body's. */
  locality?: { regionId: number; id: LocalityId }
  /** A region the regions list gave without its `localities` (the shop asks GET /base/locality/ for it). */
  regionWithoutLocalities?: number
  cityRef?: string
  warehouseRef?: string
  creditCompany?: number
  /** The first credit offer of the product's credits answer (company and a term it offers). */
  creditOffer?: { company: number; months: number }
  /** The listed products' prices (the cheapest is asked for its credit offers too). */
  productPrices?: Record<number, number>
  /** The companies the product's credits answer offered (compared with the cheapest product's). */
  creditCompanies?: string[]
  categoryId?: number
  /** How many product cards the category answer had (the pharmacy's is_recipe check counts against it). */
  categoryCards?: number
  /**
   * Two options of a checkbox filter group of the category (and an option of a second group, when
   * there is one), with the ids each lists alone (null: more than a page, not compared).
   */
  filterSample?: FilterSample
  /** An advert's id is text (contract advert-id.ts): an integer as its digits, or id text (a UUID). */
  advert?: { id: string; slug: string }
  advertCategoryId?: number
  advertRegionId?: number
  advertLocationId?: number
  reviewProductId?: number
  /** A page built in the admin that the back end's settings link to (`/page/{path}`), or --cms-page: the CMS probe asks for it. */
  cmsPageLink?: { path: string; from: string }
  /** What asking for that page showed: the back end serves GET /page/{path}/, or answers it as a path it does not serve. */
  cmsRoute?: 'served' | 'missing'
  // signed in
  credentials?: { email: string; password: string }
  access?: string
  refresh?: string
  /** The account's id as text (contract text-id.ts): me's, then the user data's user.id (the personal-data path's, as the shop sends it). */
  userId?: string
  /** The user-group id (the create-company paths' {id}), as text; the user's id where the answer gives none. */
  userGroupId?: string
  /** From the order list (the first order, read from the raw answer: an item the schema drops still has its id) or --order-id. */
  orderId?: number
  favoriteIds?: number[]
  favoriteAdvertIds?: string[]
  // written by the check (cleaned up by later probes)
  noUserId: string
  cartProductId?: number
  addedFavorite?: number
  addedFavoriteAdvert?: string
  createdAddressId?: number
  /** The note of the delivery address this run saves: the re-read of the list finds it by this. */
  addressNote: string
  /** The create-address call answered 2xx: an address may exist even when its id is unknown. */
  addressCreated?: boolean
  /** Addresses an earlier run of the check saved and did not remove (found by their note). */
  earlierAddressIds?: number[]
  createdAdvert?: { id: string; slug: string }
  mergedProductId?: number
}

export interface ProbeCall {
  params?: Record<string, string | number>
  /** A list is sent as repeated parameters (`ids=1&ids=2`), as the shop's client sends one (buildUrl). */
  query?: Record<string, string | number | boolean | undefined | readonly number[]>
  body?: unknown
  /** multipart/form-data fields (the advert form); a file as { file, type, content }. */
  form?: Record<string, string | { file: string; type: string; content: string }>
  /** Send the signed-in user's bearer token. */
  auth?: boolean
}

export interface Probe {
  name: EndpointName
  /** A call the shop makes on every page: its failure makes the check exit non-zero. */
  everyPage?: boolean
  /**
   * A call one of the shop's main pages cannot do without (its products or the product itself), named
   * by the pages it serves: its failure makes the check exit non-zero too.
   */
  mainPage?: string
  /**
   * A page whose content this call is (articles, the gallery, pages built in the admin, adverts): an
   * answer the shop cannot read - a 2xx that does not parse - fails the check as a main page's does
   * (session 61's operator audit: such back ends passed while those pages answered 503 or 404). A
   * missing route does not: a shop may leave the area out.
   */
  contentPage?: string
  /**
   * The lists of the answer that are the main page's content (decision 0096): every item of one of
   * them left out fails the main page. Every item of another list left out fails the call too, but the
   * page still shows (without that list): it does not fail the main page. Default: every list is main.
   */
  mainLists?: readonly string[]
  /** Needs --user and CHECK_BACKEND_PASSWORD (a signed-in call). */
  signedIn?: boolean
  /** Changes data: only with --allow-writes. */
  writes?: boolean
  /** Undoes an earlier probe's write (or ends the check's session): runs even when the request budget is spent. */
  cleanup?: boolean
  /** Never called by the check, and why. */
  skip?: string
  /**
   * 'ok' (default): a 2xx answer that parses. 'error': a 4xx answer in the contract's error shape
   * (an unknown id or page must be 404, an unknown code refused). 'refused': a call the check cannot
   * make for real (it would e-mail or text someone, store a lead or an order, change the account, or
   * needs a provider's token) sent deliberately invalid (`refusal` says how): a 4xx other than 404
   * and 405 in the error shape - the call exists and validates - and nothing is stored.
   * 'ok-or-404': a guessed id may be unknown.
   */
  expect?: 'ok' | 'error' | 'refused' | 'ok-or-404'
  /** What makes a 'refused' call invalid (the contract refuses it): printed on its row. */
  refusal?: string
  /**
   * A 'refused' call the shop makes only when another is not offered (the v3 order path): its own
   * 404, 405 or 501 is allowed, and this says why.
   */
  missingAllowed?: string
  /** What the shop does when this call fails or its answer does not parse. */
  shop: string
  /** The call, from what earlier answers found; a string says why it cannot be made now. */
  call?: (f: Found) => ProbeCall | string
  /** Reads slugs and ids from the parsed answer for later probes. */
  learn?: (data: never, f: Found) => void
  /**
   * Reads the raw answer (JSON, or the text), whatever its status and whether or not it parses: ids the
   * check needs to go on or to undo its writes (a created address whose answer does not parse).
   */
  learnRaw?: (body: unknown, f: Found, status: number) => void
  /** What is wrong with a parsed answer for the shop although it parses (fails the call), or undefined. */
  verify?: (data: never, f: Found, call: ProbeCall) => string | undefined
  /** A remark on a passing answer (the row's note): what the shop does differently with it, or undefined. */
  remark?: (data: never, f: Found, call: ProbeCall) => string | undefined
  /**
   * A call whose 404 may mean two things: the record asked for is not there, or the back end has no
   * such route at all (many answer both alike, `{"detail": "Not found."}`; review F10). On a 404 (when
   * `when` allows) the check also asks NO_ROUTE, a path no back end serves, and `verdict` judges the
   * row from whether the two answers are alike (notFoundAlike); undefined keeps the row as judged.
   */
  notFound?: {
    when?: (f: Found) => boolean
    verdict: (alike: boolean, f: Found) => { outcome: 'ok' | 'failed' | 'skipped'; note: string } | undefined
  }
}

/** A path no back end serves, asked beside a 404 that may be a missing route's (Probe.notFound). */
export const NO_ROUTE = '/backcheck-no-such-call/backcheck-no-such-page/'

/**
 * Whether two 404 answers are the same answer: the status and the body, with what each names of its
 * own request (its path, also JSON-escaped as `\/page\/x\/`) and what changes from answer to answer
 * (numbers, ids, times) set aside. A framework that answers a missing route with `Cannot GET /x` or
 * `{"path": "/x", "timestamp": ...}` gives alike answers for two missing routes.
 */
export function notFoundAlike(
  a: { path: string; status: number; text: string },
  b: { path: string; status: number; text: string },
): boolean {
  if (a.status !== b.status) return false
  const plain = (answer: { path: string; text: string }) => {
    const bare = answer.path.replace(/\/+$/, '')
    const variants = [answer.path, bare, bare.replace(/^\/+/, '')]
      .flatMap((v) => [v, v.replaceAll('/', '\\/'), encodeURI(v)])
      .filter((v) => v.length > 1)
      .sort((x, y) => y.length - x.length)
    let text = answer.text.trim()
    for (const v of variants) text = text.replaceAll(v, '{path}')
    return text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}')
      .replace(/\b[0-9a-f]*\d[0-9a-f]*\b/gi, '{n}')
  }
  return plain(a) === plain(b)
}

/**
 * The CMS path of a link the back end's settings give a page built in the admin by (the spec's
 * `/page/{path or slug}`, with or without a language prefix), as the shop resolves it (site-href.ts,
 * cms-path.ts); undefined for any other link.
 */
export function cmsLinkPath(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return undefined
  const segments = url
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  if (segments[0] !== 'page' || segments.length < 2) return undefined
  return cmsPathOf(segments.slice(1).join('/')) ?? undefined
}

/** The CMS path of --cms-page (`warranty`, `page/warranty` or `/page/warranty/`), or undefined when no page can live there. */
export const cmsPageOption = (value: string) => cmsLinkPath(`/page/${value.trim().replace(/^\/*(page\/)?/, '')}`)

/** The first link to a CMS page among `[url, where]` pairs, for Found.cmsPageLink. */
function firstCmsLink(links: [unknown, string][]): Found['cmsPageLink'] {
  for (const [url, from] of links) {
    const path = cmsLinkPath(url)
    if (path) return { path, from: `${from} ${JSON.stringify(url)}` }
  }
  return undefined
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; they already parsed with the contract
type Any = any
const learn =
  <T = Any>(fn: (data: T, f: Found) => void) =>
  (data: never, f: Found) =>
    fn(data as T, f)
const FIRST_OF = <T>(list: readonly T[] | undefined) => list?.[0]
/** A positive whole id from a raw answer (a number or its digits). */
const positiveId = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}
/** The note of a delivery address the check saves: `backcheck <run>: deleted at once` (earlier versions: `backcheck: deleted at once`). */
export const addressNoteOf = (run: string) => `backcheck ${run}: deleted at once`
const isCheckNote = (note: unknown) => typeof note === 'string' && /^backcheck( [\w-]+)?: deleted at once$/.test(note)

function leafSlug(nodes: Any[]): string | undefined {
  for (const n of nodes ?? []) {
    const deeper = leafSlug(n.subcategories ?? [])
    if (deeper) return deeper
    if ((n.productCount ?? 1) > 0 && n.url) return String(n.url).replace(/^\/+|\/+$/g, '')
  }
  return undefined
}

const rememberProducts = (list: Any[] | undefined, f: Found) => {
  for (const p of list ?? []) {
    if (typeof p?.productId === 'number' && !f.productIds.includes(p.productId)) f.productIds.push(p.productId)
    if (typeof p?.productId === 'number' && typeof p.price === 'number' && p.price > 0)
      f.productPrices = { ...f.productPrices, [p.productId]: p.price }
  }
  const first = FIRST_OF(list)
  if (!f.product && first) f.product = { id: first.productId, slug: first.url }
}

/**
 * What a listing page shows when its call fails (app/features/catalogue/listing.ts toListingResult,
 * the ListingUnavailable component): the notice and a link to try again, not an empty result; the
 * page answers 503 (decision 0099).
 */
/** A listing's own list (the cards): the other lists of its answer (filters, breadcrumbs) are secondary. */
const LISTING_LISTS = ['products', 'data', 'data.products']

/** The ids a call asked for that its answer lacks (the shop finds no product for them), and how many it asked. */
function missingIds(data: never, call: ProbeCall) {
  const ids = call.query?.ids
  const asked = (Array.isArray(ids) ? ids : String(ids ?? '').split(',')).map(Number)
  const list = data as { products?: { productId: number }[] } | { productId: number }[]
  const got = new Set((Array.isArray(list) ? list : (list.products ?? [])).map((p) => p.productId))
  return { asked, missing: asked.filter((id) => !got.has(id)) }
}

/** The companies of a credits answer, as text. */
const creditCompaniesOf = (d: unknown): string[] =>
  ((d as { options?: { credit_company?: unknown }[] }).options ?? []).map((o) => String(o.credit_company))

/** The cheapest listed product with a price, or the dearest when the product asked first is the cheapest. */
function otherPricedProduct(f: Found): number | undefined {
  const priced = Object.entries(f.productPrices ?? {})
    .sort(([, a], [, b]) => a - b)
    .map(([id]) => Number(id))
  const other = priced[0] === f.product?.id ? priced[priced.length - 1] : priced[0]
  return other === f.product?.id ? undefined : other
}

/** A product-filter answer that says more pages follow (its `pages`, read as the shop reads it). */
const morePages = (data: never) => ((data as { pages?: number }).pages ?? 1) > 1

/**
 * Every id asked is in the answer. `paged`: a product-filter answer that pages at its own size (the
 * spec names the call's paging) passes when it says more pages follow: the shop asks them
 * (app/features/catalogue/products-by-ids.server.ts).
 */
const answersEveryId =
  (what: string, paged = false) =>
  (data: never, _f: Found, call: ProbeCall): string | undefined => {
    const { asked, missing } = missingIds(data, call)
    if (missing.length === 0 || (paged && morePages(data))) return undefined
    return `asked for ${asked.length} listed products (${what}), answered ${asked.length - missing.length}: no ${missing.join(', ')}`
  }

/** The remark on a product-filter answer that pages though asked for one page of every id. */
const pagedRemark = (data: never, _f: Found, call: ProbeCall): string | undefined => {
  const { asked, missing } = missingIds(data, call)
  if (missing.length === 0 || !morePages(data)) return undefined
  const pages = (data as { pages: number }).pages
  return `asked for ${asked.length} products on one page (page_size=${asked.length}, pagination=false), answered ${asked.length - missing.length} and ${pages} pages: the shop asks page after page, ${pages} calls where one would do (a cart, favourites or compare list loads slower)`
}

const LISTING_UNAVAILABLE =
  'show "Products could not be loaded right now. Please try again in a moment." and a "Try again" link instead of products, filters and sorting (HTTP 503, Retry-After, noindex)'

export interface FilterSample {
  key: string
  a: string
  b: string
  other?: { key: string; value: string }
  listed: { a?: number[] | null; b?: number[] | null }
}

/** The category's first checkbox group with two options, and an option of another group (filterSample). */
function filterSampleOf(groups: Any[] | undefined): FilterSample | undefined {
  const boxes = (groups ?? []).filter(
    (g) => g?.type !== 'range' && g?.keyword !== 'price' && (g?.options?.length ?? 0) >= 1,
  )
  const pair = boxes.find((g) => g.options.length >= 2)
  if (!pair) return undefined
  const other = boxes.find((g) => g !== pair)
  return {
    key: pair.keyword,
    a: pair.options[0].keyword,
    b: pair.options[1].keyword,
    ...(other ? { other: { key: other.keyword, value: other.options[0].keyword } } : {}),
    listed: {},
  }
}

const FILTERS_SHOP =
  'a shopper who ticks two options of one filter, or options of two filters, sees the wrong products and counts: the back end does not read the filters as the shop sends them (spec 2.3, comma-separated key:value-list pairs: color:black,white,brand_id:3)'
const PAGE_OF_IDS = 100
const listedIds = (d: Any): number[] | null =>
  (d.totalCount ?? 0) <= (d.products?.length ?? 0) ? d.products.map((p: Any) => p.productId) : null

/** The sample's two options of one group, spelt as the shop sends filters (formatFilterQuery). */
const eitherOf = (s: FilterSample) => formatFilterQuery({ [s.key]: [s.a, s.b] })
/** The sample's first option with an option of its other group, when it has one. */
const bothOf = (s: FilterSample) =>
  s.other ? formatFilterQuery({ [s.key]: [s.a], [s.other.key]: [s.other.value] }) : undefined

/**
 * What is wrong with a listing asked for `filters=key:a,b` (two options of one group: either, spec 2.3's
 * value-list) given what each option listed alone: every product either one listed is in it. A back end
 * that reads the values another way (`a|b`) lists the first option's only.
 */
export function filterUnionProblem(sample: FilterSample, listed: readonly number[]): string | undefined {
  const { a, b } = sample.listed
  if (!a || !b) return undefined
  const got = new Set(listed)
  const either = [...new Set([...a, ...b])]
  const missing = either.filter((id) => !got.has(id))
  return missing.length
    ? `filters=${eitherOf(sample)} (either option) listed ${listed.length} products, without ${missing.length} of the ${either.length} the two list alone (${sample.key}:${sample.a} ${a.length}, ${sample.key}:${sample.b} ${b.length})`
    : undefined
}

/**
 * What is wrong with a listing asked for `filters=key:a,other:c` (two groups: both, spec 2.3's pairs)
 * given what option a listed alone: nothing the first option leaves out. A back end that reads the pairs
 * another way (by `;`) lists products of other options.
 */
export function filterPairsProblem(sample: FilterSample, listed: readonly number[]): string | undefined {
  const { a } = sample.listed
  if (!a || !sample.other) return undefined
  const alone = new Set(a)
  const extra = listed.filter((id) => !alone.has(id))
  return extra.length
    ? `filters=${bothOf(sample)} (both) listed ${extra.length} products that ${sample.key}:${sample.a} alone does not (${extra.slice(0, 5).join(', ')})`
    : undefined
}

const filterCall = (f: Found, filters: (s: FilterSample) => string | undefined): ProbeCall | string => {
  if (!f.categorySlug || !f.filterSample) return 'no checkbox filter group with two options in the category'
  const value = filters(f.filterSample)
  return value
    ? { params: { slug: f.categorySlug }, query: { page: 1, page_size: PAGE_OF_IDS, filters: value } }
    : 'the category has one filter group'
}

/**
 * The postal carrier's calls at the storefront spec's paths (`/general/v2/novapost/...`). The shop asks
 * the accounts spec's paths (`/general/novapost/...`) when these are not offered (404, 405, 501;
 * app/features/delivery/delivery.server.ts): atTheOtherPath checks those too, where a 404 is no fault.
 */
const CARRIER_PROBES: Probe[] = [
  {
    name: 'npCity',
    shop: 'the postal carrier form finds no city (the shopper cannot choose carrier delivery)',
    call: () => ({ body: { query: 'Ки' } }),
    learn: learn((d, f) => {
      f.cityRef = FIRST_OF<Any>(d.data)?.ref
    }),
  },
  {
    name: 'npStreet',
    shop: 'the postal carrier form finds no street',
    call: (f) => (f.cityRef ? { body: { cityRef: f.cityRef, query: 'а' } } : 'no carrier city found'),
  },
  {
    name: 'npWarehouse',
    shop: 'the postal carrier form finds no branch',
    call: (f) => (f.cityRef ? { body: { cityRef: f.cityRef } } : 'no carrier city found'),
    learn: learn((d, f) => {
      f.warehouseRef = FIRST_OF<Any>(d.data)?.ref
    }),
  },
  {
    name: 'npPostmachine',
    shop: 'the postal carrier form finds no parcel locker',
    call: (f) => (f.cityRef ? { body: { cityRef: f.cityRef } } : 'no carrier city found'),
  },
  {
    name: 'npDeliveryPrice',
    shop: 'the cart shows no carrier price (the total leaves delivery out and says so)',
    call: (f) =>
      f.cityRef
        ? {
            body: f.warehouseRef
              ? {
                  type: 'warehouse',
                  city_ref_id: f.cityRef,
                  warehouse_ref_id: f.warehouseRef,
                  weight_gr: 500,
                  declared_value: 1000,
                }
              : { type: 'courier', city_ref_id: f.cityRef, weight_gr: 500, declared_value: 1000 },
          }
        : 'no carrier city found',
  },
]

/** An order the contract refuses (no products, a phone that is no number): nothing is stored. */
const invalidOrder = (f: Found): ProbeCall => ({
  body: {
    no_user_id: f.noUserId,
    products: [],
    customer: { name: 'backcheck', phone: NOT_PHONE },
    delivery: { method: 'pickup' },
  },
})

/** A carrier probe at the accounts spec's path: asked by the shop only when the v2 path is not offered. */
function atTheOtherPath(probe: Probe): Probe {
  return {
    ...probe,
    name: CARRIER_OTHER_PATH[probe.name as keyof typeof CARRIER_OTHER_PATH],
    expect: 'ok-or-404',
    shop: `asked by the shop when the /general/v2/novapost/ path is not offered (404, 405, 501); without either: ${probe.shop}`,
  }
}

/** In execution order. */
/** Removes the favourite the probe before it added (addFavorite, legacyAddFavorites): it follows each. */
const DELETE_ADDED_FAVORITE: Probe = {
  name: 'deleteFavorite',
  signedIn: true,
  writes: true,
  cleanup: true,
  shop: 'removing a favourite fails for signed-in shoppers',
  call: (f) =>
    f.addedFavorite ? { auth: true, body: { product_id: f.addedFavorite } } : 'the check added no favourite',
  learn: learn((_d, f) => {
    f.addedFavorite = undefined
  }),
}

export const PROBES: Probe[] = [
  // ---- every page ------------------------------------------------------------------------------
  {
    name: 'globalSettings',
    everyPage: true,
    shop: 'EVERY page renders with the built-in default settings: no logo, colours, menu, phones or languages from your back end; the page is not cached and /healthz answers 503',
    learn: learn((d, f) => {
      f.categorySlug = leafSlug(d.menu_tree)
      f.settingsMenu = (d.menu_tree ?? []).length > 0
      if (f.settingsMenu) f.menu = d.menu_tree
      f.cmsPageLink ??= firstCmsLink(
        (d.header_pages ?? []).map((p: Any, i: number) => [p?.url, `the header link header_pages[${i}].url`]),
      )
    }),
  },
  {
    name: 'footerSettings',
    everyPage: true,
    shop: 'EVERY page renders an empty footer (no columns, copyright or developers) and is not cached',
    learn: learn((d, f) => {
      f.cmsPageLink ??= firstCmsLink(
        (d.columns ?? []).flatMap((c: Any, i: number) =>
          (c?.links ?? []).map((l: Any, j: number) => [l?.url, `the footer link columns[${i}].links[${j}].url`]),
        ),
      )
    }),
  },
  {
    name: 'menuTree',
    shop: 'asked when the settings carry no menu_tree: without either, the header and the catalogue menu list no categories',
    call: (f) => (f.settingsMenu ? 'the settings carry a menu_tree: the shop does not ask' : {}),
    learn: learn((d, f) => {
      f.categorySlug ??= leafSlug(d)
      f.menu ??= d
    }),
    verify: (d: Any[]) =>
      d.length === 0 ? 'no categories here nor in the settings: the header lists none' : undefined,
  },

  // ---- catalogue -------------------------------------------------------------------------------
  {
    name: 'category',
    mainPage: 'category pages',
    mainLists: LISTING_LISTS,
    shop: `category pages ${LISTING_UNAVAILABLE} (a 404 or 400 answer: the not-found page)`,
    call: (f) =>
      f.categorySlug
        ? { params: { slug: f.categorySlug }, query: { page: 1, page_size: 24 } }
        : 'no category slug found in settings.menu_tree',
    learn: learn((d, f) => {
      rememberProducts(d.products, f)
      f.categoryCards = d.products.length
      f.categoryId = d.category?.id
      f.filterSample = filterSampleOf(d.filters)
    }),
  },
  // The filters as the shop sends them (app/features/catalogue/filter-query.ts toApiFilters): each
  // option alone, both options of one group (either), and options of two groups (both).
  ...(['a', 'b'] as const).map(
    (which): Probe => ({
      name: 'category',
      mainLists: LISTING_LISTS,
      shop: FILTERS_SHOP,
      call: (f) => filterCall(f, (s) => formatFilterQuery({ [s.key]: [s[which]] })),
      learn: learn((d, f) => {
        if (f.filterSample) f.filterSample.listed[which] = listedIds(d)
      }),
    }),
  ),
  {
    name: 'category',
    mainLists: LISTING_LISTS,
    shop: FILTERS_SHOP,
    call: (f) => filterCall(f, eitherOf),
    verify: (data: never, f) => {
      const listed = listedIds(data as Any)
      return f.filterSample && listed ? filterUnionProblem(f.filterSample, listed) : undefined
    },
  },
  {
    name: 'category',
    mainLists: LISTING_LISTS,
    shop: FILTERS_SHOP,
    call: (f) => filterCall(f, bothOf),
    verify: (data: never, f) =>
      f.filterSample
        ? filterPairsProblem(
            f.filterSample,
            (data as Any).products.map((p: Any) => p.productId),
          )
        : undefined,
  },
  {
    name: 'bannerSelect',
    shop: "the category page shows no banners of its own (the home page's stay)",
    call: (f) => (f.categoryId ? { params: { id: f.categoryId } } : 'no category found'),
  },
  {
    name: 'search',
    mainPage: 'the search page',
    mainLists: LISTING_LISTS,
    shop: `search results ${LISTING_UNAVAILABLE}; the search window suggests no products`,
    call: (f) => ({ query: { query: f.product ? f.product.slug.split('-')[0]! : 'a', page: 1, page_size: 24 } }),
    learn: learn((d, f) => rememberProducts(d.products, f)),
  },
  { name: 'popularQuery', shop: 'the search box shows no popular queries' },
  {
    name: 'product',
    mainPage: 'product pages',
    mainLists: [],
    shop: 'product pages show "Products could not be loaded right now. Please try again in a moment." instead of the product (HTTP 503, Retry-After, noindex; a 404 or 400 answer: the not-found page, for every product)',
    call: (f) => (f.product ? { params: { slug: f.product.slug } } : 'no product found by the category or the search'),
    learn: learn((d, f) => {
      f.reviewProductId = d.product?.productId ?? d.product?.id ?? f.product?.id
    }),
  },
  {
    name: 'slugCheck',
    shop: "switching language on a product page keeps the old language's slug (the page may 404) and an outdated slug is not redirected",
    call: (f) =>
      f.product
        ? { body: { new_lang: f.locale, current_slug: f.product.slug, object_type: 'product' } }
        : 'no product found',
  },
  {
    name: 'similarProducts',
    shop: 'a product page whose answer carries no similar or compatible products shows none',
    call: (f) => (f.product ? { query: { product_id: f.product.id } } : 'no product found'),
  },
  {
    name: 'productProperties',
    shop: 'the compare page shows no properties for the product',
    call: (f) => (f.product ? { query: { product_id: f.product.id } } : 'no product found'),
  },
  {
    name: 'associatedProductsV2',
    shop: 'the product page and the quote cart show no associated products',
    call: (f) => (f.product ? { query: { product_id: f.product.id } } : 'no product found'),
  },
  {
    name: 'associatedProducts',
    expect: 'ok-or-404',
    shop: 'asked by the shop when the /general/v2/associated-products/ path is not offered (404, 405, 501); without either: the product page and the quote cart show no associated products',
    call: (f) => (f.product ? { query: { product_id: f.product.id } } : 'no product found'),
  },
  {
    name: 'reviews',
    shop: 'the product page and the reviews page show no reviews',
    call: (f) =>
      f.product
        ? { query: { product_id: f.reviewProductId ?? f.product.id, page: 1, page_size: 10 } }
        : 'no product found',
  },
  {
    name: 'productFilter',
    mainPage: 'add to cart from product cards',
    mainLists: LISTING_LISTS,
    shop: '"Adaugă în coș" on every product card (listings, home, search) fails with "Produsul nu a putut fi adăugat în coș", and favourites, compare and recently viewed lists show no products',
    // As the shop asks (app/features/catalogue/products-by-ids.server.ts): the ids as one comma list, as
    // many as one call of the shop carries (IDS_PER_GET), so a back end that pages at its own size
    // (10, 12...) whatever page_size says is seen paging.
    call: (f) =>
      f.productIds.length
        ? {
            query: {
              ids: f.productIds.slice(0, IDS_PER_GET).join(','),
              page_size: Math.min(IDS_PER_GET, f.productIds.length),
              pagination: false,
            },
          }
        : 'no product ids found',
    verify: answersEveryId('ids=1,2,3', true),
    remark: pagedRemark,
  },
  // The spec allows the ids repeated too ("comma list or repeated"); the shop sends the comma list.
  {
    name: 'productFilter',
    mainLists: LISTING_LISTS,
    shop: 'nothing today (the shop sends the ids as one comma list), but the spec allows ids=1&ids=2 as well',
    call: (f) =>
      f.productIds.length
        ? {
            query: {
              ids: f.productIds.slice(0, 3),
              page_size: Math.min(3, f.productIds.length),
              pagination: false,
            },
          }
        : 'no product ids found',
    verify: answersEveryId('sent as ids=1&ids=2&ids=3', true),
    remark: pagedRemark,
  },
  {
    name: 'productsByIds',
    shop: 'the cart cannot refresh its lines\' cards (the old price for the "you save" line, stock, title, image) and cart lines cannot be matched to product pages in another language (links keep the old slug)',
    // As the spec says and the shop sends them (endpoints.ts commaLists): one comma-separated list.
    call: (f) =>
      f.productIds.length ? { query: { ids: f.productIds.slice(0, 3).join(',') } } : 'no product ids found',
    verify: answersEveryId('sent as ids=1,2,3, as the spec says and the shop sends them'),
  },
  {
    name: 'checkoutStatus',
    // (audit r11 finding 1: the old text said the cart "keeps its prices and warns nothing"; it blocks checkout)
    shop: 'the cart page says its products could not be checked and checkout does not open (carts of two or more products never reach it); where only some items are dropped, those lines go by their cards alone and a price raised while the checkout is open is charged unseen',
    call: (f) =>
      f.productIds.length ? { query: { productIds: f.productIds.slice(0, 3).join(',') } } : 'no product ids found',
  },
  {
    name: 'productAvailability',
    shop: 'the product page\'s "in which stores?" modal says availability could not be loaded',
    call: (f) => (f.product ? { body: { products: [{ id: f.product.id }] } } : 'no product found'),
  },
  {
    name: 'credits',
    shop: 'the product page shows no credit offers',
    call: (f) => (f.product ? { query: { product_ids: String(f.product.id) } } : 'no product found'),
    learn: learn((d, f) => {
      const offer = FIRST_OF<Any>(d.options)
      if (offer && typeof offer.months?.[0] === 'number')
        f.creditOffer = { company: offer.credit_company, months: offer.months[0] }
      f.creditCompanies = creditCompaniesOf(d)
    }),
  },
  // The shop checks each offer's min_price (and max_price) against the amount it shows - the cart's
  // counts, promo and points taken in - so it needs the offers whatever the products cost one of each
  // (session 69: the reference answered a pharmacy cart of 5 x 119 lei with no company, Iute's least
  // being 500). Asked for another listed product (the cheapest, or the dearest when the first is the
  // cheapest): an offer listed for the dearer of the two and not for the cheaper one is a remark.
  {
    name: 'credits',
    shop: "a cart of several units of a cheap product, over a company's least amount, is offered no credit",
    call: (f) => {
      const other = otherPricedProduct(f)
      return other === undefined ? 'no other listed product with a price' : { query: { product_ids: String(other) } }
    },
    remark: (d: never, f: Found, call: ProbeCall) => {
      const id = Number(call.query?.product_ids)
      const first = f.product?.id
      const [price, firstPrice] = [f.productPrices?.[id], first === undefined ? undefined : f.productPrices?.[first]]
      if (first === undefined || price === undefined || firstPrice === undefined || price === firstPrice)
        return undefined
      const [cheap, dear] = price < firstPrice ? [id, first] : [first, id]
      const cheapOffers = cheap === id ? creditCompaniesOf(d) : (f.creditCompanies ?? [])
      const dearOffers = dear === id ? creditCompaniesOf(d) : (f.creditCompanies ?? [])
      const left = dearOffers.filter((c) => !cheapOffers.includes(c))
      if (left.length === 0) return undefined
      return `the offers leave out ${left.join(', ')} for product ${cheap} (${f.productPrices?.[cheap]}), which they list for product ${dear} (${f.productPrices?.[dear]}): the back end narrows them by the products' prices, one of each; the shop checks min_price against what the cart pays (counts, promo, points), so a cart of several of the cheaper is offered none of them - send every offer with its min_price and max_price`
    },
  },
  {
    name: 'creditCalculate',
    shop: 'the product and cart pages and the credit modal show credit offers without a monthly payment (the shopper cannot see what the credit costs)',
    call: (f) =>
      f.creditOffer
        ? { body: { credit_company: f.creditOffer.company, months: f.creditOffer.months, amount: 10_000 } }
        : 'no credit offer found for the product',
  },
  {
    name: 'productFilterRecommended',
    shop: 'the cart, favourites and recently viewed lists show no recommended products',
    call: (f) => (f.productIds.length ? { query: { product_ids: f.productIds.slice(0, 3).join(',') } } : {}),
  },
  {
    name: 'brands',
    shop: 'the brands page is empty',
    call: () => ({ query: { page: 1, page_size: 100 } }),
    learn: learn((d, f) => {
      f.brandSlug = FIRST_OF<Any>(d.data)?.slug ?? undefined
    }),
  },
  {
    name: 'brand',
    mainPage: 'brand pages',
    mainLists: LISTING_LISTS,
    shop: `brand pages ${LISTING_UNAVAILABLE} (a 404 or 400 answer: the not-found page)`,
    call: (f) =>
      f.brandSlug ? { params: { slug: f.brandSlug }, query: { page: 1, page_size: 24 } } : 'no brand slug found',
  },
  {
    name: 'promos',
    mainPage: "promotions' pages",
    mainLists: LISTING_LISTS,
    shop: 'every promotion\'s page (/special-offers/{url}) answers 404 "Not found", as if the promotion had ended (the list of promotions still shows)',
    call: () => ({ query: { page: 1, page_size: 24 } }),
  },
  {
    name: 'promotions',
    shop: 'the promotions list is empty',
    call: () => ({ query: { page: 1, page_size: 12 } }),
    learn: learn((d, f) => {
      f.promotionId = FIRST_OF<Any>(d.data)?.id
    }),
  },
  {
    name: 'promotion',
    shop: "a promotion's page shows no description (its products still show)",
    call: (f) => (f.promotionId ? { params: { id: f.promotionId } } : 'no promotion found'),
  },

  // ---- home page -------------------------------------------------------------------------------
  { name: 'slidesBanner', shop: 'the home page shows no banners' },
  // Called twice, as the shop calls it: the home page's sliders and the product pages' own.
  {
    name: 'sliders',
    shop: 'the home page shows no product sliders',
    call: () => ({ query: { is_product_page: false } }),
  },
  {
    name: 'sliders',
    shop: "product pages show none of the operator's product-page sliders",
    call: () => ({ query: { is_product_page: true } }),
  },
  { name: 'similarCategory', shop: 'the home page shows no category tiles' },
  { name: 'carouselCategory', shop: 'the home page shows no category carousel' },
  { name: 'categoryProductsMain', shop: 'the home page shows no per-category product blocks' },
  // Each key the shop asks (session 59's audit: only main_page was asked, so a back end serving it
  // alone passed while product and category pages showed none).
  ...ADVANTAGE_KEYS.map(
    (key): Probe => ({
      name: 'advantages',
      shop: `the ${ADVANTAGE_PLACES[key]} shows no "why us" advantages (${key})`,
      call: () => ({ params: { key } }),
    }),
  ),
  {
    name: 'newProducts',
    shop: 'the home page shows no new products slider',
    call: (f) => ({ params: { locale: f.locale } }),
  },
  {
    name: 'popularProducts',
    shop: 'the home page shows no popular products slider',
    call: (f) => ({ params: { locale: f.locale } }),
  },
  {
    name: 'shopProduct',
    shop: 'the home page shows no discounted products',
    call: () => ({ query: { type: 'discount', page: 1, page_size: 10 } }),
  },
  {
    name: 'productOfTheDay',
    shop: 'the home page shows no product of the day (only asked when settings.has_product_of_the_day)',
  },
  {
    name: 'mainPageSettings',
    shop: 'the home page keeps the shop name as its title, its own description and no SEO text',
  },
  {
    name: 'defaultSiteFiles',
    shop: "robots.txt is the shop's own, ads.txt answers 503 and the web manifest takes the settings' name",
  },

  // ---- content pages ---------------------------------------------------------------------------
  // Every settings page the shop has (session 59's audit: only about_us_page was asked).
  ...STATIC_PAGES.map(
    (kind): Probe => ({
      name: 'staticPage',
      shop: `the ${STATIC_PAGE_NAMES[kind]} page shows an empty page (${kind})`,
      call: () => ({ params: { kind } }),
    }),
  ),
  // Pages built in the admin: one the settings link to must answer, and an unknown one must be a 404.
  // A back end without the route answers both with a 404, often the same as for a missing page
  // (review F10): the 404s are compared with a path no back end serves (Probe.notFound).
  {
    name: 'cmsPage',
    contentPage: 'pages built in the admin',
    shop: 'pages built in the admin (/{lang}/{page}, and the links to /page/... in your header, footer and texts) show the not-found page (HTTP 404)',
    call: (f) =>
      f.cmsPageLink
        ? { params: { path: f.cmsPageLink.path } }
        : 'the settings link to no page built in the admin (/page/{slug} in header_pages or the footer columns); --cms-page <slug> names one',
    learn: learn((_d, f) => {
      f.cmsRoute = 'served'
    }),
    notFound: {
      verdict: (alike, f) => {
        const page = `/page/${f.cmsPageLink?.path}/ (${f.cmsPageLink?.from})`
        if (!alike) {
          f.cmsRoute = 'served'
          return {
            outcome: 'failed',
            note: `HTTP 404 for ${page}: the /page/{path}/ route answers (its 404 differs from that of ${NO_ROUTE}, a path no back end serves), but this page is not there: the link shows shoppers the not-found page`,
          }
        }
        f.cmsRoute = 'missing'
        return {
          outcome: 'failed',
          note: `HTTP 404 for ${page}, the same answer as for ${NO_ROUTE}, a path no back end serves: this back end has no GET /page/{path}/ route (the shop calls it for every page built in the admin), unless this page is gone and the link is dead (--cms-page <slug> asks for another)`,
        }
      },
    },
  },
  {
    name: 'cmsPage',
    expect: 'error',
    shop: "any other address (/{lang}/{page}) answers 404 instead of the back end's CMS page; an unknown page must be 404 or every mistyped address renders as a page",
    call: () => ({ params: { path: 'backcheck-no-such-page' } }),
    notFound: {
      // a page that answered shows the route is there: this 404 is a missing page's
      when: (f) => f.cmsRoute !== 'served',
      verdict: (alike, f) =>
        !alike
          ? {
              outcome: 'ok',
              note: `refused as the check expects (404); its 404 differs from that of ${NO_ROUTE}, a path no back end serves: the /page/{path}/ route is there`,
            }
          : f.cmsRoute === 'missing'
            ? {
                outcome: 'skipped',
                note: 'not judged: the page asked for in the row before answered as a path this back end does not serve, so this 404 says nothing of unknown pages',
              }
            : {
                outcome: 'ok',
                note: `WARNING: cannot tell whether this back end has the /page/{path}/ route: its 404 is the same as for ${NO_ROUTE}, a path no back end serves, and no page was found to ask for; --cms-page <slug> names one of its pages`,
              },
    },
  },
  {
    name: 'articles',
    contentPage: 'the articles page',
    shop: 'the articles page answers 503 "could not be loaded" (a route the back end does not have: its empty state)',
    call: () => ({ query: { page: 1, page_size: 6 } }),
    learn: learn((d, f) => {
      const a = FIRST_OF<Any>(d.data)
      if (a) f.article = { id: a.id, slug: a.slug }
    }),
  },
  {
    name: 'article',
    contentPage: 'article pages',
    shop: 'article pages answer 503 "could not be loaded" (a 404: the not-found page)',
    call: (f) => (f.article ? { params: { slug: f.article.slug } } : 'no article found'),
  },
  {
    name: 'articleRecommended',
    shop: 'an article page shows no recommended articles',
    call: (f) => (f.article ? { params: { id: f.article.id } } : 'no article found'),
  },
  {
    name: 'seoArticle',
    shop: 'an article page uses its title as SEO title and has no description',
    call: (f) => (f.article ? { query: { article_slug: f.article.slug } } : 'no article found'),
  },
  { name: 'faq', shop: 'the FAQ page is empty' },
  { name: 'services', shop: 'the services page is empty' },
  { name: 'orderGuide', shop: 'the order guide page is empty' },
  { name: 'pageContacts', shop: 'the contacts page shows no contact details' },
  { name: 'contactGroups', shop: 'the contacts page shows no contact groups' },
  {
    name: 'stores',
    shop: 'the contacts page shows no shops and the cart offers no pickup points',
    learn: learn((d, f) => {
      f.storeId = FIRST_OF<Any>(d)?.shopId
    }),
  },
  { name: 'storeSellers', shop: 'the contacts page shows no sellers' },
  { name: 'customerReviews', shop: 'the reviews page shows no customer reviews' },
  { name: 'videoReviews', shop: 'the reviews page shows no video reviews' },
  {
    name: 'vacancies',
    shop: 'the career page shows no vacancies',
    learn: learn((d, f) => {
      f.vacancyId = FIRST_OF<Any>(d)?.id
    }),
  },
  {
    name: 'gallery',
    contentPage: 'the gallery page',
    shop: 'the gallery page answers 503 "could not be loaded" (a route the back end does not have: its empty state)',
    learn: learn((d, f) => {
      f.galleryId = FIRST_OF<Any>(d)?.id
    }),
  },
  { name: 'galleryAllImages', shop: 'the gallery page shows no "all photos" view' },
  {
    name: 'galleryAlbum',
    shop: 'gallery albums answer 404',
    call: (f) => (f.galleryId ? { params: { id: f.galleryId } } : 'no gallery album found'),
  },
  { name: 'partners', shop: 'the partners page is empty' },
  {
    name: 'customInstance',
    expect: 'ok-or-404',
    contentPage: 'custom product lists',
    shop: 'custom product lists (/{lang}/list/{id}) answer 503 "could not be loaded" (a 404: the not-found page)',
    call: () => ({ params: { id: 1 } }),
  },
  { name: 'staticContent', shop: 'the support page of the cabinet shows no text', call: () => ({ params: { id: 2 } }) },
  {
    name: 'sitemap',
    shop: '/sitemap.xml answers 502 (search engines get no sitemap)',
    call: () => ({ query: { base_url: 'https://shop.example.com' } }),
    // The shop's own test (worker/api/sitemap-document.ts): a whole urlset or sitemapindex, whatever its label.
    verify: (text: unknown) => {
      if (isSitemap(text)) return undefined
      const got = String(text)
      return `not a whole sitemap (a <urlset> or <sitemapindex> through its closing tag): ${JSON.stringify(got.slice(0, 40))}${got.length > 80 ? ` ... ${JSON.stringify(got.slice(-40))}` : ''}`
    },
  },

  // ---- cart and delivery lookups ---------------------------------------------------------------
  {
    name: 'regions',
    shop: 'the cart page offers no regions or localities: a delivery address cannot be chosen',
    learn: learn((d, f) => learnLocalities(d as Any[], f)),
  },
  {
    name: 'localities',
    shop: 'a region the regions list gave without its localities offers none in the cart: no delivery address in it',
    call: (f) =>
      f.regionWithoutLocalities === undefined
        ? 'the regions carry their localities (the shop asks this call only for a region without them)'
        : { query: { region_id: f.regionWithoutLocalities } },
    learn: learn((d, f) => {
      if (f.locality) return
      const region = f.regionWithoutLocalities!
      learnLocalities(
        [{ regionId: region, localities: (d as Any[]).filter((l) => l.regionId == null || l.regionId === region) }],
        f,
      )
    }),
  },
  {
    // Without its payment methods the checkout cannot take an order (PaymentsUnavailable): the check
    // exited 0 on a back end missing this call (review R2).
    name: 'paymentSystems',
    mainPage: 'the checkout',
    shop: 'the cart page and the checkout say "The payment methods could not be loaded, so the order cannot be placed yet." (with a retry): no order can be placed',
  },
  { name: 'deliveryInfoText', shop: 'the cart page shows no delivery information text' },
  { name: 'deliveryServices', shop: 'the cart page offers no postal carrier' },
  {
    name: 'deliveryCost',
    shop: 'the cart says the own delivery price could not be calculated and leaves it out of the total (decision 0047)',
    call: (f) =>
      f.productIds.length
        ? {
            // the regions' first locality as the cart page sends it (a text id too), else the capital alone
            body: {
              region_id: f.locality?.regionId ?? 3,
              ...(f.locality ? { locality_id: f.locality.id } : {}),
              delivery_type: 'standart',
              delivery_method: 'address',
              products: f.productIds.slice(0, 2).map((id) => ({ id, count: 1 })),
            },
          }
        : 'no product ids found',
  },
  {
    name: 'addresses',
    shop: 'street suggestions in the delivery form stay empty',
    call: (f) => (f.localityId ? { query: { locality_id: f.localityId, query: 'a' } } : 'no locality found'),
  },
  {
    name: 'deliveryTime',
    shop: 'the cart shows no delivery time slots for a shop',
    call: (f) => (f.storeId ? { params: { id: f.storeId } } : 'no shop found (stores)'),
  },
  {
    name: 'menuCalculator',
    shop: 'the meal plan page (meals theme) shows no menu',
    call: (f) => (f.localityId ? { query: { locality_id: f.localityId } } : 'no locality found'),
  },
  ...CARRIER_PROBES,
  ...CARRIER_PROBES.map(atTheOtherPath),

  // ---- credit ------------------------------------------------------------------------------------
  {
    name: 'creditCalculator',
    shop: 'the credit page shows no calculator',
    learn: learn((d, f) => {
      f.creditCompany = FIRST_OF<Any>(d.companies)?.credit_company
    }),
  },
  { name: 'filials', shop: 'the credit page lists no branches' },
  {
    name: 'creditPrice',
    shop: 'the credit calculator shows no monthly payment',
    call: (f) =>
      f.creditCompany
        ? { body: { credit_company: f.creditCompany, amount: 10_000, months: 12 } }
        : 'no credit company found',
  },

  // ---- adverts (public) ----------------------------------------------------------------------------
  {
    name: 'adverts',
    contentPage: 'the adverts list',
    shop: 'the adverts list answers 503 "could not be loaded" (and the owner sees none of their adverts)',
    call: () => ({ query: { page: 1, page_size: 10 } }),
    learn: learn((d, f) => {
      const a = FIRST_OF<Any>(d.data ?? d.results)
      if (a) f.advert = { id: a.id, slug: a.slug }
    }),
  },
  {
    name: 'advertBySpecPath',
    shop: 'advert pages and the advert edit form answer 404',
    call: (f) => (f.advert ? { params: { slug: f.advert.slug }, query: { area: 'adverts' } } : 'no advert found'),
  },
  {
    name: 'advertCategories',
    shop: 'the adverts filters and the advert form offer no category',
    learn: learn((d, f) => {
      f.advertCategoryId = FIRST_OF<Any>(d)?.id
    }),
  },
  {
    name: 'advertRegionsWithAdverts',
    shop: 'the adverts filters offer no region',
    call: () => ({ query: { only_adverts: true } }),
  },
  {
    name: 'advertRegions',
    shop: 'the advert form offers no region',
    learn: learn((d, f) => {
      f.advertRegionId = FIRST_OF<Any>(d)?.id
    }),
  },
  {
    name: 'advertLocations',
    shop: 'the advert form and filters offer no locality',
    call: (f) => (f.advertRegionId ? { params: { id: f.advertRegionId } } : 'no advert region found'),
    learn: learn((d, f) => {
      f.advertLocationId = FIRST_OF<Any>(d)?.id
    }),
  },
  {
    name: 'advertSectors',
    shop: 'the advert form and filters offer no sector',
    call: (f) => (f.advertLocationId ? { query: { location: f.advertLocationId } } : 'no advert locality found'),
  },
  {
    name: 'advertAttributes',
    shop: 'the advert form and filters offer no attributes',
    call: (f) => (f.advertCategoryId ? { query: { category: f.advertCategoryId } } : 'no advert category found'),
  },
  { name: 'currencyRates', shop: 'advert prices are shown only in their own currency (no conversion)' },
  { name: 'complaintCategories', shop: 'the complaint form offers no category' },

  // ---- guest cart (writes) ---------------------------------------------------------------------------
  {
    name: 'cartFetchAll',
    shop: 'server-cart shops (settings.cart_settings.server_cart): the cart shows the browser copy only',
    call: (f) => ({ query: { no_user_id: f.noUserId } }),
  },
  {
    name: 'cartAddItem',
    writes: true,
    shop: 'server-cart shops: "add to cart" fails with a notice',
    call: (f) =>
      f.product ? { body: { product_id: f.product.id, count: 1, no_user_id: f.noUserId } } : 'no product found',
    learn: learn((_d, f) => {
      f.cartProductId = f.product?.id
    }),
  },
  {
    // The cart with the line just added, as the shop reads it after an add answered without the cart
    // (a 204: server-cart.server.ts afterWrite). Session 67: a back end sent `priceWithDiscount: null`
    // for a line without a discount, the contract left the line out and the cart showed empty - the
    // fetch-all of the empty cart above passed.
    name: 'cartFetchAll',
    writes: true,
    shop: 'server-cart shops: the cart shows without the line just added (after an add, on every device)',
    call: (f) => (f.cartProductId ? { query: { no_user_id: f.noUserId } } : "nothing in the check's cart"),
    verify: (d: Any, f) =>
      (d?.products ?? []).some((l: Any) => l?.id === f.cartProductId)
        ? undefined
        : `the line added (product ${f.cartProductId}) is not in the cart`,
  },
  {
    name: 'cartValidate',
    writes: true,
    shop: 'server-cart shops: the checkout cannot validate the cart before ordering',
    call: (f) =>
      f.cartProductId
        ? { query: { no_user_id: f.noUserId } }
        : "nothing in the check's cart (an empty cart is refused)",
  },
  {
    name: 'setLoyaltyItem',
    writes: true,
    shop: 'server-cart shops: paying a line with loyalty points fails with a notice',
    call: (f) =>
      f.cartProductId
        ? { body: { product_id: f.cartProductId, active: false, no_user_id: f.noUserId } }
        : "nothing in the check's cart",
  },
  {
    name: 'previewPromo',
    writes: true,
    expect: 'error',
    shop: 'the cart cannot apply a promo code; an unknown code must be a 4xx with the error text the cart shows',
    call: (f) =>
      f.product
        ? { body: { promo_code: 'BACKCHECK-NO-SUCH-CODE', products: [{ id: f.product.id, count: 1 }] } }
        : 'no product found',
  },
  {
    name: 'promoUpdatePrices',
    writes: true,
    expect: 'error',
    shop: 'server-cart shops: a promo code cannot be applied; an unknown code must be a 4xx with the error text the cart shows',
    call: (f) => ({ body: { code: 'BACKCHECK-NO-SUCH-CODE', no_user_id: f.noUserId } }),
  },
  {
    name: 'cartReduceItem',
    writes: true,
    shop: 'server-cart shops: "−" on a cart line fails with a notice',
    call: (f) =>
      f.cartProductId
        ? { body: { product_id: f.cartProductId, count: 1, no_user_id: f.noUserId } }
        : "nothing in the check's cart",
  },
  {
    name: 'cartRemoveItem',
    writes: true,
    cleanup: true,
    shop: 'server-cart shops: removing a cart line fails with a notice',
    call: (f) =>
      f.cartProductId
        ? { body: { product_ids: [f.cartProductId], no_user_id: f.noUserId } }
        : "nothing in the check's cart",
    learn: learn((_d, f) => {
      f.cartProductId = undefined
    }),
  },
  {
    name: 'createReview',
    writes: true,
    expect: 'error',
    shop: 'the review form fails; an invalid review must be a 400 whose `fields` the form shows next to the inputs (the check sends rating 0: nothing is stored, as no call deletes a review)',
    call: (f) =>
      f.product ? { body: { product_id: f.product.id, author: 'backcheck', rating: 0, text: '' } } : 'no product found',
  },
  {
    name: 'likeReview',
    writes: true,
    expect: 'error',
    shop: 'review votes fail silently; an unknown review must be 404 (the check votes on no real review: no call takes a vote back)',
    call: () => ({ params: { id: 999_999_999 }, body: {} }),
  },
  {
    name: 'dislikeReview',
    writes: true,
    expect: 'error',
    shop: 'review votes fail silently; an unknown review must be 404',
    call: () => ({ params: { id: 999_999_999 }, body: {} }),
  },

  // ---- signed in ---------------------------------------------------------------------------------------
  {
    name: 'jwtCreate',
    signedIn: true,
    shop: 'nobody can sign in with e-mail and password',
    call: (f) =>
      f.credentials
        ? { body: { email: f.credentials.email, password: f.credentials.password } }
        : 'needs --user and CHECK_BACKEND_PASSWORD',
    learn: learn((d, f) => {
      f.access = d.access
      f.refresh = d.refresh
    }),
  },
  {
    name: 'me',
    signedIn: true,
    mainPage: "signed-in shoppers' carts",
    shop: 'the cart of every signed-in shopper cannot load or change: the cart answers 503 "the shopper cannot be verified now" (the shop cannot tell whose cart it is), and signing out does not close the account\'s cart in other tabs',
    call: () => ({ auth: true }),
    learnRaw: (body, f, status) => {
      // text, as the shop reads it (a UUID: session 64; it was taken for no id, its calls skipped)
      const id = status < 300 ? safeIdOf((body as Any)?.id) : null
      if (id) f.userId = id
    },
  },
  {
    name: 'userGroup',
    signedIn: true,
    mainPage: 'the account pages',
    shop: 'the account pages (cabinet, profile) show "Datele contului nu au putut fi încărcate. Încercați din nou peste un moment." instead of the account (the shopper stays signed in); the checkout form is not filled in from the account; sign-in stores no user group (the shopper gets the pages of a shopper without a group)',
    call: () => ({ auth: true, query: { t: String(Date.now()) } }),
    learnRaw: (body, f, status) => {
      const id = status < 300 ? safeIdOf((body as Any)?.id) : null
      if (id) f.userGroupId = id
      // the personal-data path's {id} is the profile's own id, as the shop sends it (ProfilePage: user.id), where me's may differ
      const user = status < 300 ? safeIdOf((body as Any)?.user?.id) : null
      if (user) f.userId = user
    },
  },
  {
    name: 'jwtRefresh',
    signedIn: true,
    shop: 'sessions end after the access token expires (2 days): shoppers are signed out instead of refreshed',
    call: (f) => (f.refresh ? { body: { refresh: f.refresh } } : 'not signed in'),
  },
  {
    name: 'favorites',
    signedIn: true,
    shop: 'the favourites of a signed-in shopper are not synchronised (the browser list only)',
    call: () => ({ auth: true }),
    learn: learn((d, f) => {
      f.favoriteIds = d.ids
    }),
  },
  {
    name: 'deliveryAddresses',
    signedIn: true,
    shop: 'the cart and the profile show no saved delivery addresses',
    call: () => ({ auth: true }),
  },
  {
    name: 'orders',
    signedIn: true,
    mainPage: "the cabinet's order pages",
    shop: "the cabinet's orders page shows an error notice instead of the shopper's orders",
    call: () => ({ auth: true, query: { page: 1, page_size: 10 } }),
    // From the raw list: an order the schema leaves out still has an id to ask its page for (--order-id wins).
    learnRaw: (body, f, status) => {
      if (status >= 300 || f.orderId) return
      const b = body as Any
      const list = Array.isArray(b) ? b : Array.isArray(b?.data) ? b.data : Array.isArray(b?.results) ? b.results : []
      for (const o of list) {
        const id = positiveId(o?.id)
        if (id) {
          f.orderId = id
          return
        }
      }
    },
  },
  {
    name: 'order',
    signedIn: true,
    shop: 'an order page of the cabinet shows an error notice',
    call: (f) => (f.orderId ? { auth: true, params: { id: f.orderId } } : NO_ORDER),
  },
  {
    name: 'paymentStatus',
    signedIn: true,
    shop: 'after an online payment the shopper sees no payment status (the thank-you page says it is unknown)',
    call: (f) => (f.orderId ? { auth: true, params: { id: f.orderId } } : NO_ORDER),
  },
  {
    name: 'acts',
    signedIn: true,
    shop: "the cabinet's acts page shows an error notice",
    call: () => ({ auth: true, query: { page: 1 } }),
  },
  {
    name: 'companies',
    signedIn: true,
    shop: "the cabinet's companies page shows an error notice",
    call: () => ({ auth: true, query: { page: 1 } }),
  },
  {
    name: 'phones',
    signedIn: true,
    shop: 'the profile shows no phone numbers (with a notice)',
    call: () => ({ auth: true }),
  },
  {
    name: 'emails',
    signedIn: true,
    shop: 'the profile shows no e-mail addresses (with a notice)',
    call: () => ({ auth: true }),
  },
  {
    name: 'favoriteAdverts',
    signedIn: true,
    shop: 'the favourite adverts page shows an error notice',
    call: () => ({ auth: true, query: { page: 1 } }),
  },
  {
    name: 'advertFavorites',
    signedIn: true,
    shop: "hearts on adverts do not show the account's favourite adverts, only those set on the page since it loaded (the adverts area reads ours: { products, ids }, decision 0045)",
    call: () => ({ auth: true, query: { area: 'adverts' } }),
    learn: learn((d, f) => {
      f.favoriteAdvertIds = d.ids ?? []
    }),
  },

  // ---- signed in, writes (each undone by the next probes) --------------------------------------------
  {
    name: 'addFavorite',
    signedIn: true,
    writes: true,
    shop: 'the heart on a product fails for signed-in shoppers (the browser list only)',
    call: (f) => {
      const id = f.productIds.find((p) => !(f.favoriteIds ?? []).includes(p))
      return id ? { auth: true, body: { product_id: id } } : "no product outside the account's favourites"
    },
    learn: learn((_d, f) => {
      f.addedFavorite = f.productIds.find((p) => !(f.favoriteIds ?? []).includes(p))
    }),
  },
  DELETE_ADDED_FAVORITE,
  {
    name: 'legacyAddFavorites',
    signedIn: true,
    writes: true,
    shop: "the browser's favourites are not merged into the account at sign-in",
    call: (f) => {
      const id = f.productIds.find((p) => !(f.favoriteIds ?? []).includes(p))
      return id ? { auth: true, body: { goods: [id] } } : "no product outside the account's favourites"
    },
    learn: learn((_d, f) => {
      f.addedFavorite = f.productIds.find((p) => !(f.favoriteIds ?? []).includes(p))
    }),
  },
  DELETE_ADDED_FAVORITE,
  {
    name: 'addAdvertFavorite',
    signedIn: true,
    writes: true,
    shop: 'the heart on an advert fails',
    call: (f) =>
      f.advert && !(f.favoriteAdvertIds ?? []).includes(f.advert.id)
        ? { auth: true, query: { area: 'adverts' }, body: { product_id: advertIdBody(f.advert.id) } }
        : "no advert outside the account's favourites",
    learn: learn((_d, f) => {
      f.addedFavoriteAdvert = f.advert?.id
    }),
  },
  {
    name: 'deleteAdvertFavorite',
    signedIn: true,
    writes: true,
    cleanup: true,
    shop: 'removing a favourite advert fails',
    call: (f) =>
      f.addedFavoriteAdvert
        ? { auth: true, query: { area: 'adverts' }, body: { product_id: advertIdBody(f.addedFavoriteAdvert) } }
        : 'the check added no favourite advert',
    learn: learn((_d, f) => {
      f.addedFavoriteAdvert = undefined
    }),
  },
  {
    name: 'createDeliveryAddress',
    signedIn: true,
    writes: true,
    shop: 'saving a delivery address fails with a notice',
    call: (f) =>
      f.localityId
        ? {
            auth: true,
            body: {
              shipping_city_id: f.localityId,
              shipping_building: '1',
              shipping_address_note: f.addressNote,
              is_default: false,
            },
          }
        : 'no locality found',
    // Whatever the answer says (or whether it parses), a 2xx may have saved it: the list read next finds it.
    learnRaw: (_body, f, status) => {
      if (status >= 200 && status < 300) f.addressCreated = true
    },
  },
  // The list again, as the shop reads it after saving: the address the check saved must be in it, and
  // its id (found by the run's own note) is what the delete below removes.
  {
    name: 'deliveryAddresses',
    signedIn: true,
    writes: true,
    cleanup: true,
    shop: 'the cart and the profile do not show the delivery address the shopper just saved',
    call: (f) => (f.localityId ? { auth: true } : 'no locality found'),
    learnRaw: (body, f, status) => {
      if (status >= 300) return
      const b = body as Any
      const list: Any[] = Array.isArray(b) ? b : Array.isArray(b?.data) ? b.data : []
      const id = (a: Any) => positiveId(a?.shipping_address_id ?? a?.id)
      const mine = list.filter((a) => a?.shipping_address_note === f.addressNote).map(id)
      f.createdAddressId = mine.filter((n): n is number => !!n).sort((a, b) => b - a)[0] ?? f.createdAddressId
      f.earlierAddressIds = list
        .filter((a) => a?.shipping_address_note !== f.addressNote && isCheckNote(a?.shipping_address_note))
        .map(id)
        .filter((n): n is number => !!n)
    },
    verify: (data: never, f) =>
      f.addressCreated && !(data as Any[]).some((a) => a.shipping_address_note === f.addressNote)
        ? 'the address the check saved (answered 2xx) is not in the list: the shopper would not see it'
        : undefined,
  },
  {
    name: 'deleteDeliveryAddress',
    signedIn: true,
    writes: true,
    cleanup: true,
    shop: 'deleting a saved delivery address fails with a notice',
    call: (f) =>
      f.createdAddressId
        ? { auth: true, body: { shipping_address_id: f.createdAddressId } }
        : f.addressCreated
          ? 'the address the check saved is not in the list (its id is unknown)'
          : 'the check saved no address',
    learn: learn((_d, f) => {
      f.createdAddressId = undefined
      f.addressCreated = undefined
    }),
  },
  {
    name: 'mergeCart',
    signedIn: true,
    writes: true,
    shop: "server-cart shops: at sign-in the guest cart is not merged into the account's cart",
    call: (f) => (f.product ? { auth: true, body: { no_user_id: f.noUserId } } : 'no product found'),
  },
  {
    // The accounts spec's POST /api/adverts/{slug}/ (the shop proposes the slug; session 63).
    name: 'createAdvertAtSlug',
    signedIn: true,
    writes: true,
    shop: "posting an advert fails with the back end's message",
    call: () => ({
      auth: true,
      params: { slug: `backcheck-draft-${Date.now().toString(36)}` },
      form: {
        title_ro: 'backcheck draft (deleted at once)',
        is_draft: 'true',
        is_active: 'false',
        is_negotiable_price: 'false',
      },
    }),
    learn: learn((d, f) => {
      f.createdAdvert = { id: d.id, slug: d.slug }
    }),
  },
  {
    name: 'updateAdvert',
    signedIn: true,
    writes: true,
    shop: "editing an advert fails with the back end's message",
    call: (f) =>
      f.createdAdvert
        ? {
            auth: true,
            params: { slug: f.createdAdvert.slug },
            form: {
              title_ro: 'backcheck draft, edited (deleted at once)',
              is_draft: 'true',
              is_active: 'false',
              is_negotiable_price: 'false',
            },
          }
        : 'the check created no advert',
    learn: learn((d, f) => {
      if (f.createdAdvert && d?.slug) f.createdAdvert.slug = d.slug
    }),
  },
  {
    name: 'deleteAdvert',
    signedIn: true,
    writes: true,
    cleanup: true,
    shop: 'deleting an advert fails with a notice',
    call: (f) =>
      f.createdAdvert ? { auth: true, params: { slug: f.createdAdvert.slug } } : 'the check created no advert',
    learn: learn((_d, f) => {
      f.createdAdvert = undefined
    }),
  },

  // ---- sent only invalid: a real call would e-mail or text someone, store a lead or an order for
  // your staff, change the account itself or need a provider's token. Each is sent with a value the
  // contract refuses (or without the bearer token it needs) and must be refused with a 4xx other than
  // 404 and 405: the call exists and validates. Nothing is stored, sent or changed.
  // leads, orders, applications (no call of the contract takes them back)
  refused('newsletter', 'the newsletter form shows an error notice', 'e-mail "backcheck" (no address)', () => ({
    body: { email: NOT_EMAIL },
  })),
  refused('sendResume', 'the résumé form shows an error notice', 'phone "backcheck" (no number)', () => ({
    body: { name: 'backcheck', phone: NOT_PHONE },
  })),
  refused('bookConsultation', 'the consultation form shows an error notice', 'phone "backcheck" (no number)', () => ({
    body: { name: 'backcheck', phone: NOT_PHONE },
  })),
  refused('userRequest', 'the request form shows an error notice', 'e-mail "backcheck" and an empty message', () => ({
    body: { name: 'backcheck', email: NOT_EMAIL, message: '' },
  })),
  refused(
    'support',
    "the cabinet's support form shows an error notice",
    'e-mail "backcheck" and an empty message',
    () => ({ body: { name: 'backcheck', email_address: NOT_EMAIL, body: '' } }),
  ),
  refused(
    'complaint',
    'an advert complaint fails with a notice',
    'category and advert 0 (no id)',
    () => ({ auth: true, body: { category: 0, advert: 0 } }),
    { signedIn: true },
  ),
  refused('oneClickOrder', 'one-click orders fail with a notice', 'phone "backcheck" (no number)', (f) =>
    f.product ? { body: { product_id: f.product.id, name: 'backcheck', phone: NOT_PHONE } } : 'no product found',
  ),
  refused('preOrder', 'pre-orders fail with a notice', 'phone "backcheck" (no number)', (f) =>
    f.product ? { body: { product_id: f.product.id, name: 'backcheck', phone: NOT_PHONE } } : 'no product found',
  ),
  refused(
    'firstToKnow',
    '"tell me when available" fails with a notice',
    'contact "backcheck" (no e-mail or phone)',
    (f) => (f.product ? { body: { product_id: f.product.id, contact: NOT_PHONE } } : 'no product found'),
  ),
  refused('bulkOrder', 'bulk orders fail with a notice', 'phone "backcheck" (no number)', (f) =>
    f.product
      ? { body: { product_id: f.product.id, count: 1, company: 'backcheck', name: 'backcheck', phone: NOT_PHONE } }
      : 'no product found',
  ),
  // The checkout cannot do without one of the two (session 59's audit: a back end with neither passed
  // with exit 0): a main page's call, so with --allow-writes neither answering fails the check.
  refused(
    'createOrder',
    'checkout fails: the shopper keeps the cart and sees an error notice',
    'no products and phone "backcheck" (no number)',
    invalidOrder,
    { mainPage: 'the checkout' },
  ),
  refused(
    'createOrderV3',
    'checkout fails when /general/v2/order/create-order/ is not offered either: the shopper keeps the cart and sees an error notice',
    'no products and phone "backcheck" (no number)',
    invalidOrder,
    {
      missingAllowed: 'the shop asks /general/v3/order/ only when the v2 path is not offered',
      mainPage: 'the checkout',
    },
  ),
  refused('creditRequest', 'credit applications fail with a notice', 'credit company, months and amount 0', () => ({
    body: { credit_company: 0, months: 0, amount: 0, name: 'backcheck', phone: NOT_PHONE },
  })),
  refused('iuteCreateOrder', 'Iute credit orders fail with a notice', 'no products, months 0', () => ({
    body: { products: [], months: 0, name: 'backcheck', phone: NOT_PHONE },
  })),
  refused(
    'sendQuote',
    'sending the quote cart fails with a notice; the list stays in the browser',
    'no items',
    () => ({ auth: true, body: { items: [] } }),
    { signedIn: true },
  ),
  refused(
    'cartReservation',
    'server-cart shops: stock is not reserved at checkout',
    'no_user_id "!" (not a browser id)',
    () => ({ body: { no_user_id: '!' } }),
  ),
  // e-mails and text messages, codes and links
  refused('register', "registration fails with the back end's message", 'e-mail "backcheck", no password', () => ({
    body: { email: NOT_EMAIL, password: '', first_name: 'backcheck' },
  })),
  refused('activation', 'activation links fail', 'an empty uid and token', () => ({ body: { uid: '', token: '' } })),
  refused(
    'resetPassword',
    'nothing visible (the answer is the same whatever happens, by design)',
    'e-mail "backcheck" (no address)',
    () => ({ body: { email: NOT_EMAIL } }),
  ),
  refused('resetPasswordConfirm', 'password reset links fail', 'an empty uid, token and password', () => ({
    body: { uid: '', token: '', new_password: '' },
  })),
  refused('smsCode', 'sign-in by SMS code fails', 'phone "backcheck" (no number)', () => ({
    query: { phone: NOT_PHONE },
  })),
  refused('emailCode', 'sign-in by e-mail code fails', 'e-mail "backcheck" (no address)', () => ({
    query: { email: NOT_EMAIL },
  })),
  refused('loginByEmail', 'sign-in by code fails', 'e-mail "backcheck" and code "backcheck"', () => ({
    body: { email: NOT_EMAIL, code: 'backcheck' },
  })),
  refused(
    'phoneRegister',
    'registration by phone (adverts) fails: no code is sent',
    'phone "backcheck" (no number)',
    () => ({ body: { phone: NOT_PHONE } }),
  ),
  refused(
    'phoneRegisterConfirm',
    'registration by phone (adverts) fails at the code step',
    'code "backcheck" (not the SMS code) and e-mail "backcheck"',
    () => ({ params: { phone: '37360000000' }, body: { code: 'backcheck', email: NOT_EMAIL } }),
  ),
  // the signed-in account: its contacts (codes) and the account itself
  ...signedInRefusals({
    phoneSendCode: [
      'adding a phone number fails',
      'phone "backcheck"',
      () => ({ body: { new_phone_number: NOT_PHONE } }),
    ],
    emailSendCode: [
      'adding an e-mail address fails',
      'e-mail "backcheck"',
      () => ({ body: { new_email_address: NOT_EMAIL } }),
    ],
    addPhone: [
      'adding a phone number fails',
      'phone and code "backcheck"',
      () => ({ body: { phone_number: NOT_PHONE, verification_code: 'backcheck' } }),
    ],
    createAuthNumber: [
      'setting the sign-in phone number fails',
      'phone and code "backcheck"',
      () => ({ body: { phone_number: NOT_PHONE, verification_code: 'backcheck' } }),
    ],
    changeAuthNumber: [
      'changing the sign-in phone number fails',
      'phone and code "backcheck"',
      () => ({ body: { phone_number: NOT_PHONE, verification_code: 'backcheck' } }),
    ],
    addEmail: [
      'adding an e-mail address fails',
      'e-mail and code "backcheck"',
      () => ({ body: { email_address: NOT_EMAIL, verification_code: 'backcheck' } }),
    ],
    setPassword: [
      'changing the password fails',
      'no current password, an empty new one',
      () => ({ body: { new_password: '' } }),
    ],
    changePersonalData: [
      'saving the profile fails',
      'birthday "backcheck" (no date)',
      (f) => (f.userId ? { params: { id: f.userId }, body: { birthday: 'backcheck' } } : 'no user id (me)'),
    ],
    changeFullName: ['saving the profile fails', 'an empty full name', () => ({ body: { full_name: '' } })],
    changeProfileImage: [
      'uploading a profile photo fails',
      'a text file as the photo',
      () => ({
        form: {
          [ACCOUNTS.profileImage.field]: { file: 'backcheck.png', type: 'image/png', content: 'backcheck: no image' },
        },
      }),
    ],
    makeEmailPrimary: [
      'choosing the primary e-mail fails',
      'e-mail "backcheck"',
      () => ({ body: { email_address: NOT_EMAIL } }),
    ],
    createCompany: [
      'adding a company fails',
      'an empty name and address, IDNO "backcheck"',
      (f) => {
        const id = f.userGroupId ?? f.userId
        return id ? { params: { id }, body: { name: '', idno: 'backcheck', address: '' } } : 'no user-group id'
      },
    ],
    createCompanyMulti: [
      'adding companies fails',
      'an empty list of companies',
      (f) => {
        const id = f.userGroupId ?? f.userId
        return id ? { params: { id }, body: { companies: [] } } : 'no user-group id'
      },
    ],
  }),
  // No body to make invalid: sent without the bearer token, they must answer 401 (or another 4xx
  // but 404 and 405), which no back end can take as the account's request.
  ...withoutToken({
    deleteProfileImage: ['removing the profile photo fails', () => ({})],
    deletePhone: ['removing a phone number fails', () => ({ params: { id: 999_999_999 } })],
    deleteEmail: ['removing an e-mail address fails', () => ({ params: { id: 999_999_999 } })],
    requestDeleteAccount: ['account deletion cannot be requested', () => ({ body: {} })],
  }),
  refused('confirmDeleteAccount', 'account deletion links fail', 'an empty uid and token', () => ({
    body: { uid: '', token: '' },
  })),
  // social sign-in: a provider's token the check has not got
  ...(['googleAuth', 'googleLogin', 'facebookAuth'] as const).map((name) =>
    refused(
      name,
      `sign-in with ${name === 'facebookAuth' ? 'Facebook' : 'Google'}${name === 'googleLogin' ? ' in the adverts area' : ''} fails`,
      'an empty access_token',
      () => ({ body: { access_token: '' } }),
    ),
  ),
  refused('twitterAuth', 'sign-in with Twitter fails', 'an empty oauth_token and oauth_verifier', () => ({
    body: { oauth_token: '', oauth_verifier: '' },
  })),
  // last: the refusals above that need the session send its token
  {
    name: 'logout',
    signedIn: true,
    cleanup: true,
    shop: 'signing out does not revoke the refresh token on the back end (the cookies are cleared anyway)',
    call: (f) => (f.refresh ? { auth: true, body: { refresh: f.refresh } } : 'not signed in'),
  },
]

/** Why the order calls are skipped: the report suggests --order-id then. */
export const NO_ORDER = 'the account has no order'

/** Values every contract schema refuses for an e-mail address and a phone number. */
const NOT_EMAIL = 'backcheck'
const NOT_PHONE = 'backcheck'

/** A call sent deliberately invalid (Probe.expect 'refused'); only with --allow-writes, as a back end that takes it would store it. */
function refused(
  name: EndpointName,
  shop: string,
  refusal: string,
  call: (f: Found) => ProbeCall | string,
  more: Partial<Probe> = {},
): Probe {
  return { name, shop, refusal, call, expect: 'refused', writes: true, ...more }
}

type RefusalPlan = [shop: string, refusal: string, call: (f: Found) => ProbeCall | string]
function signedInRefusals(plans: Partial<Record<EndpointName, RefusalPlan>>): Probe[] {
  return Object.entries(plans).map(([name, [shop, refusal, call]]) =>
    refused(
      name as EndpointName,
      shop,
      refusal,
      (f) => {
        const made = call(f)
        return typeof made === 'string' ? made : { ...made, auth: true }
      },
      { signedIn: true },
    ),
  )
}
function withoutToken(plans: Partial<Record<EndpointName, [shop: string, call: (f: Found) => ProbeCall]>>): Probe[] {
  return Object.entries(plans).map(([name, [shop, call]]) =>
    refused(name as EndpointName, shop, 'no bearer token (the call needs one)', (f) => ({ ...call(f), auth: false })),
  )
}

/**
 * Calls the spec names at two paths: the shop asks the second when the first is not offered (404,
 * 405, 501; firstOffered, the carrier's CARRIER_OTHER_PATH). settleTwoPaths (core.ts) judges each pair
 * as the shop would use it.
 */
export const TWO_PATHS = {
  createOrder: 'createOrderV3',
  associatedProductsV2: 'associatedProducts',
  ...CARRIER_OTHER_PATH,
} as const satisfies Partial<Record<EndpointName, EndpointName>>

/** The first region's first locality and the first integer locality id; the first region given without its localities. */
function learnLocalities(regions: Any[], f: Found) {
  const first = FIRST_OF<Any>(regions)
  const id = FIRST_OF<Any>(first?.localities)?.localityId
  if (id !== undefined) f.locality = { regionId: first.regionId, id }
  f.localityId ??= regions
    .flatMap((r) => r.localities ?? [])
    .find((l: Any) => typeof l.localityId === 'number')?.localityId
  f.regionWithoutLocalities ??= regions.find((r) => r.localities === undefined)?.regionId
}

/** Registry endpoints the storefront never calls (the reference back end serves them for other clients): not checked. */
export const NOT_CALLED: readonly EndpointName[] = [
  'productFilterPromo',
  'sectors',
  'ordersListLegacy',
  'userById',
  'legacyDeleteFavorite',
  'advertTitle',
  // the owner's read and the former favourite toggles: the shop uses the spec's shared paths with ?area=adverts (decision 0045)
  'advert',
  // ours without a slug: the shop creates at the accounts spec's POST /api/adverts/{slug}/ (session 63)
  'createAdvert',
  'addFavoriteAdvert',
  'deleteFavoriteAdvert',
  // the contacts page reads its contacts from the groups (contactGroups); a vacancy opens from the list's own entry
  'contactList',
  'vacancy',
]
