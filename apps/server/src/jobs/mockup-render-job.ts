import type { JobDefinition, JobQueue } from '@platen/db/job-queue';
import { AppError } from '../errors/app-error.ts';
import type { ImageSandbox } from '../services/image-sandbox/image-sandbox.ts';
import type { Layer, MockupJob, WrapJob } from '../services/mockup/draw-mockup.ts';
import type { FileStore } from '../storage/file-store.ts';

export const MOCKUP_RENDER = 'mockup.render';

/** A layer whose image is a stored file (`key`, drawn as SVG text when `svg`) or inline SVG. */
export type StoredLayer = Omit<Layer, 'svg' | 'bytes'> & {
  key?: string;
  svg?: boolean;
  inline?: string;
};

/** Everything a render needs, by value or by storage key: the job runs on any worker process. */
export interface MockupRenderData {
  /** The content hash of the inputs: the output goes to `out`, by default `mockups/<hash[0..2]>/<hash>.png`. */
  hash: string;
  /** The file store key of the output when not the default (e.g. the bounded template-view cache). */
  out?: string | undefined;
  /** Whose render it is (user id or client address): bounds what one caller has in the image sandbox. */
  owner?: string | undefined;
  template: string;
  scale: number;
  layers: StoredLayer[];
  maxPixels: number;
  /** Renderer v3's product drawing parts (our own SVG, by value): see MockupJob. */
  under?: MockupJob['under'];
  mask?: MockupJob['mask'];
  overlays?: MockupJob['overlays'];
  /** A mug wrap, its layers by storage key like `layers`. */
  warp?: Omit<WrapJob, 'layers'> & { layers: StoredLayer[] };
}

/** Layers with their images read from the file store, as the sandbox takes them (bytes or SVG text). */
export async function loadLayers(files: FileStore, stored: StoredLayer[]): Promise<Layer[]> {
  const layers: Layer[] = [];
  for (const l of stored) {
    const { key, svg, inline, ...box } = l;
    if (inline !== undefined) {
      layers.push({ ...box, svg: inline });
      continue;
    }
    const bytes = key ? await files.get(key) : null;
    if (!bytes) throw new Error(`mockup layer ${key} is not stored`);
    layers.push(svg ? { ...box, svg: bytes.toString('utf8') } : { ...box, bytes });
  }
  return layers;
}

export const mockupKey = (hash: string) => `mockups/${hash.slice(0, 2)}/${hash}.png`;
const outputKey = (data: MockupRenderData) => data.out ?? mockupKey(data.hash);

/** The job id of a render: a UUID made from the content hash, so a render is sent once per inputs. */
export function renderJobId(hash: string): string {
  const h = hash.slice(0, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Draws a mockup in the image sandbox (its layers read from the file store and passed as bytes) and stores the
 * PNG it gives back. Idempotent: a render whose output is already stored (a retry after a crash that happened
 * after the put) does nothing.
 */
export function mockupRenderJob(files: FileStore, images: ImageSandbox): JobDefinition<MockupRenderData> {
  return {
    name: MOCKUP_RENDER,
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    concurrency: 2,
    async run({ data }) {
      const out = outputKey(data);
      if (await files.head(out)) return;
      const job: MockupJob = {
        template: data.template,
        scale: data.scale,
        layers: await loadLayers(files, data.layers),
        maxPixels: data.maxPixels,
        ...(data.under ? { under: data.under } : {}),
        ...(data.mask ? { mask: data.mask } : {}),
        ...(data.overlays ? { overlays: data.overlays } : {}),
        ...(data.warp ? { warp: { ...data.warp, layers: await loadLayers(files, data.warp.layers) } } : {}),
      };
      const r = await images.run('drawMockup', job, { owner: data.owner ?? 'mockup-render' });
      await files.put(out, Buffer.from(r.png.buffer, r.png.byteOffset, r.png.byteLength), 'image/png');
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The stored mockup for these inputs: served from the store when it is there, else rendered once by a worker
 * (any process; concurrent requests for the same inputs share the one job) and waited for.
 */
export async function renderedMockup(
  jobs: JobQueue,
  files: FileStore,
  data: MockupRenderData,
  timeoutMs = 30_000,
): Promise<string> {
  const out = outputKey(data);
  await renderedFile(
    jobs,
    files,
    { name: MOCKUP_RENDER, id: renderJobId(data.hash), out, data, what: 'mockup' },
    timeoutMs,
  );
  return out;
}

/** A render job to wait for: its queue, job id (from the content hash), the key it stores last, and its data. */
export interface RenderWait {
  name: string;
  id: string;
  out: string;
  data: object;
  /** What is drawn, for the answers ("mockup", "print file"). */
  what: string;
}

/**
 * Waits until a render's output is stored: at once when it is, else after sending its job once (concurrent
 * requests share the job by its id) and polling the store and the job state, woken when the job settles here.
 * A failed render is 422; one still running after timeoutMs is 429 with Retry-After.
 */
export async function renderedFile(
  jobs: JobQueue,
  files: FileStore,
  w: RenderWait,
  timeoutMs = 30_000,
): Promise<void> {
  const { name, id, out, data } = w;
  if (await files.head(out)) return;
  let wake: (() => void) | null = null;
  const off = jobs.onSettled((_name, jobId) => {
    if (jobId === id) wake?.();
  });
  try {
    await jobs.send(name, data, { id });
    const deadline = Date.now() + timeoutMs;
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      if (await files.head(out)) return;
      const job = await jobs.state(name, id);
      if (!job || job.state === 'completed' || job.state === 'cancelled') {
        // Settled (or expired from the table) yet nothing stored, e.g. the file was removed since: once more.
        if (await files.head(out)) return;
        if (job) await jobs.forget(name, id);
        await jobs.send(name, data, { id });
      } else if (job.state === 'failed') {
        throw new AppError('unprocessable', `This ${w.what} cannot be drawn.`, {
          internal: `render job ${id} failed`,
        });
      }
      if (Date.now() > deadline)
        throw new AppError(
          'rate_limited',
          `The ${w.what} is still being drawn. Try again in a few seconds.`,
          {
            headers: { 'retry-after': '5' },
          },
        );
      await Promise.race([
        sleep(delay),
        new Promise<void>((r) => {
          wake = r;
        }),
      ]);
    }
  } finally {
    off();
  }
}
