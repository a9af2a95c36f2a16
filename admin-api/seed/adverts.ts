import { makeGen } from './random.ts'
import type { Row, T4 } from './schema.ts'
import { iso, round2, SEED_BASE_TIME, slugify } from './text.ts'

/**
 * The adverts marketplace (issue 19, decision 0022): currency rates, categories, attributes,
 * complaint categories and a few hundred adverts written in ro, ru, uk and en (each in one or two
 * languages, as sellers write them), with prices in several currencies, places, attributes and drawn
 * pictures. Its own seeded draws (seed + ':adverts'), emitted after every other row, so the rows
 * before it stay byte-identical.
 */

type Loc = 'ro' | 'ru' | 'uk' | 'en'
const LOCS: Loc[] = ['ro', 'ru', 'uk', 'en']

const RATES: [string, number, string][] = [
  ['MDL', 1, 'lei'],
  ['EUR', 19.35, 'eur'],
  ['USD', 17.8, '$'],
  ['RON', 3.89, 'ron'],
  ['UAH', 0.43, '₴'],
]

/** id, parent, slug, titles */
const CATEGORIES: [number, number | null, string, T4][] = [
  [1, null, 'real-estate', ['Imobiliare', 'Недвижимость', 'Нерухомість', 'Real estate']],
  [2, 1, 'apartments', ['Apartamente', 'Квартиры', 'Квартири', 'Apartments']],
  [3, 1, 'houses', ['Case', 'Дома', 'Будинки', 'Houses']],
  [4, 1, 'land', ['Terenuri', 'Участки', 'Ділянки', 'Land']],
  [
    5,
    1,
    'commercial',
    ['Spații comerciale', 'Коммерческая недвижимость', 'Комерційна нерухомість', 'Commercial property'],
  ],
  [6, null, 'transport', ['Transport', 'Транспорт', 'Транспорт', 'Transport']],
  [7, 6, 'cars', ['Autoturisme', 'Легковые авто', 'Легкові авто', 'Cars']],
  [8, 6, 'car-parts', ['Piese auto', 'Автозапчасти', 'Автозапчастини', 'Car parts']],
  [9, null, 'electronics', ['Electronică', 'Электроника', 'Електроніка', 'Electronics']],
  [10, 9, 'phones', ['Telefoane', 'Телефоны', 'Телефони', 'Phones']],
  [11, 9, 'computers', ['Calculatoare', 'Компьютеры', "Комп'ютери", 'Computers']],
  [12, null, 'home-garden', ['Casă și grădină', 'Дом и сад', 'Дім і сад', 'Home and garden']],
  [13, 12, 'furniture', ['Mobilă', 'Мебель', 'Меблі', 'Furniture']],
  [14, 12, 'appliances', ['Tehnică de uz casnic', 'Бытовая техника', 'Побутова техніка', 'Appliances']],
  [15, null, 'services', ['Servicii', 'Услуги', 'Послуги', 'Services']],
  [16, 15, 'repairs', ['Reparații', 'Ремонт', 'Ремонт', 'Repairs']],
  [17, 15, 'lessons', ['Lecții', 'Уроки', 'Уроки', 'Lessons']],
]

