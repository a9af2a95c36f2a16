import { z } from 'zod'
import { intId, localeSchema, num } from './common'
import { itemsOf } from './items'

/**
 * GET /settings/global_site_settings, /settings/footer_settings, /general/menu_tree.
 * Every field has the spec's default and a malformed field falls back to it (`.catch`), so a
 * partially broken answer still yields usable settings; an answer with none of the fields fails
 * (`someKnownField`). The admin API emits the full shape.
 */

const phoneSchema = z.string().nullish().catch(null)

/**
 * A city to choose (spec: "cities_to_choose (id)"): its name as `title` or `name`, as the spec's other
 * named things come (filter options, payment systems). A back end that wrote `name` gave a city
 * picker of blank buttons (an operator's back end, session 55). The spec names only the id: a city
 * given as its id alone (`{id}`, or the bare id) has a null title here, and the settings' loader names
 * it from the localities (platform/city-names.server.ts); one still unnamed is left out there.
 */
const cityToChooseSchema = z
  .preprocess(
    (v) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v.trim())) ? { id: v } : v),
    z.object({
      id: intId,
      title: z
        .string()
        .trim()
        .min(1)
        .optional()
        .catch(undefined)
        .meta({ absent: 'name, else named from the localities' }),
      name: z.string().trim().min(1).optional().catch(undefined).meta({ alt: 'title' }),
    }),
  )
  .transform(({ id, title, name }) => ({ id, title: title ?? name ?? null }))

/**
 * A list where a malformed entry drops only itself: the other entries are kept, and a value that is
 * not a list gives []. (A `.catch([])` on the whole array would empty it for one bad entry.)
 */
export function entriesOf<T extends z.ZodType>(entry: T, field: string) {
  return itemsOf(entry, field).catch([]).default([])
}

/**
 * A settings flag: true/false, 1/0, "1"/"0" or "true"/"false" (a back end that stores flags as
 * integers or strings sends them so). Missing, null or anything else keeps the spec's default
 * (`fallback`): `hide_price_for_guests: 1` hides prices, `is_user_cabinet: 0` has no cabinet.
 */
export function flag(fallback: boolean) {
  return z
    .json()
    .nullish()
    .transform((v): boolean => {
      const text = typeof v === 'string' ? v.trim().toLowerCase() : v
      if (text === true || text === 1 || text === '1' || text === 'true') return true
      if (text === false || text === 0 || text === '0' || text === 'false') return false
      return fallback
    })
    .catch(fallback)
    .meta({ doc: 'true/false, 1/0, "1"/"0" or "true"/"false"', absent: JSON.stringify(fallback) })
}

/** A string field that is null when missing or malformed (its group keeps its other fields). */
const optionalText = z.string().nullish().catch(null)

/** An object whose fields all have defaults: missing gives the defaults, malformed gives them too. */
function withDefaults<T extends z.ZodRawShape>(shape: T) {
  const inner = z.object(shape)
  return inner.prefault({} as never).catch(() => inner.parse({}))
}

export const mainUiInterfaceSchema = withDefaults({
  mainLang: localeSchema.nullish().catch(null),
  main_theme: z.string().catch('light_theme').default('light_theme'),
  mobileBarUiType: z.string().nullish().catch(null),
  article_view_type: z.string().nullish().catch(null),
  banners_view_type: z.string().nullish().catch(null),
  main_navigation_view_type: z.string().nullish().catch(null),
  main_slider_view_type: z.string().nullish().catch(null),
  product_slider_view_type: z.string().nullish().catch(null),
  top_navigation_view_type: z.string().nullish().catch(null),
  vacancy_view_type: z.string().nullish().catch(null),
  contacts_view_type: z.string().nullish().catch(null),
  reviews_view_type: z.string().nullish().catch(null),
  video_view_type: z.string().nullish().catch(null),
  filter_sort_catalog_view_type: z.string().nullish().catch(null),
  compare_page_view_type: z.string().nullish().catch(null),
  sidebar_view: z.string().nullish().catch(null),
  main_page_brand_view: z.string().nullish().catch(null),
  promotions_main_page_view_type: z.string().nullish().catch(null),
  counter_in_the_product_card: z.string().nullish().catch(null),
  mobile_filter_view_type: z.string().nullish().catch(null),
  storefront_view_type: z.string().nullish().catch(null),
})

