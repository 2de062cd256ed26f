import { type TransferInstructions, transferLines } from '@platen/domain/billing/payments';
import PDFDocument from 'pdfkit';
import { formatDollars } from '@platen/domain/money/format-dollars';
import type { Invoice, Statement } from '@platen/contracts';

/** Renders a pdfkit document into one buffer. */
function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Platen', Author: 'Platen' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A row of right-aligned money columns after a left description. */
function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  cells.forEach((c, i) => {
    const w = widths[i] ?? 80;
    doc.text(c, x, y, { width: w, align: i === 0 ? 'left' : 'right', lineBreak: false });
    x += w;
  });
  doc.moveDown(0.6);
  doc.x = doc.page.margins.left;
}

/** The invoice of an order as a one-page PDF: number, order, lines, tax, total, status. */
export function invoicePdf(
  inv: Invoice,
  customer: { name: string | null; email: string },
  transfer?: TransferInstructions | null,
): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Platen');
    doc.font('Helvetica').fontSize(10).text('Invoice');
    doc.moveDown();
    doc.fontSize(10).text(`Invoice ${inv.number}`);
    doc.text(`Date: ${inv.createdAt.slice(0, 10)}`);
    doc.text(`Order: ${inv.orderName ?? ''} (${inv.orderId ?? ''})`);
    doc.text(`Billed to: ${customer.name ?? ''} <${customer.email}>`);
    doc.text(`Status: ${inv.status === 'paid' ? 'Paid' : 'Open'}`);
    revisionLines(doc, inv);
    doc.moveDown();
    const w = [300, 60, 70, 74];
    row(doc, ['Description', 'Qty', 'Unit', 'Amount'], w, true);
    for (const l of inv.lines)
      row(doc, [l.description, String(l.quantity), formatDollars(l.unit), formatDollars(l.amount)], w);
    doc.moveDown(0.5);
    row(doc, ['Subtotal', '', '', formatDollars(inv.subtotal)], w);
    row(doc, ['Tax', '', '', formatDollars(inv.tax)], w);
    row(doc, ['Total', '', '', formatDollars(inv.total)], w, true);
    // An open invoice says how to pay it by bank transfer or check, quoting its number.
    if (inv.status === 'open' && transfer) {
      doc.moveDown();
      doc.font('Helvetica-Bold').text('Pay by bank transfer or check');
      doc.font('Helvetica');
      for (const l of transferLines(transfer, inv.number)) doc.text(`${l.label}: ${l.value}`);
    }
  });
}

/**
 * A revised invoice says so under its header: its revision, and every revision with its date, total and
 * reason, so a changed order never leaves a silently stale PDF.
 */
function revisionLines(doc: PDFKit.PDFDocument, inv: Invoice) {
  const revs = inv.revisions ?? [];
  if ((inv.revision ?? 1) <= 1 || revs.length === 0) return;
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(`Revised invoice: revision ${inv.revision} of ${inv.number}`);
  doc.font('Helvetica');
  for (const r of revs)
    doc.text(
      `Revision ${r.revision} (${r.createdAt.slice(0, 10)}): ${formatDollars(r.total)}${r.reason ? ` - ${r.reason}` : ' - as issued'}`,
    );
}

const label = (t: Statement['transactions'][number]) =>
  `${t.direction === 'credit' ? 'Credit' : 'Debit'}: ${t.type}${t.note ? ` (${t.note})` : ''}`;

/** A monthly statement PDF: opening balance, every transaction with the running balance, closing balance. */
export function statementPdf(
  s: Statement,
  customer: { name: string | null; email: string },
): Promise<Buffer> {
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Platen');
    doc.font('Helvetica').fontSize(10).text(`Statement for ${s.month}`);
    doc.text(`Account: ${customer.name ?? ''} <${customer.email}>`);
    doc.moveDown();
    const w = [80, 250, 86, 88];
    row(doc, ['Date', 'Transaction', 'Amount', 'Balance'], w, true);
    row(doc, ['', 'Opening balance', '', formatDollars(s.opening)], w);
    let running = s.opening;
    for (const t of s.transactions) {
      const signed = t.direction === 'credit' ? t.amount : -t.amount;
      running += signed;
      row(doc, [t.createdAt.slice(0, 10), label(t), formatDollars(signed), formatDollars(running)], w);
      if (doc.y > doc.page.height - 90) doc.addPage();
    }
    doc.moveDown(0.5);
    row(doc, ['', 'Credits', formatDollars(s.credits), ''], w);
    row(doc, ['', 'Debits', formatDollars(-s.debits), ''], w);
    row(doc, ['', 'Closing balance', '', formatDollars(s.closing)], w, true);
  });
}

const csvCell = (v: string) => {
  // Spreadsheet formula injection: a cell never starts with = + - @ as text.
  const safe = /^[=+\-@]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const dollars = (c: number) => (c / 100).toFixed(2);

/** The statement as CSV: one line per transaction plus opening and closing lines; amounts in dollars. */
export function statementCsv(s: Statement): string {
  const lines = [['date', 'id', 'direction', 'type', 'order', 'note', 'amount', 'balance']];
  lines.push([`${s.month}-01`, '', '', 'opening-balance', '', '', '', dollars(s.opening)]);
  let running = s.opening;
  for (const t of s.transactions) {
    const signed = t.direction === 'credit' ? t.amount : -t.amount;
    running += signed;
    lines.push([
      t.createdAt,
      t.id,
      t.direction,
      t.type,
      t.orderId ?? '',
      t.note ?? '',
      dollars(signed),
      dollars(running),
    ]);
  }
  lines.push(['', '', '', 'closing-balance', '', '', '', dollars(s.closing)]);
  return `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
