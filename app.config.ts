/**
 * The storefront's typed configuration: locales, themes, and every business constant and timing
 * from the specification. This is the one place such numbers live; code imports them from here.
 */

import {
  DELIVERY_RULES,
  OPAQUE_ID,
  ORDER_CREATE_TIMEOUT_MS,
  TOKEN_EXPIRY_SKEW_MS,
  WIRE_LIMITS,
} from './app/api/contract/wire'

export { OPAQUE_ID }

export const LOCALES = ['ro', 'ru', 'uk', 'en'] as const
export type Locale = (typeof LOCALES)[number]

/** BCP 47 tags used for Intl formatting and <html lang>. */
export const LOCALE_ISO: Record<Locale, string> = { ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA', en: 'en-GB' }
export const LOCALE_NAMES: Record<Locale, string> = { ro: 'Română', ru: 'Русский', uk: 'Українська', en: 'English' }

/** Fallback for the browser-language redirect at `/` and when settings name no main language. */
/** The shop's time zone (app/api/contract/wire.ts: the reference back end's meal menu reads it too). */
export { SITE_TIME_ZONE } from './app/api/contract/wire'
/**
 * Every UTC offset (minutes) SITE_TIME_ZONE takes: winter and summer time. With them a date-time's
 * day in the shop prints without Intl, except in the hour a day when the offset decides it: the
 * browser's first Intl.DateTimeFormat with a time zone loads its zone data (decision 0084).
 * time-zone.test.ts checks them against Intl for 2000-2040, the years formatDate uses them in.
 */
export const SITE_TIME_ZONE_OFFSETS_MIN: readonly number[] = [120, 180]

export const FALLBACK_LOCALE: Locale = 'ro'
/** The initial locale's last step (spec 4, Language: language cookie, else the main language, else ru). */
export const INITIAL_LOCALE_LAST_RESORT: Locale = 'ru'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export const THEMES = ['electro', 'home', 'pharma', 'market', 'business', 'meals'] as const
export type ThemeName = (typeof THEMES)[number]
export const DEFAULT_THEME: ThemeName = 'electro'
/** The themes with the classified-adverts area (decision 0024): the theme table's flag and the Worker's /api/adverts read this. */
export const ADVERT_THEMES: readonly ThemeName[] = ['market']
export const hasAdverts = (theme: string | undefined) => (ADVERT_THEMES as readonly string[]).includes(theme ?? '')

export const CURRENCY_SYMBOLS = { MDL: 'lei', RON: 'ron', USD: '$', EUR: 'eur', UAH: '₴' } as const
export type Currency = keyof typeof CURRENCY_SYMBOLS
export const DEFAULT_CURRENCY: Currency = 'MDL'

export const COOKIES = {
  userGroupId: 'user-group-id',
  selectedCity: 'selected_city',
  i18nRedirected: 'i18n_redirected',
  language: 'language',
  isAgeValid: 'is_age_valid',
  devMode: 'dev-mode',
  /** Readable by scripts: when the access token expires (epoch seconds); no token material (decision 0017). */
  tokenExpires: 'token_expires',
} as const

/**
 * Cookies only the Worker and server code read or set (tokens, the guest cart, the social sign-in
 * state...): out of COOKIES, which every page's first load carries (decision 0107).
 */
export const SERVER_COOKIES = {
  token: 'token',
  refreshToken: 'refresh_token',
  userToken: 'user_token',
  userAuthToken: 'user-auth-token',
  /** HttpOnly: the Worker's HMAC of `user-group-id` bound to the session's access token (decision 0038). */
  userGroupSig: 'user-group-sig',
  firstVisit: 'firstVisit',
  utm: 'utm',
  guestCart: 'cart_guest',
  /** HttpOnly, short-lived: the `state` of a social sign-in in progress, bound to this browser (decision 0021). */
  socialState: 'social_state',
  /**
   * HttpOnly: the device key of the browser that registered (issue 50, decision 0064). Sent with the
   * registration and the activation: only this browser's activation keeps the password typed at
   * registration and signs in; any other opener of the link sets a password.
   */
  registrationDevice: 'reg_device',
  /**
   * HttpOnly: this browser's sign-in key (decision 0121), sent with sign-ins, codes and reset requests
   * (X-Browser-Key): a browser that signed in to an account is not kept out by what strangers did to it.
   */
  browserKey: 'browser_key',
  /**
   * HttpOnly, as long as its token lives: the expiry of an access token the refresh gave that is not
   * "valid" by the 30 s rule even new (a back end handing out shorter tokens, or its clock behind
   * ours). The page gate takes that token until it runs out instead of sending the page back to the
   * refresh, which answered with another such token: a redirect loop (session 62's operator audit).
   */
  shortToken: 'token_short',
  /**
   * HttpOnly, 10 s: the page refresh just sent this browser back with a new token. The page gate then
   * lets the page render (the back end judges the token; a refusal ends the session) rather than send
   * it to the refresh a second time in a row: whatever the token says, no redirect loop (session 63).
   */
  refreshHop: 'token_refreshed',
  /**
   * HttpOnly, Path=/api/auth, 60 s: a hash of the refresh token(s) the back end just refused (never
   * the token). The first refusal ends nothing - another tab's refresh may have rotated the token, its
   * new cookie on the way - and the browser asks again with the cookie it holds then; the same token
   * refused again ends the session (worker/api/auth.ts, review a1).
   */
  refreshRefused: 'refresh_refused',
} as const

/**
 * Where each session cookie is sent. The refresh token only goes to the Worker's session endpoints
 * (worker/api/auth.ts), never with pages or server functions (decision 0017).
 */
export const COOKIE_PATHS = { session: '/', refresh: '/api/auth' } as const

/** Cookie lifetimes in seconds. */
export const COOKIE_MAX_AGE = {
  i18nRedirected: 365 * 24 * 3600,
  language: 365 * 24 * 3600,
  isAgeValid: 365 * 24 * 3600,
  selectedCity: 365 * 24 * 3600,
} as const

/** Lifetimes (seconds) of the cookies only the Worker sets (out of COOKIE_MAX_AGE for the same reason as SERVER_TIMINGS). */
export const SERVER_COOKIE_MAX_AGE = {
  access: 172_800,
  refresh: 604_800,
  userToken: 365 * 24 * 3600,
  cartAndFavorites: 31_536_000,
  devMode: 24 * 3600,
  utm: 30 * 24 * 3600,
  /** A social sign-in must come back from the provider within 10 minutes. */
  socialState: 600,
  /** As long as an activation link lives (ACCOUNTS.linkTtlSeconds, 24 h). */
  registrationDevice: 24 * 3600,
  /** Renewed at each sign-in attempt; the back end remembers a browser 90 days after its last sign-in. */
  browserKey: 365 * 24 * 3600,
} as const

export const STORAGE_KEYS = {
  browserId: 'browser_id',
  tabId: 'tab-id',
  cart: 'cart',
  cartData: 'cart-data',
  cartVersion: 'cart-version',
  compare: 'compare',
  favorites: 'favorites',
  /** Set once the local favourites were merged into the signed-in account's (decision 0023); removed when signed out. */
  favoritesSynced: 'favorites_synced',
  viewedProducts: 'viewedProducts',
  recentProductsEcom: 'recent_products_ecom',
  recentProducts: 'recent_products',
  cartLock: 'cart-lock',
  quoteCart: 'quote_cart',
  scrollPositions: 'scroll-positions',
  chunkReloadAt: 'chunk-reload-at',
  /** sessionStorage: the checkout's idempotency key, kept until the order succeeds. */
  orderAttempt: 'order-attempt',
  /** sessionStorage: the postal carrier choice (type, city, street or point) of this tab. */
  carrierChoice: 'carrier-choice',
  /** Server-cart variant: whose cart this browser showed last (g = guest, u = account); g -> u merges the guest cart once. */
  cartOwner: 'cart-owner',
  /** localStorage: trans_id of this browser's recent online-paid orders, so their status can be asked (app/features/checkout/payment-secrets.ts). */
  paymentSecrets: 'payment-secrets',
  /** sessionStorage: a notice to show after the next page load (sign-in and sign-out reload the page). */
  pendingToast: 'pending-toast',
  /** localStorage (frequency once/daily) and sessionStorage (session): when each popup last opened, by id (decision 0044). */
  popupsSeen: 'popups-seen',
} as const

/**
 * The browser keys that belong to the signed-in user: cleared on sign-out, when the session ends, and
 * when a stored account cart meets a guest answer (the session ended without sign-out). The quote
 * list too (the spec's local cart): the next person on this browser must not see or send it.
 */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.cartData,
  STORAGE_KEYS.cartVersion,
  STORAGE_KEYS.cartLock,
  STORAGE_KEYS.cartOwner,
  STORAGE_KEYS.favorites,
  STORAGE_KEYS.compare,
  STORAGE_KEYS.paymentSecrets,
  STORAGE_KEYS.quoteCart,
] as const

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Timings in milliseconds. */
export const TIMINGS = {
  chunkReloadGuard: 60_000,
  savedScrollDelay: 500,
  loadingBarThrottle: 200,
  loadingBarDuration: 5_000,
  loadingBarHideDelay: 500,
  notification: 3_000,
  addToCartTooltip: 8_000,
  compareFavoritesNotice: 1_000,
  drawerAnimation: 300,
  productLoadingFlag: 700,
  loadingFlagClear: 100,
  reloadAfterLogin: 200,
  /** Accounts spec 9: "A legacy auth flow reloads after 1000 ms" - the sign-in by code (/api/v1/...). */
  legacyReloadAfterLogin: 1_000,
  /** Accounts spec 4, 9: in the adverts area the user goes home 1 s after signing in. */
  advertsRedirectAfterLogin: 1_000,
  batchedLookupDebounce: 200,
  lockRenewal: 5_000,
  lockWait: 20_000,
  lockPoll: 150,
  tokenExpirySkew: TOKEN_EXPIRY_SKEW_MS,
  cartSocketReconnectMin: 1_000,
  cartSocketReconnectMax: 5_000,
  /** The cart socket's `ping` while the page is shown; unanswered that long, the socket is replaced (sync/socket.ts). */
  cartSocketPing: 20_000,
  /**
   * A server function the browser called gives up after this long (app/features/auth/session-client.ts):
   * its caller then shows its failure and re-enables its button. A server function makes a few back-end
   * calls of at most adminApiTimeout each.
   */
  serverFnTimeout: 20_000,
  /** Server-cart variant: validate-products runs this long after the last change shown on the cart page. */
  serverCartValidateDelay: 400,
  /** The cart asks the back end for its own delivery price this long after the last change of lines or place (not once per tap on +). */
  deliveryCostDebounce: 400,
} as const

