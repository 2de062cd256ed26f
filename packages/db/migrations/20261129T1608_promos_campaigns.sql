-- R-9-62 promotional e-mail campaigns: a user's marketing opt-out (by a mail's unsubscribe link or the account
-- settings), extra headers on an outbox mail (List-Unsubscribe), and one send row per user and campaign, claimed
-- before the mail is written so that two workers never mail the same user twice.
ALTER TABLE users ADD COLUMN marketing_opt_out_at timestamptz;
ALTER TABLE users ADD COLUMN marketing_opt_out_source text
  CHECK (marketing_opt_out_source IN ('unsubscribe-link', 'settings'));
ALTER TABLE email_outbox ADD COLUMN headers jsonb;

CREATE TABLE promo_sends (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  campaign text NOT NULL CHECK (campaign IN ('inactivity-follow-up', 'new-user-follow-up')),
  outbox_id text NOT NULL,
  to_address text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, campaign)
);
CREATE INDEX promo_sends_campaign_idx ON promo_sends (campaign, sent_at DESC, user_id);
