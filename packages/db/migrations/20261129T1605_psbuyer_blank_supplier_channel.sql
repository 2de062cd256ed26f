-- Blank orders go to their supplier by a channel (docs/decisions/blank-suppliers.md): PromoStandards (SANMAR,
-- ALPHA) or an e-mailed CSV purchase order (DELTA), when the supplier is configured; unconfigured, nothing leaves
-- (the order is only marked sent, as before).
-- shipped: the supplier's ship notice came; receiving sees the notice's quantities as "expected".
ALTER TABLE blank_orders DROP CONSTRAINT IF EXISTS blank_orders_status_check;
ALTER TABLE blank_orders ADD CONSTRAINT blank_orders_status_check
  CHECK (status IN ('open', 'sent', 'shipped', 'partial', 'received'));
-- The purchase order as transmitted: its number, the channel's state (queued, transmitted, held, failed,
-- not-configured), the last error or hold reason, and the supplier's last reported status.
ALTER TABLE blank_orders ADD COLUMN po_number text;
ALTER TABLE blank_orders ADD COLUMN po_channel text;
ALTER TABLE blank_orders ADD COLUMN po_state text;
ALTER TABLE blank_orders ADD COLUMN po_note text;
ALTER TABLE blank_orders ADD COLUMN po_sent_at timestamptz;
ALTER TABLE blank_orders ADD COLUMN supplier_status text;
ALTER TABLE blank_orders ADD COLUMN polled_at timestamptz;
-- Per line: how many the ship notices say are on their way, and, when the supplier's inventory could not fill the
-- line, how many it had and the swap table's suggestion.
ALTER TABLE blank_order_lines ADD COLUMN expected integer NOT NULL DEFAULT 0 CHECK (expected >= 0);
ALTER TABLE blank_order_lines ADD COLUMN supplier_available integer;
ALTER TABLE blank_order_lines ADD COLUMN swap_suggestion text;
-- The supplier's ship notices (one row per shipment the supplier reports; polling again changes nothing).
CREATE TABLE blank_ship_notices (
  blank_order_id bigint NOT NULL REFERENCES blank_orders(id) ON DELETE CASCADE,
  shipment_key text NOT NULL,
  carrier text,
  tracking_numbers text[] NOT NULL DEFAULT '{}',
  shipped_at timestamptz,
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blank_order_id, shipment_key)
);
-- A purchase order e-mail carries its CSV as an attachment (filename, content type, text content).
ALTER TABLE email_outbox ADD COLUMN attachments jsonb;