/**
 * Timings only the Worker, the Durable Object and server code read. Kept out of TIMINGS, whose every
 * key is in every page's first-load JavaScript once one browser module reads TIMINGS (decision 0107).
 */
export const SERVER_TIMINGS = {
  lockLease: 15_000,
  /**
   * How long a guest cart lives when it was stored by a request without its cookie (a cookie-less
   * POST /api/cart makes a new guest each time): its CartStore object deletes itself this long after,
   * unless a request comes back with the cookie, which gives it the cookie's lifetime
   * (SERVER_COOKIE_MAX_AGE.cartAndFavorites). A browser reads its cart, and so gets the cookie, before it saves;
   * only a client that drops cookies stores with this lifetime (decision 0105).
   */
  guestCartFirstIdle: 24 * 3600 * 1000,
  /** An advert add/edit with up to 50 MB of images (worker/api/advert.ts) may take this long to reach the back end. */
  advertUploadTimeout: 120_000,
  /**
   * How long one isolate reuses an answer the back end gives every shopper alike: the site's settings
   * and footer, and the registry's `shared` endpoints for renders the page cache does not store
   * (decision 0095). A page the cache stores is always rendered from fresh answers.
   */
  isolateAnswerReuse: 60_000,
  /**
   * When a client may ask again for a page whose main content (the product, a listing's products)
   * failed to load: its 503's `Retry-After`, sent in seconds (decision 0099); ads.txt's 503 too.
   */
  unavailableRetryAfter: 60_000,
  pageCacheStoreTimeout: 2_000,
  adminApiTimeout: 4_000,
  /** An order's create call (the contract's ORDER_CREATE_TIMEOUT_MS, where the why is). */
  orderCreateTimeout: ORDER_CREATE_TIMEOUT_MS,
} as const

