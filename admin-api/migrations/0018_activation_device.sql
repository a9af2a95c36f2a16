-- Issue 50 (decision 0064): an activation link proves the mailbox, never a password by itself.
-- account_tokens.device_hash: SHA-256 of the device key of the browser that registered (the
-- storefront's HttpOnly cookie), stored with the activation link. Only an activation presenting that
-- key keeps the password typed at registration (account_tokens.password_hash) and signs in; any other
-- opener sets a new password.
ALTER TABLE account_tokens ADD COLUMN device_hash TEXT;
