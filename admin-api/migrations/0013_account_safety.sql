-- Issue 26: accounts a stranger cannot take over (decision 0015, threat model).
--
-- 1. Ids are never reused. users and adverts are rebuilt with INTEGER PRIMARY KEY AUTOINCREMENT
--    (SQLite then never hands out an id it has handed out before, even after the newest row is
--    deleted). Every row keeps its id. The sequences start above the highest id any other table still
--    names (a deleted account's orders, links, codes; a deleted advert's complaints), so an id that
--    was deleted before this migration is not handed out again either.
--    D1 runs every migration with foreign keys enforced (PRAGMA foreign_keys cannot be turned off in
--    D1; PRAGMA defer_foreign_keys is the documented switch). No table declares a FOREIGN KEY
--    (REFERENCES) on users or adverts, so DROP TABLE breaks nothing; the deferral is set anyway so a
--    later FOREIGN KEY would not make this rebuild fail half-way. The trigger on users
--    (users_contacts, 0010) is dropped with the table and made again below; the indexes likewise.
-- 2. users.token_key: a random per-account secret every JWT carries (claim `uk`) and verification
--    compares; a new key ends every session of the account (password reset, a claim of an unproven
--    account). users.keep_session: the session id (claim `sid`) a password change keeps while ending
--    the others. users.email_verified: whether the sign-in e-mail was proven (activation link, social
--    provider, password-reset link); an active account made by phone registration starts with 0 and
--    cannot sign in by e-mail until it is proven.
-- 3. account_tokens.password_hash: the password an activation link sets (the newest registration of an
--    address that no one has proven yet).
PRAGMA defer_foreign_keys = on;

CREATE TABLE users_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
  created_at TEXT NOT NULL,
  tokens_valid_after INTEGER NOT NULL DEFAULT 0,
  token_key TEXT NOT NULL DEFAULT (lower(hex(randomblob(16)))),
  keep_session TEXT,
  email_verified INTEGER NOT NULL DEFAULT 1
);
INSERT INTO users_new (id, email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at, tokens_valid_after, email_verified)
  SELECT id, email, password_hash, first_name, last_name, phone, birthday, balance, status, can_use_promocode, loyalty_points, group_type_id, company, created_at, tokens_valid_after,
         CASE WHEN status = 'active' THEN 1 ELSE 0 END
  FROM users;
-- Move the sequence past ids other tables still name (a placeholder row, inserted and deleted).
INSERT INTO users_new (id, email, password_hash, first_name, last_name, created_at)
  SELECT m, '#sequence-placeholder', '!', '', '', '' FROM (
    SELECT max(coalesce((SELECT max(user_id) FROM account_tokens), 0), coalesce((SELECT max(user_id) FROM login_codes), 0),
               coalesce((SELECT max(user_id) FROM orders), 0), coalesce((SELECT max(user_id) FROM adverts), 0),
               coalesce((SELECT max(user_id) FROM social_accounts), 0), coalesce((SELECT max(user_id) FROM complaints), 0)) AS m)
  WHERE m > coalesce((SELECT max(id) FROM users_new), 0);
DELETE FROM users_new WHERE email = '#sequence-placeholder';
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;

CREATE TRIGGER users_contacts AFTER INSERT ON users
BEGIN
  INSERT OR IGNORE INTO user_emails (user_id, email, is_primary, verified_at, created_at)
    VALUES (NEW.id, NEW.email, 1, CASE WHEN NEW.status = 'active' AND NEW.email_verified = 1 THEN NEW.created_at END, NEW.created_at);
  INSERT OR IGNORE INTO user_phones (user_id, phone, is_primary, verified_at, created_at)
    SELECT NEW.id, '+' || replace(replace(replace(replace(replace(replace(NEW.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1, NULL, NEW.created_at
    WHERE NEW.phone IS NOT NULL AND NEW.phone != '';
END;

CREATE TABLE adverts_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO adverts_new SELECT id, site_id, user_id, slug, type, category_id, title_ro, title_ru, title_uk, title_en, description_ro, description_ru, description_uk, description_en,
  price, default_currency, is_negotiable_price, area, default_area_unit, lat, lon, region_id, location_id, sector_id, address, cadastral_number, contacts, is_active, is_draft, created_at, updated_at
  FROM adverts;
INSERT INTO adverts_new (id, site_id, user_id, slug, type, default_currency, is_negotiable_price, default_area_unit, is_active, is_draft, created_at, updated_at)
  SELECT m, 0, 0, '#sequence-placeholder', '', '', 0, '', 0, 1, '', '' FROM (
    SELECT max(coalesce((SELECT max(advert_id) FROM complaints), 0), coalesce((SELECT max(advert_id) FROM advert_images), 0),
               coalesce((SELECT max(advert_id) FROM advert_favorites), 0), coalesce((SELECT max(advert_id) FROM advert_attribute_values), 0)) AS m)
  WHERE m > coalesce((SELECT max(id) FROM adverts_new), 0);
DELETE FROM adverts_new WHERE slug = '#sequence-placeholder';
DROP TABLE adverts;
ALTER TABLE adverts_new RENAME TO adverts;
CREATE INDEX adverts_public ON adverts (site_id, is_draft, is_active, created_at);
CREATE INDEX adverts_user ON adverts (user_id, site_id);
CREATE INDEX adverts_category ON adverts (category_id);

ALTER TABLE account_tokens ADD COLUMN password_hash TEXT;

-- Send and guess counters beyond the per-recipient ones live in login_attempts (keys sms-account:,
-- sms-ip:, guess:), like the sign-in counters.
