-- A stored API quote keeps the cart it was priced from; that cart is the quote's, not one the buyer edits in the
-- ordering flow, so cart lists (and the open cart a visit resumes) leave it out: looked up by cart.
CREATE INDEX api_quotes_cart_idx ON api_quotes (cart_id);
