-- The server-cart variant's switch (decision 0008): cart_settings.server_cart on the pharmacy demo
-- site, for databases seeded before the seed generator set it (a fresh seed has it already; on an
-- empty database this changes nothing).
UPDATE site_settings SET data = json_set(data, '$.cart_settings.server_cart', json('true'))
WHERE kind = 'global' AND site_id IN (SELECT id FROM sites WHERE token = 'demo-pharma-token');