export const additionalSettingsSchema = withDefaults({
  font_link: z.string().nullish().catch(null),
  font_file: z.string().nullish().catch(null),
  is_user_cabinet: flag(true),
  header_style: z.enum(['fixed', 'static', 'compact']).catch('fixed').default('fixed'),
  is_units_measurement: flag(false),
  sort_by_priority: flag(false),
  shared_keys: z.record(z.string(), z.string()).catch({}).default({}),
  enable_product_reviews: flag(false),
  black_and_white_product_card_for_pre_order: flag(false),
  show_stock_quantity_in_the_product_card: flag(false),
  pharmacy_mode: flag(false),
  age_restriction: flag(false),
})

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
const timeSlotSchema = z
  .object({ from: z.string().regex(HHMM), to: z.string().regex(HHMM) })
  .refine((s) => s.from < s.to, 'a slot ends after it starts')
/**
 * calendar_settings (spec section 3 names it, not its fields; decision 0041): the delivery date and
 * time the shopper picks at checkout for delivery to an address. `enabled` (default false) shows the
 * choice; `days_ahead` days from today in the shop's time zone (default 7, 1-60); `time_slots` the
 * day's delivery windows (default 09:00-13:00, 13:00-17:00, 17:00-21:00; an invalid one is dropped,
 * none left gives the default);
 * `days_off` the ISO weekdays without delivery (1 Monday .. 7 Sunday).
 */
export const DEFAULT_TIME_SLOTS = [
  { from: '09:00', to: '13:00' },
  { from: '13:00', to: '17:00' },
  { from: '17:00', to: '21:00' },
]
export const calendarSettingsSchema = withDefaults({
  enabled: flag(false),
  days_ahead: num.pipe(z.number().int().min(1).max(60)).catch(7).default(7),
  time_slots: z
    .array(z.unknown())
    .transform((list) => {
      const slots = list.flatMap((item) => timeSlotSchema.safeParse(item).data ?? []).slice(0, 24)
      return slots.length ? slots : DEFAULT_TIME_SLOTS
    })
    .catch(DEFAULT_TIME_SLOTS)
    .default(DEFAULT_TIME_SLOTS),
  days_off: z
    .array(num.pipe(z.number().int().min(1).max(7)))
    .catch([])
    .default([]),
})
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>

/** How many levels deep a value read as any JSON (`anyJson`) may go: far more than any settings field has. */
export const JSON_LEVELS = 32

/** Whether `value` is at most `levels` deep (a scalar is 0, `[]` or `{}` 1), walked without recursion. */
export function withinLevels(value: unknown, levels = JSON_LEVELS): boolean {
  const stack: [unknown, number][] = [[value, 1]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next
    if (node === null || typeof node !== 'object') continue
    if (depth > levels) return false
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return true
}

/**
 * Any JSON taken as it comes (credits, delivery_price, cart_settings' own keys), at
 * most JSON_LEVELS deep; a deeper value is refused (its field's default). Taken at any depth, a value
 * 500 to 1,000 levels deep passed the schema and the parse's walks and then the page's serializer
 * refused it ("SerovalDepthLimitError: Depth limit of 1000 reached"): these fields reach every page's
 * shell data, and every page of the shop was a 500 (session 70's transport audit). Deeper still, the
 * walks overflow and the whole answer is refused as nested too deep (client.ts).
 */
const anyJson = () =>
  z
    .unknown()
    .refine((value) => withinLevels(value))
    .pipe(z.json())
    .meta({ doc: `any JSON, at most ${JSON_LEVELS} levels deep` })

/**
 * cart_settings: an open record from the back end; `server_cart` (default false) switches the
 * server-cart variant on (decision 0008): the back end owns the cart, the browser keeps a copy.
 */
const cartSettingsObject = z
  .object({
    server_cart: flag(false),
    /** The least goods total (after the promo discount, before delivery) an order may have; 0: none. */
    min_order_total: num.pipe(z.number().min(0)).catch(0).default(0),
  })
  .catchall(anyJson().catch(null))
export const cartSettingsSchema = cartSettingsObject.prefault({}).catch(() => cartSettingsObject.parse({}))

/** A link to follow: an empty or blank URL is none (it opened the current page in a new tab). */
const linkUrl = z.string().trim().min(1)
export const socialLinkSchema = z.object({ slug: z.string(), url: linkUrl, title: z.string().nullish() })

/**
 * social_media: the spec's "entries keyed by slug" read as a list of { slug, url, title } or as an
 * object keyed by slug whose values are the URL (`{ "facebook": "https://..." }`) or an entry without
 * its slug (`{ "facebook": { "url": "https://..." } }`). Either way entry by entry: one without a URL
 * drops only itself.
 */
export const socialMediaSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value
    return Object.entries(value).map(([slug, entry]) =>
      entry && typeof entry === 'object' && !Array.isArray(entry) ? { slug, ...entry } : { slug, url: entry },
    )
  },
  entriesOf(socialLinkSchema, 'social_media'),
)

