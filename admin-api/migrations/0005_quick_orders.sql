-- Quick orders (one-click, pre-order, first-to-know, bulk order; decision 0009). One row per
-- request; request_id (made by the storefront once per form) makes a retried submit land on the
-- same row instead of a second order. NULL request ids never collide (SQLite unique semantics).
CREATE TABLE quick_orders (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL, -- one_click | pre_order | first_to_know | bulk_order
  product_id INTEGER NOT NULL,
  user_id INTEGER,
  request_id TEXT,
  contact TEXT NOT NULL, -- phone or e-mail, for the shop's call-back list
  data TEXT NOT NULL, -- JSON: the validated body
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX quick_orders_request ON quick_orders (site_id, kind, request_id);
CREATE INDEX quick_orders_product ON quick_orders (site_id, kind, product_id, contact);
