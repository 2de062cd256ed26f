-- #18 F2: "due today" without counting ~20,000 units. Open units (not shipped, not voided) of orders in production
-- ('artwork-created', 'printing', 'on-hold') are counted per facility and due date in board_due_counts; every
-- change that moves a unit in or out of that count appends +1/-1 rows to board_due_deltas (triggers on units and on
-- orders, in the changing transaction), folded with the board's other deltas (board-repository.ts compactCounts).
-- The board reads counts + deltas with due_date <= the facility's today. Floor changes lock their order first
-- (units-repository lockOrder); the unit trigger also takes the order row FOR SHARE, so an order's status or due
-- date cannot change between the trigger reading it and the unit's transaction committing.
CREATE TABLE board_due_counts (
  facility text NOT NULL,
  due_date date NOT NULL,
  units integer NOT NULL,
  PRIMARY KEY (facility, due_date)
);
CREATE TABLE board_due_deltas (LIKE board_due_counts);
CREATE INDEX board_due_deltas_facility_idx ON board_due_deltas (facility);

CREATE FUNCTION board_due_in_production(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('artwork-created', 'printing', 'on-hold')
$$;

CREATE FUNCTION board_due_unit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  due date;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.facility = OLD.facility AND NEW.order_id = OLD.order_id
     AND (NEW.station IN ('shipped', 'voided')) = (OLD.station IN ('shipped', 'voided')) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.station NOT IN ('shipped', 'voided') THEN
    -- No row when the order itself is being deleted: its BEFORE DELETE trigger already took its units off.
    SELECT o.due_date INTO due FROM orders o WHERE o.id = OLD.order_id AND board_due_in_production(o.status) FOR SHARE;
    IF FOUND THEN
      INSERT INTO board_due_deltas VALUES (OLD.facility, due, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.station NOT IN ('shipped', 'voided') THEN
    SELECT o.due_date INTO due FROM orders o WHERE o.id = NEW.order_id AND board_due_in_production(o.status) FOR SHARE;
    IF FOUND THEN
      INSERT INTO board_due_deltas VALUES (NEW.facility, due, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER units_board_due AFTER INSERT OR UPDATE OR DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION board_due_unit();

-- An order entering or leaving production, or changing its due date, moves all its open units at once.
CREATE FUNCTION board_due_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.due_date = OLD.due_date
     AND board_due_in_production(NEW.status) = board_due_in_production(OLD.status) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND board_due_in_production(OLD.status) THEN
    INSERT INTO board_due_deltas
    SELECT facility, OLD.due_date, -count(*)::int FROM units
     WHERE order_id = OLD.id AND station NOT IN ('shipped', 'voided') GROUP BY facility;
  END IF;
  IF TG_OP = 'UPDATE' AND board_due_in_production(NEW.status) THEN
    INSERT INTO board_due_deltas
    SELECT facility, NEW.due_date, count(*)::int FROM units
     WHERE order_id = NEW.id AND station NOT IN ('shipped', 'voided') GROUP BY facility;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_board_due_update AFTER UPDATE OF status, due_date ON orders
  FOR EACH ROW EXECUTE FUNCTION board_due_order();
-- BEFORE: the order's units are still there to be counted off (the cascade deletes them after, finding no order).
CREATE FUNCTION board_due_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF board_due_in_production(OLD.status) THEN
    INSERT INTO board_due_deltas
    SELECT facility, OLD.due_date, -count(*)::int FROM units
     WHERE order_id = OLD.id AND station NOT IN ('shipped', 'voided') GROUP BY facility;
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER orders_board_due_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION board_due_order_delete();

INSERT INTO board_due_counts
SELECT u.facility, o.due_date, count(*)::int FROM orders o JOIN units u ON u.order_id = o.id
 WHERE board_due_in_production(o.status) AND u.station NOT IN ('shipped', 'voided')
 GROUP BY 1, 2;
ANALYZE board_due_counts;
