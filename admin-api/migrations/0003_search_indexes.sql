-- Broad searches page through these in sort order and probe the full-text matches, stopping after
-- one page, instead of sorting every match (see runListing in src/lib/listing.ts).
CREATE INDEX product_facts_active_price ON product_facts (active, price);
CREATE INDEX product_facts_active_default ON product_facts (active, is_stock, sort_priority);
