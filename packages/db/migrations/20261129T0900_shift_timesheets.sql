-- Timesheets read shifts by period; a supervisor's correction of a shift keeps who, when and why on the shift
-- (and as a staff audit event).
CREATE INDEX shifts_started_idx ON shifts (started_at);
ALTER TABLE shifts ADD COLUMN edited_at timestamptz;
ALTER TABLE shifts ADD COLUMN edited_by text REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE shifts ADD COLUMN edit_reason text;
CREATE INDEX scans_shift_idx ON scans (shift_id);
