import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../../errors/app-error.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';

/** How long a converter may run (wall clock, and as much CPU time) before it is killed and the file refused. */
export const convertTimeoutMs = () => Number(process.env.ARTWORK_CONVERT_TIMEOUT_MS ?? 30_000);

/** Address space one converter may map: a page at the pixel cap fits with room (pngalpha bands its output). */
const CONVERTER_MEMORY_BYTES = 2 * 1024 ** 3;
/** A limiting wrapper (its path and arguments) when it is installed and this host lets it work. */
const wrapper = (paths: string[], args: string[]) => {
  const file = paths.find((p) => existsSync(p));
  return file && spawnSync(file, [...args, 'true']).status === 0 ? file : undefined;
};
let wrappers: { prlimit?: string; chrt?: string } | undefined;
/** Looked up at the first conversion (in the sandbox process), not when the server loads this file. */
const limiters = () =>
  (wrappers ??= {
    prlimit: wrapper(['/usr/bin/prlimit', '/bin/prlimit'], ['--cpu=1', '--']),
    chrt: wrapper(['/usr/bin/chrt', '/bin/chrt'], ['--idle', '0']),
  });

/**
 * The converter's command line behind its limits (util-linux, where present): SCHED_IDLE (chrt: it runs only when
 * nothing else wants the core, weaker even than nice 19), then CPU time, address space and no core dump (prlimit).
 */
function limited(cmd: string, args: string[], cpuSeconds: number): [string, string[]] {
  const { prlimit, chrt } = limiters();
  let argv = [cmd, ...args];
  if (prlimit)
    argv = [prlimit, `--cpu=${cpuSeconds}`, `--as=${CONVERTER_MEMORY_BYTES}`, '--core=0', '--', ...argv];
  if (chrt) argv = [chrt, '--idle', '0', ...argv];
  return [argv[0]!, argv.slice(1)];
}

/**
 * The Debian converters (poppler-utils' pdftoppm for PDF/AI, ghostscript's gs for EPS) and their arguments: the
 * first page only, at `dpi`, from `dir`/in.* into `dir`/out.png. Ghostscript interprets a program (PostScript), so
 * it runs -dSAFER with its file permissions narrowed to the job's own directory (reads, writes, deletes and
 * listings anywhere else fail; %pipe% is refused by -dSAFER); its temporary directory is that directory too.
 */
export function converterCommand(format: ConvertedByTool, dpi: number, dir: string) {
  const inside = `${dir}${path.sep}`;
  if (format === 'pdf')
    return {
      cmd: 'pdftoppm',
      args: ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'out'],
      input: 'in.pdf',
    };
  return {
    cmd: 'gs',
    args: [
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-dQUIET',
      '-dNOPROMPT',
      `--permit-file-read=${inside}`,
      `--permit-file-write=${inside}`,
      `--permit-file-control=${inside}`,
      '-dEPSCrop',
      '-dFirstPage=1',
      '-dLastPage=1',
      '-sDEVICE=pngalpha',
      `-r${dpi}`,
      `-sOutputFile=${path.join(dir, 'out.png')}`,
      path.join(dir, 'in.eps'),
    ],
    input: 'in.eps',
  };
}
const FORMATS = { pdf: 'poppler-utils', eps: 'ghostscript' } as const;
export type ConvertedByTool = keyof typeof FORMATS;
export const convertsByTool = (format: string): format is ConvertedByTool => format in FORMATS;

/** Converters still running in this process: ended with it (the server went away). */
const running = new Set<number>();
export const killRunningConverters = () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
};

/**
 * Runs one converter in `dir` at the lowest CPU priority, with a CPU-time and memory limit (`limited`) and a
 * wall-clock timeout; no shell, our arguments, fixed file names, an environment naming only the
 * job's directory.
 */
const run = (cmd: string, args: string[], dir: string, timeoutMs: number) =>
  new Promise<void>((resolve, reject) => {
    const [file, argv] = limited(cmd, args, Math.max(1, Math.ceil(timeoutMs / 1000)));
    const env = { PATH: process.env.PATH, HOME: dir, TMPDIR: dir, TEMP: dir, TMP: dir };
    const child = execFile(
      file,
      argv,
      { cwd: dir, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1 << 20, env },
      (err) => {
        running.delete(child.pid!);
        if (err) reject(err);
        else resolve();
      },
    );
    if (child.pid) {
      running.add(child.pid);
      try {
        setPriority(child.pid, 19);
      } catch {
        // Inherited from the sandbox process already.
      }
    }
  });

export interface ConvertJob {
  format: ConvertedByTool;
  source: Uint8Array;
  dpi: number;
  /** The file's size at 300 DPI, from its header: the DPI is lowered so the picture stays within the pixel cap. */
  sizeAt300: { width: number; height: number };
  timeoutMs: number;
}

/**
 * Untrusted: runs in the image sandbox. A PDF/AI or EPS file rendered to PNG in a private, empty directory made
 * for this job alone (mode 0700, removed afterwards). A file the converter cannot read, or one that takes too
 * long, is refused 422 with nothing of the converter's output in the message; a missing converter is our fault.
 */
export async function convertWithTool(job: ConvertJob): Promise<Uint8Array> {
  const { format, sizeAt300 } = job;
  const at300 = Math.max(1, sizeAt300.width * sizeAt300.height);
  const dpi = Math.max(1, Math.min(job.dpi, Math.floor(300 * Math.sqrt(ARTWORK_LIMITS.maxPixels / at300))));
  const dir = await mkdtemp(path.join(tmpdir(), 'platen-convert-'));
  await chmod(dir, 0o700);
  const c = converterCommand(format, dpi, dir);
  const name = format.toUpperCase();
  try {
    await writeFile(path.join(dir, c.input), job.source);
    try {
      await run(c.cmd, c.args, dir, job.timeoutMs);
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string };
      // ENOENT: no such program; 127: chrt or prlimit found no such program.
      if (e.code === 'ENOENT' || (e.code as unknown) === 127)
        throw new Error(`${c.cmd} is not installed (Debian: ${FORMATS[format]})`);
      const tooLong = e.killed || e.signal === 'SIGXCPU' || e.signal === 'SIGKILL';
      throw new AppError(
        'unprocessable',
        tooLong
          ? `This ${name} file took too long to render; simplify it or upload a PNG.`
          : `This ${name} file cannot be rendered; export it again or upload a PNG.`,
      );
    }
    const out = await readFile(path.join(dir, 'out.png')).catch(() => null);
    if (!out || out.length === 0) throw new AppError('unprocessable', `This ${name} file rendered no page.`);
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
