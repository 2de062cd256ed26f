-- Issue 28, order changes re-price: an invoice is revised, never silently stale. `invoices` holds the current
-- revision (its number stays), `invoice_revisions` every revision as issued (1 = at placement), append-only.
ALTER TABLE invoices ADD COLUMN revision integer NOT NULL DEFAULT 1;

CREATE TABLE invoice_revisions (
  invoice_id text NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  revision integer NOT NULL,
  lines jsonb NOT NULL,
  subtotal_cents bigint NOT NULL,
  tax_cents bigint NOT NULL DEFAULT 0,
  total_cents bigint NOT NULL,
  -- Why this revision was issued ("Item 2 cancelled"); null for the first.
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invoice_id, revision)
);

CREATE FUNCTION invoice_revisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_revisions is append-only';
END;
$$;
CREATE TRIGGER invoice_revisions_no_change BEFORE UPDATE ON invoice_revisions
  FOR EACH ROW EXECUTE FUNCTION invoice_revisions_append_only();
