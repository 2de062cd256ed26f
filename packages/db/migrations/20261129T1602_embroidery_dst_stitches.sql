-- A DST artwork's counted stitches, jumps, colour stops and stitched size (domain design/dst-summary.ts), read
-- once when it is uploaded; null for every other format.
ALTER TABLE artworks ADD COLUMN embroidery jsonb;
