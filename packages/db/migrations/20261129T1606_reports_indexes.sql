-- /query reports (packages/db/src/reports): each report's read is a range scan on one of these.
-- Revenue per day, claims per product: orders placed in a period, totals read from the index alone.
CREATE INDEX orders_created_idx ON orders (created_at) INCLUDE (total_cents);
-- Late and stuck units: orders due in a period, whatever their status.
CREATE INDEX orders_due_all_idx ON orders (due_date);
-- Units per station, claims per printer without a facility: scans in a period.
CREATE INDEX scans_created_idx ON scans (created_at) INCLUDE (station);
-- Claims of an order (claims per product and per printer; open claims in the CRM).
CREATE INDEX claims_order_idx ON claims (order_id);
-- Supplier lead times: blank orders sent in a period.
CREATE INDEX blank_orders_sent_idx ON blank_orders (sent_at) WHERE sent_at IS NOT NULL;
-- Top customers: ledger movements in a period.
CREATE INDEX ledger_created_idx ON ledger_transactions (created_at) WHERE order_id IS NOT NULL;
