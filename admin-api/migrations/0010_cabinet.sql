-- Issue 17: the personal cabinet (decision 0020). Acts per site, companies, the phones and e-mails of
-- an account, profile images, verification codes for new phones and e-mails, and the account
-- deletion link.

-- Acts are documents of one shop: existing rows belong to site 1 (the only site that had them).
ALTER TABLE acts ADD COLUMN site_id INTEGER NOT NULL DEFAULT 1;
CREATE INDEX acts_user_site ON acts (user_id, site_id, date);

-- Companies of a company user (create-company saves one, create-company-multi several). Orders and
-- acts carry company_id. status: pending until the shop checks it, active, or rejected.
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  idno TEXT NOT NULL,
  vat TEXT,
  address TEXT NOT NULL,
  bank TEXT,
  iban TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected')),
  created_at TEXT NOT NULL
);
CREATE INDEX companies_user ON companies (user_id, id);
-- The single company that users.company held until now (read no more: the table is the truth).
INSERT OR IGNORE INTO companies (id, user_id, name, idno, vat, address, bank, iban, status, created_at)
  SELECT json_extract(company, '$.id'), id, json_extract(company, '$.name'), coalesce(json_extract(company, '$.idno'), ''), json_extract(company, '$.vat'),
         coalesce(json_extract(company, '$.address'), ''), json_extract(company, '$.bank'), json_extract(company, '$.iban'),
         CASE WHEN json_extract(company, '$.status') IN ('pending', 'active', 'rejected') THEN json_extract(company, '$.status') ELSE 'active' END, created_at
  FROM users WHERE company IS NOT NULL AND json_valid(company) AND json_extract(company, '$.name') IS NOT NULL;

-- The e-mails and phones of an account. The primary ones are also users.email (the sign-in e-mail)
-- and users.phone (the number SMS sign-in uses); the routes keep both in step. verified_at: when a
-- code proved it (NULL for what was typed at registration).
CREATE TABLE user_emails (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  verified_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, email)
);
CREATE INDEX user_emails_email ON user_emails (email);
CREATE TABLE user_phones (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  phone TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  verified_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, phone)
);
CREATE INDEX user_phones_phone ON user_phones (phone);

-- Every account gets its sign-in e-mail and phone (as `+digits`) listed, however it was made
-- (registration, social sign-in, the seed).
CREATE TRIGGER users_contacts AFTER INSERT ON users
BEGIN
  INSERT OR IGNORE INTO user_emails (user_id, email, is_primary, verified_at, created_at)
    VALUES (NEW.id, NEW.email, 1, CASE WHEN NEW.status = 'active' THEN NEW.created_at END, NEW.created_at);
  INSERT OR IGNORE INTO user_phones (user_id, phone, is_primary, verified_at, created_at)
    SELECT NEW.id, '+' || replace(replace(replace(replace(replace(replace(NEW.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1, NULL, NEW.created_at
    WHERE NEW.phone IS NOT NULL AND NEW.phone != '';
END;
INSERT OR IGNORE INTO user_emails (user_id, email, is_primary, verified_at, created_at)
  SELECT id, email, 1, CASE WHEN status = 'active' THEN created_at END, created_at FROM users;
INSERT OR IGNORE INTO user_phones (user_id, phone, is_primary, verified_at, created_at)
  SELECT id, '+' || replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', ''), 1, NULL, created_at
  FROM users WHERE phone IS NOT NULL AND phone != '';

-- The profile image: one per user, served at /images/avatar/<key> (key random, new on each upload).
CREATE TABLE profile_images (
  user_id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  updated_at TEXT NOT NULL
);

-- Codes that prove a new phone or e-mail (purpose 'verify', bound to the user who asked) live beside
-- the sign-in codes (purpose 'login') with the same rules; a code of one purpose never passes for the other.
ALTER TABLE login_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login';

-- Account deletion links join activation and password reset (the CHECK needs the table rebuilt).
CREATE TABLE account_tokens_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'account_deletion')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
INSERT INTO account_tokens_new SELECT id, user_id, purpose, token_hash, expires_at, used_at, created_at FROM account_tokens;
DROP TABLE account_tokens;
ALTER TABLE account_tokens_new RENAME TO account_tokens;
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);
