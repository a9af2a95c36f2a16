-- Reference admin back end schema. Localised texts of the big tables are columns per locale
-- (title_ro, title_ru, title_uk, title_en) so listings read one row per product; small tables keep
-- localised texts as JSON objects keyed by locale.

CREATE TABLE admin_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  theme TEXT NOT NULL,
  main_lang TEXT NOT NULL DEFAULT 'ro'
);

-- Per site and locale JSON documents: global, footer, about_us_page, delivery_page, ...
CREATE TABLE site_settings (
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, locale)
) WITHOUT ROWID;

-- Generic localised content: faq, services, vacancies, articles, sliders, banners, pages, ...
CREATE TABLE content (
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  id INTEGER NOT NULL,
  grp TEXT,
  slug TEXT,
  status INTEGER,
  sort INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, locale, id)
) WITHOUT ROWID;
CREATE INDEX content_slug ON content (site_id, kind, slug);
CREATE INDEX content_grp ON content (site_id, kind, locale, grp, sort);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER,
  level INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  icon TEXT,
  image TEXT,
  badge TEXT,
  title_ro TEXT NOT NULL, title_ru TEXT NOT NULL, title_uk TEXT NOT NULL, title_en TEXT NOT NULL,
  slug_ro TEXT NOT NULL, slug_ru TEXT NOT NULL, slug_uk TEXT NOT NULL, slug_en TEXT NOT NULL,
  product_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_slug_ro ON categories (slug_ro);
CREATE INDEX categories_slug_ru ON categories (slug_ru);
CREATE INDEX categories_slug_uk ON categories (slug_uk);
CREATE INDEX categories_slug_en ON categories (slug_en);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  image TEXT,
  sort INTEGER NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  descr TEXT NOT NULL -- JSON {ro,ru,uk,en}
);

CREATE TABLE properties (
  id INTEGER PRIMARY KEY,
  keyword TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'checkbox',
  unit TEXT,
  filterable INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL,
  titles TEXT NOT NULL -- JSON {ro,ru,uk,en}
);
CREATE INDEX properties_keyword ON properties (keyword);

CREATE TABLE property_options (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  keyword TEXT NOT NULL,
  value TEXT,
  sort INTEGER NOT NULL,
  titles TEXT NOT NULL
);
CREATE INDEX property_options_prop ON property_options (property_id, keyword);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  brand_id INTEGER NOT NULL,
  cat1 INTEGER NOT NULL,
  cat2 INTEGER NOT NULL,
  cat3 INTEGER NOT NULL,
  title_ro TEXT NOT NULL, title_ru TEXT NOT NULL, title_uk TEXT NOT NULL, title_en TEXT NOT NULL,
  slug_ro TEXT NOT NULL, slug_ru TEXT NOT NULL, slug_uk TEXT NOT NULL, slug_en TEXT NOT NULL,
  price REAL NOT NULL,
  old_price REAL,
  discount INTEGER NOT NULL DEFAULT 0,
  multiplicity REAL NOT NULL DEFAULT 1,
  stock REAL NOT NULL,
  active INTEGER NOT NULL,
  available INTEGER NOT NULL,
  is_stock INTEGER NOT NULL,
  is_recipe INTEGER NOT NULL DEFAULT 0,
  is_promo INTEGER NOT NULL DEFAULT 0,
  loyalty_give REAL NOT NULL DEFAULT 0,
  weight_gr INTEGER NOT NULL,
  colors TEXT NOT NULL, -- JSON array of hex colours
  sort_priority INTEGER NOT NULL,
  home_delivery INTEGER NOT NULL DEFAULT 1,
  card_payment_available INTEGER NOT NULL DEFAULT 1,
  has_associated INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX products_code ON products (code);
CREATE INDEX products_slug_ro ON products (slug_ro);
CREATE INDEX products_slug_ru ON products (slug_ru);
CREATE INDEX products_slug_uk ON products (slug_uk);
CREATE INDEX products_slug_en ON products (slug_en);
CREATE INDEX products_c1_price ON products (cat1, active, price);
CREATE INDEX products_c2_price ON products (cat2, active, price);
CREATE INDEX products_c3_price ON products (cat3, active, price);
CREATE INDEX products_c1_prio ON products (cat1, active, sort_priority);
CREATE INDEX products_c2_prio ON products (cat2, active, sort_priority);
CREATE INDEX products_c3_prio ON products (cat3, active, sort_priority);
CREATE INDEX products_brand ON products (brand_id, active, price);
CREATE INDEX products_active_price ON products (active, price);
CREATE INDEX products_promo ON products (is_promo, active, price);

CREATE TABLE product_texts (
  product_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (product_id, locale)
) WITHOUT ROWID;

-- Property values of products; filters intersect these by option id.
CREATE TABLE product_options (
  option_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  property_id INTEGER NOT NULL,
  PRIMARY KEY (option_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_options_product ON product_options (product_id);

-- Filter groups per category (any level), rebuilt by the seed: which options occur in a category.
CREATE TABLE category_facets (
  category_id INTEGER NOT NULL,
  option_id INTEGER NOT NULL,
  property_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, option_id)
) WITHOUT ROWID;
CREATE TABLE category_brands (
  category_id INTEGER NOT NULL,
  brand_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, brand_id)
) WITHOUT ROWID;

