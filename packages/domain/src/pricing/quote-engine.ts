import type {
  BreakdownEntry,
  EngineDesign,
  EngineItem,
  EngineProduct,
  EngineRequest,
  EngineResult,
  ItemDetail,
  QuoteContext,
  QuoteIssue,
} from './quote-types.ts';
import { isDomestic } from '../address/domestic.ts';
import { normaliseAddress } from '../address/normalise-address.ts';
import { slaDueDate } from '../calendar/sla.ts';
import { tagsFor } from '../catalog/catalog-models.ts';
import { colourLimit, tooManyColoursMessage } from '../design/colour-limits.ts';
import { estimatedSideStitches } from '../design/stitch-estimate.ts';
import { allowedPrintTypes, GARMENT_PRINT_TYPES, type GarmentPrintTypeCode } from '../design/product-bans.ts';
import type { Address, Side } from '../entities/entities.ts';
import { NO_ADDRESS_GIVEN, NO_DESIGN_ID_PROVIDED } from '../quote/order-issues.ts';
import { itemLeadTime } from '../ship-message/ship-message.ts';
import { serviceShipsTo } from '../shipping/allowed-services.ts';
import { serviceByCode } from '../shipping/shipping-services.ts';
import { isPricedRush, itemFees, salesTaxCents, tierDiscountPercent } from './fees-and-tax.ts';
import { percentOf, type PricingTables } from './pricing-tables.ts';
import {
  dtgAreaTier,
  dtgPrice,
  embroideryPrice,
  flatPrice,
  type PrintingPrice,
  screenprintPrice,
} from './print-prices.ts';
import { isFlatPrintType, type QuotePrintType, quoteFacilityCandidates } from './quote-print-types.ts';
import { planShipments, shipmentArrival } from './quote-shipments.ts';
import { quoteTotals } from './quote-totals.ts';

/** Artwork printed below this resolution at its placed size gets a warning. */
export const LOW_DPI_WARNING = 150;
/** Days a garment whose blanks come from the supplier needs at least (the "long" ship message, R-9-58). */
export const SUPPLIER_STOCK_DAYS = 7;
/** Days of a backlogged product (R-9-59, the short end of 14-21). */
export const BACKLOGGED_DAYS = 14;

const ZERO: BreakdownEntry = { printing: 0, blanks: 0, shipping: 0, fees: 0, tax: 0 };
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const hasElements = (side: Side | undefined): side is Side =>
  Array.isArray(side?.elements) && side.elements.length > 0;

interface Priced {
  printing: PrintingPrice;
  blanks: number;
  pieces: number;
  product: EngineProduct;
  color: string;
  lines: { size: string; quantity: number }[];
}

/**
 * O-3-24 / O-3-29: prices a bulk quote request: per item printing, blanks, fees and tax, shipping per shipment
 * (items to the same address and service ship together) split over its items, the facility that prints it,
 * SLA days and due date, warnings, order issues and bad values (docs/decisions/pricing-model.md).
 */