/** id, keyword, type, unit, titles, categories, options */
const ATTRIBUTES: [number, string, 'select' | 'number', string | null, T4, number[], T4[]][] = [
  [
    1,
    'rooms',
    'select',
    null,
    ['Camere', 'Комнаты', 'Кімнати', 'Rooms'],
    [2, 3],
    [
      ['1 cameră', '1 комната', '1 кімната', '1 room'],
      ['2 camere', '2 комнаты', '2 кімнати', '2 rooms'],
      ['3 camere', '3 комнаты', '3 кімнати', '3 rooms'],
      ['4+ camere', '4+ комнат', '4+ кімнат', '4+ rooms'],
    ],
  ],
  [2, 'floor', 'number', null, ['Etaj', 'Этаж', 'Поверх', 'Floor'], [2, 5], []],
  [
    3,
    'renovation',
    'select',
    null,
    ['Reparație', 'Ремонт', 'Ремонт', 'Renovation'],
    [2, 3, 5],
    [
      ['Euroreparație', 'Евроремонт', 'Євроремонт', 'Fully renovated'],
      ['Cosmetică', 'Косметический', 'Косметичний', 'Cosmetic'],
      ['Fără reparație', 'Без ремонта', 'Без ремонту', 'Needs renovation'],
    ],
  ],
  [
    4,
    'condition',
    'select',
    null,
    ['Stare', 'Состояние', 'Стан', 'Condition'],
    [7, 8, 10, 11, 13, 14],
    [
      ['Nou', 'Новое', 'Нове', 'New'],
      ['Ca nou', 'Как новое', 'Як нове', 'Like new'],
      ['Folosit', 'Б/у', 'Вживане', 'Used'],
    ],
  ],
  [5, 'year', 'number', null, ['An fabricație', 'Год выпуска', 'Рік випуску', 'Year'], [7], []],
  [
    6,
    'fuel',
    'select',
    null,
    ['Combustibil', 'Топливо', 'Паливо', 'Fuel'],
    [7],
    [
      ['Benzină', 'Бензин', 'Бензин', 'Petrol'],
      ['Motorină', 'Дизель', 'Дизель', 'Diesel'],
      ['Hibrid', 'Гибрид', 'Гібрид', 'Hybrid'],
      ['Electric', 'Электро', 'Електро', 'Electric'],
    ],
  ],
  [7, 'mileage', 'number', 'km', ['Rulaj', 'Пробег', 'Пробіг', 'Mileage'], [7], []],
]

const COMPLAINT_CATEGORIES: T4[] = [
  ['Spam sau publicitate', 'Спам или реклама', 'Спам або реклама', 'Spam or advertising'],
  ['Fraudă', 'Мошенничество', 'Шахрайство', 'Fraud'],
  ['Categorie greșită', 'Неверная категория', 'Неправильна категорія', 'Wrong category'],
  ['Deja vândut', 'Уже продано', 'Вже продано', 'Already sold'],
  ['Conținut ofensator', 'Оскорбительное содержание', 'Образливий вміст', 'Offensive content'],
  ['Altceva', 'Другое', 'Інше', 'Something else'],
]

/**
 * Per leaf category: title templates ({n} a number, {w} a word of WORDS; see advertTitle), price range,
 * currencies, area range and unit, types.
 */
