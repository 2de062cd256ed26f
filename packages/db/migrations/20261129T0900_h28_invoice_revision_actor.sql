-- Who issued an invoice revision (the order change's actor, and the staff member acting for them): staff see it
-- beside the amount before and after on the internal order page. Null on revision 1 (issued at placement: the
-- order's event log says who placed it) and for changes the system made.
ALTER TABLE invoice_revisions ADD COLUMN actor_id text;
ALTER TABLE invoice_revisions ADD COLUMN assumed_by text;
