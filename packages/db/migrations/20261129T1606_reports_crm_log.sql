-- The CRM's activity log (spec: CRM activity types email and phone): a contact message from the public site
-- stays a row without a customer; a sales employee's e-mail or call is logged against a customer with a note
-- (the body) and an optional follow-up date.
ALTER TABLE crm_activities ADD COLUMN user_id text REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE crm_activities ADD COLUMN follow_up_on date;
ALTER TABLE crm_activities ADD COLUMN created_by text REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX crm_activities_user_idx ON crm_activities (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX crm_activities_follow_up_idx ON crm_activities (follow_up_on) WHERE follow_up_on IS NOT NULL;
