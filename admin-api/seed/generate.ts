/**
 * Deterministic seed generator for the reference admin back end.
 *
 * Self-contained on purpose (no runtime imports): Node 22 runs it directly through type stripping
 * (admin-api/scripts/seed.mjs writes into the local D1 sqlite file) and the workerd tests import
 * it to insert a small shop through the D1 binding. Same `seed` and `products` => same rows.
 * Uses only erasable TypeScript syntax.
 */

export type Locale = 'ro' | 'ru' | 'uk' | 'en'
export const SEED_LOCALES: Locale[] = ['ro', 'ru', 'uk', 'en']
type T4 = [string, string, string, string]
type Row = (string | number | null)[]

export interface SeedOptions {
  seed?: string | number
  products?: number
}

export interface SeedSink {
  row(table: string, values: Row): void
}

/** Columns of every table the generator fills, in insertion order. */
export const SEED_COLUMNS: Record<string, string[]> = {
  admin_meta: ['key', 'value'],
  sites: ['id', 'token', 'theme', 'main_lang'],
  site_settings: ['site_id', 'kind', 'locale', 'data'],
  content: ['site_id', 'kind', 'locale', 'id', 'grp', 'slug', 'status', 'sort', 'data'],
  categories: ['id', 'parent_id', 'level', 'sort', 'icon', 'image', 'badge', 'title_ro', 'title_ru', 'title_uk', 'title_en', 'slug_ro', 'slug_ru', 'slug_uk', 'slug_en'],
  brands: ['id', 'name', 'slug', 'image', 'sort', 'featured', 'descr'],
  properties: ['id', 'keyword', 'type', 'unit', 'filterable', 'sort', 'titles'],
  property_options: ['id', 'property_id', 'keyword', 'value', 'sort', 'titles'],
  products: [
    'id',
    'code',
    'brand_id',
    'cat1',
    'cat2',
    'cat3',
    'title_ro',
    'title_ru',
    'title_uk',
    'title_en',
    'slug_ro',
    'slug_ru',
    'slug_uk',
    'slug_en',
    'price',
    'old_price',
    'discount',
    'multiplicity',
    'stock',
    'active',
    'available',
    'is_stock',
    'is_recipe',
    'is_promo',
    'loyalty_give',
    'weight_gr',
    'colors',
    'sort_priority',
    'home_delivery',
    'card_payment_available',
    'has_associated',
    'rating',
    'created_at',
  ],
  product_texts: ['product_id', 'locale', 'description'],
  product_options: ['option_id', 'product_id', 'property_id'],
  product_links: ['product_id', 'kind', 'other_id'],
  reviews: ['id', 'product_id', 'user_id', 'author', 'rating', 'text', 'likes', 'dislikes', 'created_at'],
  shops: ['id', 'sorted', 'titles', 'addresses', 'phone', 'lat', 'lon', 'hours', 'timezone_offset_min'],
  shop_stock: ['product_id', 'shop_id', 'qty'],
  regions: ['id', 'sort', 'titles'],
  localities: ['id', 'region_id', 'slug', 'suburb', 'titles'],
  sectors: ['id', 'locality_id', 'titles'],
  streets: ['id', 'locality_id', 'name'],
  promo_codes: ['code', 'type', 'value_type', 'value', 'product_ids', 'min_total', 'expires_at', 'active'],
  users: ['id', 'email', 'password_hash', 'first_name', 'last_name', 'phone', 'birthday', 'balance', 'status', 'can_use_promocode', 'loyalty_points', 'group_type_id', 'company', 'created_at'],
  delivery_addresses: ['id', 'user_id', 'city_id', 'street_id', 'building', 'apartment', 'note', 'is_default'],
  orders: [
    'id',
    'site_id',
    'user_id',
    'owner',
    'number',
    'status',
    'payment_system_id',
    'payment_status',
    'delivery_method',
    'total',
    'delivery_price',
    'discount',
    'promo_code',
    'company_id',
    'data',
    'created_at',
  ],
  order_items: ['order_id', 'product_id', 'count', 'price'],
  acts: ['id', 'user_id', 'company_id', 'number', 'date', 'total', 'status'],
  np_cities: ['ref', 'description', 'description_ro', 'area'],
  np_streets: ['ref', 'city_ref', 'description', 'description_ro', 'street_type'],
  np_points: ['ref', 'city_ref', 'kind', 'number', 'address'],
}

/** SQL run after the rows are inserted (derived tables: search index, facets, counts). */
export const SEED_POST_SQL: string[] = [
  `INSERT INTO product_facts (id, active, price, brand_id, cat1, cat2, cat3, is_stock, is_promo, is_recipe, sort_priority, created_at)
     SELECT id, active, price, brand_id, cat1, cat2, cat3, is_stock, is_promo, is_recipe, sort_priority, created_at FROM products`,
  `INSERT INTO product_search (rowid, title_ro, title_ru, title_uk, title_en, code)
     SELECT id, title_ro, title_ru, title_uk, title_en, code FROM products WHERE active = 1`,
  `INSERT INTO facet_index (cat_id, option_id, product_id, price)
     SELECT c, option_id, product_id, price FROM (
       SELECT p.cat1 AS c, po.option_id, po.product_id, p.price FROM product_options po JOIN products p ON p.id = po.product_id WHERE p.active = 1
       UNION ALL SELECT p.cat2, po.option_id, po.product_id, p.price FROM product_options po JOIN products p ON p.id = po.product_id WHERE p.active = 1
       UNION ALL SELECT p.cat3, po.option_id, po.product_id, p.price FROM product_options po JOIN products p ON p.id = po.product_id WHERE p.active = 1
     ) WHERE option_id IN (SELECT o.id FROM property_options o JOIN properties pr ON pr.id = o.property_id WHERE pr.filterable = 1)
     ORDER BY 1, 2, 3`,
  `INSERT INTO category_facets (category_id, option_id, property_id, product_count)
     SELECT f.cat_id, f.option_id, o.property_id, count(*) FROM facet_index f JOIN property_options o ON o.id = f.option_id
     GROUP BY f.cat_id, f.option_id`,
  `INSERT INTO category_brands (category_id, brand_id, product_count)
     SELECT c, brand_id, count(*) FROM (
       SELECT cat1 AS c, brand_id FROM product_facts WHERE active = 1
       UNION ALL SELECT cat2, brand_id FROM product_facts WHERE active = 1
       UNION ALL SELECT cat3, brand_id FROM product_facts WHERE active = 1
     ) GROUP BY c, brand_id`,
  `UPDATE categories SET product_count = (SELECT coalesce(sum(product_count), 0) FROM category_brands WHERE category_id = categories.id)`,
]

// ---------------------------------------------------------------------------------------------
// Deterministic randomness (same numbers in Node and workerd: integer maths only)

function xmur3(str: string): () => number {
  let h = 1779033703 ^ str.length
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return h >>> 0
  }
}

export function makeRng(seed: string | number): () => number {
  const s = xmur3(String(seed))
  let a = s()
  let b = s()
  let c = s()
  let d = s()
  return () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

const CYR: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
}

/** URL slug from a title in any of the four languages. */
export function slugify(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase().normalize('NFD')) {
    const code = ch.charCodeAt(0)
    if (code >= 0x300 && code <= 0x36f) continue
    if (CYR[ch] !== undefined) out += CYR[ch]
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) out += ch
    else out += '-'
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '')
}

const SEED_BASE_TIME = Date.UTC(2026, 10, 1, 9, 0, 0) // fixed: 2026-11-01T09:00:00Z
const iso = (ms: number) => new Date(ms).toISOString()

// ---------------------------------------------------------------------------------------------
// Catalogue data

interface LeafSpec {
  t: T4 // category title
  noun: T4 // product noun
  price: [number, number]
  weight: [number, number]
  mult?: number
  recipe?: number // share of prescription products
  model?: 'alnum' | 'size' | 'none'
  groups?: string[] // property groups of this leaf (default: the department's)
  opts?: Record<string, string[]> // allowed option keywords per group
  brands?: string[] // brands of this leaf (default: the department's)
}
interface Branch {
  t: T4
  leaves: LeafSpec[]
}
interface Root {
  theme: string
  t: T4
  icon: string
  groups: string[] // property groups
  brands: string[]
  branches: Branch[]
}