/**
 * Responsive images: the back end is asked for an image `IMAGE_WIDTH_PARAM` pixels wide (the
 * reference admin API honours it; a back end that ignores it still answers with its one size).
 * Each kind lists the widths a srcset offers.
 */
export const IMAGE_WIDTH_PARAM = 'w'
export const IMAGE_WIDTHS = {
  card: [160, 240, 320, 480],
  gallery: [320, 480, 640, 960, 1280],
  banner: [480, 768, 1024, 1340, 1920],
} as const

export const LIMITS = {
  maxCount: WIRE_LIMITS.maxCount,
  recentProducts: 30,
  newProductsSlider: 10,
  discountPageSize: 10,
  featuredBrands: 12,
  newsChunk: 6,
  newsLarge: 2,
  newsSmall: 4,
  searchMinChars: 2,
  phoneLengthRomania: 15,
  phoneLengthOther: 17,
  maxPathLength: WIRE_LIMITS.maxPathLength,
  listingPageSize: WIRE_LIMITS.listingPageSize,
  /** Load-more mode restores at most this many pages of a listing on reload. */
  maxLoadMorePages: 10,
  cartBodyBytes: WIRE_LIMITS.cartBodyBytes,
  /** Most lines a cart saved to the cart store (/api/cart) may hold. */
  cartLines: WIRE_LIMITS.cartLines,
  /** Largest body a server function (`/_serverFn/*`) accepts (worker/middleware/body-limit/index.ts). */
  serverFnBodyBytes: 256 * 1024,
} as const

