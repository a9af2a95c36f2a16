import { MARKETS, type Market } from './market.ts'
import { type PageKind, pageBody } from './page-texts.ts'
import { seededLocalityId } from './places.ts'
import type { T4 } from './schema.ts'
import type { SiteLocale } from './site-look.ts'

const MD_FREE = MARKETS.md.deliveryPrice.free_delivery
const UA_FREE = MARKETS.ua.deliveryPrice.free_delivery
const RO_FREE = MARKETS.ro.deliveryPrice.free_delivery

/** text_delivery_info: the capital's free-delivery threshold. */
const FREE_DELIVERY_NOTE: Record<Market, T4> = {
  md: [
    `Livrare gratuită în Chișinău de la ${MD_FREE}\u00a0lei.`,
    `Бесплатная доставка по Кишинёву от ${MD_FREE}\u00a0лей.`,
    `Безкоштовна доставка по Кишиневу від ${MD_FREE}\u00a0лей.`,
    `Free delivery in Chisinau from ${MD_FREE}\u00a0lei.`,
  ],
  ua: [
    `Livrare gratuită în Kiev de la ${UA_FREE}\u00a0UAH.`,
    `Бесплатная доставка по Киеву от ${UA_FREE}\u00a0грн.`,
    `Безкоштовна доставка по Києву від ${UA_FREE}\u00a0грн.`,
    `Free delivery in Kyiv from UAH\u00a0${UA_FREE}.`,
  ],
  ro: [
    `Livrare gratuită în București de la ${RO_FREE}\u00a0lei.`,
    `Бесплатная доставка по Бухаресту от ${RO_FREE}\u00a0RON.`,
    `Безкоштовна доставка по Бухаресту від ${RO_FREE}\u00a0RON.`,
    `Free delivery in Bucharest from RON\u00a0${RO_FREE}.`,
  ],
}

/** The home-goods demo's promotions popup: the capital's free delivery (title, text). */
const FREE_DELIVERY_POPUP: Record<Market, [T4, T4]> = {
  md: [
    [
      `Livrare gratuită de la ${MD_FREE}\u00a0lei`,
      `Бесплатная доставка от ${MD_FREE}\u00a0лей`,
      `Безкоштовна доставка від ${MD_FREE}\u00a0лей`,
      `Free delivery from ${MD_FREE}\u00a0lei`,
    ],
    [
      `Comenzile de peste ${MD_FREE}\u00a0lei sunt livrate gratuit în Chișinău.`,
      `Заказы от ${MD_FREE}\u00a0лей доставляем по Кишинёву бесплатно.`,
      `Замовлення від ${MD_FREE}\u00a0лей доставляємо по Кишиневу безкоштовно.`,
      `Orders over ${MD_FREE}\u00a0lei are delivered free in Chisinau.`,
    ],
  ],
  ua: [
    [
      `Livrare gratuită de la ${UA_FREE}\u00a0UAH`,
      `Бесплатная доставка от ${UA_FREE}\u00a0грн`,
      `Безкоштовна доставка від ${UA_FREE}\u00a0грн`,
      `Free delivery from UAH\u00a0${UA_FREE}`,
    ],
    [
      `Comenzile de peste ${UA_FREE}\u00a0UAH sunt livrate gratuit în Kiev.`,
      `Заказы от ${UA_FREE}\u00a0грн доставляем по Киеву бесплатно.`,
      `Замовлення від ${UA_FREE}\u00a0грн доставляємо по Києву безкоштовно.`,
      `Orders over UAH\u00a0${UA_FREE} are delivered free in Kyiv.`,
    ],
  ],
  ro: [
    [
      `Livrare gratuită de la ${RO_FREE}\u00a0lei`,
      `Бесплатная доставка от ${RO_FREE}\u00a0RON`,
      `Безкоштовна доставка від ${RO_FREE}\u00a0RON`,
      `Free delivery from RON\u00a0${RO_FREE}`,
    ],
    [
      `Comenzile de peste ${RO_FREE}\u00a0lei sunt livrate gratuit în București.`,
      `Заказы от ${RO_FREE}\u00a0RON доставляем по Бухаресту бесплатно.`,
      `Замовлення від ${RO_FREE}\u00a0RON доставляємо по Бухаресту безкоштовно.`,
      `Orders over RON\u00a0${RO_FREE} are delivered free in Bucharest.`,
    ],
  ],
}

