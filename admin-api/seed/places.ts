import type { Gen } from './random.ts'
import type { T4 } from './schema.ts'
import { slugify } from './text.ts'

/** Moldova's regions (region 3 the capital). */
const REGIONS: [number, T4][] = [
  [1, ['Bălți', 'Бельцы', 'Бєльці', 'Balti']],
  [2, ['Cahul', 'Кагул', 'Кагул', 'Cahul']],
  [3, ['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau']],
  [4, ['Găgăuzia', 'Гагаузия', 'Гагаузія', 'Gagauzia']],
  [5, ['Orhei', 'Орхей', 'Оргіїв', 'Orhei']],
  [6, ['Soroca', 'Сороки', 'Сороки', 'Soroca']],
  [7, ['Ungheni', 'Унгены', 'Унгени', 'Ungheni']],
  [8, ['Edineț', 'Единцы', 'Єдинці', 'Edinet']],
  [9, ['Hîncești', 'Хынчешты', 'Хинчешти', 'Hincesti']],
  [10, ['Strășeni', 'Страшены', 'Страшени', 'Straseni']],
  [11, ['Ialoveni', 'Яловены', 'Яловени', 'Ialoveni']],
  [12, ['Căușeni', 'Каушаны', 'Каушани', 'Causeni']],
  [13, ['Florești', 'Флорешты', 'Флорешти', 'Floresti']],
  [14, ['Cimișlia', 'Чимишлия', 'Чимішлія', 'Cimislia']],
  [15, ['Criuleni', 'Криуляны', 'Криуляни', 'Criuleni']],
  [16, ['Drochia', 'Дрокия', 'Дрокія', 'Drochia']],
  [17, ['Fălești', 'Фалешты', 'Фалешти', 'Falesti']],
  [18, ['Leova', 'Леова', 'Леова', 'Leova']],
  [19, ['Nisporeni', 'Ниспорены', 'Ниспорени', 'Nisporeni']],
]

/** The capital's localities: its centre first (`kishinev`, spec 3), then the towns around it. */
const CAPITAL: [string, T4][] = [
  ['kishinev', ['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau']],
  ['durlesti', ['Durlești', 'Дурлешты', 'Дурлешти', 'Durlesti']],
  ['codru', ['Codru', 'Кодру', 'Кодру', 'Codru']],
  ['vatra', ['Vatra', 'Ватра', 'Ватра', 'Vatra']],
  ['singera', ['Sîngera', 'Сынжера', 'Синжера', 'Singera']],
  ['bubuieci', ['Bubuieci', 'Бубуечь', 'Бубуєчь', 'Bubuieci']],
  ['budesti', ['Budești', 'Будешты', 'Будешти', 'Budesti']],
  ['cricova', ['Cricova', 'Крикова', 'Крикова', 'Cricova']],
  ['stauceni', ['Stăuceni', 'Ставчены', 'Ставчени', 'Stauceni']],
  ['truseni', ['Trușeni', 'Трушены', 'Трушени', 'Truseni']],
  ['ciorescu', ['Ciorescu', 'Чорешты', 'Чорешти', 'Ciorescu']],
  ['vadul-lui-voda', ['Vadul lui Vodă', 'Вадул-луй-Водэ', 'Вадул-луй-Воде', 'Vadul lui Voda']],
]

/** Moldova's shops (ids 1 to 6). */
const MD_SHOPS = 6

interface OtherShop {
  country: string
  titles: T4
  addresses: T4
  /** As the country writes it, like the sites' contacts (the stores list shows it as it is). */
  phone: string
  lat: number
  lon: number
  /** Weekdays open and close, Saturday's and Sunday's close (null: closed). */
  hours: [string, string, string | null, string | null]
  /** The Moldovan shop whose stock it carries (the seed draws stock for Moldova's six only). */
  stockOf: number
}

/**
 * A small honest set of shops for each other country a demo site sells in: two in its capital and
 * one in another city (UTC+2, as Moldova).
 */