interface LeafPlan {
  titles: T4
  descr: T4
  words?: T4[]
  price: [number, number]
  currencies: string[]
  area?: [number, number, 'm2' | 'ari']
  types: string[]
  n?: [number, number]
}
export const PLANS: Record<number, LeafPlan> = {
  2: {
    titles: [
      'Apartament cu {n|one:cameră|few:camere|other:de camere}, {w}',
      'Квартира, {n} комн., {w}',
      'Квартира, {n} кімн., {w}',
      '{n}-room apartment, {w}',
    ],
    words: [
      ['bloc nou', 'новостройка', 'новобудова', 'new build'],
      ['reparație euro', 'евроремонт', 'євроремонт', 'fully renovated'],
      ['lângă parc', 'рядом с парком', 'біля парку', 'near the park'],
      ['mobilat', 'с мебелью', 'з меблями', 'furnished'],
    ],
    descr: [
      'Apartament luminos, bucătărie separată, balcon. Acte în regulă.',
      'Светлая квартира, отдельная кухня, балкон. Документы в порядке.',
      'Світла квартира, окрема кухня, балкон. Документи в порядку.',
      'Bright flat, separate kitchen, balcony. Papers in order.',
    ],
    price: [28_000, 160_000],
    currencies: ['EUR', 'EUR', 'EUR', 'USD'],
    area: [28, 140, 'm2'],
    types: ['sale', 'sale', 'rent'],
    n: [1, 4],
  },
  3: {
    titles: [
      'Casă cu {n|one:nivel|few:nivele|other:de nivele}, {w}',
      'Дом, {n|one:этаж|few:этажа|many:этажей}, {w}',
      'Будинок, {n|one:поверх|few:поверхи|many:поверхів}, {w}',
      '{n}-storey house, {w}',
    ],
    words: [
      ['cu grădină', 'с садом', 'з садом', 'with a garden'],
      ['cu garaj', 'с гаражом', 'з гаражем', 'with a garage'],
      ['lângă pădure', 'у леса', 'біля лісу', 'by the forest'],
    ],
    descr: [
      'Casă din piatră, încălzire autonomă, curte mare.',
      'Каменный дом, автономное отопление, большой двор.',
      "Кам'яний будинок, автономне опалення, великий двір.",
      'Stone house, own heating, large yard.',
    ],
    price: [45_000, 320_000],
    currencies: ['EUR', 'EUR', 'USD'],
    area: [70, 350, 'm2'],
    types: ['sale', 'sale', 'rent', 'exchange'],
    n: [1, 3],
  },
  4: {
    titles: [
      'Teren de {n|one:ar|few:ari|other:de ari}, {w}',
      'Участок {n|one:сотка|few:сотки|many:соток}, {w}',
      'Ділянка {n|one:сотка|few:сотки|many:соток}, {w}',
      '{n|one:are|other:ares} of land, {w}',
    ],
    words: [
      ['pentru construcție', 'под застройку', 'під забудову', 'for building'],
      ['agricol', 'сельхоз', 'сільгосп', 'farmland'],
      ['cu vedere la lac', 'с видом на озеро', 'з видом на озеро', 'with a lake view'],
    ],
    descr: [
      'Teren plan, acces la drum, comunicații în apropiere.',
      'Ровный участок, подъезд, коммуникации рядом.',
      'Рівна ділянка, під’їзд, комунікації поруч.',
      'Flat plot, road access, utilities nearby.',
    ],
    price: [4_000, 90_000],
    currencies: ['EUR', 'EUR', 'MDL'],
    area: [4, 60, 'ari'],
    types: ['sale', 'sale', 'buy'],
    n: [4, 60],
  },
  5: {
    titles: [
      'Spațiu comercial {n} m², {w}',
      'Коммерческое помещение {n} м², {w}',
      'Комерційне приміщення {n} м², {w}',
      'Commercial space {n} m², {w}',
    ],
    words: [
      ['prima linie', 'первая линия', 'перша лінія', 'on the main street'],
      ['oficiu', 'под офис', 'під офіс', 'office'],
      ['depozit', 'склад', 'склад', 'warehouse'],
    ],
    descr: [
      'Intrare separată, vitrine mari, parcare.',
      'Отдельный вход, большие витрины, парковка.',
      'Окремий вхід, великі вітрини, парковка.',
      'Own entrance, large windows, parking.',
    ],
    price: [500, 250_000],
    currencies: ['EUR', 'USD', 'MDL'],
    area: [40, 600, 'm2'],
    types: ['rent', 'sale'],
    n: [40, 600],
  },
  7: {
    titles: ['Autoturism {w}, anul {n}', 'Автомобиль {w}, {n} г.', 'Автомобіль {w}, {n} р.', '{w} car, {n}'],
    words: [
      ['Toyota Corolla', 'Toyota Corolla', 'Toyota Corolla', 'Toyota Corolla'],
      ['Volkswagen Passat', 'Volkswagen Passat', 'Volkswagen Passat', 'Volkswagen Passat'],
      ['Dacia Logan', 'Dacia Logan', 'Dacia Logan', 'Dacia Logan'],
      ['Skoda Octavia', 'Skoda Octavia', 'Skoda Octavia', 'Skoda Octavia'],
    ],
    descr: [
      'Întreținut, un singur proprietar, carte de service.',
      'Ухожен, один владелец, сервисная книжка.',
      'Доглянутий, один власник, сервісна книжка.',
      'Well kept, one owner, service book.',
    ],
    price: [2_500, 38_000],
    currencies: ['EUR', 'EUR', 'USD'],
    types: ['sale', 'sale', 'exchange', 'buy'],
    n: [2004, 2024],
  },
  8: {
    titles: ['Piese {w}', 'Запчасти {w}', 'Запчастини {w}', '{w} parts'],
    words: [
      ['frână', 'тормозные', 'гальмівні', 'brake'],
      ['motor', 'двигателя', 'двигуна', 'engine'],
      ['caroserie', 'кузова', 'кузова', 'body'],
    ],
    descr: [
      'Originale, verificate, livrare în țară.',
      'Оригинал, проверены, доставка по стране.',
      'Оригінал, перевірені, доставка по країні.',
      'Original, tested, delivery nationwide.',
    ],
    price: [150, 9_000],
    currencies: ['MDL', 'MDL', 'RON', 'UAH'],
    types: ['sale', 'buy'],
  },
  10: {
    titles: ['Telefon {w}, {n} GB', 'Телефон {w}, {n} ГБ', 'Телефон {w}, {n} ГБ', '{w} phone, {n} GB'],
    words: [
      ['Samsung Galaxy', 'Samsung Galaxy', 'Samsung Galaxy', 'Samsung Galaxy'],
      ['iPhone', 'iPhone', 'iPhone', 'iPhone'],
      ['Xiaomi Redmi', 'Xiaomi Redmi', 'Xiaomi Redmi', 'Xiaomi Redmi'],
    ],
    descr: [
      'Stare bună, încărcător inclus.',
      'Хорошее состояние, зарядка в комплекте.',
      'Гарний стан, зарядка в комплекті.',
      'Good condition, charger included.',
    ],
    price: [900, 22_000],
    currencies: ['MDL', 'MDL', 'UAH', 'RON'],
    types: ['sale', 'sale', 'exchange'],
    n: [64, 512],
  },
  11: {
    titles: ['Laptop {w}, {n} GB RAM', 'Ноутбук {w}, {n} ГБ ОЗУ', 'Ноутбук {w}, {n} ГБ ОЗП', '{w} laptop, {n} GB RAM'],
    words: [
      ['Lenovo ThinkPad', 'Lenovo ThinkPad', 'Lenovo ThinkPad', 'Lenovo ThinkPad'],
      ['Dell Latitude', 'Dell Latitude', 'Dell Latitude', 'Dell Latitude'],
      ['MacBook Air', 'MacBook Air', 'MacBook Air', 'MacBook Air'],
    ],
    descr: [
      'Baterie bună, SSD, fără zgârieturi.',
      'Хорошая батарея, SSD, без царапин.',
      'Гарна батарея, SSD, без подряпин.',
      'Good battery, SSD, no scratches.',
    ],
    price: [2_500, 30_000],
    currencies: ['MDL', 'EUR', 'USD'],
    types: ['sale', 'buy'],
    n: [4, 32],
  },
  13: {
    titles: ['{w} din lemn', '{w} из дерева', '{w} з дерева', 'Wooden {w}'],
    words: [
      ['Masă', 'Стол', 'Стіл', 'table'],
      ['Dulap', 'Шкаф', 'Шафа', 'wardrobe'],
      ['Pat', 'Кровать', 'Ліжко', 'bed'],
      ['Canapea', 'Диван', 'Диван', 'sofa'],
    ],
    descr: [
      'Lemn masiv, stare foarte bună, transport posibil.',
      'Массив дерева, отличное состояние, возможна доставка.',
      'Масив дерева, чудовий стан, можлива доставка.',
      'Solid wood, very good condition, delivery possible.',
    ],
    price: [300, 15_000],
    currencies: ['MDL', 'MDL', 'EUR'],
    types: ['sale', 'sale', 'exchange'],
  },
  14: {
    titles: ['{w}, aproape nou', '{w}, почти новый', '{w}, майже новий', '{w}, almost new'],
    words: [
      ['Frigider', 'Холодильник', 'Холодильник', 'Fridge'],
      ['Mașină de spălat', 'Стиральная машина', 'Пральна машина', 'Washing machine'],
      ['Aspirator', 'Пылесос', 'Пилосос', 'Vacuum cleaner'],
    ],
    descr: [
      'Funcționează perfect, garanție 6 luni.',
      'Работает отлично, гарантия 6 месяцев.',
      'Працює відмінно, гарантія 6 місяців.',
      'Works perfectly, 6 months warranty.',
    ],
    price: [400, 14_000],
    currencies: ['MDL', 'MDL', 'UAH'],
    types: ['sale'],
  },
  16: {
    titles: ['Reparații {w}', 'Ремонт: {w}', 'Ремонт: {w}', '{w} repairs'],
    words: [
      ['apartamente', 'квартиры', 'квартири', 'flat'],
      ['electrice', 'электрика', 'електрика', 'electrical'],
      ['sanitare', 'сантехника', 'сантехніка', 'plumbing'],
    ],
    descr: [
      'Experiență 10 ani, deplasare gratuită în oraș.',
      'Опыт 10 лет, бесплатный выезд по городу.',
      'Досвід 10 років, безкоштовний виїзд містом.',
      '10 years of experience, free call-out in town.',
    ],
    price: [200, 5_000],
    currencies: ['MDL'],
    types: ['sale'],
  },
  17: {
    titles: ['Lecții de {w}', 'Уроки: {w}', 'Уроки: {w}', '{w} lessons'],
    words: [
      ['engleză', 'английский', 'англійська', 'English'],
      ['matematică', 'математика', 'математика', 'maths'],
      ['pian', 'фортепиано', 'фортепіано', 'piano'],
    ],
    descr: [
      'Profesor cu experiență, online sau la domiciliu.',
      'Опытный преподаватель, онлайн или на дому.',
      'Досвідчений викладач, онлайн або вдома.',
      'Experienced teacher, online or at home.',
    ],
    price: [150, 600],
    currencies: ['MDL', 'MDL', 'RON'],
    types: ['sale'],
  },
}
const LEAVES = Object.keys(PLANS).map(Number)

