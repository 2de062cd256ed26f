-- Station cameras: a photo of a unit at QC, or of the packed box of a shipment at packing, kept in object storage
-- (storage_key) with who took it and when. `barcodes` are the units the photo shows (the unit at QC; every unit of
-- the packed shipment), so a claim on an item finds its photos by the item's units.
CREATE TABLE station_photos (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('qc', 'packing')),
  order_id text NOT NULL REFERENCES orders (id),
  barcode text NOT NULL,
  barcodes jsonb NOT NULL DEFAULT '[]'::jsonb,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  facility text,
  taken_by text,
  taken_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX station_photos_order_idx ON station_photos (order_id, taken_at);

-- A printer's settings beside its name, kind and DPI: the media it runs, per-zone bulb power for a printer that
-- cures with bulbs (27 zones, 10..100), the DTG pretreat value it falls back to, and what its station reported.
ALTER TABLE printers ADD COLUMN media text;
ALTER TABLE printers ADD COLUMN bulb_power jsonb;
ALTER TABLE printers ADD COLUMN pretreat_value integer CHECK (pretreat_value IS NULL OR pretreat_value BETWEEN 5 AND 100);
ALTER TABLE printers ADD COLUMN reported_at timestamptz;
