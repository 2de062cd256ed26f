import { isCartValid } from '@platen/domain/cart/cart-validity';
import { addBusinessTime } from '@platen/domain/calendar/add-business-time';
import { checkoutBlockers } from '@platen/domain/checkout/checkout-blockers';
import { isDesignReady } from '@platen/domain/design/design-ready';
import { type Cart, emptyCart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { quoteIssueMessages } from '@platen/domain/quote/quote-issues';
import { shipmentShipMessage } from '@platen/domain/ship-message/ship-message';
import { type Figure, round } from '../lib.ts';

/** A cart of 100 lines: 20 ready printables, 5 shipments, every printable in every shipment. */
export function hundredLineCart(): Cart {
  const cart = emptyCart('bench');
  for (let i = 0; i < 20; i++) {
    cart.designDrafts.push({
      id: `d${i}`,
      type: 'Garment',
      printType: i % 2 ? 'dtg' : 'screenprint',
      sides: {
        front: {
          name: 'front',
          elements: [{ artworkId: `a${i}`, width: 0.5, position: { horizontal: 'C', offset: { top: 2 } } }],
          platen: { offset: { top: 3 }, width: 14 },
          colors: { matched: ['black'], full: i % 2 === 1 },
        },
      },
    });
    cart.printables.push({
      id: `p${i}`,
      designDraftId: `d${i}`,
      productIdentifier: 'gildan-5000',
      color: i % 3 ? 'Black' : 'White',
      complete: true,
    });
  }
  for (let s = 0; s < 5; s++) {
    cart.shipments.push({
      id: `s${s}`,
      address: {
        name: 'Ada Lovelace',
        address1: `${s + 1} Main St`,
        city: 'Oakland',
        state: 'CA',
        zip: '94607',
        country: 'US',
      },
      items: cart.printables.map((p) => ({ printableId: p.id, quantities: { sml: 2, med: 3, lrg: 1 } })),
      shippingMethod: 'ups-ground',
    });
  }
  cart.shippingMode = 'multiple';
  return cart;
}

const stock = { 'gildan-5000': { type: 'garment', primeStock: { Black: { sml: 100, med: 100, lrg: 1 } } } };

/** One full client-side quote-rule pass over a cart: validity, blockers, request, ship messages, issue mapping. */
export function quoteRulePass(cart: Cart) {
  const valid = isCartValid(cart, isDesignReady);
  const blockers = checkoutBlockers(cart);
  const built = buildQuoteRequest(cart, { isDesignReady });
  const messages = cart.shipments.map((s) => shipmentShipMessage(s, cart.printables, stock));
  const issues = quoteIssueMessages(
    built.request.items
      .slice(0, 10)
      .map((_, i) => ({ code: 'bad_value', path: ['items', i, 'products', 0, 'quantity'], message: 'bad' })),
  );
  return { valid, blockers, built, messages, issues };
}

function cpuMs(fn: () => void, runs: number): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000 / runs;
}

/** P4 (domain): CPU ms of one quote-rule pass over a 100-line cart; ms for 10,000 business-time calls. */
export const p4Domain: Figure = {
  id: 'P4',
  title: 'domain: quote-rule pass over a 100-line cart; business-time calculator x 10,000',
  async run() {
    const cart = hundredLineCart();
    const lines = cart.shipments.reduce((n, s) => n + s.items.length, 0);
    cpuMs(() => quoteRulePass(cart), 50); // warm-up (JIT)
    const passMs = cpuMs(() => quoteRulePass(cart), 500);
    const start = Date.UTC(2026, 10, 20, 20, 0, 0);
    let i = 0;
    const calc = () => {
      addBusinessTime(new Date(start + (i % 1000) * 3_600_000), { hours: (i % 40) + 1 });
      i++;
    };
    cpuMs(calc, 1000);
    const tenK = cpuMs(calc, 10_000) * 10_000;
    return { cart_lines: lines, quote_rules_ms: round(passMs, 3), business_time_10k_ms: round(tenK, 1) };
  },
};
