import { randomUUID } from 'node:crypto';
import { type Db, siteRepository } from '@platen/db';
import type { ContactForm } from '@platen/domain/site/contact-form';

/** Where contact messages are e-mailed (the sales/support inbox). */
export const CONTACT_INBOX = 'hello@platen.example';

/** A checked contact message becomes a CRM activity and a queued e-mail to the team, both or neither. */
export async function submitContact(db: Db, form: ContactForm): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction((tx) =>
    siteRepository(tx).addContact({
      id,
      outboxId: randomUUID(),
      name: form.name,
      email: form.email,
      subject: `${form.topic}: message from ${form.name}`,
      body: form.message,
      teamAddress: CONTACT_INBOX,
    }),
  );
  return { id };
}