/** The main page's SEO description after the shop's name. */
const SHOP_DELIVERING: Record<Market, T4> = {
  md: [
    'magazin online cu livrare în toată Moldova.',
    'интернет-магазин с доставкой по всей Молдове.',
    'інтернет-магазин з доставкою по всій Молдові.',
    'online shop with delivery all over Moldova.',
  ],
  ua: [
    'magazin online cu livrare în toată Ucraina.',
    'интернет-магазин с доставкой по всей Украине.',
    'інтернет-магазин з доставкою по всій Україні.',
    'online shop with delivery all over Ukraine.',
  ],
  ro: [
    'magazin online cu livrare în toată România.',
    'интернет-магазин с доставкой по всей Румынии.',
    'інтернет-магазин з доставкою по всій Румунії.',
    'online shop with delivery all over Romania.',
  ],
}

/**
 * Each theme's own area in the header (and, show_in_mobile, the top bar and the phone menu): the
 * credit page where products are offered on credit, the adverts on the marketplace, the meal plan on
 * the meals site. The paths are the shop's own (README "Demo data"; decision 0019).
 */
const THEME_PAGE: Partial<Record<string, { title: T4; url: string }>> = {
  electro: { title: ['Credit', 'Кредит', 'Кредит', 'Credit'], url: '/credit' },
  home: { title: ['Credit', 'Кредит', 'Кредит', 'Credit'], url: '/credit' },
  market: { title: ['Anunțuri', 'Объявления', 'Оголошення', 'Adverts'], url: '/adverts' },
  meals: { title: ['Plan alimentar', 'План питания', 'План харчування', 'Meal plan'], url: '/meal-plan' },
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `over` laid over `base`: objects merge key by key, anything else (arrays, values, null) replaces. */
export function overSettings(
  base: Record<string, unknown>,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const was = out[key]
    out[key] = isPlainObject(was) && isPlainObject(value) ? overSettings(was, value) : value
  }
  return out
}

