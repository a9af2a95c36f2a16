-- Issue 19: the adverts marketplace (decision 0022). Adverts are per site and owned by a user;
-- regions, locations (localities) and sectors are the existing tables of 0001.

-- Rates in MDL (the project currency) per unit of each currency; the list converts price filters
-- and sorts with them at query time, so a new rate applies at once.
CREATE TABLE currency_rates (code TEXT PRIMARY KEY, rate REAL NOT NULL CHECK (rate > 0), symbol TEXT NOT NULL, sort INTEGER NOT NULL);

-- Two levels: parent_id NULL for the top level.
CREATE TABLE advert_categories (id INTEGER PRIMARY KEY, parent_id INTEGER, sort INTEGER NOT NULL, slug TEXT NOT NULL UNIQUE, titles TEXT NOT NULL);

-- select attributes have options; number attributes a unit. category_ids: a JSON list of the
-- categories (top level or sub) the attribute applies to.
CREATE TABLE advert_attributes (
  id INTEGER PRIMARY KEY,
  keyword TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('select', 'number')),
  unit TEXT,
  sort INTEGER NOT NULL,
  titles TEXT NOT NULL,
  category_ids TEXT NOT NULL
);
CREATE TABLE advert_attribute_options (id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL, sort INTEGER NOT NULL, titles TEXT NOT NULL);
CREATE INDEX advert_attribute_options_attribute ON advert_attribute_options (attribute_id, sort);

CREATE TABLE adverts (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  category_id INTEGER,
  title_ro TEXT NOT NULL DEFAULT '',
  title_ru TEXT NOT NULL DEFAULT '',
  title_uk TEXT NOT NULL DEFAULT '',
  title_en TEXT NOT NULL DEFAULT '',
  description_ro TEXT NOT NULL DEFAULT '',
  description_ru TEXT NOT NULL DEFAULT '',
  description_uk TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  price REAL,
  default_currency TEXT NOT NULL,
  is_negotiable_price INTEGER NOT NULL,
  area REAL,
  default_area_unit TEXT NOT NULL,
  lat REAL,
  lon REAL,
  region_id INTEGER,
  location_id INTEGER,
  sector_id INTEGER,
  address TEXT NOT NULL DEFAULT '',
  cadastral_number TEXT NOT NULL DEFAULT '',
  contacts TEXT NOT NULL DEFAULT '[]',
  is_active INTEGER NOT NULL,
  is_draft INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX adverts_public ON adverts (site_id, is_draft, is_active, created_at);
CREATE INDEX adverts_user ON adverts (user_id, site_id);
CREATE INDEX adverts_category ON adverts (category_id);

-- select attributes store the option id in value, number attributes the number.
CREATE TABLE advert_attribute_values (
  advert_id INTEGER NOT NULL,
  attribute_id INTEGER NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (advert_id, attribute_id)
) WITHOUT ROWID;
CREATE INDEX advert_attribute_values_filter ON advert_attribute_values (attribute_id, value);

-- Photos: r2_key names the object in the ADVERT_IMAGES bucket; NULL for the seeded adverts, whose
-- pictures are drawn (SVG). position 0 is the preview.
CREATE TABLE advert_images (
  id INTEGER PRIMARY KEY,
  advert_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  r2_key TEXT UNIQUE,
  content_type TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX advert_images_advert ON advert_images (advert_id, position);

CREATE TABLE advert_favorites (
  site_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  advert_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site_id, user_id, advert_id)
) WITHOUT ROWID;
CREATE INDEX advert_favorites_advert ON advert_favorites (advert_id);

CREATE TABLE complaint_categories (id INTEGER PRIMARY KEY, sort INTEGER NOT NULL, titles TEXT NOT NULL);
-- One complaint per user and advert (a second one answers 409); kept when the advert is deleted.
CREATE TABLE complaints (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  advert_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  created_at TEXT NOT NULL,
  UNIQUE (user_id, advert_id)
);

-- Registration by phone in the adverts area (POST /api/register/, PATCH /api/register/{phone}/):
-- the SMS code for a number without an account, as HMAC-SHA256(JWT_SECRET, salt:code) like the
-- sign-in codes (decision 0016): 10 minutes, single use, burnt after 5 wrong tries.
CREATE TABLE phone_registrations (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX phone_registrations_phone ON phone_registrations (phone, id);
