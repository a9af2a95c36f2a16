-- Issue 51, point 9 (decision 0069): e-mail and SMS leave the outbox through a provider chosen by
-- configuration (MAIL_PROVIDER / SMS_PROVIDER; lib/outbox-delivery.ts). A row's delivery state:
--   status 'outbox'   kept for whoever reads the table (the development default: GET /__dev/outbox,
--                     or an operator's own drain); nothing here sends it;
--          'pending'  waiting for its next attempt at next_attempt_at (epoch seconds);
--          'sending'  claimed by one drain until lease_until (a drain that died loses it then);
--          'sent'     the provider took it (provider_message_id; the body, link, token and code blanked);
--          'dead'     given up after OUTBOX_DELIVERY.maxAttempts attempts or a refusal no retry can fix
--                     (last_error says why); /healthz's detail.outbox counts them.
-- idempotency_key goes with every attempt of the row (Brevo's idempotencyKey, Infobip's messageId), so
-- a retry after a lost answer is dropped by the provider instead of sent twice.
ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'outbox' CHECK (status IN ('outbox', 'pending', 'sending', 'sent', 'dead'));
ALTER TABLE outbox ADD COLUMN provider TEXT;
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE outbox ADD COLUMN lease_until INTEGER;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE outbox ADD COLUMN idempotency_key TEXT;
CREATE INDEX outbox_delivery ON outbox (status, next_attempt_at);
