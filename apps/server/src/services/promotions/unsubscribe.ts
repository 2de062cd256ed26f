import { type Db, promotionsRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const REFUSED =
  'This unsubscribe link is not valid: open the link from the e-mail again, or turn marketing e-mail off in your account settings.';

/** The user a link unsubscribes (GET: reads only); a tampered or unknown link is a 404 with a sentence. */
export async function unsubscribeTarget(
  db: Db,
  token: string,
): Promise<{ userId: string; optedOut: boolean }> {
  const userId = await verifyUnsubscribeToken(db, token);
  const state = userId ? await promotionsRepository(db).marketing(userId) : null;
  if (!userId || !state) throw new AppError('not_found', REFUSED);
  return { userId, optedOut: state.optedOutAt !== null };
}

/** RFC 8058 one-click: the signed link's user gets no more promotional mail, at once; repeating it is harmless. */
export async function unsubscribeByLink(db: Db, token: string): Promise<void> {
  const { userId } = await unsubscribeTarget(db, token);
  await promotionsRepository(db).optOut(userId, 'unsubscribe-link');
}
