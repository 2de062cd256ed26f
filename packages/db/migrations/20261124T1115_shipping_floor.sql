-- Issue 18: the production floor, part 2: bins of the store racks, QC results, parcels with their labels,
-- tracking updates, printers. Rules live in packages/domain (production/bin-assignment.ts, qc-outcome.ts,
-- production-board.ts, shipping/packing.ts, tracking-numbers.ts, tracking-progress.ts); this file keeps what
-- they decide.

-- One row per taken bin. The primary key makes two orders in one bin impossible, the unique order_id makes an
-- order hold one bin, and the check keeps a bin within its item limit whatever order units arrive in.
CREATE TABLE bins (
  facility text NOT NULL,
  rack text NOT NULL,
  bin integer NOT NULL CHECK (bin >= 1),
  order_id text NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  order_units integer NOT NULL CHECK (order_units >= 1),
  capacity integer NOT NULL CHECK (capacity >= 1),
  units integer NOT NULL DEFAULT 0,
  ready_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (facility, rack, bin),
  CHECK (units >= 0 AND units <= capacity AND units <= order_units)
);
-- Which unit lies in which bin (a rescan of a stored unit changes nothing).
CREATE TABLE bin_units (
  barcode text PRIMARY KEY,
  order_id text NOT NULL,
  facility text NOT NULL,
  rack text NOT NULL,
  bin integer NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (facility, rack, bin) REFERENCES bins (facility, rack, bin) ON DELETE CASCADE
);
CREATE INDEX bin_units_bin_idx ON bin_units (facility, rack, bin);

-- Every QC verdict: a design's DTG failures count towards the artwork warning (R-9-07).
CREATE TABLE qc_results (
  id bigserial PRIMARY KEY,
  barcode text NOT NULL,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  design_id text,
  print_type text,
  result text NOT NULL CHECK (result IN ('accept', 'fail', 'flag-bad-image')),
  replacement text,
  employee_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qc_results_design_idx ON qc_results (design_id, print_type) WHERE result = 'fail';

-- Tracking numbers of the default label adapter are unique per label: one sequence for all facilities.
CREATE SEQUENCE label_serial START 1;

-- A shipment leaves in one or more parcels, each with its box, label and tracking number.
CREATE TABLE parcels (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  shipment_index integer NOT NULL,
  parcel_no integer NOT NULL,
  facility text NOT NULL,
  carrier text NOT NULL,
  service text NOT NULL,
  tracking text NOT NULL,
  tracking_url text,
  adapter text NOT NULL,
  box text NOT NULL,
  ounces integer NOT NULL,
  barcodes jsonb NOT NULL,
  label_key text NOT NULL,
  slip_key text NOT NULL,
  status text NOT NULL DEFAULT 'label-created',
  status_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, shipment_index, parcel_no),
  UNIQUE (carrier, tracking)
);
CREATE INDEX parcels_order_idx ON parcels (order_id, shipment_index, parcel_no);

-- Every tracking update received, whatever its effect (a late "in transit" after "delivered" is kept here).
CREATE TABLE tracking_updates (
  id bigserial PRIMARY KEY,
  parcel_id text REFERENCES parcels(id) ON DELETE CASCADE,
  carrier text NOT NULL,
  tracking text NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL,
  applied boolean NOT NULL,
  detail text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_updates_parcel_idx ON tracking_updates (parcel_id, received_at);

-- R-4-37: printers per facility and whether they print; the board lists those out of service.
CREATE TABLE printers (
  id text PRIMARY KEY,
  facility text NOT NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'printing' CHECK (status IN ('printing', 'out-of-service')),
  reason text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX printers_out_idx ON printers (facility) WHERE status = 'out-of-service';

-- The production board (board-repository.ts) reads 100,000 open units per facility from indexes alone: the
-- counts from this covering index, the flagged units by range per milestone clock, blocked units from their own.
CREATE INDEX units_board_idx ON units (facility, station, print_type, milestone, milestone_at) INCLUDE (blocked_by)
  WHERE station NOT IN ('shipped', 'voided');
CREATE INDEX units_board_clock_idx ON units (facility, print_type, milestone, milestone_at)
  WHERE station NOT IN ('shipped', 'voided');
CREATE INDEX units_board_blocked_idx ON units (facility, updated_at) WHERE blocked_by IS NOT NULL
  AND station NOT IN ('shipped', 'voided');
-- Orders due by a day among those in production (the board's "due today").
CREATE INDEX orders_due_idx ON orders (due_date) WHERE status IN ('artwork-created', 'printing', 'on-hold');