export const scriptItemSchema = z.object({
  location: z.enum(['head', 'body_start', 'body_end']).catch('head'),
  script: z.string(),
  script_type: z.enum(['script', 'noscript']).catch('script'),
})

/**
 * A menu level: a node without a url of its own (null, absent or empty) that groups others is replaced
 * by them at its place (session 61's operator audit: a heading "Electronics" with no url was dropped,
 * and its categories with it); one without a url nor entries is left out as before.
 */
export function menuLevel(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return value.flatMap((node: unknown): unknown[] => {
    if (!node || typeof node !== 'object') return [node]
    const { url, subcategories } = node as { url?: unknown; subcategories?: unknown }
    const urlless = url === null || url === undefined || (typeof url === 'string' && url.trim() === '')
    return urlless && Array.isArray(subcategories) && subcategories.length > 0
      ? (menuLevel(subcategories) as unknown[])
      : [node]
  })
}

/** Entries of a menu level (menuLevel first), each as entriesOf reads them. */
const menuEntries = (field: string) => z.preprocess(menuLevel, entriesOf(menuNodeSchema, field))

/** How many levels of a menu tree the shop reads: more than any catalogue's (the desktop prints three). */
export const MENU_LEVELS = 10

/**
 * A menu tree's first `levels` levels; below them a node has no entries. Read whole, a tree 500 levels
 * deep overflowed the parse's stack, and the settings' RangeError made every page a 500 (session 70's
 * transport audit: a 1 MB settings answer).
 */
export function menuCut(value: unknown, levels = MENU_LEVELS): unknown {
  if (!Array.isArray(value)) return value
  return value.map((node: unknown) => {
    if (!node || typeof node !== 'object' || !Array.isArray((node as MenuNode).subcategories)) return node
    const entries = (node as MenuNode).subcategories
    return { ...(node as MenuNode), subcategories: levels > 1 ? menuCut(entries, levels - 1) : [] }
  })
}

/** A whole menu tree (the settings' menu_tree, GET /general/menu_tree): its first MENU_LEVELS levels. */
const menuTree = (field: string) => z.preprocess((value) => menuCut(value), menuEntries(field))

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: intId,
    title: z.string(),
    url: z.string(),
    icon: optionalText,
    image: optionalText,
    badge: optionalText,
    productCount: num.nullish().catch(null),
    subcategories: menuEntries('subcategories'),
  }),
) as never
export interface MenuNode {
  id: number
  title: string
  url: string
  icon?: string | null
  image?: string | null
  badge?: string | null
  productCount?: number | null
  subcategories: MenuNode[]
}

export const brandNodeSchema = z.object({
  id: intId,
  name: z.string(),
  slug: z.string().nullish(),
  image: z.string().nullish(),
})

/**
 * One popup of `popups` (the spec names the field, not its entries; decision 0044): shown in an
 * accessible dialog after `popups_configuration.delay`, on the pages its `pages` name (`all`, `home`,
 * or a path without the language such as `/promotions`), at most as often as the configuration's
 * `frequency` allows. It needs an id and something to show - a title, a text or an image: one without
 * a title opens too, its dialog named by the shop (session 60's operator audit: an image popup without
 * a title never opened).
 */
