import type { Market } from './market.ts'
import type { Locale, T4 } from './schema.ts'

/** Each demo site's name, colours and interface choices. */
export const SITE_LOOK: Record<
  string,
  {
    name: string
    primary: string
    secondary: string
    header: 'fixed' | 'static' | 'compact'
    mobileBar: string
    view: string
    mainLang: Locale
    display: 'grid' | 'list'
    pagination: 'pagination' | 'load_more'
    dark: boolean
    sort: string
    /** phone_mask (default: the home demo's `default`, the others none). */
    phoneMask?: string
    /** The country it sells in: its currency, city, address, delivery and the static pages' texts (market.ts). */
    market: Market
    /**
     * Global settings of this site laid over the generated ones (site-settings.ts): objects merge key by
     * key, anything else (arrays, values, null) replaces. A variant's own switches.
     */
    settings?: (tl: (t: T4) => string) => Record<string, unknown>
  }
> = {
  electro: {
    name: 'ElectroHub',
    primary: '#ffd400',
    secondary: '#1d4ed8',
    header: 'fixed',
    mobileBar: 'bar_with_catalog',
    view: 'view_1',
    mainLang: 'ro',
    display: 'grid',
    pagination: 'pagination',
    dark: false,
    sort: 'newer+',
    market: 'md',
  },
  home: {
    name: 'CasaMea',
    primary: '#e07a2f',
    secondary: '#2f5d50',
    header: 'static',
    mobileBar: 'bar_simple',
    view: 'view_2',
    mainLang: 'ro',
    display: 'grid',
    pagination: 'load_more',
    dark: false,
    sort: 'default',
    market: 'md',
  },
  pharma: {
    name: 'FarmaPlus',
    primary: '#16a34a',
    secondary: '#0e7490',
    header: 'fixed',
    mobileBar: 'bar_with_search',
    view: 'view_3',
    mainLang: 'ro',
    display: 'list',
    pagination: 'pagination',
    dark: false,
    sort: 'sort_priority-',
    market: 'md',
  },
  market: {
    name: 'Piața Online',
    primary: '#f59e0b',
    secondary: '#7c3aed',
    header: 'compact',
    mobileBar: 'bar_with_cart',
    view: 'view_1',
    mainLang: 'ru',
    display: 'grid',
    pagination: 'load_more',
    dark: false,
    sort: 'price+',
    market: 'md',
  },
  business: {
    name: 'OfficePro B2B',
    primary: '#334155',
    secondary: '#0ea5e9',
    header: 'static',
    mobileBar: 'bar_simple',
    view: 'view_2',
    mainLang: 'ro',
    display: 'list',
    pagination: 'pagination',
    dark: true,
    sort: 'name+',
    market: 'md',
  },
  meals: {
    name: 'Gustos',
    primary: '#dc2626',
    secondary: '#facc15',
    header: 'compact',
    mobileBar: 'bar_with_catalog',
    view: 'view_3',
    mainLang: 'ro',
    display: 'grid',
    pagination: 'load_more',
    dark: false,
    sort: 'newer+',
    market: 'md',
  },
}

/**
 * Demo sites that are a variant of a theme's site with a few settings changed, after the six theme
 * sites (ids 7, ...): the catalogue and content of their theme, their own token, look and settings.
 * The Ukrainian electronics shop is in Kyiv (the ua market): it sells in UAH (the reference postal
 * carrier's currency, so its price reaches the total), speaks uk first and takes the +38 phone mask.
 */
export const SITE_VARIANTS: { token: string; theme: string; look: (typeof SITE_LOOK)[string] }[] = [
  {
    token: 'demo-electro-uah-token',
    theme: 'electro',
    look: {
      ...SITE_LOOK.electro!,
      name: 'ElectroHub UA',
      mainLang: 'uk',
      phoneMask: 'default',
      market: 'ua',
    },
  },
  /*
   * CasaMea RO: the home-goods shop with the settings no other demo turns on, so `npm start` shows each
   * of them: is_romanian (the +40 phone mask; phone_mask unset), two languages (ro, en), a font link
   * (Google Fonts' Lora: online only, the shop's own font offline), the site script (styles.script),
   * no bottom bar on phones (mobileBar_hide), the promotions popup once per browser, and registration
   * required to order while guests see prices: a guest fills a cart and meets the sign-in gate at
   * checkout (the business demo hides prices from guests, so a guest there never has a cart). No
   * analytics tags (the home-goods demo has them). It is in București (the ro market): lei (RON), its
   * cities București and Cluj-Napoca, its address, phones and texts Romania's.
   */
  {
    token: 'demo-home-ro-token',
    theme: 'home',
    look: {
      ...SITE_LOOK.home!,
      name: 'CasaMea RO',
      primary: '#b45309',
      secondary: '#1e3a8a',
      mobileBar: 'mobileBar_hide',
      market: 'ro',
      settings: () => ({
        is_romanian: true,
        phone_mask: null,
        langs: ['ro', 'en'],
        styles: { script: "window.__siteScript='demo-home-ro';console.info('CasaMea RO: styles.script ran')" },
        additional_settings: {
          font_link: 'https://fonts.googleapis.com/css2?family=Lora:wght@400;600;700&display=swap',
        },
        sitesettingsstatistic: {
          google_analytics_4: null,
          google_tag_manager: null,
          facebook_meta_pixel_code: null,
          facebook_verification: null,
          google_search_console: null,
          yandex_metrika: null,
          jivo_chat: null,
        },
        popups_configuration: { frequency: 'once' },
        is_registration_required_for_order: true,
        hide_price_for_guests: false,
      }),
    },
  },
]

/** One site in one language, as the settings and content parts see it. */
export interface SiteLocale {
  siteId: number
  /** The site's index (0..5). */
  si: number
  theme: string
  look: (typeof SITE_LOOK)[string]
  loc: Locale
  /** The text of this language. */
  tl: (t: T4) => string
  json: (v: unknown) => string
  emit: (table: string, values: (string | number | null)[]) => void
  /** The leaf categories of the site's department. */
  themeLeaves: number[]
  /** `n` product ids of the site's department (spread by `from`), topped up from the whole catalogue. */
  productsOf: (n: number, from: number) => number[]
  /** The catalogue's size: the meal plans' products come after it (meal-plans.ts). */
  productCount: number
  /** One row of the content table. */
  C: (
    kind: string,
    id: number,
    data: Record<string, unknown>,
    extra?: { grp?: string | null; slug?: string | null; status?: number | null; sort?: number },
  ) => void
}