const STREETS = [
  'bd. Ștefan cel Mare',
  'bd. Dacia',
  'str. București',
  'str. Pușkin',
  'str. Alba Iulia',
  'str. Ismail',
  'bd. Decebal',
  'str. Grenoble',
]
/** Region order of places.ts (region 3, the capital, has localities 1..12; every other region two, in this order). */
const OTHER_REGIONS = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
const SELLER_NAMES = ['Ion', 'Elena', 'Ana', 'Mihai', 'Olga', 'Dmitri', 'Irina', 'Pavel']

const pluralRules = new Map<Loc, Intl.PluralRules>()

/**
 * A title template filled in: `{w}` is the word, `{n}` the number, and `{n|one:этаж|few:этажа|many:этажей}`
 * the number and the form of its plural category in that language (Intl.PluralRules: ro one/few/other,
 * ru and uk one/few/many, en one/other): "Дом, 1 этаж", "Дом, 5 этажей", "Teren de 21 de ari".
 * A category without a form of its own takes `other`; none at all is a mistake in the template.
 */
export function advertTitle(template: string, l: Loc, n: number, w: string): string {
  const plural = pluralRules.get(l) ?? new Intl.PluralRules(l)
  pluralRules.set(l, plural)
  return template
    .replace(/\{n(?:\|([^}]*))?\}/g, (_, forms: string | undefined) => {
      if (forms === undefined) return String(n)
      const byCategory = new Map(forms.split('|').map((f) => f.split(':', 2) as [string, string]))
      const word = byCategory.get(plural.select(n)) ?? byCategory.get('other')
      if (word === undefined) throw new Error(`${template}: no form for ${n} in ${l}`)
      return `${n} ${word}`
    })
    .replace('{w}', w)
}

