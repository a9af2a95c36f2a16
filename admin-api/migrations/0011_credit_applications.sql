-- Credit applications (decision 0019): the credit calculator's and the credit modal's requests
-- (/calculator/credit-request/, kind 'request') and the orders bought on an iute credit
-- (/general/iute-credit/create-order/, kind 'iute'). request_id (made by the storefront once per
-- form) makes a retried submit land on the same row; NULL request ids never collide.
CREATE TABLE credit_applications (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL, -- request | iute
  credit_company INTEGER NOT NULL,
  user_id INTEGER,
  request_id TEXT,
  phone TEXT NOT NULL,
  amount REAL NOT NULL,
  months INTEGER NOT NULL,
  monthly_payment REAL NOT NULL,
  data TEXT NOT NULL, -- JSON: the validated body (products, filial, name)
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX credit_applications_request ON credit_applications (site_id, kind, request_id);
