-- R-5-56..58 the pretreat manager: a pretreat value (5..100) per product and colour; entering 0 deletes the row.
-- The pretreat station shows the unit's value when it is scanned.
CREATE TABLE pretreat_values (
  product_identifier text NOT NULL,
  color text NOT NULL,
  value integer NOT NULL CHECK (value BETWEEN 5 AND 100),
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_identifier, color)
);
