import { rushBuysTime } from '../calendar/rush-offers.ts';
import { NO_ADDRESS_GIVEN, NO_DESIGN_ID_PROVIDED } from '../quote/order-issues.ts';
import { tierDiscountPercent } from './fees-and-tax.ts';
import type { PrintingPrice } from './print-prices.ts';
import { blanksCents, itemCharges } from './quote-charges.ts';
import { quoteLog } from './quote-log.ts';
import { printingOf } from './quote-printing.ts';
import { checkShippingChoice, type SelectedItem, selectItem } from './quote-select.ts';
import { planShipments, shipmentArrival } from './quote-shipments.ts';
import { chooseFacility, dueDates, slaDays } from './quote-sla.ts';
import { quoteTotals } from './quote-totals.ts';
import type { PricingTables } from './pricing-tables.ts';
import type {
  BreakdownEntry,
  EngineItem,
  EngineRequest,
  EngineResult,
  ItemDetail,
  QuoteContext,
} from './quote-types.ts';

export { LOW_DPI_WARNING } from './quote-printing.ts';
export { BACKLOGGED_DAYS, chooseFacility, SUPPLIER_STOCK_DAYS } from './quote-sla.ts';

const ZERO: BreakdownEntry = { printing: 0, blanks: 0, shipping: 0, fees: 0, tax: 0 };
const UNPRICED: ItemDetail = {
  pieces: 0,
  facility: null,
  shipment: null,
  fees: [],
  setupCents: 0,
  discountCents: 0,
  slaDays: null,
  dueDate: null,
};

/** An item the quote prices: selected, its printing and blanks known. */
interface Priced extends SelectedItem {
  printing: PrintingPrice;
  blanks: number;
}

/**
 * O-9-22 the item as it is charged and its SLA days: a rush that leaves the due date where it is without rush buys
 * nothing, so it is dropped (no fee, standard days) with a warning that says so.
 */
function rushThatBuysTime(
  item: EngineItem,
  p: SelectedItem,
  facility: string | null,
  tables: PricingTables,
  dueFor: ReturnType<typeof dueDates>,
  warn: (m: string) => void,
): { charged: EngineItem; days: number } {
  const days = slaDays(item, p, tables, warn);
  const rush = item.features?.rushOrder;
  if (rush == null) return { charged: item, days };
  const charged = { ...item, features: { ...item.features, rushOrder: null } };
  const standard = slaDays(charged, p, tables, () => {});
  if (rushBuysTime(dueFor(standard, facility).date, dueFor(days, facility).date))
    return { charged: item, days };
  warn(
    `A ${rush}-day rush does not make ${p.product.name} due any sooner (${standard} business days without it): it is not charged.`,
  );
  return { charged, days: standard };
}

/**
 * O-3-24 / O-3-29: prices a bulk quote request: per item printing, blanks, fees and tax, shipping per shipment
 * (items to the same address and service ship together) split over its items, the facility that prints it,
 * SLA days and due date, warnings, order issues and bad values (docs/decisions/pricing-model.md).
 */
export function quoteBulk(request: EngineRequest, ctx: QuoteContext): EngineResult {
  const { tables } = ctx;
  const log = quoteLog();
  const discountPct = tierDiscountPercent(tables, request.data?.pricingTier);
  if (discountPct === null) log.bad('data.pricingTier', `Unknown pricing tier ${request.data?.pricingTier}.`);

  // Select items, check the shipping choice, price printing and blanks: null for an item that cannot be priced.
  const priced: (Priced | null)[] = request.items.map((item, i) => {
    const before = log.issues.length;
    if (!item.address) log.orderIssues.add(NO_ADDRESS_GIVEN);
    if (!item.designId) log.orderIssues.add(NO_DESIGN_ID_PROVIDED);
    const selected = selectItem(item, i, ctx, log);
    if (!selected) return null;
    checkShippingChoice(item, i, tables, log);
    const printing = printingOf(item, i, selected.product, selected.pieces, ctx, log.bad, log.warn);
    if (!printing || log.issues.length > before) return null;
    return { ...selected, printing, blanks: blanksCents(selected.product.blankCents, selected.lines) };
  });

  // Shipping: items with an address, grouped by address and service; shipping split over their items.
  const { shipments, shipmentOf, shippingOfItem } = planShipments(
    request.items,
    priced.map((p) => p?.pieces ?? null),
    tables,
  );

  // Fees, tax, facility and SLA per item.
  const breakdown: BreakdownEntry[] = [];
  const details: ItemDetail[] = [];
  const facilities: (string | null)[] = [];
  const sla: { days: number | null }[] = [];
  let latest: Date | null = null;
  const dueFor = dueDates(ctx);
  request.items.forEach((item, i) => {
    const p = priced[i];
    if (!p) {
      breakdown.push({ ...ZERO });
      details.push({ ...UNPRICED });
      facilities.push(null);
      sla.push({ days: null });
      return;
    }
    const facility = chooseFacility(tables, item.type, item.address);
    const { charged, days } = rushThatBuysTime(item, p, facility, tables, dueFor, log.warn);
    const charges = itemCharges(tables, charged, p, discountPct ?? 0, shippingOfItem[i]!);
    breakdown.push(charges.breakdown);
    const due = dueFor(days, facility);
    if (!latest || due.date > latest) latest = due.date;
    details.push({
      pieces: p.pieces,
      facility,
      shipment: shipmentOf[i] ?? null,
      fees: charges.fees,
      setupCents: p.printing.setupCents,
      discountCents: charges.discountCents,
      slaDays: days,
      dueDate: due.iso,
    });
    facilities.push(facility);
    sla.push({ days });
  });

  const result: EngineResult = {
    breakdown,
    details,
    shipments,
    facilities,
    totals: quoteTotals(breakdown),
    warnings: log.warnings,
    orderIssues: [...log.orderIssues],
    issues: log.issues,
    quantityBreaks: [...new Set(tables.screenprint.map((r) => r.minQuantity))].sort((a, b) => a - b),
  };
  if (request.sla !== false) {
    result.sla = sla;
    result.dueDate = latest ? (latest as Date).toISOString() : null;
    const arrivals = new Map<string, string | null>();
    for (const s of shipments) s.arrivalDate = shipmentArrival(s, details, arrivals);
  }
  return result;
}
