-- Stock is taken in the order's batch (services/orders.ts saveOrder): on a site that does not allow
-- negative stock the order subtracts its count with no clamp, so two orders taking the last units
-- at once cannot both go through - the second batch fails on this trigger and stores nothing (as
-- migration 0021's users_points_not_negative does for loyalty points). Before, each order checked the
-- stock it had read at its start and the update clamped at 0 (`max(0, ...)`): eight concurrent
-- orders of 4 sold 32 of a stock of 4 and the stock read 0 (session s10's audit).
-- A site that allows negative stock still takes at most what is there (stock_taken, the clamp stays
-- in its statement), so the stock never reads below 0 and this never fires for its orders.
CREATE TRIGGER products_stock_not_negative BEFORE UPDATE OF stock ON products
  WHEN NEW.stock < 0
BEGIN
  SELECT RAISE(ABORT, 'stock below zero');
END;
