-- Issue 15: accounts (decision 0016). Registration creates users with status 'inactive' until their
-- activation link is used; sign-in by e-mail or SMS code; social sign-in; password reset; and the
-- outbox every e-mail and SMS is written to.

-- JWTs issued before this moment (unix milliseconds; the tokens' `ims` claim, else iat x 1000) are
-- refused: a password reset signs every session out. 0 = no such moment.
ALTER TABLE users ADD COLUMN tokens_valid_after INTEGER NOT NULL DEFAULT 0;

-- Activation and password-reset links: the token is random (32 bytes); only its SHA-256 is kept.
-- Single use (used_at), expiring (expires_at, unix seconds).
CREATE TABLE account_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Sign-in codes sent by SMS or e-mail: code_hash = HMAC-SHA256(JWT_SECRET, salt:code). One live code
-- per recipient (a new request ends the previous one); attempts counts wrong codes (the code is
-- burnt at the limit); used_at makes it single use.
CREATE TABLE login_codes (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_codes_recipient ON login_codes (channel, recipient, id);

-- A social identity (provider + the provider's user id) signs in as one user.
CREATE TABLE social_accounts (
  provider TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX social_accounts_user ON social_accounts (user_id);

-- Every e-mail and SMS the back end sends. The reference back end has no mail or SMS gateway: a real
-- deployment drains this table (and deletes or blanks what it sent: rows hold live links and codes).
-- In development GET /__dev/outbox reads it (DEV_OUTBOX=on).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  site_id INTEGER,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  link TEXT,
  uid TEXT,
  token TEXT,
  code TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_recipient ON outbox (recipient, kind, id);

-- The fake identity provider of development (FAKE_SOCIAL=on): tokens it issued, by SHA-256.
CREATE TABLE dev_social_tokens (
  token_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  verifier_hash TEXT,
  identity TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
