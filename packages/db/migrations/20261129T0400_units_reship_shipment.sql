-- A unit reprinted for a reship claim travels in the reship's own shipment (the order lifecycle's shipment
-- index), not in the cart shipment of the unit it replaces. NULL: the unit belongs to its line's cart shipment.
ALTER TABLE units ADD COLUMN shipment_index integer;
