-- Each country's own shops (F11's note after migration 0023): a pickup order on the Ukrainian demo
-- named a Chișinău shop. A shop carries its country (ISO 3166 alpha-2) and a site is answered the
-- shops of its own country (lib/site-country.ts, decision 0112): its stores, a product's stock by
-- shop, a shop's pickup times and an order's pickup point. The shops before this migration are
-- Moldova's.
ALTER TABLE shops ADD COLUMN country_code TEXT NOT NULL DEFAULT 'MD';
CREATE INDEX shops_country ON shops (country_code, sorted, id);
