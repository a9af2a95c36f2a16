/**
 * A second, spec-shaped back end for the tests (issue 49.3): a proxy in front of the reference
 * back end that answers in the shapes the specification allows but `admin-api/` never sends, and adds
 * fields of its own. It wraps a fetcher (SELF.fetch in workerd, global fetch elsewhere), so any test
 * that takes a fetcher can run against it.
 *
 * What it changes (each is an alternative the spec names, or what a plain REST back end sends where
 * the spec is silent; docs/contract.md):
 * - listings: `data.products` instead of `products` and `data`; filter options `sp_key`/`name`
 *   instead of `id`/`title`, no `count`; the status group under `status_filter`, the category group
 *   under `category_filters`;
 * - product cards: decimals as strings, `code` null, none of our own fields (slugs, rating,
 *   home_delivery, card_payment_available, brand id and slug);
 * - the carrier price: the first item alone instead of an array;
 * - the settings: flags as 1/0, menu and brand-tree ids as strings of digits, `social_media` keyed by
 *   slug (an object, not a list);
 * - a CMS page: only the spec's `html`, `ignore_layout` and `show_breadcrumbs`;
 * - the brand list: brands of the spec's `id` and `name` (and the `slug` their pages need), nothing of ours;
 * - every JSON object answer: an `operator_meta` field of its own; every card an `operator_sku`.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Obj = { [key: string]: Json }

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const LISTINGS = [
  /^\/general\/v2\/category\/[^/]+\/?$/,
  /^\/general\/v2\/search\/search\/?$/,
  /^\/general\/v2\/promos\/?$/,
  /^\/general\/brand\/[^/]+\/?$/,
]
const CARRIER_PRICE = /delivery-price/

const decimal = (v: Json | undefined) => (typeof v === 'number' ? v.toFixed(2) : v)

function card(c: Obj): Obj {
  const { slugs: _slugs, rating: _rating, home_delivery: _home, card_payment_available: _card, ...rest } = c
  const brand: Json = isObj(c.brand) ? { name: c.brand.name ?? '' } : (c.brand ?? null)
  return {
    ...rest,
    brand,
    price: decimal(c.price) ?? null,
    old_price: decimal(c.old_price) ?? null,
    discount: decimal(c.discount) ?? null,
    code: null,
    operator_sku: `SKU-${c.productId}`,
  }
}

/** Every product card in the answer, however deep (lists, sliders, the product page). */
function cards(v: Json): Json {
  if (Array.isArray(v)) return v.map(cards)
  if (!isObj(v)) return v
  const out: Obj = {}
  for (const [k, x] of Object.entries(v)) out[k] = cards(x)
  return typeof v.productId === 'number' && typeof v.url === 'string' && 'price' in v ? card(out) : out
}

function option(o: Json): Json {
  if (!isObj(o)) return o
  const { id, title, count: _count, ...rest } = o
  return { ...rest, ...(id === undefined ? {} : { sp_key: id }), ...(title === undefined ? {} : { name: title }) }
}

function listing(body: Obj): Obj {
  const { products, data: _data, filters, ...rest } = body
  const groups = (Array.isArray(filters) ? filters : []).map((g) =>
    isObj(g) ? { ...g, options: Array.isArray(g.options) ? g.options.map(option) : [] } : g,
  )
  const keyword = (g: Json) => (isObj(g) ? g.keyword : undefined)
  const status = groups.find((g) => keyword(g) === 'status')
  const category = groups.filter((g) => keyword(g) === 'categoryId')
  const out: Obj = {
    ...rest,
    data: { products: products ?? [] },
    filters: groups.filter((g) => keyword(g) !== 'status' && keyword(g) !== 'categoryId'),
  }
  if (status) out.status_filter = status
  if (category.length) out.category_filters = category
  return out
}

const SETTINGS = /^\/settings\/global_site_settings\/?$/
const CMS_PAGE = /^\/page\/.+\/$/
const BRAND_LIST = /^\/general\/brand\/?$/

/** true/false as 1/0, however deep (a back end that stores flags as integers). */
function flagsAsNumbers(v: Json): Json {
  if (typeof v === 'boolean') return v ? 1 : 0
  if (Array.isArray(v)) return v.map(flagsAsNumbers)
  if (!isObj(v)) return v
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, flagsAsNumbers(x)]))
}

/** Tree ids as strings of digits (`subcategories` and `children` nest). */
function idsAsStrings(v: Json): Json {
  if (Array.isArray(v)) return v.map(idsAsStrings)
  if (!isObj(v)) return v
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => [k, k === 'id' && typeof x === 'number' ? String(x) : idsAsStrings(x)]),
  )
}

