-- The country of each of the postal carrier's cities (ISO 3166 alpha-2): an order the carrier
-- delivers is stored in its city's country, never in the site's (review r66: a Kyiv parcel was stored
-- as Chișinău, Moldova). The demo directory's cities are all in Ukraine.
ALTER TABLE np_cities ADD COLUMN country_code TEXT NOT NULL DEFAULT 'UA';
