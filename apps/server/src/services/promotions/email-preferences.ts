import type { EmailPreferences } from '@platen/contracts';
import { type Db, promotionsRepository } from '@platen/db';
import { notFound } from '../../errors/app-error.ts';

/** The account's marketing e-mail state (account settings). */
export async function emailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const m = await promotionsRepository(db).marketing(userId);
  if (!m) throw notFound('The account');
  return {
    marketing: m.optedOutAt === null,
    optedOutAt: m.optedOutAt?.toISOString() ?? null,
    optedOutBy: m.optedOutAt ? ((m.source as EmailPreferences['optedOutBy']) ?? 'settings') : null,
  };
}

/** Turns promotional e-mail on (opting back in after an unsubscribe) or off, at once. */
export async function saveEmailPreferences(
  db: Db,
  userId: string,
  marketing: boolean,
): Promise<EmailPreferences> {
  const repo = promotionsRepository(db);
  if (marketing) await repo.optIn(userId);
  else await repo.optOut(userId, 'settings');
  return emailPreferences(db, userId);
}
