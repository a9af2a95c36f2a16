-- Each country's own delivery geography (review of session 50: an own-courier order on the Ukrainian
-- demo read "Chișinău ..., UA"): regions and localities carry their country (ISO 3166 alpha-2), and
-- a site is answered the places of its own country (lib/site-country.ts, decision 0112). A region's id
-- is its id within its country: region 3 is every country's capital (the storefront's rule, spec 3
-- and 9), so the key is (country_code, id). Locality ids stay unique across countries (streets,
-- sectors, saved addresses and adverts name them alone). The places before this migration are
-- Moldova's.
CREATE TABLE regions_by_country (
  country_code TEXT NOT NULL,
  id INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  titles TEXT NOT NULL,
  PRIMARY KEY (country_code, id)
) WITHOUT ROWID;
INSERT INTO regions_by_country (country_code, id, sort, titles) SELECT 'MD', id, sort, titles FROM regions;
DROP TABLE regions;
ALTER TABLE regions_by_country RENAME TO regions;
ALTER TABLE localities ADD COLUMN country_code TEXT NOT NULL DEFAULT 'MD';
DROP INDEX localities_region;
CREATE INDEX localities_region ON localities (country_code, region_id);
CREATE INDEX localities_slug ON localities (country_code, slug);
