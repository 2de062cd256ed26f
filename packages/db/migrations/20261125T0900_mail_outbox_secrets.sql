-- The outbox keeps mail with one-time links redacted (body, html). The unredacted text waits in private_body /
-- private_html only until SMTP takes it (then it is cleared) or, with no SMTP, as the only delivery (ADMIN reads it).
ALTER TABLE email_outbox ADD COLUMN private_body text;
ALTER TABLE email_outbox ADD COLUMN private_html text;
-- When the row was marked `sending`, committed just before the SMTP hand-off (recovery never resends such a row).
ALTER TABLE email_outbox ADD COLUMN sending_at timestamptz;

-- Links written before this change: the tokens in them stop resting in readable text.
UPDATE email_outbox
   SET body = regexp_replace(body, 'https?://[^\s"<>]*[?&]token=[A-Za-z0-9_-]+', '[link sent by e-mail, not kept]', 'g'),
       html = regexp_replace(html, 'https?://[^\s"<>]*[?&]token=[A-Za-z0-9_-]+', '[link sent by e-mail, not kept]', 'g')
 WHERE kind IN ('reset', 'invite', 'email-change');
