-- Per-category posting lists of filterable options (active products only), rebuilt by the seed.
-- Category listings intersect these instead of scanning the whole category: at 100,000 products a
-- top-level category holds ~25,000 products, while the products having both selected options are
-- usually a few hundred. `price` lets listings sorted by price page through the intersection
-- without touching the wide products rows. The seed rebuilds it; orders do not change prices.
CREATE TABLE facet_index (
  cat_id INTEGER NOT NULL,
  option_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (cat_id, option_id, product_id)
) WITHOUT ROWID;

-- The narrow columns listings filter and sort on, one row per product (kept in step with products
-- by the seed and by order creation). Rowid lookups and index scans here touch ~40-byte rows instead
-- of the ~700-byte products rows, so searches and listings stay in the page cache.
CREATE TABLE product_facts (
  id INTEGER PRIMARY KEY,
  active INTEGER NOT NULL,
  price REAL NOT NULL,
  brand_id INTEGER NOT NULL,
  cat1 INTEGER NOT NULL,
  cat2 INTEGER NOT NULL,
  cat3 INTEGER NOT NULL,
  is_stock INTEGER NOT NULL,
  is_promo INTEGER NOT NULL,
  is_recipe INTEGER NOT NULL,
  sort_priority INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX product_facts_c1_price ON product_facts (cat1, active, price);
CREATE INDEX product_facts_c2_price ON product_facts (cat2, active, price);
CREATE INDEX product_facts_c3_price ON product_facts (cat3, active, price);
CREATE INDEX product_facts_brand ON product_facts (brand_id, active, price);
CREATE INDEX product_facts_promo ON product_facts (is_promo, active, price);
