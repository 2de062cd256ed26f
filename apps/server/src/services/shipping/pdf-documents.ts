import type { Writable } from 'node:stream';

/**
 * The shipping station's PDFs: the 4x6 in label (288 x 432 pt) with the tracking number as a Code 128 barcode,
 * and the packing slip listing a parcel's contents. pdfkit and bwip-js load on first use, so a server that never
 * packs a parcel never loads them.
 */
type PdfDoc = PDFKit.PDFDocument & Writable;
type PdfCtor = new (opts?: PDFKit.PDFDocumentOptions) => PdfDoc;

let libs: Promise<{ PDFDocument: PdfCtor; barcode: (text: string) => Promise<Buffer> }> | null = null;
function load() {
  libs ??= (async () => {
    const [{ default: PDFDocument }, bwip] = await Promise.all([import('pdfkit'), import('bwip-js/node')]);
    const barcode = (text: string) =>
      bwip.toBuffer({ bcid: 'code128', text, scale: 2, height: 14, includetext: false });
    return { PDFDocument: PDFDocument as unknown as PdfCtor, barcode };
  })();
  return libs;
}

/** Collects a pdfkit document's bytes from now on; they resolve once `doc.end()` is called. */
function collect(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** An address as printed: name, lines, city state zip, country. */
export interface PrintedAddress {
  name: string;
  lines: string[];
}

export interface LabelContent {
  carrier: string;
  serviceDescription: string;
  tracking: string;
  from: PrintedAddress;
  to: PrintedAddress;
  reference: string;
  parcel: string;
  box: string;
  ounces: number;
}

/** The 4x6 in shipping label. */
export async function labelPdf(c: LabelContent): Promise<Buffer> {
  const { PDFDocument, barcode } = await load();
  const png = await barcode(c.tracking);
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 12,
    info: { Title: `${c.carrier} ${c.tracking}`, Subject: c.reference },
  });
  const done = collect(doc);
  doc.font('Helvetica').fontSize(7).text('FROM', 12, 12);
  doc.fontSize(8).text([c.from.name, ...c.from.lines].join('\n'), 12, 21, { width: 170 });
  doc.font('Helvetica-Bold').fontSize(9).text(c.carrier, 190, 12, { width: 86, align: 'right' });
  doc.moveTo(12, 72).lineTo(276, 72).stroke();
  doc.font('Helvetica-Bold').fontSize(13).text(c.serviceDescription.toUpperCase(), 12, 80, { width: 264 });
  doc.moveTo(12, 104).lineTo(276, 104).stroke();
  doc.font('Helvetica').fontSize(7).text('SHIP TO', 12, 112);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text([c.to.name, ...c.to.lines].join('\n'), 24, 124, { width: 250 });
  doc.moveTo(12, 218).lineTo(276, 218).stroke();
  doc.font('Helvetica').fontSize(7).text('TRACKING #', 12, 226);
  doc.image(png, 24, 240, { fit: [240, 90], align: 'center' });
  doc.font('Helvetica-Bold').fontSize(11).text(c.tracking, 12, 336, { width: 264, align: 'center' });
  doc.moveTo(12, 356).lineTo(276, 356).stroke();
  doc.font('Helvetica').fontSize(8);
  doc.text(`Ref ${c.reference}   Parcel ${c.parcel}`, 12, 364, { width: 264 });
  doc.text(`${c.box}   ${(c.ounces / 16).toFixed(2)} lb`, 12, 378, { width: 264 });
  doc.end();
  return done;
}

export interface SlipLine {
  barcode: string;
  item: string;
  size: string;
}

/** The packing slip: what the parcel holds, for the customer and the packer. */
export async function packingSlipPdf(c: {
  orderId: string;
  orderName: string | null;
  /** The customer's branding (general settings): the sender's name and a note to the recipient. */
  brand?: { from: string | null; message: string | null };
  parcel: string;
  to: PrintedAddress;
  tracking: string;
  lines: SlipLine[];
}): Promise<Buffer> {
  const { PDFDocument } = await load();
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: `Packing slip ${c.orderId}` } });
  const done = collect(doc);
  doc.font('Helvetica-Bold').fontSize(18).text('Packing slip');
  if (c.brand?.from) doc.font('Helvetica').fontSize(12).text(`From ${c.brand.from}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Order ${c.orderId}${c.orderName ? ` (${c.orderName})` : ''}`);
  doc.text(`Parcel ${c.parcel}   Tracking ${c.tracking}`);
  doc.moveDown().font('Helvetica-Bold').text('Ship to');
  doc.font('Helvetica').text([c.to.name, ...c.to.lines].join('\n'));
  doc.moveDown().font('Helvetica-Bold').text('Contents');
  doc.font('Helvetica');
  for (const l of c.lines) doc.text(`${l.barcode}   ${l.item}   size ${l.size}`);
  doc.moveDown().text(`${c.lines.length} piece${c.lines.length === 1 ? '' : 's'}`);
  if (c.brand?.message) doc.moveDown().font('Helvetica-Oblique').text(c.brand.message);
  doc.end();
  return done;
}
