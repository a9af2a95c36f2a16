-- What an order holds until it is paid (services/orders.ts, routes/pay.ts, the cron in index.ts):
-- an online order that is declined, or still unpaid PAYMENT_WINDOW_MINUTES after it was placed, gives
-- back the stock it took and the loyalty points it spent, once (released_at set in the same batch).
-- order_items.stock_taken: what the order took off the product's stock (the stock never goes below 0,
-- so with allow_negative_stock it may be less than the count); given back as it was taken.
-- order_items.loyalty: the line was paid with loyalty points (the owner's server cart flag, spec 7.3
-- set-loyalty-item): no promo discount on it, as promo-code/update_prices prices it.
-- orders.points_spent: the loyalty points the order spent (1 point = 1 unit of the shop's currency),
-- taken off its total.
ALTER TABLE order_items ADD COLUMN stock_taken REAL NOT NULL DEFAULT 0;
ALTER TABLE order_items ADD COLUMN loyalty INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN points_spent REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN released_at TEXT;
-- Orders before this migration: a pending one took its whole count; a declined one was declined
-- before stock came back on a decline, and its stock is not given back now (it may have been
-- restocked or sold meanwhile).
UPDATE order_items SET stock_taken = count;
UPDATE orders SET released_at = created_at WHERE payment_status = 'failed';
CREATE INDEX orders_unreleased ON orders (payment_status, created_at) WHERE released_at IS NULL;
-- Points are spent in the order's batch: two orders spending the same points at once cannot both go
-- through (the second batch fails on this and stores nothing).
CREATE TRIGGER users_points_not_negative BEFORE UPDATE OF loyalty_points ON users
  WHEN NEW.loyalty_points < 0
BEGIN
  SELECT RAISE(ABORT, 'loyalty points below zero');
END;
