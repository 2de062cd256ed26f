-- Issue 17: the production floor, part 1: units with barcodes, scans, shifts, blank stock and blank orders.
-- Rules live in packages/domain/src/floor/*; this file only keeps what they decide.

-- A production number per released order: unit codes read "<order_no>-<item>-<unit>" (floor/units.ts).
CREATE SEQUENCE production_order_no START 1000;
CREATE TABLE production_orders (
  order_id text PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  order_no bigint NOT NULL UNIQUE DEFAULT nextval('production_order_no'),
  released_at timestamptz NOT NULL DEFAULT now()
);

-- One row per physical unit. `station` is where the unit is expected next (the compare-and-set key of a scan,
-- together with step_index); blocked_by says what it waits on (blanks) while it cannot be worked.
CREATE TABLE units (
  barcode text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  unit_no integer NOT NULL,
  print_type text,
  product_identifier text,
  color text,
  size text NOT NULL,
  facility text NOT NULL,
  step_index integer NOT NULL DEFAULT 0,
  station text NOT NULL,
  milestone text,
  milestone_at timestamptz,
  blocked_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, item_index, unit_no)
);
CREATE INDEX units_order_idx ON units (order_id, item_index, unit_no);
-- A station's queue and a facility's open work: one index range.
CREATE INDEX units_queue_idx ON units (facility, station, updated_at);

-- Clocked-in employees: at most one open shift per employee.
CREATE TABLE shifts (
  id bigserial PRIMARY KEY,
  employee_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  station text NOT NULL,
  facility text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE UNIQUE INDEX shifts_open_idx ON shifts (employee_id) WHERE ended_at IS NULL;
-- R-3-01 employee shift and log: every clock-in and clock-out.
CREATE TABLE shift_log (
  id bigserial PRIMARY KEY,
  shift_id bigint NOT NULL REFERENCES shifts(id) ON DELETE CASCADE,
  employee_id text NOT NULL,
  event text NOT NULL CHECK (event IN ('clock-in', 'clock-out')),
  station text NOT NULL,
  facility text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

-- The status log: who scanned which unit where and when, the action, its milestone. A unit passes each step of
-- its flow once: the unique key makes a second winner impossible even if the compare-and-set were bypassed.
CREATE TABLE scans (
  id bigserial PRIMARY KEY,
  barcode text NOT NULL REFERENCES units(barcode) ON DELETE CASCADE,
  order_id text NOT NULL,
  step_index integer NOT NULL,
  station text NOT NULL,
  facility text NOT NULL,
  employee_id text NOT NULL,
  shift_id bigint,
  action text,
  milestone text,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX scans_step_idx ON scans (barcode, step_index) WHERE action IS DISTINCT FROM 'report-rip-issue';
CREATE INDEX scans_employee_idx ON scans (employee_id, created_at);

-- Blank stock per facility by product x colour x size.
CREATE TABLE blank_stock (
  facility text NOT NULL,
  product_identifier text NOT NULL,
  color text NOT NULL,
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (facility, product_identifier, color, size)
);
-- Demo data (README): a facility with demo_stock has every blank in stock (allocation never runs out there).
CREATE TABLE floor_facilities (
  facility text PRIMARY KEY,
  demo_stock boolean NOT NULL DEFAULT false
);

-- Supplier blank orders: one open order per supplier per facility collects lines until the 12:00 LA cutoff.
CREATE TABLE blank_orders (
  id bigserial PRIMARY KEY,
  supplier text NOT NULL,
  facility text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'sent', 'partial', 'received')),
  cutoff_at timestamptz NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blank_orders_open_idx ON blank_orders (supplier, facility) WHERE status = 'open';
CREATE TABLE blank_order_lines (
  blank_order_id bigint NOT NULL REFERENCES blank_orders(id) ON DELETE CASCADE,
  product_identifier text NOT NULL,
  color text NOT NULL,
  size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  received integer NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= quantity),
  PRIMARY KEY (blank_order_id, product_identifier, color, size)
);
-- Which units wait for which blank order (released oldest first as blanks arrive).
CREATE TABLE blank_order_units (
  barcode text PRIMARY KEY REFERENCES units(barcode) ON DELETE CASCADE,
  blank_order_id bigint NOT NULL REFERENCES blank_orders(id) ON DELETE CASCADE,
  product_identifier text NOT NULL,
  color text NOT NULL,
  size text NOT NULL,
  received_at timestamptz
);
CREATE INDEX blank_order_units_wait_idx ON blank_order_units (blank_order_id, product_identifier, color, size)
  WHERE received_at IS NULL;

-- R-4-36: inventory checkpoints, the moments stock is counted against an order.
CREATE TABLE inventory_checkpoints (
  id bigserial PRIMARY KEY,
  facility text NOT NULL,
  checkpoint text NOT NULL,
  order_id text,
  blank_order_id bigint,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
