-- Issue 20: the customer's declaration that they hold the rights to print an artwork (PUT /api/v3/artwork/{id}/rights).
-- The text they declared is kept with its version, who declared it and when; a row without it has no declaration.
ALTER TABLE artworks ADD COLUMN rights_declared_at timestamptz;
ALTER TABLE artworks ADD COLUMN rights_declared_by text;
ALTER TABLE artworks ADD COLUMN rights_version text;
ALTER TABLE artworks ADD COLUMN rights_owner text;
