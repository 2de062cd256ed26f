-- #13.9 API keys are kept only as the SHA-256 (hex) of the key: existing keys are hashed in place, the plain
-- column goes. sha256() is core PostgreSQL (11+), so this runs unchanged on PostgreSQL 15 and PGlite.
ALTER TABLE users ADD COLUMN api_key_hash text;
UPDATE users SET api_key_hash = encode(sha256(convert_to(api_key, 'UTF8')), 'hex');
ALTER TABLE users ALTER COLUMN api_key_hash SET NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_api_key_hash_key UNIQUE (api_key_hash);
ALTER TABLE users DROP COLUMN api_key;
