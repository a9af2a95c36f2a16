-- Issue 13: failed sign-ins counted per account ("email:<lowercased e-mail>") and per client IP
-- ("ip:<address>") in fixed windows (src/lib/login-limits.ts). window_start is in unix seconds; a
-- window older than the limit's length counts as empty and is restarted by the next failure.
CREATE TABLE login_attempts (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX login_attempts_window ON login_attempts (window_start);
