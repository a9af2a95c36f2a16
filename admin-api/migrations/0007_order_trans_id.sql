-- Issue 13: an online-paid order's trans_id is a random per-order secret stored with the order
-- (it used to be derived from the id and the creation time, so anyone could compute it). The
-- payment link carries it with an HMAC signature, and check-payment-status answers a guest only
-- with it. Orders created before this migration that still need a payment get a fresh random one
-- (their old payment links stop working); offline orders have none.
ALTER TABLE orders ADD COLUMN trans_id TEXT;
UPDATE orders SET trans_id = 'TR' || lower(hex(randomblob(16))) WHERE payment_status <> 'not_required' AND trans_id IS NULL;
