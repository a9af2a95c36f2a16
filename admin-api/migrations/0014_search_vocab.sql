-- The terms of the product search index with their document counts, so a search that finds nothing
-- can try the closest known word (one typo) or the Latin spelling of a Cyrillic word
-- (src/lib/listing/fuzzy-search.ts).
CREATE VIRTUAL TABLE product_search_vocab USING fts5vocab(product_search, row);