export const popupSchema = z
  .object({
    id: z.union([z.number(), z.string().min(1)]).transform(String),
    title: optionalText,
    text: optionalText,
    image: optionalText,
    url: optionalText,
    button_text: optionalText,
    pages: z.array(z.string()).catch(['home']).default(['home']),
  })
  .refine((p) => Boolean(p.title || p.text || p.image), 'a popup shows a title, a text or an image')
export type Popup = z.infer<typeof popupSchema>

/** popups_configuration: how long a page waits before a popup opens, and how often one may show. */
export const popupsConfigurationSchema = withDefaults({
  delay: num.pipe(z.number().int().min(0).max(600_000)).catch(5000).default(5000),
  frequency: z.enum(['once', 'session', 'daily']).catch('session').default('session'),
})
export type PopupsConfiguration = z.infer<typeof popupsConfigurationSchema>

/** mobile_apps_settings: the shop's app store links (https only; anything else is no link). */
const storeLink = z
  .url({ protocol: /^https$/ })
  .nullable()
  .catch(null)
export const mobileAppsSchema = withDefaults({ ios: storeLink, android: storeLink })

/** discount_card_settings: whether the shop offers a discount card (its page is `/settings/discount_page`). */
export const discountCardSchema = withDefaults({ enabled: flag(false) })

/**
 * An answer of a settings call that carries none of the fields the shop reads from it (`{}`, or only
 * fields of its own, such as `{ "detail": "..." }`) is no answer (decision 0096): it fails the call
 * (`malformed`), so the page shows the spec's defaults with its notice and is not cached, rather
 * than rendering the defaults as if the back end had chosen them. An answer with at least one known
 * field keeps the per-field defaults for the rest.
 */
function someKnownField<T extends z.ZodObject>(object: T, what: string) {
  const known = Object.keys(object.shape)
  return z.preprocess((value, ctx) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && !known.some((key) => Object.hasOwn(value, key)))
      ctx.addIssue({ code: 'custom', message: `${what}: none of the fields the shop reads`, input: value })
    return value
  }, object)
}

