-- A product can come with a gift (issue 29 point 4; decision 0048): the id of another product the
-- shopper gets with it. The product card carries it as gift_id; the storefront's gift modal shows it.
ALTER TABLE products ADD COLUMN gift_id INTEGER;