/** Adverts per site: the default demo shop and the market one. */
export const SEED_ADVERTS: [siteId: number, count: number][] = [
  [1, 260],
  [4, 60],
]

export function generateAdverts(seed: string, emit: (table: string, values: Row) => void): void {
  const g = makeGen(`${seed}:adverts`, 0, { row: emit })
  const { int, pick, chance, json, t4 } = g

  RATES.forEach(([code, rate, symbol], i) => {
    emit('currency_rates', [code, rate, symbol, i])
  })
  CATEGORIES.forEach(([id, parent, slug, t], i) => {
    emit('advert_categories', [id, parent, i, slug, t4(t)])
  })
  let optionId = 0
  const optionsOf = new Map<number, number[]>()
  for (const [id, keyword, type, unit, t, cats, options] of ATTRIBUTES) {
    emit('advert_attributes', [id, keyword, type, unit, id, t4(t), json(cats)])
    const ids: number[] = []
    options.forEach((o, i) => {
      emit('advert_attribute_options', [++optionId, id, i, t4(o)])
      ids.push(optionId)
    })
    optionsOf.set(id, ids)
  }
  COMPLAINT_CATEGORIES.forEach((t, i) => {
    emit('complaint_categories', [i + 1, i, t4(t)])
  })

  let advertId = 0
  let imageId = 0
  const values: Row[] = []
  const images: Row[] = []
  for (const [siteId, count] of SEED_ADVERTS) {
    for (let i = 0; i < count; i++) {
      const id = ++advertId
      const leaf = pick(LEAVES)
      const plan = PLANS[leaf]!
      // The demo user (1) owns the first adverts of the default site, three of them drafts.
      const userId = siteId === 1 && i < 8 ? 1 : int(1, 8)
      const isDraft = siteId === 1 && i < 3 ? true : chance(0.03)
      const isActive = isDraft || chance(0.94)
      const n = plan.n ? int(plan.n[0], plan.n[1]) : 0
      const w = plan.words ? pick(plan.words) : (['', '', '', ''] as T4)
      const primary = pick<Loc>(['ro', 'ro', 'ro', 'ru', 'ru', 'ru', 'uk', 'en'])
      const langs = new Set<Loc>([primary])
      if (chance(0.4)) langs.add(pick(LOCS))
      const title = (l: Loc) =>
        langs.has(l) ? advertTitle(plan.titles[LOCS.indexOf(l)]!, l, n, w[LOCS.indexOf(l)]!) : ''
      const descr = (l: Loc) => (langs.has(l) ? plan.descr[LOCS.indexOf(l)]! : '')
      const currency = pick(plan.currencies)
      const price = isDraft && chance(0.5) ? null : round2(int(plan.price[0], plan.price[1]))
      const area = plan.area ? (leaf === 4 || leaf === 5 ? n : int(plan.area[0], plan.area[1])) : null
      const capital = chance(0.6)
      const regionId = capital ? 3 : pick(OTHER_REGIONS)
      const locationId = capital ? (chance(0.7) ? 1 : int(2, 12)) : 13 + 2 * OTHER_REGIONS.indexOf(regionId) + int(0, 1)
      const sectorId = locationId === 1 ? int(1, 5) : null
      const created = SEED_BASE_TIME - int(0, 180 * 24 * 60) * 60_000
      const seller = SELLER_NAMES[userId - 1]!
      emit('adverts', [
        id,
        siteId,
        userId,
        `${slugify(title(primary)) || 'advert'}-${id}`,
        pick(plan.types),
        leaf,
        title('ro'),
        title('ru'),
        title('uk'),
        title('en'),
        descr('ro'),
        descr('ru'),
        descr('uk'),
        descr('en'),
        price,
        currency,
        chance(0.6) ? 1 : 0,
        area,
        plan.area ? plan.area[2] : 'm2',
        capital ? round2(47 + int(-500, 500) / 10_000) : null,
        capital ? round2(28.83 + int(-500, 500) / 10_000) : null,
        regionId,
        locationId,
        sectorId,
        capital ? `${pick(STREETS)} ${int(1, 180)}` : '',
        plan.area ? `${int(1000, 9999)}${int(100, 999)}.${int(100, 999)}` : '',
        json([{ name: seller, phone: `+3736${int(1_000_000, 9_999_999)}` }]),
        isActive ? 1 : 0,
        isDraft ? 1 : 0,
        iso(created),
        iso(created),
      ])
      const imageCount = chance(0.1) ? 0 : int(1, 4)
      for (let p = 0; p < imageCount; p++) images.push([++imageId, id, p, null, 'image/svg+xml', 0, iso(created)])
      for (const [attrId, , type, , , cats] of ATTRIBUTES) {
        if (!cats.includes(leaf) || chance(0.15)) continue
        if (type === 'select') {
          const opts = optionsOf.get(attrId)!
          const v = attrId === 1 ? opts[Math.min(n, 4) - 1]! : pick(opts)
          values.push([id, attrId, v])
        } else {
          const v = attrId === 2 ? int(1, 16) : attrId === 5 ? n : int(5_000, 320_000)
          values.push([id, attrId, v])
        }
      }
    }
  }
  for (const v of values) emit('advert_attribute_values', v)
  for (const r of images) emit('advert_images', r)
}