-- kind: s similar, c compatible, a associated
CREATE TABLE product_links (
  product_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  other_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, kind, other_id)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE product_search USING fts5 (
  title_ro, title_ru, title_uk, title_en, code,
  content = '', tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  user_id INTEGER,
  author TEXT NOT NULL,
  rating INTEGER NOT NULL,
  text TEXT NOT NULL,
  likes INTEGER NOT NULL DEFAULT 0,
  dislikes INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_product ON reviews (product_id, id);

CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  sorted INTEGER NOT NULL,
  titles TEXT NOT NULL,
  addresses TEXT NOT NULL,
  phone TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  hours TEXT NOT NULL, -- JSON: 7 entries Monday..Sunday, each [open, close] ("HH:MM") or null
  timezone_offset_min INTEGER NOT NULL DEFAULT 120
);

CREATE TABLE shop_stock (
  product_id INTEGER NOT NULL,
  shop_id INTEGER NOT NULL,
  qty REAL NOT NULL,
  PRIMARY KEY (product_id, shop_id)
) WITHOUT ROWID;

CREATE TABLE regions (id INTEGER PRIMARY KEY, sort INTEGER NOT NULL, titles TEXT NOT NULL);
CREATE TABLE localities (
  id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  suburb INTEGER NOT NULL DEFAULT 0,
  titles TEXT NOT NULL
);
CREATE INDEX localities_region ON localities (region_id);
CREATE TABLE sectors (id INTEGER PRIMARY KEY, locality_id INTEGER NOT NULL, titles TEXT NOT NULL);
CREATE TABLE streets (id INTEGER PRIMARY KEY, locality_id INTEGER NOT NULL, name TEXT NOT NULL);
CREATE INDEX streets_locality ON streets (locality_id, name);

CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY,
  type TEXT NOT NULL, -- general | product
  value_type TEXT NOT NULL, -- percent | value
  value REAL NOT NULL,
  product_ids TEXT NOT NULL DEFAULT '[]',
  min_total REAL NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  birthday TEXT,
  balance REAL NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  can_use_promocode INTEGER NOT NULL DEFAULT 1,
  loyalty_points REAL NOT NULL DEFAULT 0,
  group_type_id INTEGER NOT NULL DEFAULT 1, -- 1 retail customer, 2 company
  company TEXT, -- JSON or NULL
  created_at TEXT NOT NULL
);

CREATE TABLE delivery_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  street_id INTEGER,
  building TEXT NOT NULL,
  apartment TEXT,
  note TEXT,
  is_default INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_addresses_user ON delivery_addresses (user_id);

CREATE TABLE revoked_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);

-- owner: 'u:<user id>' for signed-in users, 'g:<no_user_id>' for guests
CREATE TABLE cart_items (
  site_id INTEGER NOT NULL,
  owner TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  count REAL NOT NULL,
  loyalty INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, owner, product_id)
) WITHOUT ROWID;

CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  owner TEXT NOT NULL,
  promo_code TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE favorites (
  site_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site_id, user_id, product_id)
) WITHOUT ROWID;

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  user_id INTEGER,
  owner TEXT,
  number TEXT NOT NULL,
  status TEXT NOT NULL, -- new, processing, shipped, delivered, cancelled
  payment_system_id INTEGER NOT NULL,
  payment_status TEXT NOT NULL, -- pending, paid, failed, not_required
  delivery_method TEXT NOT NULL,
  total REAL NOT NULL,
  delivery_price REAL NOT NULL DEFAULT 0,
  discount REAL NOT NULL DEFAULT 0,
  promo_code TEXT,
  company_id INTEGER,
  data TEXT NOT NULL, -- JSON: customer, address, ...
  created_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, id);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  count REAL NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (order_id, product_id)
) WITHOUT ROWID;

CREATE TABLE acts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  company_id INTEGER,
  number TEXT NOT NULL,
  date TEXT NOT NULL,
  total REAL NOT NULL,
  status TEXT NOT NULL
);

-- Postal carrier reference data
CREATE TABLE np_cities (ref TEXT PRIMARY KEY, description TEXT NOT NULL, description_ro TEXT NOT NULL, area TEXT NOT NULL);
CREATE TABLE np_streets (
  ref TEXT PRIMARY KEY,
  city_ref TEXT NOT NULL,
  description TEXT NOT NULL,
  description_ro TEXT NOT NULL,
  street_type TEXT NOT NULL
);
CREATE INDEX np_streets_city ON np_streets (city_ref);
CREATE TABLE np_points (
  ref TEXT PRIMARY KEY,
  city_ref TEXT NOT NULL,
  kind TEXT NOT NULL, -- warehouse | postmachine
  number INTEGER NOT NULL,
  address TEXT NOT NULL
);
CREATE INDEX np_points_city ON np_points (city_ref, kind, number);

-- Forms: newsletter, resume, consultation, user request, review likes
CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
