import type { T4 } from './schema.ts'

/**
 * The country a demo shop sells in (SITE_LOOK `market`): Moldova for the six theme sites, Ukraine for
 * ElectroHub UA, Romania for CasaMea RO. The facts that its settings, contacts and static pages share,
 * so that they agree.
 */
export type Market = 'md' | 'ua' | 'ro'

export interface MarketFacts {
  /** The shop's currency (settings project_currency): what its prices, delivery prices and pay are in. */
  currency: string
  /**
   * Whether the cart offers the postal carrier (Nova Post: `/base/delivery-services/` names it). Its
   * cities are Ukraine's (carrier.ts): the Ukrainian shop and the Moldovan ones, which send across the
   * border, offer it; a shop in București does not (its shoppers found only Ukrainian cities).
   */
  carrier: boolean
  /**
   * The own courier's prices and free-delivery thresholds (settings `delivery_price`), in the shop's
   * currency. `kishinev` is the delivery rule's capital locality (DELIVERY_RULES), whatever the market.
   */
  deliveryPrice: {
    standart: { kishinev: number }
    express: { kishinev: number }
    region: number
    suburbs: number
    free_delivery: number
    free_delivery_region: number
    free_delivery_suburbs: number
  }
  /** The capital, where the shop, its pickup point and its own courier are: cities_to_choose's first. */
  capital: T4
  /** The other city a shopper can pick (cities_to_choose's second). */
  otherCity: T4
  /** The two cities' localities (places.ts: country and slug), the ids cities_to_choose gives them. */
  cityLocalities: { country: string; capital: string; otherCity: string }
  /** The shop's street and number, as the contacts list it. */
  street: T4
  /** The shop's address with its city, as the static pages write it. */
  address: T4
  map: { lat: number; lon: number }
  /**
   * The site's made-up phone numbers, written as the country writes them (grouped, as an operator types
   * them in the admin): settings and Viber, contacts, sellers.
   */
  phones: (siteId: number) => {
    main: string
    stationary: string
    support: string
    serviceCentre: string
    viber: string
    contact: (i: number) => string
    seller: (i: number) => string
  }
}

export const MARKETS: Record<Market, MarketFacts> = {
  md: {
    currency: 'MDL',
    carrier: true,
    deliveryPrice: {
      standart: { kishinev: 50 },
      express: { kishinev: 100 },
      region: 80,
      suburbs: 60,
      free_delivery: 1000,
      free_delivery_region: 2000,
      free_delivery_suburbs: 1500,
    },
    capital: ['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau'],
    otherCity: ['Bălți', 'Бельцы', 'Бєльці', 'Balti'],
    cityLocalities: { country: 'MD', capital: 'kishinev', otherCity: 'balti' },
    street: ['bd. Ștefan cel Mare 1', 'бул. Штефан чел Маре 1', 'бул. Штефан чел Маре 1', '1 Stefan cel Mare Blvd'],
    address: [
      'bd. Ștefan cel Mare 1, Chișinău',
      'бул. Штефан чел Маре 1, Кишинёв',
      'бул. Штефан чел Маре 1, Кишинів',
      'bd. Ștefan cel Mare 1, Chișinău',
    ],
    map: { lat: 47.0245, lon: 28.8322 },
    phones: (siteId) => ({
      main: `+373 22 00${siteId} 000`,
      stationary: `+373 22 00${siteId} 001`,
      support: `+373 69 00${siteId} 002`,
      serviceCentre: '+373 22 009 999',
      viber: `%2B37369000${siteId}00`,
      contact: (i) => `+373 22 00${siteId} 10${i}`,
      seller: (i) => `+373 69 000 ${i}0${siteId}`,
    }),
  },
  ua: {
    currency: 'UAH',
    carrier: true,
    deliveryPrice: {
      standart: { kishinev: 100 },
      express: { kishinev: 200 },
      region: 200,
      suburbs: 150,
      free_delivery: 2000,
      free_delivery_region: 4000,
      free_delivery_suburbs: 3000,
    },
    // Kyiv as the Romanian names it in the carrier's cities (carrier.ts).
    capital: ['Kiev', 'Киев', 'Київ', 'Kyiv'],
    otherCity: ['Odesa', 'Одесса', 'Одеса', 'Odesa'],
    cityLocalities: { country: 'UA', capital: 'kyiv', otherCity: 'odesa' },
    street: ['bd. Taras Șevcenko 1', 'бул. Тараса Шевченко 1', 'бульв. Тараса Шевченка 1', '1 Taras Shevchenko Blvd'],
    address: [
      'bd. Taras Șevcenko 1, Kiev',
      'бул. Тараса Шевченко 1, Киев',
      'бульв. Тараса Шевченка 1, Київ',
      '1 Taras Shevchenko Blvd, Kyiv',
    ],
    map: { lat: 50.4443, lon: 30.5187 },
    phones: (siteId) => ({
      main: `+380 44 00${siteId} 00 00`,
      stationary: `+380 44 00${siteId} 00 01`,
      support: `+380 67 00${siteId} 00 02`,
      serviceCentre: '+380 44 009 99 99',
      viber: `%2B3806700${siteId}0002`,
      contact: (i) => `+380 44 00${siteId} 10 0${i}`,
      seller: (i) => `+380 67 100 0${siteId} 0${i}`,
    }),
  },
  /*
   * Bucharest's landlines are +40 21 and seven digits more, mobiles +40 7 and eight; Cluj's +40 264. The
   * shop and its pickup point are the București Centre store (seed/places.ts). Prices in lei (RON): a
   * courier in the city costs about 20 lei, and online shops deliver free from a few hundred.
   */
  ro: {
    currency: 'RON',
    carrier: false,
    deliveryPrice: {
      standart: { kishinev: 20 },
      express: { kishinev: 40 },
      region: 30,
      suburbs: 25,
      free_delivery: 300,
      free_delivery_region: 500,
      free_delivery_suburbs: 400,
    },
    capital: ['București', 'Бухарест', 'Бухарест', 'Bucharest'],
    otherCity: ['Cluj-Napoca', 'Клуж-Напока', 'Клуж-Напока', 'Cluj-Napoca'],
    cityLocalities: { country: 'RO', capital: 'bucuresti', otherCity: 'cluj-napoca' },
    street: ['Calea Victoriei 100', 'Каля Викторией 100', 'Каля Вікторієй 100', '100 Calea Victoriei'],
    address: [
      'Calea Victoriei 100, București',
      'Каля Викторией 100, Бухарест',
      'Каля Вікторієй 100, Бухарест',
      '100 Calea Victoriei, Bucharest',
    ],
    map: { lat: 44.4412, lon: 26.0965 },
    phones: (siteId) => ({
      main: `+40 21 00${siteId} 00 00`,
      stationary: `+40 21 00${siteId} 00 01`,
      support: `+40 722 00${siteId} 002`,
      serviceCentre: '+40 21 009 99 99',
      viber: `%2B4072200${siteId}002`,
      contact: (i) => `+40 21 00${siteId} 10 0${i}`,
      seller: (i) => `+40 722 100 ${siteId}0${i}`,
    }),
  },
}
