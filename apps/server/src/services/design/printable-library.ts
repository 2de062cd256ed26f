import { catalogRepository, type Db, designsRepository, printablesRepository } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { designView } from './design-service.ts';

/** O-2-30: the user's saved printables, newest first, one page of them with the total. */
export async function listPrintables(db: Db, userId: string, limit: number, offset: number) {
  const { rows, total } = await printablesRepository(db).list(userId, limit, offset);
  return {
    printables: rows.map((r) => ({
      printableId: r.id,
      name: r.name,
      designId: r.designId,
      product: {
        productId: r.productId,
        identifier: r.productIdentifier,
        name: r.productName,
        color: r.color,
      },
      sizePrices: r.sizePrices,
      minQuantity: r.minQuantity,
      createdAt: r.createdAt,
    })),
    total,
    limit,
    offset,
  };
}

/**
 * O-2-19 printableIdentifier / O-4-15: one saved printable with its design, so a cart can take it as a complete
 * printable. Another user's printable (or its design) is not found.
 */
export async function getPrintable(db: Db, userId: string, printableId: string) {
  const p = await printablesRepository(db).byId(userId, printableId);
  const design = p ? await designsRepository(db).byId(userId, p.designId) : null;
  const product = p ? await catalogRepository(db).product(p.productId) : null;
  if (!p || !design || !product) throw new AppError('not_found', 'Printable not found.');
  return {
    printableId: p.id,
    name: p.name,
    designId: p.designId,
    product: {
      productId: p.productId,
      identifier: product.identifier,
      name: product.name,
      color: p.color,
    },
    sizePrices: p.sizePrices,
    minQuantity: p.minQuantity,
    createdAt: p.createdAt,
    design: designView(design),
  };
}
