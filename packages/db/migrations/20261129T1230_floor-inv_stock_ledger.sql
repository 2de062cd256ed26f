-- Blank stock as a ledger: every receipt, consumption (a blank pulled for a unit) and adjustment is a row, so
-- on-hand = received - consumed + adjustments (domain stock-ledger). blank_stock.quantity stays the count free
-- to allocate (on-hand minus the blanks reserved for units not yet pulled).
CREATE TABLE inventory_movements (
  id bigserial PRIMARY KEY,
  facility text NOT NULL,
  product_identifier text NOT NULL,
  color text NOT NULL,
  size text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('receipt', 'consumption', 'adjustment')),
  quantity integer NOT NULL,
  -- R-4-36: an adjustment's reason (and a receipt's stock-update): one of the inventory checkpoints.
  checkpoint text CHECK (checkpoint IN ('order-created', 'order-part-created', 'stock-update', 'order-accepted')),
  note text,
  blank_order_id bigint,
  barcode text,
  employee_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'adjustment' OR quantity >= 0),
  CHECK (kind <> 'adjustment' OR (quantity <> 0 AND checkpoint IS NOT NULL))
);
CREATE INDEX inventory_movements_sku_idx ON inventory_movements (facility, product_identifier, color, size);

-- A supplier's expected delivery date, set when the blank order is sent (supplier lead time, business days).
ALTER TABLE blank_orders ADD COLUMN expected_at timestamptz;
