/**
 * Box labels at the receiving station (docs/decisions/supplier-expected-dates.md, "Receiving by box label"):
 * a blank order's number ("12"), its label "BO-12", or a box of one line "BO-12:gildan-5000" with colour and
 * size optional ("BO-12:gildan-5000:Black:med"). Case and spaces around the parts do not matter.
 */
export interface BoxLabel {
  blankOrderId: number;
  style: string | null;
  color: string | null;
  size: string | null;
}

const LABEL = /^(?:BO-?)?(\d{1,15})(?::([^:]+?)(?::([^:]+?)(?::([^:]+?))?)?)?$/i;

/** A scanned or typed label, or a sentence saying what a label looks like. */
export function parseBoxLabel(text: string): { ok: true; label: BoxLabel } | { ok: false; reason: string } {
  const m = LABEL.exec(text.trim().replace(/\s*:\s*/g, ':'));
  if (!m)
    return {
      ok: false,
      reason: `“${text.trim()}” is not a blank order or box label: scan BO-12 or BO-12:style, or type the order number.`,
    };
  const part = (v: string | undefined) => (v ? v.trim() : null);
  return {
    ok: true,
    label: { blankOrderId: Number(m[1]), style: part(m[2]), color: part(m[3]), size: part(m[4]) },
  };
}

/** A blank order as receiving sees it. */
export interface ReceivableOrder {
  id: number;
  supplier: string;
  status: string;
  lines: readonly {
    productIdentifier: string;
    color: string;
    size: string;
    quantity: number;
    received: number;
  }[];
}

const same = (a: string, b: string | null) => b === null || a.toLowerCase() === b.toLowerCase();

/**
 * The order and the first open line a box label opens at receiving, or the sentence that refuses it: an unknown
 * order, one not sent yet or received in full, a style (or colour, size) that is not on the order.
 */
export function boxTarget(
  text: string,
  orders: readonly ReceivableOrder[],
): { ok: true; orderId: number; line: ReceivableOrder['lines'][number] } | { ok: false; reason: string } {
  const parsed = parseBoxLabel(text);
  if (!parsed.ok) return parsed;
  const { blankOrderId: id, style, color, size } = parsed.label;
  const order = orders.find((o) => o.id === id);
  if (!order) return { ok: false, reason: `There is no blank order ${id}.` };
  if (order.status === 'open')
    return { ok: false, reason: `Blank order ${id} has not been sent yet: it goes out at the 12:00 cutoff.` };
  if (order.status === 'received') return { ok: false, reason: `Blank order ${id} was received in full.` };
  const open = order.lines.filter((l) => l.received < l.quantity);
  const styles = [...new Set(order.lines.map((l) => l.productIdentifier))];
  if (style && !styles.some((s) => same(s, style)))
    return {
      ok: false,
      reason: `This box holds ${style}, which is not on blank order ${id} from ${order.supplier} (it lists ${styles.join(', ')}). Set the box aside.`,
    };
  const line = open.find(
    (l) => same(l.productIdentifier, style) && same(l.color, color) && same(l.size, size),
  );
  if (!line) {
    const what = [style, color, size].filter(Boolean).join(' ');
    return { ok: false, reason: `Every ${what} on blank order ${id} was already received.` };
  }
  return { ok: true, orderId: id, line };
}
