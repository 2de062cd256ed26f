-- The board's "printed today / shipped today" tiles count a facility's scans since the day began.
CREATE INDEX scans_facility_day_idx ON scans (facility, created_at);
