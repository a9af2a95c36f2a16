-- Orders retried with the same idempotency key answer the first order instead of creating a second
-- one (storefront: the checkout keeps one key per attempt sequence until the order succeeds).
-- request_hash is the SHA-256 of the order body without the key and the captcha token: the same key
-- with a different order is refused (422).
ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
ALTER TABLE orders ADD COLUMN request_hash TEXT;
CREATE UNIQUE INDEX orders_idempotency ON orders (site_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Demo data: the seed used to give every demo site a made-up reCAPTCHA key, which now turns the
-- captcha on at checkout (and the real script cannot load for a made-up key). Only the pharmacy
-- demo keeps one; the other demo sites order without a captcha.
UPDATE site_settings SET data = json_set(data, '$.captcha.site_key', json('null'))
WHERE kind = 'global'
  AND json_extract(data, '$.captcha.site_key') LIKE '6Lc-demo-%'
  AND site_id IN (SELECT id FROM sites WHERE theme <> 'pharma');
