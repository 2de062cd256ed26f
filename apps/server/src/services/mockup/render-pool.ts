import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * One layer of a mockup: an image file (raster or sanitised SVG) or inline SVG, at a place and size (its upright
 * box), turned `rotation` degrees clockwise about the box's centre.
 */
export interface Layer {
  file?: string;
  svg?: string;
  /** The image's bytes (read from the file store). */
  bytes?: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation?: number;
}

export interface RenderJob {
  /** The product template (SVG text, colour filled in). */
  template: string;
  /** Output scale of the template (0.6 -> a 1000 px template renders 600 px wide). */
  scale: number;
  layers: Layer[];
  /** Where to write the PNG (written atomically); without it the PNG comes back as `png`. */
  out?: string;
  maxPixels: number;
}

// The worker is plain JavaScript evaluated from this string, so it runs the same under tsx, vitest and the
// compiled build. It loads sharp by the absolute path resolved here.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const sharp = require(workerData.sharpPath);
sharp.concurrency(1);
sharp.cache(false);
const os = require('node:os');
// Rendering is background work: this thread and libvips' pixel threads run at the lowest CPU priority, so the
// request thread wins whenever both want the same core (Linux nice is per thread). Best effort elsewhere.
try { os.setPriority(19); } catch {}
function lowerLibvipsThreads() {
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      if (fs.readFileSync('/proc/self/task/' + tid + '/comm', 'utf8').startsWith('libvips')) os.setPriority(Number(tid), 19);
    }
  } catch {}
}
async function render(job) {
  lowerLibvipsThreads();
  const s = job.scale;
  const base = sharp(Buffer.from(job.template), { density: 72 * s, limitInputPixels: job.maxPixels });
  const meta = await base.metadata();
  const composites = [];
  for (const l of job.layers) {
    const w = Math.max(1, Math.round(l.width * s));
    const h = Math.max(1, Math.round(l.height * s));
    const input = l.svg ? Buffer.from(l.svg) : l.bytes ? Buffer.from(l.bytes) : l.file;
    const img = await sharp(input, { limitInputPixels: job.maxPixels, density: 150 })
      .resize(w, h, { fit: 'fill' })
      .png()
      .toBuffer();
    const turn = ((l.rotation || 0) % 360 + 360) % 360;
    if (!turn) {
      composites.push({ input: img, left: Math.round(l.left * s), top: Math.round(l.top * s) });
      continue;
    }
    // sharp rotates before it resizes within one pipeline, so the turn is a second pass over the sized image;
    // the canvas grows to the turned bounds (transparent corners) and stays centred on the element's centre.
    const turned = await sharp(img)
      .rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const cx = (l.left + l.width / 2) * s;
    const cy = (l.top + l.height / 2) * s;
    composites.push({
      input: turned.data,
      left: Math.round(cx - turned.info.width / 2),
      top: Math.round(cy - turned.info.height / 2),
    });
  }
  const png = await base.composite(composites).png({ compressionLevel: 6 }).toBuffer();
  if (!job.out) return { width: meta.width, height: meta.height, png };
  const tmp = job.out + '.' + process.pid + '.' + Date.now() + '.tmp';
  fs.mkdirSync(require('node:path').dirname(job.out), { recursive: true });
  fs.writeFileSync(tmp, png);
  fs.renameSync(tmp, job.out);
  return { width: meta.width, height: meta.height };
}
parentPort.on('message', async (msg) => {
  try {
    parentPort.postMessage({ id: msg.id, ok: true, value: await render(msg.job) });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err && err.message || err) });
  }
});
`;

/**
 * A pool of one worker thread that renders mockups with sharp, so the request thread stays free for the API
 * (P7). Jobs queue in the worker; the worker is created on first use and does not keep the process alive.
 */
export function createRenderPool() {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const sharpPath = createRequire(import.meta.url).resolve('sharp');

  const start = () => {
    const w = new Worker(WORKER, { eval: true, workerData: { sharpPath } });
    w.unref();
    w.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.value);
      else p.reject(new Error(m.error));
    });
    const fail = (err: Error) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      worker = null;
    };
    w.on('error', fail);
    w.on('exit', () => fail(new Error('render worker exited')));
    return w;
  };

  return {
    render(job: RenderJob): Promise<{ width: number; height: number; png?: Uint8Array }> {
      worker ??= start();
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        worker!.postMessage({ id, job });
      });
    },
    get queued() {
      return pending.size;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
