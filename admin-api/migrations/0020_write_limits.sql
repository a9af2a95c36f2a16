-- Writes a stranger could repeat without end (reviews, review votes, the content forms, advert photos):
-- services/write-limits.ts.
-- write_counts: fixed-window counters of what one client or account wrote (`review:<client>`,
-- `advert-bytes:<user id>`...). window_start in unix seconds; a window older than its limit's length
-- counts as empty and the next write restarts it. `count` may grow by more than one (bytes).
CREATE TABLE write_counts (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX write_counts_window ON write_counts (window_start);
-- review_votes: one like or dislike per client (its address, services/login-limits.ts clientIp) and
-- review; a vote the other way moves it (reviews.likes / dislikes follow).
CREATE TABLE review_votes (
  review_id INTEGER NOT NULL,
  voter TEXT NOT NULL,
  vote TEXT NOT NULL CHECK (vote IN ('likes', 'dislikes')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, voter)
);
