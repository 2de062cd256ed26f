import { printsOnSheets } from '@platen/domain/print-files/print-file';
import { nestSheets, type Sheet } from '@platen/domain/print-files/sheet-nesting';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { AppError } from '../../errors/app-error.ts';
import { type PrintFileDeps, renderedUnitPrintFile } from './print-files.ts';

const PT = 72;
/** Length of a cut mark and its distance from the print's corner (inches). */
const MARK = 0.25;
const MARK_GAP = 0.06;

interface SheetArt {
  code: string;
  key: string;
  width: number;
  height: number;
}

/**
 * One PDF for a batch of sublimated units: their front print files nested onto sheets (R-5-59..63, domain
 * sheet-nesting.ts), one page per sheet at true size, cut marks at each print's corners and the unit's barcode
 * (Code 128) under it, so the autoprint station prints the sheet and scans its units from the paper.
 */
export async function autoprintSheetsPdf(deps: PrintFileDeps, barcodes: string[]): Promise<Buffer> {
  const arts = await sheetArts(deps, barcodes);
  const nested = nestSheets(arts.map(({ code, width, height }) => ({ code, width, height })));
  if (!nested.ok) throw new AppError('unprocessable', nested.message);
  return drawSheets(deps, nested.sheets, new Map(arts.map((a) => [a.code, a])));
}

/** Each unit's front print file (rendered when missing) and its size in inches; garments are refused. */
async function sheetArts(deps: PrintFileDeps, barcodes: string[]): Promise<SheetArt[]> {
  const arts: SheetArt[] = [];
  for (const barcode of new Set(barcodes)) {
    const { keys, data, unit } = await renderedUnitPrintFile(deps, { barcode, side: 'front' });
    if (!printsOnSheets(unit.printType ?? ''))
      throw new AppError(
        'unprocessable',
        `Unit ${barcode} is ${(unit.printType ?? 'unknown').toUpperCase()}: only sublimated items go on autoprint sheets.`,
      );
    arts.push({ code: barcode, key: keys.png, width: data.width / data.dpi, height: data.height / data.dpi });
  }
  return arts;
}

/** The sheets as PDF pages: each print (one image object per distinct file), its cut marks and barcode. */
async function drawSheets(deps: PrintFileDeps, sheets: Sheet[], arts: Map<string, SheetArt>) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: 'Autoprint sheets', Creator: 'Platen' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  // pdfkit embeds an opened image once however often it is drawn (not in its type definitions).
  const opener = doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc };
  const images = new Map<string, PDFKit.Mixins.ImageSrc>();
  for (const sheet of sheets) {
    doc.addPage({ size: [sheet.width * PT, sheet.height * PT], margin: 0 });
    for (const item of sheet.items) {
      const key = arts.get(item.code)!.key;
      if (!images.has(key)) {
        const bytes = await deps.files.get(key);
        if (!bytes) throw new Error(`print file ${key} is not stored`);
        images.set(key, opener.openImage(bytes));
      }
      doc.image(images.get(key)!, item.x * PT, item.y * PT, {
        width: item.width * PT,
        height: item.height * PT,
      });
      cutMarks(doc, item);
      const code = await bwipjs.toBuffer({
        bcid: 'code128',
        text: item.code,
        scale: 3,
        height: 8,
        includetext: true,
      });
      doc.image(code, item.label.x * PT, item.label.y * PT, {
        fit: [item.label.width * PT, item.label.height * PT],
      });
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Short hairlines just outside each corner of a print, along its edges. */
function cutMarks(doc: PDFKit.PDFDocument, r: { x: number; y: number; width: number; height: number }) {
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const cx of [r.x, r.x + r.width])
    for (const cy of [r.y, r.y + r.height]) {
      const sx = cx === r.x ? -1 : 1;
      const sy = cy === r.y ? -1 : 1;
      doc
        .moveTo((cx + sx * MARK_GAP) * PT, cy * PT)
        .lineTo((cx + sx * (MARK_GAP + MARK)) * PT, cy * PT)
        .stroke();
      doc
        .moveTo(cx * PT, (cy + sy * MARK_GAP) * PT)
        .lineTo(cx * PT, (cy + sy * (MARK_GAP + MARK)) * PT)
        .stroke();
    }
  doc.restore();
}