const TREE: Root[] = [
  {
    theme: 'electro',
    t: ['Electronice', 'Электроника', 'Електроніка', 'Electronics'],
    icon: 'cpu',
    groups: ['color', 'storage', 'screen', 'warranty'],
    brands: ['Samsung', 'Apple', 'Xiaomi', 'Lenovo', 'Asus', 'Acer', 'HP', 'Dell', 'LG', 'Sony', 'Philips', 'JBL', 'Huawei', 'Motorola', '1More', '2E', '3Com', '8BitDo', 'Realme', 'Nokia'],
    branches: [
      {
        t: ['Telefoane', 'Телефоны', 'Телефони', 'Phones'],
        leaves: [
          {
            t: ['Smartphone-uri', 'Смартфоны', 'Смартфони', 'Smartphones'],
            noun: ['Smartphone', 'Смартфон', 'Смартфон', 'Smartphone'],
            price: [1999, 29999],
            weight: [150, 240],
            brands: ['Samsung', 'Apple', 'Xiaomi', 'Huawei', 'Motorola', 'Realme', 'Nokia'],
            groups: ['color', 'storage', 'screen', 'warranty'],
            opts: { storage: ['64gb', '128gb', '256gb', '512gb'], screen: ['6-1in', '6-7in'] },
          },
          {
            t: ['Accesorii pentru telefoane', 'Аксессуары для телефонов', 'Аксесуари для телефонів', 'Phone accessories'],
            noun: ['Husă', 'Чехол', 'Чохол', 'Case'],
            price: [99, 899],
            weight: [20, 120],
            groups: ['color'],
          },
        ],
      },
      {
        t: ['Calculatoare', 'Компьютеры', "Комп'ютери", 'Computers'],
        leaves: [
          {
            t: ['Laptopuri', 'Ноутбуки', 'Ноутбуки', 'Laptops'],
            noun: ['Laptop', 'Ноутбук', 'Ноутбук', 'Laptop'],
            price: [6999, 49999],
            weight: [1200, 2800],
            brands: ['Lenovo', 'Asus', 'Acer', 'HP', 'Dell', 'Apple', 'Huawei'],
            opts: { storage: ['256gb', '512gb', '1024gb'], screen: ['14in', '15-6in'], color: ['black', 'silver', 'gold', 'blue'] },
          },
          {
            t: ['Monitoare', 'Мониторы', 'Монітори', 'Monitors'],
            noun: ['Monitor', 'Монитор', 'Монітор', 'Monitor'],
            price: [1899, 14999],
            weight: [2500, 7500],
            brands: ['Samsung', 'LG', 'Dell', 'Asus', 'Acer', 'HP', 'Philips'],
            groups: ['color', 'screen', 'warranty'],
            opts: { screen: ['24in', '27in'], color: ['black', 'white', 'silver'] },
          },
        ],
      },
      {
        t: ['TV și audio', 'ТВ и аудио', 'ТВ та аудіо', 'TV and audio'],
        leaves: [
          {
            t: ['Televizoare', 'Телевизоры', 'Телевізори', 'Televisions'],
            noun: ['Televizor', 'Телевизор', 'Телевізор', 'TV'],
            price: [3999, 59999],
            weight: [6000, 28000],
            brands: ['Samsung', 'LG', 'Sony', 'Philips', 'Xiaomi'],
            groups: ['color', 'screen', 'warranty'],
            opts: { screen: ['43in', '55in', '65in'], color: ['black', 'silver'] },
          },
          {
            t: ['Căști', 'Наушники', 'Навушники', 'Headphones'],
            noun: ['Căști', 'Наушники', 'Навушники', 'Headphones'],
            price: [149, 7999],
            weight: [30, 400],
            brands: ['Apple', 'Sony', 'JBL', '1More', 'Philips', 'Huawei', 'Xiaomi', '2E'],
            groups: ['color', 'warranty'],
          },
        ],
      },
    ],
  },
  {
    theme: 'home',
    t: ['Casă și grădină', 'Дом и сад', 'Дім і сад', 'Home and garden'],
    icon: 'home',
    groups: ['color', 'material', 'warranty'],
    brands: ['Bosch', 'Tefal', 'Gorenje', 'Electrolux', 'Beko', 'Vitra', 'Kärcher', 'Gardena', 'Fiskars', 'Zwilling', 'Rondell', 'Polaris', '4Home', '5Star', 'Ambiente', 'Casa Verde'],
    branches: [
      {
        t: ['Mobilă', 'Мебель', 'Меблі', 'Furniture'],
        leaves: [
          { t: ['Canapele', 'Диваны', 'Дивани', 'Sofas'], noun: ['Canapea', 'Диван', 'Диван', 'Sofa'], price: [4999, 34999], weight: [35000, 90000] },
          { t: ['Mese', 'Столы', 'Столи', 'Tables'], noun: ['Masă', 'Стол', 'Стіл', 'Table'], price: [999, 12999], weight: [8000, 40000] },
        ],
      },
      {
        t: ['Bucătărie', 'Кухня', 'Кухня', 'Kitchen'],
        leaves: [
          { t: ['Vase de gătit', 'Посуда', 'Посуд', 'Cookware'], noun: ['Tigaie', 'Сковорода', 'Сковорідка', 'Frying pan'], price: [199, 2999], weight: [600, 2500] },
          {
            t: ['Electrocasnice mici', 'Мелкая бытовая техника', 'Дрібна побутова техніка', 'Small appliances'],
            noun: ['Fierbător', 'Чайник', 'Чайник', 'Kettle'],
            price: [299, 3999],
            weight: [900, 2500],
          },
        ],
      },
      {
        t: ['Grădină', 'Сад', 'Сад', 'Garden'],
        leaves: [
          {
            t: ['Unelte de grădină', 'Садовый инструмент', 'Садовий інструмент', 'Garden tools'],
            noun: ['Foarfecă de grădină', 'Секатор', 'Секатор', 'Pruning shears'],
            price: [149, 1999],
            weight: [200, 1500],
          },
        ],
      },
    ],
  },
  {
    theme: 'pharma',
    t: ['Farmacie', 'Аптека', 'Аптека', 'Pharmacy'],
    icon: 'pill',
    groups: ['form', 'pack', 'age'],
    brands: ['Bayer', 'Pfizer', 'Sanofi', 'Novartis', 'Teva', 'Gedeon Richter', 'KRKA', 'Berlin-Chemie', 'Solgar', 'Doppelherz', 'Centrum', 'Farmaprim', '3M', '4Life', '9 Months'],
    branches: [
      {
        t: ['Medicamente', 'Лекарства', 'Ліки', 'Medicines'],
        leaves: [
          {
            t: ['Analgezice', 'Обезболивающие', 'Знеболювальні', 'Pain relief'],
            noun: ['Analgezic', 'Обезболивающее', 'Знеболювальне', 'Pain reliever'],
            price: [19, 249],
            weight: [20, 120],
            recipe: 0.3,
            model: 'size',
          },
          {
            t: ['Antibiotice', 'Антибиотики', 'Антибіотики', 'Antibiotics'],
            noun: ['Antibiotic', 'Антибиотик', 'Антибіотик', 'Antibiotic'],
            price: [49, 399],
            weight: [20, 120],
            recipe: 1,
            model: 'size',
          },
        ],
      },
      {
        t: ['Vitamine', 'Витамины', 'Вітаміни', 'Vitamins'],
        leaves: [
          {
            t: ['Multivitamine', 'Мультивитамины', 'Мультивітаміни', 'Multivitamins'],
            noun: ['Multivitamine', 'Мультивитамины', 'Мультивітаміни', 'Multivitamins'],
            price: [89, 699],
            weight: [60, 300],
            model: 'size',
          },
        ],
      },
    ],
  },
  {
    theme: 'market',
    t: ['Alimente', 'Продукты', 'Продукти', 'Groceries'],
    icon: 'basket',
    groups: ['volume', 'origin', 'organic'],
    brands: ['Borjomi', 'Coca-Cola', 'Lavazza', 'Jacobs', 'Illy', 'Orhei-Vit', 'Bucuria', 'Apa Buna', '7Days', 'Fresh Farm', 'Dole'],
    branches: [
      {
        t: ['Băuturi', 'Напитки', 'Напої', 'Drinks'],
        leaves: [
          {
            t: ['Apă minerală', 'Минеральная вода', 'Мінеральна вода', 'Mineral water'],
            noun: ['Apă minerală', 'Минеральная вода', 'Мінеральна вода', 'Mineral water'],
            price: [7, 29],
            weight: [500, 2000],
            mult: 6,
            model: 'none',
            brands: ['Borjomi', 'Apa Buna', 'Coca-Cola', '7Days'],
            opts: { volume: ['0-33-l', '0-5-l', '1-l', '1-5-l'] },
          },
          {
            t: ['Cafea', 'Кофе', 'Кава', 'Coffee'],
            noun: ['Cafea boabe', 'Кофе в зёрнах', 'Кава в зернах', 'Coffee beans'],
            price: [89, 599],
            weight: [250, 1000],
            model: 'none',
            brands: ['Lavazza', 'Jacobs', 'Illy', '7Days'],
            opts: { volume: ['250-g', '500-g', '1-kg'] },
          },
        ],
      },
      {
        t: ['Produse proaspete', 'Свежие продукты', 'Свіжі продукти', 'Fresh food'],
        leaves: [
          {
            t: ['Fructe', 'Фрукты', 'Фрукти', 'Fruit'],
            noun: ['Mere', 'Яблоки', 'Яблука', 'Apples'],
            price: [12, 89],
            weight: [1000, 1000],
            mult: 0.5,
            model: 'none',
            brands: ['Fresh Farm', 'Dole', 'Bucuria'],
            opts: { volume: ['1-kg'] },
          },
          {
            t: ['Legume', 'Овощи', 'Овочі', 'Vegetables'],
            noun: ['Roșii', 'Помидоры', 'Помідори', 'Tomatoes'],
            price: [9, 79],
            weight: [1000, 1000],
            mult: 0.5,
            model: 'none',
            brands: ['Fresh Farm', 'Orhei-Vit'],
            opts: { volume: ['1-kg'] },
          },
        ],
      },
    ],
  },
  {
    theme: 'business',
    t: ['Birou', 'Офис', 'Офіс', 'Office'],
    icon: 'briefcase',
    groups: ['color', 'material', 'format'],
    brands: ['Navigator', 'Double A', 'Herlitz', 'Pelikan', 'Stabilo', 'Oxford', 'Kinnarps', 'Nowy Styl', 'Steelcase', 'Leitz', '2x3', '3L Office'],
    branches: [
      {
        t: ['Hârtie', 'Бумага', 'Папір', 'Paper'],
        leaves: [
          {
            t: ['Hârtie pentru imprimantă', 'Бумага для принтера', 'Папір для принтера', 'Printer paper'],
            noun: ['Hârtie', 'Бумага', 'Папір', 'Paper'],
            price: [59, 399],
            weight: [2300, 2600],
            model: 'none',
            groups: ['format'],
          },
          { t: ['Caiete', 'Тетради', 'Зошити', 'Notebooks'], noun: ['Caiet', 'Тетрадь', 'Зошит', 'Notebook'], price: [9, 149], weight: [80, 400], model: 'none' },
        ],
      },
      {
        t: ['Mobilier de birou', 'Офисная мебель', 'Офісні меблі', 'Office furniture'],
        leaves: [
          {
            t: ['Scaune de birou', 'Офисные кресла', 'Офісні крісла', 'Office chairs'],
            noun: ['Scaun de birou', 'Офисное кресло', 'Офісне крісло', 'Office chair'],
            price: [899, 9999],
            weight: [9000, 22000],
            groups: ['color', 'material'],
          },
          {
            t: ['Birouri', 'Письменные столы', 'Письмові столи', 'Desks'],
            noun: ['Birou', 'Письменный стол', 'Письмовий стіл', 'Desk'],
            price: [1499, 14999],
            weight: [18000, 45000],
            groups: ['color', 'material'],
            opts: { material: ['wood', 'metal', 'glass'] },
          },
        ],
      },
    ],
  },
  {
    theme: 'meals',
    t: ['Meniuri', 'Готовые блюда', 'Готові страви', 'Meals'],
    icon: 'chef',
    groups: ['calories', 'portion', 'vegetarian'],
    brands: ['Andy’s Pizza', 'La Placinte', 'Star Kebab', 'Vatra Neamului', 'Green Hills', '1st Kitchen', '6 Spices', 'Meal Box'],
    branches: [
      {
        t: ['Feluri calde', 'Горячие блюда', 'Гарячі страви', 'Hot meals'],
        leaves: [
          { t: ['Supe', 'Супы', 'Супи', 'Soups'], noun: ['Supă', 'Суп', 'Суп', 'Soup'], price: [39, 119], weight: [300, 500], model: 'none' },
          {
            t: ['Feluri principale', 'Основные блюда', 'Основні страви', 'Main courses'],
            noun: ['Fel principal', 'Основное блюдо', 'Основна страва', 'Main course'],
            price: [69, 249],
            weight: [300, 600],
            model: 'none',
          },
        ],
      },
      {
        t: ['Deserturi', 'Десерты', 'Десерти', 'Desserts'],
        leaves: [
          { t: ['Prăjituri', 'Пирожные', 'Тістечка', 'Cakes'], noun: ['Prăjitură', 'Пирожное', 'Тістечко', 'Cake'], price: [25, 99], weight: [100, 250], model: 'none' },
          { t: ['Înghețată', 'Мороженое', 'Морозиво', 'Ice cream'], noun: ['Înghețată', 'Мороженое', 'Морозиво', 'Ice cream'], price: [19, 89], weight: [80, 500], model: 'none' },
        ],
      },
    ],
  },
]