const OTHER_SHOPS: OtherShop[] = [
  {
    country: 'UA',
    titles: ['Magazin Kiev Centru', 'Магазин Киев Центр', 'Магазин Київ Центр', 'Kyiv Centre store'],
    addresses: [
      'str. Hreșceatik 22, Kiev',
      'ул. Крещатик 22, Киев',
      'вул. Хрещатик 22, Київ',
      '22 Khreshchatyk St, Kyiv',
    ],
    phone: '+380 44 000 00 07',
    lat: 50.4478,
    lon: 30.5225,
    hours: ['09:00', '21:00', '20:00', '18:00'],
    stockOf: 1,
  },
  {
    country: 'UA',
    titles: ['Magazin Malul Stâng', 'Магазин Левобережная', 'Магазин Лівобережна', 'Left Bank store'],
    addresses: [
      'bd. Brovarski 15, Kiev',
      'просп. Броварской 15, Киев',
      'просп. Броварський 15, Київ',
      '15 Brovarskyi Ave, Kyiv',
    ],
    phone: '+380 44 000 00 08',
    lat: 50.4526,
    lon: 30.5967,
    hours: ['09:00', '20:00', '18:00', null],
    stockOf: 2,
  },
  {
    country: 'UA',
    titles: ['Magazin Lviv', 'Магазин Львов', 'Магазин Львів', 'Lviv store'],
    addresses: ['Piața Rînok 10, Lviv', 'пл. Рынок 10, Львов', 'пл. Ринок 10, Львів', '10 Rynok Sq, Lviv'],
    phone: '+380 32 000 00 09',
    lat: 49.8419,
    lon: 24.0316,
    hours: ['09:00', '19:00', '16:00', null],
    stockOf: 4,
  },
  {
    country: 'RO',
    titles: ['Magazin București Centru', 'Магазин Бухарест Центр', 'Магазин Бухарест Центр', 'Bucharest Centre store'],
    addresses: [
      'Calea Victoriei 100, București',
      'Каля Викторией 100, Бухарест',
      'Каля Вікторієй 100, Бухарест',
      '100 Calea Victoriei, Bucharest',
    ],
    phone: '+40 21 000 00 10',
    lat: 44.4412,
    lon: 26.0965,
    hours: ['09:00', '21:00', '20:00', '18:00'],
    stockOf: 1,
  },
  {
    country: 'RO',
    titles: ['Magazin Titan', 'Магазин Титан', 'Магазин Тітан', 'Titan store'],
    addresses: [
      'Bd. Liviu Rebreanu 4, București',
      'бул. Ливиу Ребряну 4, Бухарест',
      'бул. Лівіу Ребряну 4, Бухарест',
      '4 Liviu Rebreanu Blvd, Bucharest',
    ],
    phone: '+40 21 000 00 11',
    lat: 44.4246,
    lon: 26.1712,
    hours: ['09:00', '20:00', '18:00', null],
    stockOf: 2,
  },
  {
    country: 'RO',
    titles: ['Magazin Cluj', 'Магазин Клуж', 'Магазин Клуж', 'Cluj store'],
    addresses: [
      'Str. Memorandumului 10, Cluj-Napoca',
      'ул. Меморандумулуй 10, Клуж-Напока',
      'вул. Меморандумулуй 10, Клуж-Напока',
      '10 Memorandumului St, Cluj-Napoca',
    ],
    phone: '+40 264 000 012',
    lat: 46.77,
    lon: 23.587,
    hours: ['09:00', '19:00', '16:00', null],
    stockOf: 4,
  },
]

/**
 * The other countries' shops that carry a Moldovan shop's stock: [shop id, Moldovan shop id]
 * (seed/products.ts copies that shop's stock rows, drawing nothing more).
 */
export const SHOP_STOCK_TWINS: readonly [number, number][] = OTHER_SHOPS.map((s, i) => [MD_SHOPS + i + 1, s.stockOf])

