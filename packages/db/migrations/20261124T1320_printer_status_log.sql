-- #18 staff mark printers out of service and back: each change is a row here (who, when, from, to, why).
CREATE TABLE printer_status_log (
  id bigserial PRIMARY KEY,
  printer_id text NOT NULL REFERENCES printers (id),
  facility text NOT NULL,
  from_status text,
  to_status text NOT NULL CHECK (to_status IN ('printing', 'out-of-service')),
  reason text,
  actor_id text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX printer_status_log_printer_idx ON printer_status_log (printer_id, at);