export function quoteBulk(request: EngineRequest, ctx: QuoteContext): EngineResult {
  const { tables } = ctx;
  const issues: QuoteIssue[] = [];
  const warnings: string[] = [];
  const orderIssues = new Set<string>();
  const bad = (path: string, message: string) => issues.push({ code: 'bad_value', path, message });
  const warn = (message: string) => {
    if (!warnings.includes(message)) warnings.push(message);
  };

  const discountPct = tierDiscountPercent(tables, request.data?.pricingTier);
  if (discountPct === null) bad('data.pricingTier', `Unknown pricing tier ${request.data?.pricingTier}.`);

  const priced: (Priced | null)[] = request.items.map((item, i) => {
    const at = `items[${i}]`;
    const before = issues.length;
    if (!item.address) orderIssues.add(NO_ADDRESS_GIVEN);
    if (!item.designId) orderIssues.add(NO_DESIGN_ID_PROVIDED);

    // Products: known, one product and colour per item, sizes it comes in, positive quantities.
    let product: EngineProduct | undefined;
    let color = '';
    const lines: { size: string; quantity: number }[] = [];
    for (const [j, p] of item.products.entries()) {
      const pat = `${at}.products[${j}]`;
      if (!(p.quantity > 0)) bad(`${pat}.quantity`, 'Quantity must be at least 1.');
      const found = ctx.product(p.id);
      if (!found) {
        bad(`${pat}.id`, `Unknown product ${p.id}.`);
        continue;
      }
      if (product && found.productId !== product.productId) {
        bad(`${pat}.id`, 'All products of one item must be the same product.');
        continue;
      }
      product = found;
      const c = found.colors.find((x) => sameText(x.name, p.color));
      if (!c) {
        bad(`${pat}.color`, `${found.name} does not come in ${p.color}.`);
        continue;
      }
      if (color && !sameText(color, c.name)) {
        bad(`${pat}.color`, 'All products of one item must be one colour.');
        continue;
      }
      color = c.name;
      const size = c.sizes.find((s) => sameText(s, p.size));
      if (!size) {
        bad(`${pat}.size`, `${found.name} in ${c.name} does not come in size ${p.size}.`);
        continue;
      }
      if (p.quantity > 0) lines.push({ size, quantity: p.quantity });
    }
    if (item.products.length === 0) bad(`${at}.products`, 'Add at least one product.');
    if (!product || issues.length > before) return null;

    // Print type: offered for the product, and not banned by its tags (R-5-23..26).
    if (!product.printTypes.includes(item.type)) {
      bad(`${at}.type`, `${product.name} cannot be printed with ${item.type}.`);
      return null;
    }
    if ((GARMENT_PRINT_TYPES as readonly string[]).includes(item.type)) {
      const tags = new Set<string>();
      for (const l of lines)
        for (const t of tagsFor(
          { key: product.identifier, tags: product.tags as Record<string, string[]> },
          color,
          l.size,
        ))
          tags.add(t);
      const verdict = allowedPrintTypes(tags, [item.type as GarmentPrintTypeCode]);
      for (const ex of verdict.excluded) bad(`${at}.type`, `${product.name} in ${color}: ${ex.reason}`);
      for (const w of verdict.warnings) warn(`${product.name} in ${color}: ${w.message}`);
      if (verdict.excluded.length > 0) return null;
    }

    const rush = item.features?.rushOrder;
    if (rush != null && !isPricedRush(tables, rush))
      bad(`${at}.features.rushOrder`, `Rush order must be 1, 3 or 5 days, not ${rush}.`);
    const service = item.features?.shipping || 'standard';
    const svc = serviceByCode(service);
    if (!svc) bad(`${at}.features.shipping`, `Unknown shipping service ${service}.`);
    else if (item.address && !serviceShipsTo(svc, item.address))
      bad(
        `${at}.features.shipping`,
        `${svc.description} does not ship to ${normaliseAddress(item.address).country}.`,
      );

    const pieces = lines.reduce((s, l) => s + l.quantity, 0);
    const printing = printingOf(item, i, product, pieces, ctx, bad, warn);
    if (!printing || issues.length > before) return null;
    const blanks = lines.reduce((s, l) => s + (product!.blankCents[l.size] ?? 0) * l.quantity, 0);
    return { printing, blanks, pieces, product, color, lines };
  });

  // Shipments: items with an address, grouped by address and service; shipping split over their items.
  const { shipments, shipmentOf, shippingOfItem } = planShipments(
    request.items,
    priced.map((p) => p?.pieces ?? null),
    tables,
  );

  const breakdown: BreakdownEntry[] = [];
  const details: ItemDetail[] = [];
  const facilities: (string | null)[] = [];
  const sla: { days: number | null }[] = [];
  let latest: Date | null = null;
  // Due dates depend only on the SLA days here (the business calendar is slow to walk): one per distinct value.
  const dueByDays = new Map<number, { date: Date; iso: string }>();
  const dueFor = (days: number) => {
    let d = dueByDays.get(days);
    if (!d) {
      const date = ctx.dueDate ? ctx.dueDate(days) : slaDueDate(ctx.now, days);
      d = { date, iso: date.toISOString() };
      dueByDays.set(days, d);
    }
    return d;
  };
  request.items.forEach((item, i) => {
    const p = priced[i];
    if (!p) {
      breakdown.push({ ...ZERO });
      details.push({
        pieces: 0,
        facility: null,
        shipment: null,
        fees: [],
        setupCents: 0,
        discountCents: 0,
        slaDays: null,
        dueDate: null,
      });
      facilities.push(null);
      sla.push({ days: null });
      return;
    }
    const discount = percentOf(p.printing.totalCents, discountPct ?? 0);
    const printing = p.printing.totalCents - discount;
    const fees = itemFees(tables, {
      goodsCents: printing + p.blanks,
      quantity: p.pieces,
      rushOrder: item.features?.rushOrder,
      foldPoly: item.features?.foldPoly,
      preProduction: item.features?.preProduction,
      sendProof: item.features?.sendProof,
    });
    const feeCents = fees.reduce((s, f) => s + f.cents, 0);
    const taxable = item.address && isDomestic(item.address.country) ? printing + p.blanks + feeCents : 0;
    const tax = taxable > 0 ? salesTaxCents(tables, item.address?.state, taxable) : 0;
    breakdown.push({ printing, blanks: p.blanks, shipping: shippingOfItem[i]!, fees: feeCents, tax });

    const facility = chooseFacility(tables, item.type, item.address);
    const days = slaDays(item, p, tables, warn);
    const due = dueFor(days);
    if (!latest || due.date > latest) latest = due.date;
    details.push({
      pieces: p.pieces,
      facility,
      shipment: shipmentOf[i] ?? null,
      fees,
      setupCents: p.printing.setupCents,
      discountCents: discount,
      slaDays: days,
      dueDate: due.iso,
    });
    facilities.push(facility);
    sla.push({ days });
  });

  const totals = quoteTotals(breakdown);

  const result: EngineResult = {
    breakdown,
    details,
    shipments,
    facilities,
    totals,
    warnings,
    orderIssues: [...orderIssues],
    issues,
    quantityBreaks: [...new Set(tables.screenprint.map((r) => r.minQuantity))].sort((a, b) => a - b),
  };
  if (request.sla !== false) {
    result.sla = sla;
    result.dueDate = latest ? (latest as Date).toISOString() : null;
    for (const s of shipments) s.arrivalDate = shipmentArrival(s, details);
  }
  return result;
}