const globalSettingsObject = z.object({
  /** The spec's "project (name)": the name itself, or an object carrying it (`{ name }`). */
  project: z
    .union([z.string(), z.object({ name: z.string() }).transform((p) => p.name)])
    .catch('')
    .default(''),
  project_currency: z.string().catch('MDL').default('MDL'),
  /** Locale codes, or the spec's Locale entries ("code, iso, file, dir, name") read by their code (review R1). */
  langs: z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.map((entry) =>
              entry && typeof entry === 'object' && 'code' in entry ? (entry as { code: unknown }).code : entry,
            )
          : value,
      // A code the shop has no language for (`de`) leaves out only itself (session 59's operator audit:
      // it brought back all four); none left is the four.
      itemsOf(localeSchema, 'langs').refine((langs) => langs.length > 0),
    )
    .catch(['ro', 'ru', 'uk', 'en'])
    .default(['ro', 'ru', 'uk', 'en']),
  colors: z
    .object({
      primary: z.string().nullish().catch(null),
      secondary: z.string().nullish().catch(null),
      dark_theme: flag(false),
    })
    .catch({ dark_theme: false })
    .default({ dark_theme: false }),
  logo: z
    .object({ logo: optionalText, logoDark: optionalText })
    .catch({ logo: null, logoDark: null })
    .default({ logo: null, logoDark: null }),
  icons: z.object({ favicon: optionalText }).catch({ favicon: null }).default({ favicon: null }),
  styles: z
    .object({
      css: optionalText,
      script: optionalText,
      additional_js_items: entriesOf(scriptItemSchema, 'styles.additional_js_items'),
      no_script_text: optionalText,
    })
    .catch({ css: null, script: null, additional_js_items: [], no_script_text: null })
    .default({ css: null, script: null, additional_js_items: [], no_script_text: null }),
  sitesettingsstatistic: z
    .object({
      google_analytics_4: optionalText,
      google_tag_manager: optionalText,
      facebook_meta_pixel_code: optionalText,
      facebook_verification: optionalText,
      google_search_console: optionalText,
      yandex_metrika: optionalText,
      jivo_chat: optionalText,
    })
    .catch({})
    .default({}),
  additional_settings: additionalSettingsSchema,
  calendar_settings: calendarSettingsSchema,
  is_romanian: flag(false),
  /**
   * The site's phone format (accounts spec 5; decision 0038): which of the spec's masks the phone
   * fields use - `romania` (+40), `moldova` (+(373)), `default` (+38 ### ###-##-##) or `alternative`
   * (+48). Absent: `romania` when is_romanian, else `moldova`.
   */
  phone_mask: z.enum(['romania', 'moldova', 'default', 'alternative']).nullable().catch(null).default(null),
  cities_to_choose: entriesOf(cityToChooseSchema, 'cities_to_choose'),
  mainUiInterface: mainUiInterfaceSchema,
  product_display: z.enum(['grid', 'list']).catch('grid').default('grid'),
  pagination_option: z.enum(['pagination', 'load_more']).catch('pagination').default('pagination'),
  phones: z
    .object({
      mainPhoneNumber: phoneSchema,
      stationaryPhoneNumber: phoneSchema,
      supportPhoneNumber: phoneSchema,
      serviceCenterPhoneNumber: phoneSchema,
    })
    .catch({})
    .default({}),
  social_media: socialMediaSchema,
  credits: z.array(anyJson()).catch([]).default([]),
  delivery_price: anyJson().optional().catch(undefined),
  text_delivery_info: z.string().nullish().catch(null),
  popups: entriesOf(popupSchema, 'popups'),
  popups_configuration: popupsConfigurationSchema,
  mobile_apps_settings: mobileAppsSchema,
  discount_card_settings: discountCardSchema,
  main_email: z.string().nullish().catch(null),
  active_products_count: num.catch(0).default(0),
  default_sorting: z.string().nullish().catch(null),
  has_product_of_the_day: flag(false),
  allow_negative_stock: flag(false),
  menu_tree: menuTree('menu_tree'),
  brand_tree: entriesOf(brandNodeSchema, 'brand_tree'),
  brands_position: num.nullish().catch(null),
  is_registration_required_for_order: flag(false),
  has_tax_calculation: flag(false),
  buttonsSettings: z
    .object({
      display_side_menu: flag(true),
      show_product_code: flag(false),
    })
    .catch({ display_side_menu: true, show_product_code: false })
    .default({ display_side_menu: true, show_product_code: false }),
  header_pages: entriesOf(
    // A link without its text or its address is none (an empty <a> in the top bar).
    z.object({ title: z.string().trim().min(1), url: linkUrl, show_in_mobile: flag(false) }),
    'header_pages',
  ),
  cart_settings: cartSettingsSchema,
  hide_price_for_guests: flag(false),
  captcha: z
    .object({ site_key: z.string().nullish(), version: num.catch(2).default(2) })
    .catch({ version: 2 })
    .default({ version: 2 }),
})
export const globalSettingsSchema = someKnownField(globalSettingsObject, 'site settings')
/** The settings as the back end answers them: a city to choose may still lack its name. */
export type AnsweredGlobalSettings = z.infer<typeof globalSettingsObject>
export type CityToChoose = { id: number; title: string }
/** The settings a page reads: every city to choose named (platform/city-names.server.ts). */
export type GlobalSettings = Omit<AnsweredGlobalSettings, 'cities_to_choose'> & { cities_to_choose: CityToChoose[] }

/** The defaults a page renders with when the settings call fails. */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = { ...globalSettingsObject.parse({}), cities_to_choose: [] }

const footerSettingsObject = z.object({
  developers: entriesOf(z.object({ name: z.string(), url: z.string().nullish() }), 'developers'),
  copyright: z.string().nullish().catch(null),
  columns: entriesOf(
    z.object({ title: z.string(), links: entriesOf(z.object({ title: z.string(), url: z.string() }), 'links') }),
    'columns',
  ),
})
export const footerSettingsSchema = someKnownField(footerSettingsObject, 'footer settings')
export type FooterSettings = z.infer<typeof footerSettingsObject>
export const DEFAULT_FOOTER_SETTINGS: FooterSettings = footerSettingsObject.parse({})

export const menuTreeSchema = z.preprocess((value) => menuLevel(menuCut(value)), itemsOf(menuNodeSchema, ''))