/** Shops, delivery regions and localities (the capital's twelve), sectors and streets. */
export function generatePlaces({ emit, json, t4 }: Gen): void {
  // --- shops (their phones grouped as the country writes them: the stores list shows them as they are) ---
  const shopNames: [T4, T4, string, number, number, (string[] | null)[]][] = []
  const week = (o: string, c: string, sat: string | null, sun: string | null): (string[] | null)[] => [
    [o, c],
    [o, c],
    [o, c],
    [o, c],
    [o, c],
    sat ? [o, sat] : null,
    sun ? [o, sun] : null,
  ]
  shopNames.push([
    ['Magazin Centru', 'Магазин Центр', 'Магазин Центр', 'Centre store'],
    [
      'bd. Ștefan cel Mare 1, Chișinău',
      'бул. Штефан чел Маре 1, Кишинёв',
      'бул. Штефан чел Маре 1, Кишинів',
      '1 Stefan cel Mare Blvd, Chisinau',
    ],
    '+373 22 000 001',
    47.0245,
    28.8322,
    week('08:00', '21:00', '20:00', '18:00'),
  ])
  shopNames.push([
    ['Magazin Botanica', 'Магазин Ботаника', 'Магазин Ботаніка', 'Botanica store'],
    ['bd. Dacia 27, Chișinău', 'бул. Дачия 27, Кишинёв', 'бул. Дачія 27, Кишинів', '27 Dacia Blvd, Chisinau'],
    '+373 22 000 002',
    46.9876,
    28.8573,
    week('09:00', '20:00', '18:00', null),
  ])
  shopNames.push([
    ['Non-stop Ciocana', 'Круглосуточный Чеканы', 'Цілодобовий Чеканi', '24/7 Ciocana'],
    [
      'str. Mircea cel Bătrîn 12, Chișinău',
      'ул. Мирча чел Бэтрын 12, Кишинёв',
      'вул. Мірча чел Бетрин 12, Кишинів',
      '12 Mircea cel Batrin St, Chisinau',
    ],
    '+373 22 000 003',
    47.0431,
    28.8937,
    week('00:00', '24:00', '24:00', '24:00'),
  ])
  shopNames.push([
    ['Magazin Bălți', 'Магазин Бельцы', 'Магазин Бєльці', 'Balti store'],
    [
      'str. Independenței 5, Bălți',
      'ул. Индепенденцей 5, Бельцы',
      'вул. Індепенденцей 5, Бєльці',
      '5 Independentei St, Balti',
    ],
    '+373 231 00 004',
    47.7615,
    27.9292,
    week('09:00', '19:00', '16:00', null),
  ])
  shopNames.push([
    [
      'Depozit Cahul (închis temporar)',
      'Склад Кагул (временно закрыт)',
      'Склад Кагул (тимчасово зачинено)',
      'Cahul warehouse (temporarily closed)',
    ],
    ['str. Republicii 3, Cahul', 'ул. Республикий 3, Кагул', 'вул. Республічій 3, Кагул', '3 Republicii St, Cahul'],
    '+373 299 00 005',
    45.9075,
    28.1944,
    [null, null, null, null, null, null, null],
  ])
  shopNames.push([
    ['Magazin Orhei', 'Магазин Орхей', 'Магазин Оргіїв', 'Orhei store'],
    [
      'str. Vasile Mahu 20, Orhei',
      'ул. Василе Маху 20, Орхей',
      'вул. Василе Маху 20, Оргіїв',
      '20 Vasile Mahu St, Orhei',
    ],
    '+373 235 00 006',
    47.3831,
    28.8231,
    week('08:30', '18:30', '15:00', null),
  ])
  shopNames.forEach(([t, a, phone, lat, lon, hours], i) => {
    emit('shops', [i + 1, (i * 7) % 6, t4(t), t4(a), phone, lat, lon, json(hours), 120, 'MD'])
  })
  // The Ukrainian and Romanian sites' shops (after Moldova's: its ids are unchanged), each country's in its order.
  OTHER_SHOPS.forEach(({ country, titles, addresses, phone, lat, lon, hours }, i) => {
    const sorted = OTHER_SHOPS.slice(0, i).filter((s) => s.country === country).length
    emit('shops', [
      MD_SHOPS + i + 1,
      sorted,
      t4(titles),
      t4(addresses),
      phone,
      lat,
      lon,
      json(week(...hours)),
      120,
      country,
    ])
  })

  // --- regions, localities, sectors, streets --------------------------------------------
  REGIONS.forEach(([id, t], i) => {
    emit('regions', [id, i, t4(t), 'MD'])
  })
  let locId = 0
  CAPITAL.forEach(([slug, t], i) => {
    emit('localities', [++locId, 3, slug, i === 0 ? 0 : 1, t4(t), 'MD'])
  })
  for (const [rid, t] of REGIONS) {
    if (rid === 3) continue
    emit('localities', [++locId, rid, slugify(t[3]), 0, t4(t), 'MD'])
    emit('localities', [
      ++locId,
      rid,
      `${slugify(t[3])}-suburbs`,
      1,
      t4([`${t[0]} (suburbii)`, `${t[1]} (пригород)`, `${t[2]} (передмістя)`, `${t[3]} (suburbs)`]),
      'MD',
    ])
  }
  const SECTORS: T4[] = [
    ['Botanica', 'Ботаника', 'Ботаніка', 'Botanica'],
    ['Buiucani', 'Буюканы', 'Буюкани', 'Buiucani'],
    ['Centru', 'Центр', 'Центр', 'Centre'],
    ['Ciocana', 'Чеканы', 'Чеканi', 'Ciocana'],
    ['Rîșcani', 'Рышканы', 'Ришкани', 'Riscani'],
  ]
  SECTORS.forEach((t, i) => {
    emit('sectors', [i + 1, 1, t4(t)])
  })
  const STREETS = [
    'bd. Ștefan cel Mare și Sfînt',
    'bd. Dacia',
    'bd. Decebal',
    'bd. Moscova',
    'bd. Mircea cel Bătrîn',
    'str. București',
    'str. Pușkin',
    'str. Columna',
    'str. Alba Iulia',
    'str. Ismail',
    'str. Calea Ieșilor',
    'str. Trandafirilor',
    'str. Independenței',
    'str. Grenoble',
    'str. Mihai Viteazul',
    'str. Vasile Alecsandri',
    'str. Armenească',
    'str. Tighina',
    'str. Albișoara',
    'str. Florilor',
  ]
  STREETS.forEach((s, i) => {
    emit('streets', [i + 1, 1, s])
  })

  // --- the Ukrainian and Romanian sites' places (after Moldova's: its ids are unchanged) -----------
  let streetId = STREETS.length
  for (const country of OTHER_COUNTRIES) {
    country.regions.forEach(([id, t], i) => {
      emit('regions', [id, i, t4(t), country.code])
    })
    for (const [regionId, slug, suburb, t] of country.localities) {
      emit('localities', [++locId, regionId, slug, suburb, t4(t), country.code])
      if (slug === country.capital) for (const name of country.streets) emit('streets', [++streetId, locId, name])
    }
  }
}