interface PropSpec {
  keyword: string
  t: T4
  unit?: string
  filterable?: boolean
  options: { k: string; t: T4; v?: string }[]
}
const same = (s: string): T4 => [s, s, s, s]
const PROPS: Record<string, PropSpec> = {
  color: {
    keyword: 'color',
    t: ['Culoare', 'Цвет', 'Колір', 'Colour'],
    options: [
      { k: 'black', t: ['Negru', 'Чёрный', 'Чорний', 'Black'], v: '#1f2328' },
      { k: 'white', t: ['Alb', 'Белый', 'Білий', 'White'], v: '#f5f5f5' },
      { k: 'silver', t: ['Argintiu', 'Серебристый', 'Сріблястий', 'Silver'], v: '#c0c4c8' },
      { k: 'blue', t: ['Albastru', 'Синий', 'Синій', 'Blue'], v: '#2f6fdb' },
      { k: 'red', t: ['Roșu', 'Красный', 'Червоний', 'Red'], v: '#d9352b' },
      { k: 'green', t: ['Verde', 'Зелёный', 'Зелений', 'Green'], v: '#2e9e5b' },
      { k: 'gold', t: ['Auriu', 'Золотой', 'Золотий', 'Gold'], v: '#d4a72c' },
    ],
  },
  storage: { keyword: 'storage', t: ['Memorie', 'Память', "Пам'ять", 'Storage'], unit: 'GB', options: ['64', '128', '256', '512', '1024'].map((v) => ({ k: `${v}gb`, t: same(`${v} GB`), v })) },
  screen: {
    keyword: 'screen',
    t: ['Diagonala ecranului', 'Диагональ экрана', 'Діагональ екрана', 'Screen size'],
    unit: '"',
    options: ['6.1', '6.7', '14', '15.6', '24', '27', '43', '55', '65'].map((v) => ({ k: `${v.replace('.', '-')}in`, t: same(`${v}"`), v })),
  },
  warranty: {
    keyword: 'warranty',
    t: ['Garanție', 'Гарантия', 'Гарантія', 'Warranty'],
    options: ['12', '24', '36'].map((v) => ({ k: `${v}m`, t: [`${v} luni`, `${v} мес.`, `${v} міс.`, `${v} months`] as T4, v })),
  },
  material: {
    keyword: 'material',
    t: ['Material', 'Материал', 'Матеріал', 'Material'],
    options: [
      { k: 'wood', t: ['Lemn', 'Дерево', 'Дерево', 'Wood'] },
      { k: 'metal', t: ['Metal', 'Металл', 'Метал', 'Metal'] },
      { k: 'plastic', t: ['Plastic', 'Пластик', 'Пластик', 'Plastic'] },
      { k: 'glass', t: ['Sticlă', 'Стекло', 'Скло', 'Glass'] },
      { k: 'fabric', t: ['Textil', 'Ткань', 'Тканина', 'Fabric'] },
    ],
  },
  form: {
    keyword: 'form',
    t: ['Formă', 'Форма выпуска', 'Форма випуску', 'Form'],
    options: [
      { k: 'tablets', t: ['Comprimate', 'Таблетки', 'Таблетки', 'Tablets'] },
      { k: 'capsules', t: ['Capsule', 'Капсулы', 'Капсули', 'Capsules'] },
      { k: 'syrup', t: ['Sirop', 'Сироп', 'Сироп', 'Syrup'] },
      { k: 'drops', t: ['Picături', 'Капли', 'Краплі', 'Drops'] },
      { k: 'powder', t: ['Pulbere', 'Порошок', 'Порошок', 'Powder'] },
    ],
  },
  pack: {
    keyword: 'pack',
    t: ['Ambalaj', 'Упаковка', 'Упаковка', 'Pack size'],
    options: ['10', '20', '30', '60', '100'].map((v) => ({ k: `${v}pcs`, t: [`${v} buc.`, `${v} шт.`, `${v} шт.`, `${v} pcs`] as T4, v })),
  },
  age: {
    keyword: 'age',
    t: ['Vârstă', 'Возраст', 'Вік', 'Age'],
    options: [
      { k: 'adults', t: ['Adulți', 'Взрослые', 'Дорослі', 'Adults'] },
      { k: 'children', t: ['Copii', 'Дети', 'Діти', 'Children'] },
    ],
  },
  volume: {
    keyword: 'volume',
    t: ['Volum / greutate', 'Объём / вес', "Об'єм / вага", 'Volume / weight'],
    options: ['0.33 l', '0.5 l', '1 l', '1.5 l', '250 g', '500 g', '1 kg'].map((v) => ({ k: slugify(v), t: same(v), v })),
  },
  origin: {
    keyword: 'origin',
    t: ['Țara de origine', 'Страна происхождения', 'Країна походження', 'Country of origin'],
    options: [
      { k: 'moldova', t: ['Moldova', 'Молдова', 'Молдова', 'Moldova'] },
      { k: 'romania', t: ['România', 'Румыния', 'Румунія', 'Romania'] },
      { k: 'italy', t: ['Italia', 'Италия', 'Італія', 'Italy'] },
      { k: 'spain', t: ['Spania', 'Испания', 'Іспанія', 'Spain'] },
      { k: 'ukraine', t: ['Ucraina', 'Украина', 'Україна', 'Ukraine'] },
    ],
  },
  organic: {
    keyword: 'organic',
    t: ['Bio', 'Органический', 'Органічний', 'Organic'],
    options: [
      { k: 'yes', t: ['Da', 'Да', 'Так', 'Yes'] },
      { k: 'no', t: ['Nu', 'Нет', 'Ні', 'No'] },
    ],
  },
  format: { keyword: 'format', t: ['Format', 'Формат', 'Формат', 'Format'], options: ['A3', 'A4', 'A5'].map((v) => ({ k: v.toLowerCase(), t: same(v), v })) },
  calories: {
    keyword: 'calories',
    t: ['Calorii', 'Калорийность', 'Калорійність', 'Calories'],
    unit: 'kcal',
    options: [
      { k: 'lt300', t: ['sub 300 kcal', 'до 300 ккал', 'до 300 ккал', 'under 300 kcal'] },
      { k: '300-500', t: ['300–500 kcal', '300–500 ккал', '300–500 ккал', '300–500 kcal'] },
      { k: 'gt500', t: ['peste 500 kcal', 'более 500 ккал', 'понад 500 ккал', 'over 500 kcal'] },
    ],
  },
  portion: { keyword: 'portion', t: ['Porție', 'Порция', 'Порція', 'Portion'], options: ['250', '350', '500'].map((v) => ({ k: `${v}g`, t: same(`${v} g`), v })) },
  vegetarian: {
    keyword: 'vegetarian',
    t: ['Vegetarian', 'Вегетарианское', 'Вегетаріанське', 'Vegetarian'],
    options: [
      { k: 'yes', t: ['Da', 'Да', 'Так', 'Yes'] },
      { k: 'no', t: ['Nu', 'Нет', 'Ні', 'No'] },
    ],
  },
}

const DESCR: T4 = [
  '{title} de la {brand}: calitate verificată, garanție oficială și livrare rapidă în toată Moldova.',
  '{title} от {brand}: проверенное качество, официальная гарантия и быстрая доставка по всей Молдове.',
  '{title} від {brand}: перевірена якість, офіційна гарантія та швидка доставка по всій Молдові.',
  '{title} by {brand}: tested quality, official warranty and fast delivery across Moldova.',
]

export const SITE_THEMES = ['electro', 'home', 'pharma', 'market', 'business', 'meals'] as const

// ---------------------------------------------------------------------------------------------