/** Limits only the Worker and server code read (out of LIMITS for the same reason as SERVER_TIMINGS). */
export const SERVER_LIMITS = {
  /** How deep a cart body may nest (a saved cart is about 6 levels; thousands overflowed the copy into the cart store: a 500). */
  cartBodyDepth: 32,
  /** Most shared answers one isolate keeps (decision 0095), and their most characters in all (about 3x that in heap). */
  sharedAnswerEntries: 500,
  sharedAnswerChars: 4_000_000,
  /**
   * The largest answer the back end may send to one call (platform/backend/client.ts): a larger one is
   * a failure with the spec's defaults, not a string that fills the isolate's 128 MB. Parsed JSON
   * weighs about 12 times its text (session 70's transport audit: a 15.5 MB listing of 31,255 cards
   * held 180 MB of heap, past the isolate's 128 MB on its own), so a JSON answer gets 2 MB: 40 times
   * the reference back end's largest (a 50 kB category page), about 23 MB of heap at most.
   */
  backendAnswerBytes: 2 * 1024 * 1024,
  /** The same for a call whose answer is text (the sitemap, kept as the string it is): a large catalogue's. */
  backendTextBytes: 16 * 1024 * 1024,
  /**
   * Most websockets one cart's Durable Object keeps open (its tabs and devices): every save is sent to
   * each, so a cart's owner opening hundreds (session 59's audit: 150 accepted) cost the operator a
   * copy of the cart per socket per save. Past it a new socket is refused (429); its tab reconnects
   * with the usual backoff and keeps the cart by its own reads meanwhile.
   */
  cartSockets: 20,
  /**
   * The most one save pushes to a cart's sockets in all (characters of JSON): past it the sockets get a `ready` with
   * the new version instead of the cart, and each tab reads the cart itself (the catch-up it runs
   * after a reconnect). A stranger's 246 kB cart saved 30 times pushed 50 MB to 20 sockets that never
   * read (stranger audit s9); a shopper's tabs with a usual cart stay far under it.
   */
  cartPushBytes: 64 * 1024,
} as const