function printingOf(
  item: EngineItem,
  i: number,
  product: EngineProduct,
  pieces: number,
  ctx: QuoteContext,
  bad: (path: string, message: string) => void,
  warn: (message: string) => void,
): PrintingPrice | null {
  const { tables } = ctx;
  const at = `items[${i}]`;

  // Flat per piece: mugs by size, posters by poster size, sublimation by product (each falls back to "default").
  if (isFlatPrintType(item.type)) {
    const variant =
      item.type === 'mug'
        ? (item.products[0]?.size ?? '').toLowerCase()
        : item.type === 'poster'
          ? (product.posterSize ?? 'default')
          : item.type === 'sublimation'
            ? product.identifier
            : 'default';
    const price = flatPrice(tables, item.type, variant, pieces);
    if (!price) bad(`${at}.type`, `No ${item.type} price for ${variant}.`);
    return price;
  }

  // Garment print types: the printed sides, from the saved design or the request's side colour counts.
  let design: EngineDesign | undefined;
  if (item.designId) {
    design = ctx.design(item.designId);
    if (!design) {
      bad(`${at}.designId`, `Design ${item.designId} not found.`);
      return null;
    }
    if (design.printType !== item.type) {
      bad(`${at}.type`, `Design ${item.designId} is a ${design.printType} design, not ${item.type}.`);
      return null;
    }
  }
  const sideNames = design
    ? Object.keys(design.sides).filter((k) => hasElements(design!.sides[k]))
    : Object.keys(item.sides ?? {});
  if (sideNames.length === 0) {
    bad(`${at}.${design ? 'designId' : 'sides'}`, 'The item has no printed side.');
    return null;
  }
  for (const side of sideNames) {
    if (!product.printAreas[side]) bad(`${at}.sides.${side}`, `${product.name} has no ${side} print area.`);
  }

  const limit = colourLimit(item.type);
  for (const side of sideNames) {
    const n = coloursOf(item, design, side);
    if (!(n >= 1)) bad(`${at}.sides.${side}`, `Side ${side} needs at least 1 colour.`);
    else if (limit !== null && item.type === 'screenprint' && n > limit)
      bad(`${at}.sides.${side}`, tooManyColoursMessage(side, n, limit));
  }
  if (design) lowDpiWarnings(design, product, ctx, warn);

  if (item.type === 'screenprint')
    return screenprintPrice(
      tables,
      sideNames.map((side) => coloursOf(item, design, side)),
      pieces,
    );
  if (item.type === 'dtg') {
    const tiers = sideNames.map((side) =>
      dtgAreaTier(tables, placedSquareInches(design, side, product, ctx)),
    );
    return dtgPrice(tables, tiers, pieces);
  }
  // Embroidery: stitch counts from quoteDetails, else estimated from the saved design's placed artwork (the
  // estimate the editor prices with); sides of neither are priced at the free stitches.
  const details = item.quoteDetails?.embroidery?.sides ?? {};
  const stitches = sideNames.map((side) => {
    const d = details[side];
    if (d && limit !== null && d.colors > limit)
      bad(`${at}.quoteDetails.embroidery.sides.${side}.colors`, tooManyColoursMessage(side, d.colors, limit));
    const area = product.printAreas[side];
    if (!d && design && area) {
      const elements = (design.sides[side]?.elements ?? []).map((el) => {
        const art = el.artworkId ? ctx.artwork(el.artworkId) : undefined;
        return { width: el.width, aspect: el.aspect ?? (art && art.width > 0 ? art.height / art.width : 1) };
      });
      return estimatedSideStitches(elements, area);
    }
    if (!d) {
      warn(`No stitch count for the ${side} side: priced with ${tables.embroidery.freeStitches} stitches.`);
      return tables.embroidery.freeStitches;
    }
    return d.stitchCount;
  });
  return embroideryPrice(tables, stitches, pieces);
}

