-- The home page's product lists (newest, popular, discounted) and /shop/product/?type=: each filter
-- and order has an index to walk, so a list of 10 reads about 10 rows instead of sorting every product
-- (issue 31.6: at 100,000 products the newest list took 441 ms of CPU, popular 461, discounted 209).
-- test/product-list-indexes.test.ts checks the plans.
CREATE INDEX products_stock_newest ON products (active, is_stock, id);
CREATE INDEX products_stock_prio ON products (active, is_stock, sort_priority, id);
CREATE INDEX products_stock_rating ON products (active, is_stock, rating, id);
CREATE INDEX products_promo_discount ON products (is_promo, active, is_stock, discount, id);
