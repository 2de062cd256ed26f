-- Customer e-mails of order events (the proof is ready, a shipment left): the recent events of a name, found fast.
-- The mail's outbox id is derived from the event (order and sequence), so an event is mailed once.
CREATE INDEX order_events_name_idx ON order_events (name, created_at);
