-- Categories for adults only (issue 27 point 4; decision 0041): a product is age-restricted when its
-- category or one above it is. The storefront asks for the age confirmation (is_age_valid) first.
ALTER TABLE categories ADD COLUMN age_restricted INTEGER NOT NULL DEFAULT 0;