interface CountryPlaces {
  code: string
  /** Region id (3: the capital, as in every country: the storefront's rule) and its names (ro, ru, uk, en). */
  regions: [number, T4][]
  /** Region, slug, suburb (1: outside the capital's centre), names. */
  localities: [number, string, number, T4][]
  /** The central locality of the capital, and a few of its streets (the saved address form's list). */
  capital: string
  streets: string[]
}

/**
 * A small honest set for each other country a demo site sells in: a handful of regions, the capital
 * (region 3) with its centre and four towns around it, one city in every other region.
 */
const OTHER_COUNTRIES: CountryPlaces[] = [
  {
    code: 'UA',
    regions: [
      [1, ['Regiunea Lviv', 'Львовская область', 'Львівська область', 'Lviv Oblast']],
      [2, ['Regiunea Odesa', 'Одесская область', 'Одеська область', 'Odesa Oblast']],
      [3, ['Kiev', 'Киев', 'Київ', 'Kyiv']],
      [4, ['Regiunea Harkov', 'Харьковская область', 'Харківська область', 'Kharkiv Oblast']],
      [5, ['Regiunea Dnipropetrovsk', 'Днепропетровская область', 'Дніпропетровська область', 'Dnipropetrovsk Oblast']],
    ],
    localities: [
      [3, 'kyiv', 0, ['Kiev', 'Киев', 'Київ', 'Kyiv']],
      [3, 'brovary', 1, ['Brovarî', 'Бровары', 'Бровари', 'Brovary']],
      [3, 'boryspil', 1, ['Borîspil', 'Борисполь', 'Бориспіль', 'Boryspil']],
      [3, 'irpin', 1, ['Irpin', 'Ирпень', 'Ірпінь', 'Irpin']],
      [3, 'bucha', 1, ['Bucea', 'Буча', 'Буча', 'Bucha']],
      [1, 'lviv', 0, ['Lviv', 'Львов', 'Львів', 'Lviv']],
      [2, 'odesa', 0, ['Odesa', 'Одесса', 'Одеса', 'Odesa']],
      [4, 'kharkiv', 0, ['Harkov', 'Харьков', 'Харків', 'Kharkiv']],
      [5, 'dnipro', 0, ['Dnipro', 'Днепр', 'Дніпро', 'Dnipro']],
    ],
    capital: 'kyiv',
    streets: [
      'вул. Хрещатик',
      'вул. Велика Васильківська',
      'вул. Саксаганського',
      'бул. Лесі Українки',
      'просп. Берестейський',
      'вул. Антоновича',
    ],
  },
  {
    code: 'RO',
    regions: [
      [1, ['Cluj', 'Клуж', 'Клуж', 'Cluj']],
      [2, ['Iași', 'Яссы', 'Ясси', 'Iasi']],
      [3, ['București', 'Бухарест', 'Бухарест', 'Bucharest']],
      [4, ['Timiș', 'Тимиш', 'Тіміш', 'Timis']],
      [5, ['Constanța', 'Констанца', 'Констанца', 'Constanta']],
    ],
    localities: [
      [3, 'bucuresti', 0, ['București', 'Бухарест', 'Бухарест', 'Bucharest']],
      [3, 'voluntari', 1, ['Voluntari', 'Волунтарь', 'Волунтарі', 'Voluntari']],
      [3, 'otopeni', 1, ['Otopeni', 'Отопень', 'Отопені', 'Otopeni']],
      [3, 'popesti-leordeni', 1, ['Popești-Leordeni', 'Попешть-Леордень', 'Попешті-Леордені', 'Popesti-Leordeni']],
      [3, 'chiajna', 1, ['Chiajna', 'Кьяжна', 'Кяжна', 'Chiajna']],
      [1, 'cluj-napoca', 0, ['Cluj-Napoca', 'Клуж-Напока', 'Клуж-Напока', 'Cluj-Napoca']],
      [2, 'iasi', 0, ['Iași', 'Яссы', 'Ясси', 'Iasi']],
      [4, 'timisoara', 0, ['Timișoara', 'Тимишоара', 'Тімішоара', 'Timisoara']],
      [5, 'constanta', 0, ['Constanța', 'Констанца', 'Констанца', 'Constanta']],
    ],
    capital: 'bucuresti',
    streets: ['Calea Victoriei', 'Bd. Unirii', 'Bd. Magheru', 'Str. Lipscani', 'Șos. Kiseleff', 'Bd. Dacia'],
  },
]

/**
 * The id the seed gives a locality (generatePlaces: Moldova's capital, then each other Moldovan
 * region's town and its suburbs, then OTHER_COUNTRIES' in order), for settings that name one
 * (cities_to_choose). Throws for a locality the seed has not.
 */
export function seededLocalityId(country: string, slug: string): number {
  const order: [string, string][] = [
    ...CAPITAL.map(([s]): [string, string] => ['MD', s]),
    ...REGIONS.filter(([rid]) => rid !== 3).flatMap(([, t]): [string, string][] => [
      ['MD', slugify(t[3])],
      ['MD', `${slugify(t[3])}-suburbs`],
    ]),
    ...OTHER_COUNTRIES.flatMap((c) => c.localities.map(([, s]): [string, string] => [c.code, s])),
  ]
  const i = order.findIndex(([c, s]) => c === country && s === slug)
  if (i < 0) throw new Error(`the seed has no locality ${country}/${slug}`)
  return i + 1
}