/** A site's global settings, footer, static pages, main page settings and default files in one language. */
export function siteSettings({ siteId, si, theme, look, loc, tl, json, emit }: SiteLocale): void {
  const market = MARKETS[look.market]
  const phones = market.phones(siteId)
  const generated = {
    project: look.name,
    project_currency: market.currency,
    langs: ['ro', 'ru', 'uk', 'en'],
    colors: { primary: look.primary, secondary: look.secondary, dark_theme: look.dark },
    logo: { logo: `/images/logo/${siteId}.svg`, logoDark: `/images/logo/${siteId}.svg?dark=1` },
    icons: { favicon: `/images/logo/${siteId}.svg` },
    styles: {
      css: `:root{--brand-primary:${look.primary};--brand-secondary:${look.secondary}}`,
      script: null,
      additional_js_items: [
        { location: 'body_end', script: `window.__shop=${JSON.stringify(theme)}`, script_type: 'script' },
        ...(theme === 'home'
          ? [
              { location: 'head', script: 'window.__tagsHead=document.readyState', script_type: 'script' },
              {
                location: 'body_start',
                script: '<p class="noscript-text">home demo without JavaScript</p>',
                script_type: 'noscript',
              },
            ]
          : []),
      ],
      no_script_text: tl([
        'Activați JavaScript pentru a folosi magazinul.',
        'Включите JavaScript, чтобы пользоваться магазином.',
        'Увімкніть JavaScript, щоб користуватися магазином.',
        'Enable JavaScript to use the shop.',
      ]),
    },
    // Tags only on the home-goods demo (decision 0028): the default demo and the e2e storefronts load no third-party script.
    sitesettingsstatistic:
      theme === 'home'
        ? {
            google_analytics_4: 'G-DEMO000001',
            google_tag_manager: 'GTM-DEMO01',
            facebook_meta_pixel_code: '100000000000001',
            facebook_verification: 'demo-facebook-verification',
            google_search_console: 'demo-search-console',
            yandex_metrika: '10000001',
            jivo_chat: 'DemoJivo01',
          }
        : {
            google_analytics_4: null,
            google_tag_manager: null,
            facebook_meta_pixel_code: null,
            facebook_verification: null,
            google_search_console: null,
            yandex_metrika: null,
            jivo_chat: null,
          },
    additional_settings: {
      font_link: null,
      font_file: null,
      is_user_cabinet: theme !== 'meals',
      header_style: look.header,
      is_units_measurement: theme === 'market' || theme === 'meals',
      sort_by_priority: theme === 'pharma',
      shared_keys: { support_chat: `${theme}-chat` },
      enable_product_reviews: theme !== 'business',
      black_and_white_product_card_for_pre_order: theme === 'electro',
      show_stock_quantity_in_the_product_card: theme === 'pharma' || theme === 'business',
      pharmacy_mode: theme === 'pharma',
      // The pharmacy demo asks for the age confirmation on its restricted category (decision 0041).
      age_restriction: theme === 'pharma',
    },
    is_romanian: false,
    // The home-goods demo takes the spec's default phone mask +38 ### ###-##-## (decision 0038); the others keep +(373).
    phone_mask: look.phoneMask ?? (theme === 'home' ? 'default' : null),
    // Localities of the site's country (migration 0023): the meal menu is asked by the chosen one's id.
    cities_to_choose: [
      { id: seededLocalityId(market.cityLocalities.country, market.cityLocalities.capital), title: tl(market.capital) },
      {
        id: seededLocalityId(market.cityLocalities.country, market.cityLocalities.otherCity),
        title: tl(market.otherCity),
      },
    ],
    mainUiInterface: {
      mainLang: look.mainLang,
      main_theme: look.dark ? 'dark_theme' : 'light_theme',
      mobileBarUiType: look.mobileBar,
      article_view_type: look.view,
      banners_view_type: look.view,
      main_navigation_view_type: look.view,
      main_slider_view_type: look.view,
      product_slider_view_type: look.view,
      top_navigation_view_type: look.view,
      vacancy_view_type: look.view,
      contacts_view_type: look.view,
      reviews_view_type: look.view,
      video_view_type: look.view,
      filter_sort_catalog_view_type: look.view,
      compare_page_view_type: look.view,
      sidebar_view: si % 2 ? 'sidebar_right' : 'sidebar_left',
      main_page_brand_view: look.view,
      promotions_main_page_view_type: look.view,
      counter_in_the_product_card: si % 2 ? 'counter_hidden' : 'counter_visible',
      mobile_filter_view_type: look.view,
      storefront_view_type: look.view,
    },
    product_display: look.display,
    pagination_option: look.pagination,
    phones: {
      mainPhoneNumber: phones.main,
      stationaryPhoneNumber: phones.stationary,
      supportPhoneNumber: phones.support,
      serviceCenterPhoneNumber: theme === 'electro' ? phones.serviceCentre : null,
    },
    social_media: [
      { slug: 'facebook', url: `https://facebook.com/${theme}.demo`, title: 'Facebook' },
      { slug: 'instagram', url: `https://instagram.com/${theme}.demo`, title: 'Instagram' },
      { slug: 'youtube', url: `https://youtube.com/@${theme}demo`, title: 'YouTube' },
      { slug: 'viber', url: `viber://chat?number=${phones.viber}`, title: 'Viber' },
      { slug: 'telegram', url: `https://t.me/${theme}_demo`, title: 'Telegram' },
    ],
    credits:
      theme === 'electro' || theme === 'home'
        ? [
            { id: 1, title: 'Iute Credit', months: [6, 12, 24] },
            { id: 2, title: 'Easy Credit', months: [3, 6, 12] },
          ]
        : [],
    delivery_price: market.deliveryPrice,
    text_delivery_info: tl(FREE_DELIVERY_NOTE[look.market]),
    // One popup on the home-goods demo's promotions pages, at most once a day (docs/settings.md, decision 0044).
    popups:
      theme === 'home'
        ? [
            {
              id: 1,
              title: tl(FREE_DELIVERY_POPUP[look.market][0]),
              text: tl(FREE_DELIVERY_POPUP[look.market][1]),
              image: null,
              url: '/delivery',
              button_text: tl(['Condiții de livrare', 'Условия доставки', 'Умови доставки', 'Delivery terms']),
              pages: ['/promotions'],
            },
          ]
        : [],
    popups_configuration: { delay: 5000, frequency: theme === 'home' ? 'daily' : 'session' },
    main_email: `info@${theme}.example.com`,
    default_sorting: look.sort,
    has_product_of_the_day: theme !== 'business',
    allow_negative_stock: theme === 'meals',
    // The meals demo offers a delivery date and time at checkout (decision 0041): three windows a day, no delivery on Sundays.
    calendar_settings: {
      enabled: theme === 'meals',
      days_ahead: 7,
      time_slots: [
        { from: '10:00', to: '13:00' },
        { from: '13:00', to: '16:00' },
        { from: '18:00', to: '21:00' },
      ],
      days_off: [7],
    },
    is_registration_required_for_order: theme === 'business',
    has_tax_calculation: theme === 'business' || theme === 'home',
    // App store links in the footer (docs/settings.md): the electronics and home-goods demos have apps.
    mobile_apps_settings:
      theme === 'electro' || theme === 'home'
        ? {
            ios: `https://apps.apple.com/app/id10000000${siteId}`,
            android: `https://play.google.com/store/apps/details?id=md.demo.${theme}`,
          }
        : { ios: null, android: null },
    discount_card_settings: { enabled: theme === 'pharma' || theme === 'market' },
    buttonsSettings: {
      display_side_menu: theme !== 'meals',
      show_product_code: theme === 'business' || theme === 'electro',
    },
    header_pages: [
      { title: tl(['Livrare', 'Доставка', 'Доставка', 'Delivery']), url: '/delivery', show_in_mobile: true },
      { title: tl(['Promoții', 'Акции', 'Акції', 'Promotions']), url: '/promotions', show_in_mobile: true },
      ...(THEME_PAGE[theme]
        ? [{ title: tl(THEME_PAGE[theme].title), url: THEME_PAGE[theme].url, show_in_mobile: true }]
        : []),
      { title: tl(['Blog', 'Блог', 'Блог', 'Blog']), url: '/blog', show_in_mobile: false },
      { title: tl(['Contacte', 'Контакты', 'Контакти', 'Contacts']), url: '/contacts', show_in_mobile: false },
    ],
    // The meals demo caps a line at 50 portions (cart_settings.max_count); the others keep the spec's 99999.
    cart_settings: {
      min_order_total: theme === 'meals' ? 150 : 0,
      max_count: theme === 'meals' ? 50 : 99999,
      server_cart: theme === 'pharma',
    },
    hide_price_for_guests: theme === 'business',
    // Only the pharmacy demo asks for a captcha at checkout (a made-up key: the e2e test stubs the script).
    captcha: theme === 'pharma' ? { site_key: '6Lc-demo-pharma-site-key', version: 2 } : { site_key: null, version: 2 },
    brands_position: si % 3,
  }
  const settings = overSettings(generated, look.settings?.(tl))
  emit('site_settings', [siteId, 'global', loc, json(settings)])
  const footer = {
    developers: [
      { name: 'Edge Storefront Team', url: 'https://example.com/developers' },
      { name: 'Nord Design Studio', url: null },
    ],
    copyright: `© 2026 ${look.name}`,
    columns: [
      {
        title: tl(['Cumpărători', 'Покупателям', 'Покупцям', 'Customers']),
        links: [
          {
            title: tl(['Livrare și plată', 'Доставка и оплата', 'Доставка та оплата', 'Delivery and payment']),
            url: '/delivery',
          },
          { title: tl(['Întrebări frecvente', 'Частые вопросы', 'Часті питання', 'FAQ']), url: '/faq' },
          { title: tl(['Garanție', 'Гарантия', 'Гарантія', 'Warranty']), url: '/page/warranty' },
        ],
      },
      {
        title: tl(['Companie', 'Компания', 'Компанія', 'Company']),
        links: [
          { title: tl(['Despre noi', 'О нас', 'Про нас', 'About us']), url: '/about' },
          { title: tl(['Cariere', 'Вакансии', 'Вакансії', 'Careers']), url: '/vacancies' },
          { title: tl(['Contacte', 'Контакты', 'Контакти', 'Contacts']), url: '/contacts' },
        ],
      },
    ],
  }
  emit('site_settings', [siteId, 'footer', loc, json(footer)])
  const pageT: Record<PageKind, T4> = {
    about_us_page: ['Despre noi', 'О нас', 'Про нас', 'About us'],
    terms_and_privacy_policy: [
      'Termeni și confidențialitate',
      'Условия и конфиденциальность',
      'Умови та конфіденційність',
      'Terms and privacy',
    ],
    delivery_page: ['Livrare', 'Доставка', 'Доставка', 'Delivery'],
    credit_page: ['Credit', 'Кредит', 'Кредит', 'Credit'],
    discount_page: ['Reduceri', 'Скидки', 'Знижки', 'Discounts'],
    insurance_page: ['Asigurare', 'Страхование', 'Страхування', 'Insurance'],
    service_center_page: ['Centru de service', 'Сервисный центр', 'Сервісний центр', 'Service centre'],
  }
  for (const [kind, t] of Object.entries(pageT) as [PageKind, T4][]) {
    emit('site_settings', [
      siteId,
      kind,
      loc,
      json({
        title: tl(t),
        content: tl(pageBody(kind, look.name, theme, look.market)),
        seo_title: `${tl(t)} | ${look.name}`,
        seo_description: `${tl(t)} - ${look.name}`,
      }),
    ])
  }
  emit('site_settings', [
    siteId,
    'main_page_settings',
    loc,
    json({
      blocks: ['slider', 'advantages', 'new_products', 'popular_products', 'brands', 'promotions', 'articles'],
      seo_title: `${look.name} - ${tl(['magazin online', 'интернет-магазин', 'інтернет-магазин', 'online shop'])}`,
      seo_description: `${look.name}: ${tl(SHOP_DELIVERING[look.market])}`,
      seo_text: tl([
        `<p><strong>${look.name}</strong> - prețuri corecte, garanție și livrare rapidă &amp; sigură.</p>`,
        `<p><strong>${look.name}</strong> - честные цены, гарантия и быстрая &amp; надёжная доставка.</p>`,
        `<p><strong>${look.name}</strong> - чесні ціни, гарантія та швидка &amp; надійна доставка.</p>`,
        `<p><strong>${look.name}</strong> - fair prices, warranty and fast &amp; safe delivery.</p>`,
      ]),
    }),
  ])
  emit('site_settings', [
    siteId,
    'default-site-files',
    loc,
    json({
      robots: 'User-agent: *\nAllow: /\n',
      ads_txt: null,
      favicon: `/images/logo/${siteId}.svg`,
      manifest: { name: look.name, short_name: look.name, theme_color: look.primary },
    }),
  ])
}
