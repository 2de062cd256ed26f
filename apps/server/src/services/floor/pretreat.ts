import { catalogRepository, type Db, pretreatRepository } from '@platen/db';
import { pretreatChange } from '@platen/domain/operations/pretreat-value';
import { AppError } from '../../errors/app-error.ts';

/** GET /api/internal/pretreat: every pretreat value set, by product and colour. */
export async function listPretreat(db: Db) {
  return { values: await pretreatRepository(db).list() };
}

/** The catalogue's spelling of a product's colour, or a 422 naming what is wrong. */
async function catalogueColour(db: Db, productIdentifier: string, color: string): Promise<string> {
  const product = await catalogRepository(db).product(productIdentifier);
  if (!product) throw new AppError('unprocessable', `No product is called ${productIdentifier}.`);
  const known = product.colors.find((c) => c.name.toLowerCase() === color.toLowerCase());
  if (!known) throw new AppError('unprocessable', `${productIdentifier} does not come in ${color}.`);
  return known.name;
}

/**
 * PUT /api/internal/pretreat (R-5-56..58): 5 to 100 sets the value of a product in a colour, 0 deletes it,
 * anything else is refused with the domain's sentence and changes nothing.
 */
export async function savePretreat(
  db: Db,
  req: { productIdentifier: string; color: string; value: number },
  actorId: string,
) {
  const change = pretreatChange(req.value);
  if (!change.ok)
    throw new AppError('unprocessable', change.issues[0]?.message ?? 'Invalid pretreat value', {
      issues: change.issues,
    });
  const color = await catalogueColour(db, req.productIdentifier, req.color);
  const repo = pretreatRepository(db);
  const at = { productIdentifier: req.productIdentifier, color };
  if (change.value.action === 'delete')
    return { ...at, value: null, deleted: await repo.remove(req.productIdentifier, color) };
  const saved = await repo.set(req.productIdentifier, color, change.value.value, actorId);
  return { ...at, value: saved.value, deleted: false };
}