export const PHONE_CODES = { romania: '+40', moldova: '+(373)' } as const
/**
 * Phone input masks (spec 5; decision 0027): `#` is a digit. The shop's fields use the country's
 * mask, which fills the spec's length limits exactly (15 characters for Romania, 17 otherwise);
 * `default` and `alternative` are the spec's generic masks (+38, +48) for a field with no country.
 */
export const PHONE_MASKS = {
  romania: '+40 ### ###-###',
  moldova: '+(373) ## ###-###',
  default: '+38 ### ###-##-##',
  alternative: '+48 ### ###-##-##',
} as const
export type PhoneMaskName = keyof typeof PHONE_MASKS

export const PAGE_CACHE_TTL_SECONDS = 7_200
/**
 * A cached page past its TTL is still served (`x-page-cache: STALE`) while one render refreshes it,
 * until it is this old; then it is rendered as a miss. The Worker variable PAGE_CACHE_MAX_AGE_SECONDS
 * overrides it (decision 0065).
 */
export const PAGE_CACHE_MAX_AGE_SECONDS = 86_400
/** How long a refresh marker in the store keeps other isolates from refreshing the same page (KV's floor is 60 s). */
export const PAGE_CACHE_REFRESH_MARKER_SECONDS = 60
/**
 * The user-group ids (`user-group-id` cookie) the page cache keeps pages for: 0 for guests and the
 * reference back end's customer and company groups. Other values render uncached. A shop with more
 * groups lists them in the Worker variable PAGE_CACHE_GROUP_IDS.
 */
export const PAGE_CACHE_GROUPS: readonly string[] = ['0', '1', '2']
/** Longest the page cache may hold up a page while looking it up; a slower store is bypassed (ms). */
export const PAGE_CACHE_LOOKUP_TIMEOUT_MS = 300
/**
 * Longest a request for a page another request of this isolate is rendering (a purge, a cold start,
 * an expired page without a stale copy) waits for that render's stored copy before it renders itself (ms).
 */
export const PAGE_CACHE_MISS_WAIT_MS = 6_000
/** Cached pages larger than this are not stored (KV values max out at 25 MiB; pages are far smaller). */
export const PAGE_CACHE_MAX_BYTES = 2 * 1024 * 1024
/** The page cache's in-isolate layer: how long a hot page skips the store (ms), and its size cap (bytes of HTML). */
export const PAGE_CACHE_MEMORY_TTL_MS = 10_000
export const PAGE_CACHE_MEMORY_MAX_CHARS = 8 * 1024 * 1024

export const DELIVERY = {
  ...DELIVERY_RULES,
  types: ['standart', 'express'] as const,
  methods: ['address', 'pickup', 'chisinau_delivery'] as const,
  streetPrefix: 'str',
  /** The postal carrier applies when /base/delivery-services/ lists this brand service (decision 0010). */
  carrierSlug: 'novapost',
  carrierTypes: ['courier', 'warehouse', 'postmachine'] as const,
  /** Carrier city and street searches start at 2 characters, 300 ms after the last key press. */
  carrierQueryMinChars: 2,
  carrierSearchDebounce: 300,
} as const

export const SORT_OPTIONS = ['sort_priority-', 'default', 'newer+', 'price-', 'price+', 'name-', 'name+'] as const
export type SortOption = (typeof SORT_OPTIONS)[number]
export const DEFAULT_SORT: SortOption = 'newer+'

/** The layout values browser code reads (media queries, how many cards a home row renders). */
export const LAYOUT = {
  breakpointTablet: 768,
  breakpointDesktop: 1024,
  /**
   * Cards a home product row shows before it is scrolled, on the widest screen (global.css's
   * `.carousel__track` columns from 1024 px, `.product-row--large`'s); the server renders only these
   * (decision 0088).
   */
  productRowVisibleCards: { carousel: 6, large: 4 },
} as const

