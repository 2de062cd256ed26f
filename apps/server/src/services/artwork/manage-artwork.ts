import type { ArtworkResponse } from '@platen/contracts';
import { artworkRepository, type Db } from '@platen/db';
import { deleteRefusedMessage } from '@platen/domain/design/artwork-actions';
import { AppError } from '../../errors/app-error.ts';
import { artworkView } from './artwork-service.ts';

/** PATCH /api/print/v3/artwork/:artworkId: a new name for the owner's artwork. */
export async function renameArtwork(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<ArtworkResponse> {
  const a = await artworkRepository(db).rename(userId, id, name);
  if (!a) throw new AppError('not_found', 'No such artwork.');
  return artworkView(a);
}

/**
 * DELETE /api/print/v3/artwork/:artworkId: refused (409, naming the orders) while a design in an open order
 * places it; else the library entry goes. The stored files stay for the orders and designs that captured them
 * (files are addressed by content and may be shared).
 */
export async function deleteArtwork(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = artworkRepository(tx);
    if (!(await repo.byId(userId, id))) throw new AppError('not_found', 'No such artwork.');
    const orders = await repo.openOrdersUsing(userId, id);
    if (orders.length) {
      throw new AppError('conflict', deleteRefusedMessage(orders));
    }
    await repo.delete(userId, id);
  });
}
