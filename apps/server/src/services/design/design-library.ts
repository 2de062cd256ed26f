import { type Db, designsRepository } from '@platen/db';
import type { PrintType } from '@platen/domain/entities/entities';
import { designView } from './design-service.ts';

/** Most words of a search query that count (the rest are ignored). */
const MAX_WORDS = 8;

/** R-7-22: the user's designs by id, in the order asked; unknown ids and other users' designs are left out. */
export async function bulkDesigns(db: Db, userId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const byId = new Map((await designsRepository(db).byIds(userId, unique)).map((d) => [d.id, d]));
  return unique.flatMap((id) => {
    const d = byId.get(id);
    return d ? [designView(d)] : [];
  });
}

/** R-7-24: the user's saved designs of the given print types, newest first. */
export async function listDesigns(db: Db, userId: string, types: readonly PrintType[], limit: number) {
  return (await designsRepository(db).list(userId, types, limit)).map(designView);
}

/** R-7-23: as the list, keeping designs whose name holds every word of the query; an empty query lists. */
export async function searchDesigns(
  db: Db,
  userId: string,
  types: readonly PrintType[],
  query: string,
  limit: number,
) {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const rows =
    words.length === 0
      ? await designsRepository(db).list(userId, types, limit)
      : await designsRepository(db).search(userId, types, words, limit);
  return rows.map(designView);
}