/**
 * The spec's layout values the stylesheet holds (app/styles/global.css custom properties and rules;
 * tests/unit/layout-constants.test.ts keeps both in step). No browser code reads them: out of LAYOUT
 * so they are not in every page's first load (decision 0107).
 */
export const STYLESHEET_LAYOUT = {
  containerMax: 1340,
  minBodyWidth: 320,
  headerHeight: 100,
  headerHeightCompact: 80,
  mobileBar: 64,
  navigation: 46,
  modalZIndex: 60,
  /** Spec 9: zoom 0.9, applied from the desktop breakpoint (app/styles/global.css, decision 0027). */
  desktopZoom: 0.9,
} as const

export const MOBILE_BAR_HIDDEN = 'mobileBar_hide'
export const MOBILE_MENU_TABS = ['menu', 'catalog'] as const

/** The header carrying the site token on every admin API call (see docs/decisions/0002). */
export { SITE_TOKEN_HEADER } from './app/api/contract/wire'
export const DEV_MODE_HEADER = 'Dev-Mode'

/**
 * The close code of a cart socket (/ws/cart) whose session ended (logout, password change): the
 * client reloads its cart instead of reopening the socket as that session. Here, not in the zod
 * contract, because the browser's socket code needs the value.
 */
export const CART_SESSION_ENDED_CLOSE = 4001

/**
 * The shops map on /contacts (Leaflet): the default tile source when the Worker variable
 * MAP_TILES_URL is not set (docs/settings.md "Map tiles", platform/shared/map-tiles.ts). MAP_TILES_URL=off
 * (or empty) turns the map off; the stores list, each with an "open in a map" link, is the page then.
 */
export const MAP_TILES_DEFAULT = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const
/** An "open in a map" link for one place (lat, lon): OpenStreetMap with a marker, zoom 17. */
export const MAP_OPEN_URL = 'https://www.openstreetmap.org/?mlat={lat}&mlon={lon}#map=17/{lat}/{lon}'

/**
 * The added-to-cart notice is not shown for this storefront view type (mainUiInterface.storefront_view_type)
 * nor for this AddToCart button type, which opens the cart drawer instead (decision 0009).
 */
export const ADDED_NOTICE_SUPPRESSED = { viewType: 'view_2', buttonType: 'drawer' } as const

/**
 * mainUiInterface.counter_in_the_product_card: the value that puts the counter (- count +) on a
 * card whose product is in the cart (the demo sites say `counter_visible` or `counter_hidden`);
 * any other value, or none, keeps the plain button (decision 0026).
 */
export const CARD_COUNTER_VISIBLE = 'counter_visible'

/**
 * Language switch: at most `maxLines` cart lines get their slug translated in one server call. The
 * new slugs come from the products' cards in the new language (one products-by-ids call); a
 * slug_check is asked only for a product whose card names no other slug, at most `checks` distinct
 * slugs, `concurrency` at a time - one stranger's request of 200 lines made 201 back-end calls
 * (session 62). A line left unchecked keeps its link, which the product page redirects by its own
 * slug check.
 */
export const CART_SLUG_REWRITE = { maxLines: 200, checks: 20, concurrency: 6 } as const

/**
 * has_tax_calculation (decision 0044): prices include VAT at this rate (Moldova's and Ukraine's standard
 * rate); the cart and checkout show the VAT the amount to pay contains. A Romanian site (is_romanian)
 * uses Romania's standard rate (21 % since August 2025).
 */
export const VAT_PERCENT = 20
export const VAT_PERCENT_ROMANIA = 21

/*
 * The accounts' and the adverts marketplace's constants live in the contract, shared with the
 * reference back end: ACCOUNTS in app/api/contract/accounts.ts (decision 0016), ADVERTS and
 * ADVERT_UPLOAD_BODY_BYTES in app/api/contract/advert-rules.ts (decisions 0022, 0029). They are not
 * re-exported here: everything this file exports sits in the entry chunk every shop page loads
 * (a re-export makes the bundler place the module there), and those areas load on their own pages.
 */
