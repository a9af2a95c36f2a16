/** The seed's tables and types: what the generator writes and the SQL run after it. */

export type Locale = 'ro' | 'ru' | 'uk' | 'en'
export const SEED_LOCALES: Locale[] = ['ro', 'ru', 'uk', 'en']
export type T4 = [string, string, string, string]
export type Row = (string | number | null)[]

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
  categories: [
    'id',
    'parent_id',
    'level',
    'sort',
    'icon',
    'image',
    'badge',
    'title_ro',
    'title_ru',
    'title_uk',
    'title_en',
    'slug_ro',
    'slug_ru',
    'slug_uk',
    'slug_en',
    'age_restricted',
  ],
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
  shops: ['id', 'sorted', 'titles', 'addresses', 'phone', 'lat', 'lon', 'hours', 'timezone_offset_min', 'country_code'],
  shop_stock: ['product_id', 'shop_id', 'qty'],
  regions: ['id', 'sort', 'titles', 'country_code'],
  localities: ['id', 'region_id', 'slug', 'suburb', 'titles', 'country_code'],
  sectors: ['id', 'locality_id', 'titles'],
  streets: ['id', 'locality_id', 'name'],
  promo_codes: ['code', 'type', 'value_type', 'value', 'product_ids', 'min_total', 'expires_at', 'active'],
  users: [
    'id',
    'email',
    'password_hash',
    'first_name',
    'last_name',
    'phone',
    'birthday',
    'balance',
    'status',
    'can_use_promocode',
    'loyalty_points',
    'group_type_id',
    'company',
    'created_at',
  ],
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
  companies: ['id', 'user_id', 'name', 'idno', 'vat', 'address', 'bank', 'iban', 'status', 'created_at'],
  np_cities: ['ref', 'description', 'description_ro', 'area', 'country_code'],
  np_streets: ['ref', 'city_ref', 'description', 'description_ro', 'street_type'],
  np_points: ['ref', 'city_ref', 'kind', 'number', 'address'],
  // The adverts marketplace (adverts.ts, migration 0012).
  currency_rates: ['code', 'rate', 'symbol', 'sort'],
  advert_categories: ['id', 'parent_id', 'sort', 'slug', 'titles'],
  advert_attributes: ['id', 'keyword', 'type', 'unit', 'sort', 'titles', 'category_ids'],
  advert_attribute_options: ['id', 'attribute_id', 'sort', 'titles'],
  complaint_categories: ['id', 'sort', 'titles'],
  adverts: [
    'id',
    'site_id',
    'user_id',
    'slug',
    'type',
    'category_id',
    'title_ro',
    'title_ru',
    'title_uk',
    'title_en',
    'description_ro',
    'description_ru',
    'description_uk',
    'description_en',
    'price',
    'default_currency',
    'is_negotiable_price',
    'area',
    'default_area_unit',
    'lat',
    'lon',
    'region_id',
    'location_id',
    'sector_id',
    'address',
    'cadastral_number',
    'contacts',
    'is_active',
    'is_draft',
    'created_at',
    'updated_at',
  ],
  advert_attribute_values: ['advert_id', 'attribute_id', 'value'],
  advert_images: ['id', 'advert_id', 'position', 'r2_key', 'content_type', 'bytes', 'created_at'],
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
  // Gifts (decision 0048): in every leaf category, the newest active product in stock comes with the
  // next newest one as its gift, so each demo site (its own categories) has gifts on its first pages.
  `UPDATE products SET gift_id = (
     SELECT q.id FROM products q WHERE coalesce(q.cat3, q.cat2) = coalesce(products.cat3, products.cat2) AND q.active = 1 AND q.is_stock = 1 AND q.id < products.id ORDER BY q.id DESC LIMIT 1)
   WHERE id IN (SELECT max(id) FROM products WHERE active = 1 AND is_stock = 1 GROUP BY coalesce(cat3, cat2))`,
  `UPDATE categories SET product_count = (SELECT coalesce(sum(product_count), 0) FROM category_brands WHERE category_id = categories.id)`,
]

/** One demo site per theme (site ids 1..6 in this order). */
export const SITE_THEMES = ['electro', 'home', 'pharma', 'market', 'business', 'meals'] as const
