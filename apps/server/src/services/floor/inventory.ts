import type { StockAdjustmentRequest } from '@platen/contracts';
import { blanksRepository, type Db, inventoryRepository, type Queryable, type StockRow } from '@platen/db';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { adjustmentRefusal, LOW_STOCK_AT, stockLevel } from '@platen/domain/production/stock-ledger';
import { AppError } from '../../errors/app-error.ts';

/** A stock row with the domain's on-hand (received - consumed + adjustments), available and low flag. */
const levelOf = (r: StockRow) => {
  const { free: _free, ...rest } = r;
  return { ...rest, ...stockLevel(r, r.reserved, r.onOrder) };
};

/**
 * GET /api/internal/inventory: stock per facility x style x colour x size (on-hand, reserved, on order, low), the
 * latest adjustments.
 */
export async function listInventory(
  db: Db,
  q: { facility?: string | undefined; product?: string | undefined; low?: string | undefined },
) {
  const inventory = inventoryRepository(db);
  const rows = await inventory.levels({ facility: q.facility ?? null, product: q.product ?? null });
  const stock = rows.map(levelOf).filter((l) => q.low !== 'true' || l.low);
  return {
    stock,
    adjustments: await inventory.recentAdjustments(q.facility ?? null),
    lowStockAt: LOW_STOCK_AT,
  };
}

/**
 * POST /api/internal/inventory/adjustments: a counted correction with its reason (R-4-36 checkpoint): a ledger
 * row, the free count moved by the same amount, and an inventory checkpoint. Refused with a sentence when it
 * would leave fewer blanks on hand than units reserve.
 */
export async function adjustStock(db: Db, req: StockAdjustmentRequest, employeeId: string) {
  if (!(FACILITY_CODES as readonly string[]).includes(req.facility))
    throw new AppError('unprocessable', `${req.facility} is not one of our facilities.`);
  const at = new Date().toISOString();
  const sku = {
    facility: req.facility,
    productIdentifier: req.productIdentifier,
    color: req.color,
    size: req.size,
  };
  return db.transaction(async (tx) => {
    const inventory = inventoryRepository(tx);
    await inventory.lockSku(sku);
    const before = await levelNow(tx, sku);
    const refusal = adjustmentRefusal(before, req.quantity, req.reason);
    if (refusal) throw new AppError('unprocessable', refusal);
    const note = req.note?.trim() || null;
    await inventory.record({
      ...sku,
      kind: 'adjustment',
      quantity: req.quantity,
      checkpoint: req.reason,
      note,
      employeeId,
      at,
    });
    await inventory.moveFree(sku, req.quantity);
    await blanksRepository(tx).checkpoint({
      facility: req.facility,
      checkpoint: req.reason,
      data: { adjustment: { ...sku, quantity: req.quantity, note } },
      at,
    });
    return { level: await levelNow(tx, sku) };
  });
}

async function levelNow(
  tx: Queryable,
  sku: { facility: string; productIdentifier: string; color: string; size: string },
) {
  const [row] = await inventoryRepository(tx).levels({ sku });
  return levelOf(row ?? { ...sku, received: 0, consumed: 0, adjusted: 0, reserved: 0, onOrder: 0, free: 0 });
}

/**
 * Whether this scan pulls the unit's blank from the shelf: the pull scan (its first step) of a unit with a blank.
 * Its consumption row goes into the stock ledger with the scan, at a facility with counted stock (demo stock
 * counts nothing: unitsRepository.advanceScanned); its free count already fell when the unit reserved it.
 */
export function pullsBlank(unit: { stepIndex: number; station: string; productIdentifier: string | null }) {
  return unit.stepIndex === 0 && unit.station === 'pull' && unit.productIdentifier !== null;
}