async function hashPassword(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 }, key, 256)
  const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `pbkdf2_sha256$100000$${hex(salt)}$${hex(new Uint8Array(bits))}`
}

/** Generates the shop and hands every row to the sink, table by table (see SEED_COLUMNS). */
export async function generateShop(opts: SeedOptions, sink: SeedSink): Promise<{ products: number; seed: string }> {
  const seed = String(opts.seed ?? 'storefront')
  const productCount = Math.max(20, Math.min(1_000_000, Math.floor(opts.products ?? 2000)))
  const rnd = makeRng(seed)
  const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1))
  const pick = <X>(arr: readonly X[]): X => arr[Math.floor(rnd() * arr.length)] as X
  const chance = (p: number) => rnd() < p
  const emit = (table: string, values: Row) => sink.row(table, values)
  const json = (v: unknown) => JSON.stringify(v)
  const t4 = (t: T4) => json({ ro: t[0], ru: t[1], uk: t[2], en: t[3] })

  emit('admin_meta', ['seed', seed])
  emit('admin_meta', ['products', String(productCount)])
  emit('admin_meta', ['generated_for', iso(SEED_BASE_TIME)])

  // --- properties -------------------------------------------------------------------------
  const propIds = new Map<string, { id: number; options: { id: number; k: string; v?: string }[] }>()
  let propId = 0
  let optId = 0
  for (const [key, p] of Object.entries(PROPS)) {
    propId++
    emit('properties', [propId, p.keyword, 'checkbox', p.unit ?? null, p.filterable === false ? 0 : 1, propId, t4(p.t)])
    const options: { id: number; k: string; v?: string }[] = []
    p.options.forEach((o, i) => {
      optId++
      options.push({ id: optId, k: o.k, v: o.v })
      emit('property_options', [optId, propId, o.k, o.v ?? null, i, t4(o.t)])
    })
    propIds.set(key, { id: propId, options })
  }

  // --- brands ----------------------------------------------------------------------------
  const brandIds = new Map<string, number>()
  const brandNames: string[] = []
  for (const root of TREE) for (const b of root.brands) if (!brandIds.has(b)) brandNames.push(b)
  brandNames.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  brandNames.forEach((name, i) => {
    const id = i + 1
    brandIds.set(name, id)
    const d: T4 = [
      `${name} - produse originale cu garanție.`,
      `${name} - оригинальная продукция с гарантией.`,
      `${name} - оригінальна продукція з гарантією.`,
      `${name} - genuine products with warranty.`,
    ]
    emit('brands', [id, name, slugify(name) || `brand-${id}`, `/images/brand/${id}.svg`, i, i % 5 === 0 ? 1 : 0, t4(d)])
  })

  // --- categories ------------------------------------------------------------------------
  interface Leaf {
    id: number
    c1: number
    c2: number
    spec: LeafSpec
    root: Root
  }
  const leaves: Leaf[] = []
  let catId = 0
  const catRow = (id: number, parent: number | null, level: number, sort: number, t: T4, icon: string | null, badge: string | null) =>
    emit('categories', [id, parent, level, sort, icon, `/images/category/${id}.svg`, badge, t[0], t[1], t[2], t[3], slugify(t[0]), slugify(t[1]), slugify(t[2]), slugify(t[3])])
  TREE.forEach((root, ri) => {
    const c1 = ++catId
    catRow(c1, null, 1, ri, root.t, root.icon, null)
    root.branches.forEach((br, bi) => {
      const c2 = ++catId
      catRow(c2, c1, 2, bi, br.t, null, null)
      br.leaves.forEach((lf, li) => {
        const c3 = ++catId
        catRow(c3, c2, 3, li, lf.t, null, li === 0 && bi === 0 ? 'hit' : null)
        leaves.push({ id: c3, c1, c2, spec: lf, root })
      })
    })
  })

  // --- products --------------------------------------------------------------------------
  const byLeaf = new Map<number, number[]>()
  const leafOf = new Int32Array(productCount + 1)
  const priceOf = new Float64Array(productCount + 1)
  const stockOf = new Float64Array(productCount + 1)
  const letters = 'ABCDEFGHJKLMNPRSTVXZ'
  for (let id = 1; id <= productCount; id++) {
    // The first products go round-robin over the leaves so small shops cover every category.
    const leaf = id <= leaves.length * 3 ? (leaves[(id - 1) % leaves.length] as Leaf) : pick(leaves)
    const spec = leaf.spec
    leafOf[id] = leaf.id
    const list = byLeaf.get(leaf.id)
    if (list) list.push(id)
    else byLeaf.set(leaf.id, [id])
    const brand = pick(spec.brands ?? leaf.root.brands)
    const brandId = brandIds.get(brand) as number
    const optionIds: [number, number][] = []
    let colorHex: string | null = null
    let colorT: T4 | null = null
    let variant = ''
    for (const g of spec.groups ?? leaf.root.groups) {
      const prop = propIds.get(g)!
      const spec2 = PROPS[g]!
      const allowed = spec.opts?.[g]
      const choices = allowed ? prop.options.map((o, i) => ({ o, i })).filter((x) => allowed.includes(x.o.k)) : prop.options.map((o, i) => ({ o, i }))
      const choice = choices[Math.floor(rnd() * choices.length)]!
      const oi = choice.i
      const opt = choice.o
      optionIds.push([opt.id, prop.id])
      if (g === 'color') {
        colorHex = opt.v ?? null
        colorT = spec2.options[oi]!.t
      }
      if (g === 'storage' || g === 'volume' || g === 'pack' || g === 'portion' || (g === 'screen' && !variant)) variant = spec2.options[oi]!.t[3]
    }
    const modelKind = spec.model ?? 'alnum'
    const model =
      modelKind === 'alnum'
        ? `${letters[int(0, letters.length - 1)]}${letters[int(0, letters.length - 1)]}-${int(10, 990)}`
        : modelKind === 'size'
          ? `${int(5, 1000)} mg`
          : `${pick(['Classic', 'Premium', 'Original', 'Select', 'Family', 'Bio', 'Gold'])}`
    const titles = SEED_LOCALES.map((_, li) => {
      const parts = [spec.noun[li], brand, model]
      if (variant) parts.push(variant)
      if (colorT) parts.push(colorT[li]!.toLowerCase())
      return parts.join(' ')
    }) as T4
    const slugs = titles.map((t) => `${slugify(t)}-${id}`)
    const [pmin, pmax] = spec.price
    // Prices end in .99 or are whole lei, like a real shop.
    const raw = pmin + (pmax - pmin) * rnd() * rnd()
    const price = raw > 100 ? Math.round(raw / 10) * 10 - 1 : round2(Math.floor(raw) + (chance(0.5) ? 0.99 : 0.5))
    const hasDiscount = chance(0.28)
    const discount = hasDiscount ? pick([5, 10, 15, 20, 25, 30, 40]) : 0
    const oldPrice = hasDiscount ? round2(Math.round((price / (1 - discount / 100)) * 100) / 100) : null
    const mult = spec.mult ?? 1
    const sr = rnd()
    const stockUnits = sr < 0.1 ? 0 : sr < 0.25 ? int(1, 5) : int(6, 400)
    const stock = mult === 0.5 ? stockUnits * 0.5 + (stockUnits > 0 ? 0.5 : 0) : mult === 6 ? stockUnits * 6 : stockUnits
    const active = chance(0.97) ? 1 : 0
    const available = stock > 0 || chance(0.3) ? 1 : 0
    const isStock = stock > 0 ? 1 : 0
    const recipe = spec.recipe && chance(spec.recipe) ? 1 : 0
    const loyalty = chance(0.4) ? round2(price * pick([0.01, 0.02, 0.03, 0.05])) : 0
    const [wmin, wmax] = spec.weight
    const weight = int(wmin, wmax)
    const colors = colorHex ? (chance(0.25) ? [colorHex, pick(PROPS.color!.options).v as string] : [colorHex]) : []
    const created = iso(SEED_BASE_TIME - (productCount - id) * 37 * 60_000)
    const code = `${String(leaf.id).padStart(2, '0')}${String(id).padStart(7, '0')}`
    priceOf[id] = price
    stockOf[id] = stock
    emit('products', [
      id,
      code,
      brandId,
      leaf.c1,
      leaf.c2,
      leaf.id,
      titles[0],
      titles[1],
      titles[2],
      titles[3],
      slugs[0]!,
      slugs[1]!,
      slugs[2]!,
      slugs[3]!,
      price,
      oldPrice,
      discount,
      mult,
      stock,
      active,
      available,
      isStock,
      recipe,
      hasDiscount ? 1 : 0,
      loyalty,
      weight,
      json(colors),
      int(0, 1000),
      weight > 30000 ? 0 : 1,
      recipe ? 0 : 1,
      0,
      0,
      created,
    ])
    SEED_LOCALES.forEach((loc, li) => {
      emit('product_texts', [id, loc, (DESCR[li] as string).replace('{title}', titles[li] as string).replace('{brand}', brand)])
    })
    optionIds.sort((a, b) => a[0] - b[0])
    for (const [o, p] of optionIds) emit('product_options', [o, id, p])
  }

  // --- links, reviews, shop stock (second pass: needs every product's leaf) -----------------
  const reviewers = ['Ion Popescu', 'Maria Rusu', 'Андрей Кожокару', 'Елена Морару', 'Олена Ковальчук', 'John Smith', 'Ana Ciobanu', 'Sergiu Lungu', 'Наталья Бодюл', 'Victor Țurcanu']
  const reviewTexts = [
    'Produs excelent, recomand!',
    'Отличное качество за свои деньги.',
    'Все добре, доставка швидка.',
    'Works as described, fast delivery.',
    'Ambalaj bun, livrare la timp.',
    'Немного дороговато, но доволен.',
    'Good value, would buy again.',
    'Calitate medie, dar prețul e bun.',
  ]
  let reviewId = 0
  const leafIds = leaves.map((l) => l.id)
  const hasAssoc = new Uint8Array(productCount + 1)
  const ratingSum = new Float64Array(productCount + 1)
  const ratingN = new Uint16Array(productCount + 1)
  for (let id = 1; id <= productCount; id++) {
    const own = byLeaf.get(leafOf[id]!) as number[]
    const sim = new Set<number>()
    for (let k = 0; k < 6 && sim.size < 4 && own.length > 1; k++) {
      const o = own[Math.floor(rnd() * own.length)]!
      if (o !== id) sim.add(o)
    }
    for (const o of [...sim].sort((a, b) => a - b)) emit('product_links', [id, 's', o])
    const otherLeaf = pick(leafIds)
    const others = byLeaf.get(otherLeaf)
    if (others && others.length > 0) {
      const comp = new Set<number>()
      for (let k = 0; k < 2; k++) {
        const o = others[Math.floor(rnd() * others.length)]!
        if (o !== id) comp.add(o)
      }
      for (const o of [...comp].sort((a, b) => a - b)) emit('product_links', [id, 'c', o])
    }
    if (chance(0.3)) {
      const a1 = int(1, productCount)
      const a2 = int(1, productCount)
      const set = [...new Set([a1, a2])].filter((x) => x !== id).sort((a, b) => a - b)
      if (set.length) hasAssoc[id] = 1
      for (const o of set) emit('product_links', [id, 'a', o])
    }
    if (chance(0.25)) {
      const n = int(1, 4)
      for (let r = 0; r < n; r++) {
        const rating = pick([3, 4, 4, 5, 5, 5])
        ratingSum[id]! += rating
        ratingN[id]! += 1
        emit('reviews', [++reviewId, id, null, pick(reviewers), rating, pick(reviewTexts), int(0, 40), int(0, 6), iso(SEED_BASE_TIME - int(1, 400) * 86_400_000)])
      }
    }
    const shopsN = stockOf[id]! > 0 ? int(0, 3) : 0
    const shopSet = new Set<number>()
    for (let s = 0; s < shopsN; s++) shopSet.add(int(1, 6))
    for (const s of [...shopSet].sort((a, b) => a - b)) emit('shop_stock', [id, s, Math.min(stockOf[id]!, int(1, 20))])
  }
  // Derived product flags are written by post SQL-free updates in the sinks; we keep them here as
  // admin_meta hints instead of a second product pass: has_associated and rating are applied below.
  const assocIds: number[] = []
  const ratings: [number, number][] = []
  for (let id = 1; id <= productCount; id++) {
    if (hasAssoc[id]) assocIds.push(id)
    if (ratingN[id]) ratings.push([id, round2(ratingSum[id]! / ratingN[id]!)])
  }

  // --- shops -----------------------------------------------------------------------------
  const shopNames: [T4, T4, string, number, number, (string[] | null)[]][] = []
  const week = (o: string, c: string, sat: string | null, sun: string | null): (string[] | null)[] => [[o, c], [o, c], [o, c], [o, c], [o, c], sat ? [o, sat] : null, sun ? [o, sun] : null]
  shopNames.push([
    ['Magazin Centru', 'Магазин Центр', 'Магазин Центр', 'Centre store'],
    ['bd. Ștefan cel Mare 1, Chișinău', 'бул. Штефан чел Маре 1, Кишинёв', 'бул. Штефан чел Маре 1, Кишинів', '1 Stefan cel Mare Blvd, Chisinau'],
    '+37322000001',
    47.0245,
    28.8322,
    week('08:00', '21:00', '20:00', '18:00'),
  ])
  shopNames.push([
    ['Magazin Botanica', 'Магазин Ботаника', 'Магазин Ботаніка', 'Botanica store'],
    ['bd. Dacia 27, Chișinău', 'бул. Дачия 27, Кишинёв', 'бул. Дачія 27, Кишинів', '27 Dacia Blvd, Chisinau'],
    '+37322000002',
    46.9876,
    28.8573,
    week('09:00', '20:00', '18:00', null),
  ])
  shopNames.push([
    ['Non-stop Ciocana', 'Круглосуточный Чеканы', 'Цілодобовий Чеканi', '24/7 Ciocana'],
    ['str. Mircea cel Bătrîn 12, Chișinău', 'ул. Мирча чел Бэтрын 12, Кишинёв', 'вул. Мірча чел Бетрин 12, Кишинів', '12 Mircea cel Batrin St, Chisinau'],
    '+37322000003',
    47.0431,
    28.8937,
    week('00:00', '24:00', '24:00', '24:00'),
  ])
  shopNames.push([
    ['Magazin Bălți', 'Магазин Бельцы', 'Магазин Бєльці', 'Balti store'],
    ['str. Independenței 5, Bălți', 'ул. Индепенденцей 5, Бельцы', 'вул. Індепенденцей 5, Бєльці', '5 Independentei St, Balti'],
    '+37323100004',
    47.7615,
    27.9292,
    week('09:00', '19:00', '16:00', null),
  ])
  shopNames.push([
    ['Depozit Cahul (închis temporar)', 'Склад Кагул (временно закрыт)', 'Склад Кагул (тимчасово зачинено)', 'Cahul warehouse (temporarily closed)'],
    ['str. Republicii 3, Cahul', 'ул. Республикий 3, Кагул', 'вул. Республічій 3, Кагул', '3 Republicii St, Cahul'],
    '+37329900005',
    45.9075,
    28.1944,
    [null, null, null, null, null, null, null],
  ])
  shopNames.push([
    ['Magazin Orhei', 'Магазин Орхей', 'Магазин Оргіїв', 'Orhei store'],
    ['str. Vasile Mahu 20, Orhei', 'ул. Василе Маху 20, Орхей', 'вул. Василе Маху 20, Оргіїв', '20 Vasile Mahu St, Orhei'],
    '+37323500006',
    47.3831,
    28.8231,
    week('08:30', '18:30', '15:00', null),
  ])
  shopNames.forEach(([t, a, phone, lat, lon, hours], i) => {
    emit('shops', [i + 1, (i * 7) % 6, t4(t), t4(a), phone, lat, lon, json(hours), 120])
  })

  // --- regions, localities, sectors, streets --------------------------------------------
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
  REGIONS.forEach(([id, t], i) => {
    emit('regions', [id, i, t4(t)])
  })
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
  let locId = 0
  CAPITAL.forEach(([slug, t], i) => {
    emit('localities', [++locId, 3, slug, i === 0 ? 0 : 1, t4(t)])
  })
  for (const [rid, t] of REGIONS) {
    if (rid === 3) continue
    emit('localities', [++locId, rid, slugify(t[3]), 0, t4(t)])
    emit('localities', [++locId, rid, `${slugify(t[3])}-suburbs`, 1, t4([`${t[0]} (suburbii)`, `${t[1]} (пригород)`, `${t[2]} (передмістя)`, `${t[3]} (suburbs)`])])
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

  // --- promo codes -----------------------------------------------------------------------
  const phoneIds = (byLeaf.get(leaves[0]!.id) ?? []).slice(0, 20)
  emit('promo_codes', ['WELCOME10', 'general', 'percent', 10, '[]', 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['MINUS100', 'general', 'value', 100, '[]', 500, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['PHONE15', 'product', 'percent', 15, json(phoneIds), 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['GIFT50', 'product', 'value', 50, json(phoneIds.slice(0, 5)), 0, '2030-12-31T23:59:59.000Z', 1])
  emit('promo_codes', ['EXPIRED5', 'general', 'percent', 5, '[]', 0, '2024-01-01T00:00:00.000Z', 1])

  // --- users, addresses, orders, acts ----------------------------------------------------
  const salt = () => {
    const s = new Uint8Array(16)
    for (let i = 0; i < 16; i++) s[i] = int(0, 255)
    return s
  }
  const company = { id: 1, name: 'Demo Business SRL', idno: '1003600012345', vat: '0601234', address: 'str. Columna 100, Chișinău', bank: 'MAIB', iban: 'MD24AG000000022512345678', status: 'active' }
  const users: [string, string, string, string, number, string | null][] = [
    ['demo@example.com', 'demo12345', 'Ion', 'Demo', 1, null],
    ['company@example.com', 'company12345', 'Elena', 'Business', 2, json(company)],
  ]
  const first = ['Ana', 'Mihai', 'Olga', 'Dmitri', 'Irina', 'Pavel']
  const last = ['Ceban', 'Rotaru', 'Moraru', 'Lupu', 'Sârbu', 'Ursu']
  for (let i = 0; i < 6; i++) users.push([`customer${i + 1}@example.com`, 'customer12345', first[i]!, last[i]!, 1, null])
  for (let i = 0; i < users.length; i++) {
    const [email, pass, fn, ln, group, comp] = users[i]!
    const hash = await hashPassword(pass, salt())
    emit('users', [
      i + 1,
      email,
      hash,
      fn,
      ln,
      `+37369${String(100000 + i * 7919).slice(0, 6)}`,
      `19${80 + i}-0${(i % 9) + 1}-15`,
      i === 0 ? 250 : 0,
      'active',
      1,
      i === 0 ? 120 : i * 10,
      group,
      comp,
      iso(SEED_BASE_TIME - (400 - i) * 86_400_000),
    ])
  }
  emit('delivery_addresses', [1, 1, 1, 1, '12', '34', 'Interfon 34', 1])
  emit('delivery_addresses', [2, 1, 2, null, '5A', null, null, 0])
  emit('delivery_addresses', [3, 2, 1, 8, '100', 'of. 7', 'Recepție', 1])
  const statuses = ['new', 'processing', 'shipped', 'delivered', 'cancelled']
  let orderId = 0
  for (const userId of [1, 2, 3]) {
    const n = userId === 3 ? 3 : 8
    for (let k = 0; k < n; k++) {
      const id = ++orderId
      const status = statuses[k % statuses.length]!
      const items: [number, number, number][] = []
      const cnt = int(1, 4)
      const used = new Set<number>()
      for (let j = 0; j < cnt; j++) {
        const pid = int(1, productCount)
        if (used.has(pid)) continue
        used.add(pid)
        items.push([pid, int(1, 3), priceOf[pid]!])
      }
      const goods = round2(items.reduce((s, [, c, p]) => s + c * p, 0))
      const delivery = goods >= 1000 ? 0 : 50
      const paySystem = k % 3 === 1 ? 2 : 1
      emit('orders', [
        id,
        k % 4 === 3 ? 3 : 1,
        userId,
        `u:${userId}`,
        `SO-${String(100000 + id)}`,
        status,
        paySystem,
        paySystem === 2 ? (status === 'cancelled' ? 'failed' : 'paid') : 'not_required',
        k % 2 ? 'pickup' : 'address',
        round2(goods + delivery),
        delivery,
        0,
        null,
        userId === 2 ? 1 : null,
        json({
          name: `${users[userId - 1]![2]} ${users[userId - 1]![3]}`,
          company_name: userId === 2 ? company.name : null,
          email: users[userId - 1]![0],
          phone: '+37369123456',
          address: { address: 'bd. Dacia 27, ap. 5', locality: { id: 1, name: 'Chișinău' }, region: { id: 3, name: 'Chișinău' } },
          country_code: 'MD',
          zip_code: 'MD-2001',
          ext: null,
        }),
        iso(SEED_BASE_TIME - (60 - k * 6) * 86_400_000),
      ])
      for (const [pid, c, p] of items) emit('order_items', [id, pid, c, p])
    }
  }
  for (let i = 1; i <= 6; i++)
    emit('acts', [i, 2, 1, `ACT-2026-${String(i).padStart(4, '0')}`, iso(SEED_BASE_TIME - (200 - i * 30) * 86_400_000).slice(0, 10), round2(1000 + int(0, 90000) / 7), i < 5 ? 'signed' : 'pending'])

  // --- postal carrier --------------------------------------------------------------------
  const ref = () => {
    const h = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('')
    return `${h(8)}-${h(4)}-4${h(3)}-a${h(3)}-${h(12)}`
  }
  const NP_CITIES: [string, string, string][] = [
    ['Київ', 'Kiev', 'Київська'],
    ['Львів', 'Lvov', 'Львівська'],
    ['Одеса', 'Odesa', 'Одеська'],
    ['Харків', 'Harkov', 'Харківська'],
    ['Дніпро', 'Dnipro', 'Дніпропетровська'],
    ['Чернівці', 'Cernăuți', 'Чернівецька'],
    ['Вінниця', 'Vinnița', 'Вінницька'],
    ['Ізмаїл', 'Ismail', 'Одеська'],
  ]
  const NP_STREETS: [string, string, string][] = [
    ['Шевченка', 'Șevcenko', 'вул.'],
    ['Незалежності', 'Independenței', 'просп.'],
    ['Соборна', 'Catedralei', 'вул.'],
    ['Грушевського', 'Hrușevski', 'вул.'],
    ['Садова', 'Grădinilor', 'вул.'],
  ]
  for (const [d, dro, area] of NP_CITIES) {
    const cref = ref()
    emit('np_cities', [cref, d, dro, area])
    for (const [s, sro, typ] of NP_STREETS) emit('np_streets', [ref(), cref, s, sro, typ])
    for (let w = 1; w <= 6; w++) emit('np_points', [ref(), cref, 'warehouse', w, `Відділення №${w}: ${d}, вул. ${NP_STREETS[w % 5]![0]}, ${w * 3}`])
    for (let w = 1; w <= 4; w++) emit('np_points', [ref(), cref, 'postmachine', 1000 + w, `Поштомат №${1000 + w}: ${d}, ${NP_STREETS[(w + 2) % 5]![0]}, ${w * 5}`])
  }

  // --- sites, settings and content -------------------------------------------------------
  generateSites(emit, { int, pick, chance, json, productCount, leaves: leaves.map((l) => ({ id: l.id, theme: l.root.theme })), byLeaf, phoneIds })

  // Late product updates are expressed as rows of a pseudo table the sinks turn into UPDATEs.
  for (const id of assocIds) emit('$update_products', ['has_associated', 1, id])
  for (const [id, r] of ratings) emit('$update_products', ['rating', r, id])

  return { products: productCount, seed }
}

// ---------------------------------------------------------------------------------------------
// Sites: global settings, footer, static pages and content per site and locale

interface SiteCtx {
  int: (a: number, b: number) => number
  pick: <X>(arr: readonly X[]) => X
  chance: (p: number) => boolean
  json: (v: unknown) => string
  productCount: number
  leaves: { id: number; theme: string }[]
  byLeaf: Map<number, number[]>
  phoneIds: number[]
}

const SITE_LOOK: Record<
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
  },
}

function generateSites(emit: (t: string, v: Row) => void, ctx: SiteCtx): void {
  const { json, int } = ctx
  const L = SEED_LOCALES
  const tr = (t: T4, li: number) => t[li] as string
  SITE_THEMES.forEach((theme, si) => {
    const siteId = si + 1
    const look = SITE_LOOK[theme]!
    emit('sites', [siteId, `demo-${theme}-token`, theme, look.mainLang])
    const themeLeaves = ctx.leaves.filter((l) => l.theme === theme).map((l) => l.id)
    const productsOf = (n: number, from: number): number[] => {
      const out: number[] = []
      for (const leaf of themeLeaves) for (const id of ctx.byLeaf.get(leaf) ?? []) if (out.length < n && id % 3 === from % 3) out.push(id)
      for (let id = 1; out.length < n && id <= ctx.productCount; id++) if (!out.includes(id)) out.push(id)
      return out
    }
    L.forEach((loc, li) => {
      const tl = (t: T4) => tr(t, li)
      const settings = {
        project: look.name,
        project_currency: 'MDL',
        langs: ['ro', 'ru', 'uk', 'en'],
        colors: { primary: look.primary, secondary: look.secondary, dark_theme: look.dark },
        logo: { logo: `/images/logo/${siteId}.svg`, logoDark: `/images/logo/${siteId}.svg?dark=1` },
        icons: { favicon: `/images/logo/${siteId}.svg` },
        styles: {
          css: `:root{--brand-primary:${look.primary};--brand-secondary:${look.secondary}}`,
          script: null,
          additional_js_items: [{ location: 'body_end', script: `window.__shop=${JSON.stringify(theme)}`, script_type: 'script' }],
          no_script_text: tl([
            'Activați JavaScript pentru a folosi magazinul.',
            'Включите JavaScript, чтобы пользоваться магазином.',
            'Увімкніть JavaScript, щоб користуватися магазином.',
            'Enable JavaScript to use the shop.',
          ]),
        },
        sitesettingsstatistic: {
          google_analytics_4: theme === 'electro' ? 'G-DEMO000001' : null,
          google_tag_manager: theme === 'market' ? 'GTM-DEMO01' : null,
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
        },
        is_romanian: false,
        cities_to_choose: [
          { id: 1, title: tl(['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau']) },
          { id: 13, title: tl(['Bălți', 'Бельцы', 'Бєльці', 'Balti']) },
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
          mainPhoneNumber: `+373 22 00${siteId} 000`,
          stationaryPhoneNumber: `+373 22 00${siteId} 001`,
          supportPhoneNumber: `+373 69 00${siteId} 002`,
          serviceCenterPhoneNumber: theme === 'electro' ? '+373 22 009 999' : null,
        },
        social_media: [
          { slug: 'facebook', url: `https://facebook.com/${theme}.demo`, title: 'Facebook' },
          { slug: 'instagram', url: `https://instagram.com/${theme}.demo`, title: 'Instagram' },
          { slug: 'youtube', url: `https://youtube.com/@${theme}demo`, title: 'YouTube' },
          { slug: 'viber', url: `viber://chat?number=%2B37369000${siteId}00`, title: 'Viber' },
          { slug: 'telegram', url: `https://t.me/${theme}_demo`, title: 'Telegram' },
        ],
        credits:
          theme === 'electro' || theme === 'home'
            ? [
                { id: 1, title: 'Iute Credit', months: [6, 12, 24] },
                { id: 2, title: 'Easy Credit', months: [3, 6, 12] },
              ]
            : [],
        delivery_price: { standart: { kishinev: 50 }, express: { kishinev: 100 }, region: 80, suburbs: 60, free_delivery: 1000, free_delivery_region: 2000, free_delivery_suburbs: 1500 },
        text_delivery_info: tl([
          'Livrare gratuită în Chișinău de la 1000 lei.',
          'Бесплатная доставка по Кишинёву от 1000 лей.',
          'Безкоштовна доставка по Кишиневу від 1000 лей.',
          'Free delivery in Chisinau from 1000 lei.',
        ]),
        popups: [],
        popups_configuration: { delay: 5000 },
        main_email: `info@${theme}.example.com`,
        default_sorting: look.sort,
        has_product_of_the_day: theme !== 'business',
        allow_negative_stock: theme === 'meals',
        calendar_settings: { enabled: theme === 'meals', days_ahead: 7 },
        is_registration_required_for_order: theme === 'business',
        has_tax_calculation: theme === 'business',
        mobile_apps_settings: { ios: null, android: null },
        discount_card_settings: { enabled: theme === 'pharma' || theme === 'market' },
        buttonsSettings: { display_side_menu: theme !== 'meals', show_product_code: theme === 'business' || theme === 'electro' },
        header_pages: [
          { title: tl(['Livrare', 'Доставка', 'Доставка', 'Delivery']), url: '/delivery', show_in_mobile: true },
          { title: tl(['Promoții', 'Акции', 'Акції', 'Promotions']), url: '/promotions', show_in_mobile: true },
          { title: tl(['Blog', 'Блог', 'Блог', 'Blog']), url: '/blog', show_in_mobile: false },
          { title: tl(['Contacte', 'Контакты', 'Контакти', 'Contacts']), url: '/contacts', show_in_mobile: false },
        ],
        cart_settings: { min_order_total: theme === 'meals' ? 150 : 0, max_count: 99999, server_cart: theme === 'pharma' },
        hide_price_for_guests: theme === 'business',
        // Only the pharmacy demo asks for a captcha at checkout (a made-up key: the e2e test stubs the script).
        captcha: theme === 'pharma' ? { site_key: '6Lc-demo-pharma-site-key', version: 2 } : { site_key: null, version: 2 },
        brands_position: si % 3,
      }
      emit('site_settings', [siteId, 'global', loc, json(settings)])
      const footer = {
        developers: [
          { name: 'Edge Storefront Team', url: 'https://example.com/developers' },
          { name: 'Design Studio Demo', url: null },
        ],
        copyright: `© 2026 ${look.name}`,
        columns: [
          {
            title: tl(['Cumpărători', 'Покупателям', 'Покупцям', 'Customers']),
            links: [
              { title: tl(['Livrare și plată', 'Доставка и оплата', 'Доставка та оплата', 'Delivery and payment']), url: '/delivery' },
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
      const pageT: Record<string, T4> = {
        about_us_page: ['Despre noi', 'О нас', 'Про нас', 'About us'],
        terms_and_privacy_policy: ['Termeni și confidențialitate', 'Условия и конфиденциальность', 'Умови та конфіденційність', 'Terms and privacy'],
        delivery_page: ['Livrare', 'Доставка', 'Доставка', 'Delivery'],
        credit_page: ['Credit', 'Кредит', 'Кредит', 'Credit'],
        discount_page: ['Reduceri', 'Скидки', 'Знижки', 'Discounts'],
        insurance_page: ['Asigurare', 'Страхование', 'Страхування', 'Insurance'],
        service_center_page: ['Centru de service', 'Сервисный центр', 'Сервісний центр', 'Service centre'],
      }
      for (const [kind, t] of Object.entries(pageT)) {
        emit('site_settings', [
          siteId,
          kind,
          loc,
          json({ title: tl(t), content: `<h1>${tl(t)}</h1><p>${look.name}: ${tl(t)}.</p>`, seo_title: `${tl(t)} | ${look.name}`, seo_description: `${tl(t)} - ${look.name}` }),
        ])
      }
      emit('site_settings', [
        siteId,
        'main_page_settings',
        loc,
        json({
          blocks: ['slider', 'advantages', 'new_products', 'popular_products', 'brands', 'promotions', 'articles'],
          seo_title: look.name,
          seo_description: `${look.name} - online shop`,
          seo_text: `<p>${look.name}</p>`,
        }),
      ])
      emit('site_settings', [
        siteId,
        'default-site-files',
        loc,
        json({ robots: 'User-agent: *\nAllow: /\n', ads_txt: null, favicon: `/images/logo/${siteId}.svg`, manifest: { name: look.name, short_name: look.name, theme_color: look.primary } }),
      ])

      // content rows
      const C = (kind: string, id: number, data: Record<string, unknown>, extra: { grp?: string | null; slug?: string | null; status?: number | null; sort?: number } = {}) =>
        emit('content', [siteId, kind, loc, id, extra.grp ?? null, extra.slug ?? null, extra.status ?? null, extra.sort ?? id, json({ id, ...data })])
      const statuses = [
        { id: 1, name: tl(['Noutăți', 'Новости', 'Новини', 'News']), slug: 'news' },
        { id: 2, name: tl(['Sfaturi', 'Советы', 'Поради', 'Tips']), slug: 'tips' },
        { id: 3, name: tl(['Recenzii', 'Обзоры', 'Огляди', 'Reviews']), slug: 'reviews' },
      ]
      C('article_status', 1, statuses[0]!)
      C('article_status', 2, statuses[1]!)
      C('article_status', 3, statuses[2]!)
      const artT: T4 = ['Articol', 'Статья', 'Стаття', 'Article']
      for (let a = 1; a <= 18; a++) {
        const status = statuses[(a - 1) % 3]!
        const title = `${tl(artT)} ${a}: ${look.name} ${tl([['noutăți', 'sfaturi', 'recenzii'][(a - 1) % 3]!, ['новости', 'советы', 'обзоры'][(a - 1) % 3]!, ['новини', 'поради', 'огляди'][(a - 1) % 3]!, ['news', 'tips', 'reviews'][(a - 1) % 3]!])}`
        const slug = `${slugify(title)}-${siteId}-${a}`
        C(
          'article',
          a,
          {
            title,
            slug,
            status: status,
            img: `/images/article/${a}.svg`,
            short_description: `${title} - ${tl(['pe scurt', 'кратко', 'коротко', 'in short'])}.`,
            content: `<p>${title}.</p><p>${tl(['Text complet al articolului.', 'Полный текст статьи.', 'Повний текст статті.', 'Full article text.'])}</p>`,
            created_at: iso(SEED_BASE_TIME - a * 5 * 86_400_000),
            seo_title: title,
            seo_description: title,
            seo_keywords: 'shop, news',
          },
          { grp: a % 3 === 0 ? 'blog' : 'news', slug, status: status.id, sort: -a },
        )
      }
      const faqQ: [T4, T4][] = [
        [
          ['Cum plasez o comandă?', 'Как оформить заказ?', 'Як оформити замовлення?', 'How do I place an order?'],
          [
            'Adăugați produsele în coș și urmați pașii.',
            'Добавьте товары в корзину и следуйте шагам.',
            'Додайте товари в кошик і дотримуйтесь кроків.',
            'Add products to the cart and follow the steps.',
          ],
        ],
        [
          ['Care sunt metodele de plată?', 'Какие способы оплаты?', 'Які способи оплати?', 'Which payment methods are there?'],
          ['Numerar sau card online.', 'Наличные или карта онлайн.', 'Готівка або картка онлайн.', 'Cash or card online.'],
        ],
        [
          ['Cât durează livrarea?', 'Сколько длится доставка?', 'Скільки триває доставка?', 'How long does delivery take?'],
          ['1-3 zile lucrătoare.', '1-3 рабочих дня.', '1-3 робочі дні.', '1-3 working days.'],
        ],
        [
          ['Pot returna un produs?', 'Можно ли вернуть товар?', 'Чи можна повернути товар?', 'Can I return a product?'],
          ['Da, în 14 zile.', 'Да, в течение 14 дней.', 'Так, протягом 14 днів.', 'Yes, within 14 days.'],
        ],
      ]
      faqQ.forEach(([q, a], i) => {
        C('faq', i + 1, { question: tl(q), answer: tl(a) })
      })
      const svc: T4[] = [
        ['Instalare', 'Установка', 'Встановлення', 'Installation'],
        ['Reparații', 'Ремонт', 'Ремонт', 'Repairs'],
        ['Consultanță', 'Консультация', 'Консультація', 'Consulting'],
        ['Livrare expres', 'Экспресс-доставка', 'Експрес-доставка', 'Express delivery'],
      ]
      svc.forEach((t, i) => {
        C('service', i + 1, { title: tl(t), description: `${tl(t)} - ${look.name}`, price: 100 * (i + 1), img: `/images/service/${i + 1}.svg` })
      })
      const guide: T4[] = [
        ['Alegeți produsul', 'Выберите товар', 'Оберіть товар', 'Choose a product'],
        ['Adăugați în coș', 'Добавьте в корзину', 'Додайте в кошик', 'Add to cart'],
        ['Completați datele', 'Заполните данные', 'Заповніть дані', 'Fill in your details'],
        ['Confirmați comanda', 'Подтвердите заказ', 'Підтвердіть замовлення', 'Confirm the order'],
      ]
      guide.forEach((t, i) => {
        C('order_guide', i + 1, { step: i + 1, title: tl(t), description: tl(t), img: `/images/guide/${i + 1}.svg` })
      })
      ;['Ion', 'Maria', 'Victor', 'Elena'].forEach((n, i) => {
        C('seller', i + 1, { id: i + 1, name: `${n} (${look.name})`, phone: `+37369000${i}${siteId}`, img: `/images/seller/${i + 1}.svg` })
      })
      const groups: T4[] = [
        ['Vânzări', 'Продажи', 'Продажі', 'Sales'],
        ['Suport', 'Поддержка', 'Підтримка', 'Support'],
      ]
      groups.forEach((t, i) => {
        C('contact_group', i + 1, { title: tl(t) })
      })
      for (let i = 1; i <= 4; i++)
        C(
          'contact',
          i,
          {
            title: `${tl(groups[(i - 1) % 2]!)} ${i}`,
            group_id: ((i - 1) % 2) + 1,
            phone: `+373 22 00${siteId} 10${i}`,
            email: `contact${i}@${theme}.example.com`,
            address: tl(['bd. Ștefan cel Mare 1', 'бул. Штефан чел Маре 1', 'бул. Штефан чел Маре 1', '1 Stefan cel Mare Blvd']),
            schedule: '09:00-18:00',
          },
          { grp: String(((i - 1) % 2) + 1) },
        )
      C('page_contact', 1, {
        title: tl(['Contacte', 'Контакты', 'Контакти', 'Contacts']),
        address: tl(['Chișinău, bd. Ștefan cel Mare 1', 'Кишинёв, бул. Штефан чел Маре 1', 'Кишинів, бул. Штефан чел Маре 1', 'Chisinau, 1 Stefan cel Mare Blvd']),
        phones: [`+373 22 00${siteId} 000`],
        emails: [`info@${theme}.example.com`],
        map: { lat: 47.0245, lon: 28.8322 },
        schedule: [{ days: 'Mon-Fri', hours: '09:00-18:00' }],
      })
      for (let i = 1; i <= 4; i++)
        C('video_review', i, {
          title: `${tl(['Video recenzie', 'Видеообзор', 'Відеоогляд', 'Video review'])} ${i}`,
          url: `https://www.youtube.com/watch?v=demo${theme}${i}`,
          preview: `/images/video/${i}.svg`,
          product_id: productsOf(4, i)[i - 1] ?? 1,
        })
      const rv = ['Servire excelentă!', 'Отличный магазин, быстрая доставка.', 'Чудовий сервіс.', 'Great shop, will order again.', 'Prețuri bune.', 'Рекомендую.']
      rv.forEach((text, i) => {
        C('customer_review', i + 1, { author: ['Ana', 'Сергей', 'Олена', 'John', 'Mihai', 'Ольга'][i], text, rating: 4 + (i % 2), created_at: iso(SEED_BASE_TIME - i * 9 * 86_400_000) })
      })
      const vac: T4[] = [
        ['Consultant vânzări', 'Продавец-консультант', 'Продавець-консультант', 'Sales consultant'],
        ['Curier', 'Курьер', "Кур'єр", 'Courier'],
        ['Manager de depozit', 'Менеджер склада', 'Менеджер складу', 'Warehouse manager'],
      ]
      vac.forEach((t, i) => {
        C('vacancy', i + 1, {
          title: tl(t),
          description: `<p>${tl(t)} - ${look.name}</p>`,
          salary: `${8000 + i * 2000} MDL`,
          city: tl(['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau']),
          show_on_main_page: i === 0,
          requirements: ['18+', 'ro/ru'],
        })
      })
      for (let g = 1; g <= 3; g++)
        C('gallery', g, {
          title: `${tl(['Galerie', 'Галерея', 'Галерея', 'Gallery'])} ${g}`,
          cover: `/images/gallery/${g * 10}.svg`,
          images: Array.from({ length: 4 }, (_, k) => ({ id: g * 10 + k, url: `/images/gallery/${g * 10 + k}.svg`, title: `${g}.${k + 1}` })),
        })
      for (let p = 1; p <= 6; p++)
        C(
          'partner',
          p,
          {
            name: `Partner ${p}`,
            logo: `/images/partner/${p}.svg`,
            url: `https://partner${p}.example.com`,
            region: { id: [3, 1, 2][p % 3], title: tl(['Chișinău', 'Кишинёв', 'Кишинів', 'Chisinau']) },
          },
          { grp: String([3, 1, 2][p % 3]) },
        )
      const promoT: T4 = ['Promoție', 'Акция', 'Акція', 'Promotion']
      for (let p = 1; p <= 6; p++) {
        const future = p % 2 === 1
        const expire = future ? iso(Date.UTC(2030, p, 1)) : iso(Date.UTC(2024, p, 1))
        C(
          'promotion',
          p,
          {
            title: `${tl(promoT)} ${p} - ${look.name}`,
            slug: `promo-${siteId}-${p}`,
            img: `/images/promotion/${p}.svg`,
            description: `<p>${tl(promoT)} ${p}</p>`,
            expireDate: expire,
            startDate: iso(Date.UTC(2024, 0, 1)),
            product_ids: productsOf(8, p),
          },
          { slug: `promo-${siteId}-${p}`, sort: -p },
        )
      }
      // CMS pages: one without layout, one with a hostile html payload for the sanitiser.
      const pages: [string, T4, string, boolean, boolean][] = [
        ['warranty', ['Garanție', 'Гарантия', 'Гарантія', 'Warranty'], '<h1>Garanție</h1><p>24 luni.</p>', false, true],
        ['landing/black-friday', ['Black Friday', 'Чёрная пятница', 'Чорна пʼятниця', 'Black Friday'], '<section class="landing"><h1>Black Friday</h1><p>-50%</p></section>', true, false],
        [
          'xss-test',
          ['Test de securitate', 'Тест безопасности', 'Тест безпеки', 'Security test'],
          '<p>Safe text</p><script>alert("xss")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">link</a>',
          false,
          true,
        ],
        ['how-to-order', ['Cum comand', 'Как заказать', 'Як замовити', 'How to order'], '<ol><li>Select</li><li>Pay</li></ol>', false, true],
      ]
      pages.forEach(([slug, t, html, ignore, crumbs], i) => {
        C('page', i + 1, { title: tl(t), slug, html, ignore_layout: ignore, show_breadcrumbs: crumbs, seo_title: tl(t), seo_description: tl(t) }, { slug })
      })
      // product sliders
      const sliders: [string, T4][] = [
        ['hits', ['Hituri', 'Хиты продаж', 'Хіти продажу', 'Best sellers']],
        ['recommended', ['Recomandate', 'Рекомендуем', 'Рекомендуємо', 'Recommended']],
        ['product_page', ['Vă mai pot interesa', 'Вас также может заинтересовать', 'Вас також може зацікавити', 'You may also like']],
      ]
      sliders.forEach(([slug, t], i) => {
        C('slider', i + 1, { carouselName: tl(t), slug, product_ids: productsOf(12, i + 3), is_product_page: slug === 'product_page' }, { grp: slug })
      })
      // banners / slides
      const showOn = ['top', 'main', 'main', 'main', 'bottom', 'left_banner', 'right_banner', null]
      showOn.forEach((so, i) => {
        C(
          'slide',
          i + 1,
          {
            title: `${tl(['Banner', 'Баннер', 'Банер', 'Banner'])} ${i + 1}`,
            img: `/images/banner/${i + 1}.svg`,
            img_mobile: `/images/banner/${i + 1}.svg?m=1`,
            url: `/promotions`,
            show_on: so,
            category_id: themeLeaves[i % Math.max(1, themeLeaves.length)] ?? null,
          },
          { grp: so },
        )
      })
      const advKeys = ['product_why_we', 'product_page', 'main_page', 'category_page']
      const advT: T4[] = [
        ['Livrare rapidă', 'Быстрая доставка', 'Швидка доставка', 'Fast delivery'],
        ['Garanție oficială', 'Официальная гарантия', 'Офіційна гарантія', 'Official warranty'],
        ['Plata în rate', 'Оплата в рассрочку', 'Оплата частинами', 'Pay in instalments'],
        ['Retur 14 zile', 'Возврат 14 дней', 'Повернення 14 днів', '14-day returns'],
      ]
      let advId = 0
      for (const key of advKeys)
        advT.forEach((t, i) => {
          C('advantage', ++advId, { title: tl(t), description: `${tl(t)} - ${look.name}`, icon: `/images/advantage/${i + 1}.svg` }, { grp: key, sort: i })
        })
      C('similar_category', 1, { view_mode: si % 2 ? 'grid' : 'carousel', category_ids: themeLeaves.slice(0, 4) })
      C('carousel_category', 1, { category_ids: themeLeaves.slice(0, 6) })
      const pq: T4[] = [
        ['telefon', 'телефон', 'телефон', 'phone'],
        ['laptop', 'ноутбук', 'ноутбук', 'laptop'],
        ['cafea', 'кофе', 'кава', 'coffee'],
        ['vitamine', 'витамины', 'вітаміни', 'vitamins'],
        ['canapea', 'диван', 'диван', 'sofa'],
        ['hârtie', 'бумага', 'папір', 'paper'],
      ]
      pq.forEach((t, i) => {
        C('popular_query', i + 1, { query: tl(t), count: 1000 - i * 90 })
      })
      C('payment_system', 1, {
        id: 1,
        slug: 'cash',
        type: 'offline',
        title: tl(['Numerar la livrare', 'Наличными при получении', 'Готівкою при отриманні', 'Cash on delivery']),
        img: '/images/payment/1.svg',
      })
      C('payment_system', 2, { id: 2, slug: 'card_online', type: 'online', title: tl(['Card online', 'Картой онлайн', 'Карткою онлайн', 'Card online']), img: '/images/payment/2.svg' })
      C('payment_system', 3, {
        id: 3,
        slug: 'bank_transfer',
        type: 'offline',
        title: tl(['Transfer bancar', 'Банковский перевод', 'Банківський переказ', 'Bank transfer']),
        img: '/images/payment/3.svg',
        only_company: true,
      })
      C('delivery_service', 1, {
        brand_services: [
          { id: 1, slug: 'novapost', title: 'Nova Post', types: ['courier', 'warehouse', 'postmachine'] },
          { id: 2, slug: 'own_courier', title: tl(['Curier propriu', 'Собственный курьер', 'Власний курʼєр', 'Own courier']), types: ['courier'] },
        ],
        countries: [
          { code: 'MD', title: 'Moldova' },
          { code: 'UA', title: tl(['Ucraina', 'Украина', 'Україна', 'Ukraine']) },
          { code: 'RO', title: tl(['România', 'Румыния', 'Румунія', 'Romania']) },
        ],
      })
      C('custom_instance', 1, { title: tl(['Colecția de iarnă', 'Зимняя коллекция', 'Зимова колекція', 'Winter collection']), html: '<p>Winter</p>', product_ids: productsOf(6, 1) })
      C('custom_instance', 2, { title: tl(['Oferta săptămânii', 'Предложение недели', 'Пропозиція тижня', 'Offer of the week']), html: '<p>Week</p>', product_ids: productsOf(6, 2) })
      C('product_of_the_day', 1, { product_id: productsOf(1, siteId)[0] ?? 1, date: '2026-11-01', expireDate: iso(Date.UTC(2030, 0, 1)) })
      C('credit_company', 1, { id: 1, title: 'Iute Credit', rate: 0.19, months: [6, 12, 24], min_price: 500 })
      C('credit_company', 2, { id: 2, title: 'Easy Credit', rate: 0, months: [3, 6, 12], min_price: 1000 })
      C('delivery_info_text', 1, {
        text: tl(['Livrăm în toată Moldova în 1-3 zile.', 'Доставляем по всей Молдове за 1-3 дня.', 'Доставляємо по всій Молдові за 1-3 дні.', 'We deliver across Moldova in 1-3 days.']),
      })
      void int
    })
  })
}
