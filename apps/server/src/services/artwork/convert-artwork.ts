import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../errors/app-error.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';

/** How long a converter may run before it is killed and the file refused. */
export const CONVERT_TIMEOUT_MS = Number(process.env.ARTWORK_CONVERT_TIMEOUT_MS ?? 30_000);

/**
 * The Debian converters (poppler-utils' pdftoppm for PDF/AI, ghostscript's gs for EPS) and their arguments:
 * the first page only, at `dpi`, into out.png of the working directory. gs runs with -dSAFER (no file access
 * beyond its input and output).
 */
const CONVERTERS = {
  pdf: (dpi: number) => ({
    cmd: 'pdftoppm',
    args: ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'out'],
    input: 'in.pdf',
  }),
  eps: (dpi: number) => ({
    cmd: 'gs',
    args: [
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-dQUIET',
      '-dEPSCrop',
      '-dFirstPage=1',
      '-dLastPage=1',
      '-sDEVICE=pngalpha',
      `-r${dpi}`,
      '-sOutputFile=out.png',
      'in.eps',
    ],
    input: 'in.eps',
  }),
} as const;
export type ConvertedByTool = keyof typeof CONVERTERS;
export const convertsByTool = (format: string): format is ConvertedByTool => format in CONVERTERS;

const run = (cmd: string, args: string[], cwd: string) =>
  new Promise<void>((resolve, reject) => {
    // execFile: no shell; the arguments are ours and the file names fixed.
    execFile(
      cmd,
      args,
      {
        cwd,
        timeout: CONVERT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 1 << 20,
        env: { PATH: process.env.PATH },
      },
      (err) => (err ? reject(err) : resolve()),
    );
  });

/**
 * A PDF/AI or EPS file rendered to PNG at `dpi` (lowered so the picture stays within the pixel cap; the file's
 * size at 300 DPI is known from its header). Runs in a fresh temporary directory, removed afterwards. A file
 * the converter cannot read, or one that takes too long, is refused 422; a missing converter is our fault.
 */
export async function convertWithTool(
  format: ConvertedByTool,
  bytes: Uint8Array,
  dpi: number,
  sizeAt300: { width: number; height: number },
): Promise<Buffer> {
  const at300 = Math.max(1, sizeAt300.width * sizeAt300.height);
  const capped = Math.max(1, Math.min(dpi, Math.floor(300 * Math.sqrt(ARTWORK_LIMITS.maxPixels / at300))));
  const c = CONVERTERS[format](capped);
  const dir = await mkdtemp(path.join(tmpdir(), 'platen-convert-'));
  try {
    await writeFile(path.join(dir, c.input), bytes);
    try {
      await run(c.cmd, [...c.args], dir);
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { killed?: boolean };
      if (e.code === 'ENOENT')
        throw new Error(
          `${c.cmd} is not installed (Debian: ${format === 'pdf' ? 'poppler-utils' : 'ghostscript'})`,
        );
      throw new AppError(
        'unprocessable',
        e.killed
          ? `This ${format.toUpperCase()} file took too long to render; simplify it or upload a PNG.`
          : `This ${format.toUpperCase()} file cannot be rendered; export it again or upload a PNG.`,
      );
    }
    const out = await readFile(path.join(dir, 'out.png')).catch(() => null);
    if (!out || out.length === 0)
      throw new AppError('unprocessable', `This ${format.toUpperCase()} file rendered no page.`);
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
