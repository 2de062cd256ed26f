import { normaliseAddress } from '../address/normalise-address.ts';
import { tagsFor } from '../catalog/catalog-models.ts';
import { allowedPrintTypes, GARMENT_PRINT_TYPES, type GarmentPrintTypeCode } from '../design/product-bans.ts';
import { serviceShipsTo } from '../shipping/allowed-services.ts';
import { serviceByCode } from '../shipping/shipping-services.ts';
import { isPricedRush } from './fees-and-tax.ts';
import type { PricingTables } from './pricing-tables.ts';
import type { QuoteLog } from './quote-log.ts';
import type { EngineItem, EngineProduct, QuoteContext } from './quote-types.ts';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An item whose product, colour and sizes are known: what the later steps price. */
export interface SelectedItem {
  product: EngineProduct;
  color: string;
  lines: { size: string; quantity: number }[];
  pieces: number;
}

/**
 * Quote step "select items": the item's product (known, one product and colour, sizes it comes in, positive
 * quantities) and a print type the product takes and its tags do not ban (R-5-23..26). Null, with the bad
 * values told, when it cannot be priced.
 */
export function selectItem(
  item: EngineItem,
  i: number,
  ctx: QuoteContext,
  log: QuoteLog,
): SelectedItem | null {
  const at = `items[${i}]`;
  const before = log.issues.length;
  // Products: known, one product and colour per item, sizes it comes in, positive quantities.
  let product: EngineProduct | undefined;
  let color = '';
  const lines: { size: string; quantity: number }[] = [];
  for (const [j, p] of item.products.entries()) {
    const pat = `${at}.products[${j}]`;
    if (!(p.quantity > 0)) log.bad(`${pat}.quantity`, 'Quantity must be at least 1.');
    const found = ctx.product(p.id);
    if (!found) {
      log.bad(`${pat}.id`, `Unknown product ${p.id}.`);
      continue;
    }
    if (product && found.productId !== product.productId) {
      log.bad(`${pat}.id`, 'All products of one item must be the same product.');
      continue;
    }
    product = found;
    const c = found.colors.find((x) => sameText(x.name, p.color));
    if (!c) {
      log.bad(`${pat}.color`, `${found.name} does not come in ${p.color}.`);
      continue;
    }
    if (color && !sameText(color, c.name)) {
      log.bad(`${pat}.color`, 'All products of one item must be one colour.');
      continue;
    }
    color = c.name;
    const size = c.sizes.find((s) => sameText(s, p.size));
    if (!size) {
      log.bad(`${pat}.size`, `${found.name} in ${c.name} does not come in size ${p.size}.`);
      continue;
    }
    if (p.quantity > 0) lines.push({ size, quantity: p.quantity });
  }
  if (item.products.length === 0) log.bad(`${at}.products`, 'Add at least one product.');
  if (!product || log.issues.length > before) return null;

  if (!printTypeAllowed(item, at, product, color, lines, log)) return null;
  return { product, color, lines, pieces: lines.reduce((s, l) => s + l.quantity, 0) };
}

/** Print type: offered for the product, and not banned by its tags (R-5-23..26). */
function printTypeAllowed(
  item: EngineItem,
  at: string,
  product: EngineProduct,
  color: string,
  lines: SelectedItem['lines'],
  log: QuoteLog,
): boolean {
  if (!product.printTypes.includes(item.type)) {
    log.bad(`${at}.type`, `${product.name} cannot be printed with ${item.type}.`);
    return false;
  }
  if (!(GARMENT_PRINT_TYPES as readonly string[]).includes(item.type)) return true;
  const tags = new Set<string>();
  for (const l of lines)
    for (const t of tagsFor(
      { key: product.identifier, tags: product.tags as Record<string, string[]> },
      color,
      l.size,
    ))
      tags.add(t);
  const verdict = allowedPrintTypes(tags, [item.type as GarmentPrintTypeCode]);
  for (const ex of verdict.excluded) log.bad(`${at}.type`, `${product.name} in ${color}: ${ex.reason}`);
  for (const w of verdict.warnings) log.warn(`${product.name} in ${color}: ${w.message}`);
  return verdict.excluded.length === 0;
}

/**
 * Quote step "shipping choice": a priced rush tier and a known shipping service that ships to the item's
 * address (shipping/allowed-services.ts).
 */
export function checkShippingChoice(item: EngineItem, i: number, tables: PricingTables, log: QuoteLog): void {
  const at = `items[${i}]`;
  const rush = item.features?.rushOrder;
  if (rush != null && !isPricedRush(tables, rush))
    log.bad(`${at}.features.rushOrder`, `Rush order must be 1, 3 or 5 days, not ${rush}.`);
  const service = item.features?.shipping || 'standard';
  const svc = serviceByCode(service);
  if (!svc) log.bad(`${at}.features.shipping`, `Unknown shipping service ${service}.`);
  else if (item.address && !serviceShipsTo(svc, item.address))
    log.bad(
      `${at}.features.shipping`,
      `${svc.description} does not ship to ${normaliseAddress(item.address).country}.`,
    );
}
