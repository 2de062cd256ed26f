-- #18 F2: the production board without reading 100,000 open units. Open units are counted per facility, station,
-- print type, milestone, hour of their milestone clock (UTC hour bins) and blocked flag in board_counts. Every
-- change of a unit appends +1/-1 rows to board_count_deltas (a trigger, in the unit's own transaction: the
-- counts can never disagree with the units, and concurrent scans never wait on each other: they only insert).
-- The board reads counts + deltas in one statement, counts exactly inside the one hour where a milestone clock's
-- limit falls (from units_board_clock_idx), and folds the deltas into board_counts now and then
-- (board-repository.ts compactCounts). '' stands for no print type / milestone, '-infinity' for no clock.
CREATE TABLE board_counts (
  facility text NOT NULL,
  station text NOT NULL,
  print_type text NOT NULL,
  milestone text NOT NULL,
  hour timestamptz NOT NULL,
  blocked boolean NOT NULL,
  units integer NOT NULL,
  PRIMARY KEY (facility, station, print_type, milestone, hour, blocked)
);
-- The same columns, no key: rows are only appended (units = +1 or -1) and deleted when folded.
CREATE TABLE board_count_deltas (LIKE board_counts);
CREATE INDEX board_count_deltas_facility_idx ON board_count_deltas (facility);

CREATE FUNCTION board_count_unit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.facility = OLD.facility AND NEW.station = OLD.station
     AND NEW.print_type IS NOT DISTINCT FROM OLD.print_type AND NEW.milestone IS NOT DISTINCT FROM OLD.milestone
     AND NEW.milestone_at IS NOT DISTINCT FROM OLD.milestone_at
     AND (NEW.blocked_by IS NULL) = (OLD.blocked_by IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.station NOT IN ('shipped', 'voided') THEN
    INSERT INTO board_count_deltas VALUES (OLD.facility, OLD.station, coalesce(OLD.print_type, ''),
      coalesce(OLD.milestone, ''),
      coalesce(date_bin('1 hour', OLD.milestone_at, timestamptz '2000-01-01 00:00:00+00'), '-infinity'),
      OLD.blocked_by IS NOT NULL, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.station NOT IN ('shipped', 'voided') THEN
    INSERT INTO board_count_deltas VALUES (NEW.facility, NEW.station, coalesce(NEW.print_type, ''),
      coalesce(NEW.milestone, ''),
      coalesce(date_bin('1 hour', NEW.milestone_at, timestamptz '2000-01-01 00:00:00+00'), '-infinity'),
      NEW.blocked_by IS NOT NULL, 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER units_board_count AFTER INSERT OR UPDATE OR DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION board_count_unit();

INSERT INTO board_counts
SELECT facility, station, coalesce(print_type, ''), coalesce(milestone, ''),
       coalesce(date_bin('1 hour', milestone_at, timestamptz '2000-01-01 00:00:00+00'), '-infinity'),
       blocked_by IS NOT NULL, count(*)::int
  FROM units WHERE station NOT IN ('shipped', 'voided')
 GROUP BY 1, 2, 3, 4, 5, 6;

-- "Due today": open units of the orders in production due by a day, from the index alone.
CREATE INDEX units_open_order_idx ON units (order_id, facility) WHERE station NOT IN ('shipped', 'voided');
-- The exact count inside a clock's boundary hour needs the station too: the clock index carries it.
DROP INDEX units_board_clock_idx;
CREATE INDEX units_board_clock_idx ON units (facility, print_type, milestone, milestone_at) INCLUDE (station)
  WHERE station NOT IN ('shipped', 'voided');
ANALYZE board_counts;
