-- Whether an order came from a Coupa OrderRequest, on the order row: an order event queues Coupa notices only
-- for such orders (the lifecycle row says so), instead of a join of the notices insert on every status change.
-- A trigger keeps it true for every order a coupa_order_requests row names (the only way an order becomes one).
ALTER TABLE orders ADD COLUMN from_coupa boolean NOT NULL DEFAULT false;
UPDATE orders SET from_coupa = true WHERE id IN (SELECT order_id FROM coupa_order_requests WHERE order_id IS NOT NULL);

CREATE FUNCTION orders_mark_from_coupa() RETURNS trigger AS $$
BEGIN
  IF NEW.order_id IS NOT NULL THEN
    UPDATE orders SET from_coupa = true WHERE id = NEW.order_id AND NOT from_coupa;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER coupa_order_requests_mark_order AFTER INSERT OR UPDATE OF order_id ON coupa_order_requests
  FOR EACH ROW EXECUTE FUNCTION orders_mark_from_coupa();