function settings(body: Obj): Obj {
  const out = flagsAsNumbers(body) as Obj
  if (Array.isArray(body.menu_tree)) out.menu_tree = idsAsStrings(flagsAsNumbers(body.menu_tree))
  if (Array.isArray(body.brand_tree)) out.brand_tree = idsAsStrings(flagsAsNumbers(body.brand_tree))
  if (Array.isArray(body.social_media))
    out.social_media = Object.fromEntries(
      body.social_media.flatMap((e) => (isObj(e) && typeof e.slug === 'string' ? [[e.slug, e.url ?? null]] : [])),
    )
  return out
}

function cmsPage(body: Obj): Obj {
  return {
    html: body.html ?? '',
    ignore_layout: body.ignore_layout ?? false,
    show_breadcrumbs: body.show_breadcrumbs ?? true,
  }
}

function brandList(body: Obj): Obj {
  const only = (b: Json) => (isObj(b) ? { id: b.id ?? null, name: b.name ?? '', slug: b.slug ?? null } : b)
  return { ...body, data: Array.isArray(body.data) ? body.data.map(only) : (body.data ?? []) }
}

/** The spec-shaped answer for a reference answer at `path`. */
export function specShaped(path: string, body: Json): Json {
  let out = cards(body)
  if (isObj(out) && LISTINGS.some((re) => re.test(path))) out = listing(out)
  if (isObj(out) && SETTINGS.test(path)) out = settings(out)
  if (isObj(out) && CMS_PAGE.test(path)) out = cmsPage(out)
  if (isObj(out) && BRAND_LIST.test(path)) out = brandList(out)
  if (CARRIER_PRICE.test(path) && Array.isArray(out) && out.length > 0) out = out[0] as Json
  if (isObj(out)) out = { ...out, operator_meta: { served_by: 'operator back end', version: 3 } }
  return out
}

async function rewrite(
  path: string,
  response: Response,
  change: (path: string, body: Json) => Json,
): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json') || response.status < 200 || response.status >= 300) return response
  const body = (await response.json()) as Json
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(JSON.stringify(change(path, body)), { status: response.status, headers })
}

/** A fetcher that answers like the spec-shaped back end, in front of `inner`. */
export function specShapedFetcher(inner: (request: Request) => Promise<Response>) {
  return async (request: Request) => rewrite(new URL(request.url).pathname, await inner(request), specShaped)
}

/**
 * The first scalar field of an answer (depth first, lists through their first item), as a path, and
 * the answer with that field broken: a string becomes a number, anything else an object (no scalar
 * field takes one; a text would not break an id that may be text, as a payment system's "cash").
 * null when the answer has no scalar field.
 */
export function breakFirstField(body: Json): { path: (string | number)[]; broken: Json } | null {
  const path: (string | number)[] = []
  const find = (v: Json): boolean => {
    if (Array.isArray(v)) {
      if (v.length === 0) return false
      path.push(0)
      if (find(v[0] as Json)) return true
      path.pop()
      return false
    }
    if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        path.push(k)
        if (find(x)) return true
        path.pop()
      }
      return false
    }
    return v !== null
  }
  if (!find(body)) return null
  const broken = structuredClone(body)
  let at: Json = broken
  for (const key of path.slice(0, -1)) at = (at as Record<string | number, Json>)[key] as Json
  const last = path[path.length - 1] as string | number
  const old = (at as Record<string | number, Json>)[last]
  ;(at as Record<string | number, Json>)[last] = typeof old === 'string' ? 12345 : { broken: true }
  return { path, broken }
}

/** A fetcher that breaks the first scalar field of every JSON answer of `inner`, and records each break by path. */
export function fieldBreakingFetcher(inner: (request: Request) => Promise<Response>, breaks: Map<string, string>) {
  return async (request: Request) => {
    const path = new URL(request.url).pathname
    return rewrite(path, await inner(request), (p, body) => {
      const found = breakFirstField(body)
      if (!found) return body
      breaks.set(
        `${request.method} ${p}`,
        found.path
          .map((k) => (typeof k === 'number' ? `[${k}]` : k))
          .join('.')
          .replace(/\.\[/g, '['),
      )
      return found.broken
    })
  }
}

/** Every JSON number as a string ("12.5", "3"), however deep: a back end that serialises every number as text. */
export function numbersAsStrings(v: Json): Json {
  if (typeof v === 'number') return String(v)
  if (Array.isArray(v)) return v.map(numbersAsStrings)
  if (!isObj(v)) return v
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, numbersAsStrings(x)]))
}

/** A fetcher whose every JSON answer of `inner` carries its numbers as strings. */
export function numbersAsStringsFetcher(inner: (request: Request) => Promise<Response>) {
  return async (request: Request) =>
    rewrite(new URL(request.url).pathname, await inner(request), (_path, body) => numbersAsStrings(body))
}