/** Ink colours of a printed side: the design's matched colours (at least 1), else the request's count. */
function coloursOf(item: EngineItem, design: EngineDesign | undefined, side: string): number {
  if (design) return Math.max(1, design.sides[side]?.colors?.matched?.length ?? 0);
  return item.sides?.[side] ?? 0;
}

/** Square inches the artwork covers on a side; the whole print area when the design is not known. */
function placedSquareInches(
  design: EngineDesign | undefined,
  side: string,
  product: EngineProduct,
  ctx: QuoteContext,
): number {
  const area = product.printAreas[side];
  if (!area) return 0;
  if (!design) return area.width * area.height;
  let most = 0;
  for (const el of design.sides[side]?.elements ?? []) {
    const w = Math.min(1, Math.max(0, el.width ?? 1)) * area.width;
    const art = el.artworkId ? ctx.artwork(el.artworkId) : undefined;
    const aspect = el.aspect ?? (art && art.width > 0 ? art.height / art.width : area.height / area.width);
    most = Math.max(most, w * Math.min(area.height, w * aspect));
  }
  return most;
}

const VECTOR = new Set(['svg', 'pdf', 'eps', 'dst']);

function lowDpiWarnings(
  design: EngineDesign,
  product: EngineProduct,
  ctx: QuoteContext,
  warn: (m: string) => void,
) {
  for (const [side, s] of Object.entries(design.sides)) {
    const area = product.printAreas[side];
    if (!area || !hasElements(s)) continue;
    for (const el of s.elements) {
      const art = el.artworkId ? ctx.artwork(el.artworkId) : undefined;
      if (!art || VECTOR.has(art.format) || !el.width) continue;
      const inches = el.width * area.width;
      const dpi = Math.floor(art.width / inches);
      if (dpi < LOW_DPI_WARNING) {
        warn(
          `The artwork on the ${side} side is ${dpi} DPI at its placed width of ${inches.toFixed(1)} in; ` +
            `${LOW_DPI_WARNING} DPI or more prints sharp. Upload a larger file or place it smaller.`,
        );
      }
    }
  }
}

function slaDays(item: EngineItem, p: Priced, tables: PricingTables, warn: (m: string) => void): number {
  let days = tables.productionDays[item.type] ?? 7;
  const rush = item.features?.rushOrder;
  if (rush != null && isPricedRush(tables, rush)) days = Math.min(days, rush);
  if (p.product.backlogged) {
    warn(`${p.product.name} is backlogged at the supplier: allow ${BACKLOGGED_DAYS}-21 business days.`);
    return Math.max(days, BACKLOGGED_DAYS);
  }
  const quantities: Record<string, number> = Object.create(null);
  for (const l of p.lines) quantities[l.size] = l.quantity;
  const lead = itemLeadTime(
    { productIdentifier: p.product.identifier, color: p.color, quantities },
    { type: p.product.type, primeStock: p.product.stock as Record<string, Record<string, number>> },
  );
  if (lead === 'long' && days < SUPPLIER_STOCK_DAYS) {
    if (rush != null)
      warn(
        `${p.product.name} in ${p.color} ships from supplier inventory: rush cannot go below ${SUPPLIER_STOCK_DAYS} days.`,
      );
    days = SUPPLIER_STOCK_DAYS;
  }
  return days;
}

/** The facility printing the type with the shortest delivery estimate to the address's state (spec order on ties). */
export function chooseFacility(
  tables: PricingTables,
  type: QuotePrintType,
  address: Address | null,
): string | null {
  const candidates: string[] = quoteFacilityCandidates(type);
  if (candidates.length === 0) return null;
  const state = (address?.state ?? '').trim().toUpperCase();
  const est = Object.hasOwn(tables.deliveryDays, state) ? tables.deliveryDays[state]! : null;
  if (!est) return candidates[0]!;
  let best = candidates[0]!;
  for (const c of candidates) if ((est[c] ?? 99) < (est[best] ?? 99)) best = c;
  return best;
}
