import type { JobDefinition, JobQueue } from '@platen/db/job-queue';
import { printFileKeys } from '@platen/domain/print-files/print-file';
import type { ImageSandbox } from '../services/image-sandbox/image-sandbox.ts';
import type { FileStore } from '../storage/file-store.ts';
import { loadLayers, renderedFile, renderJobId, type StoredLayer } from './mockup-render-job.ts';

export const PRINT_FILE_RENDER = 'print-file.render';

/** Everything a print file render needs, by value or storage key (the job runs on any worker process). */
export interface PrintFileRenderData {
  /** The hash of everything drawn: the files' keys (printFileKeys) and the job id come from it. */
  version: string;
  owner: string;
  width: number;
  height: number;
  dpi: number;
  transparent: boolean;
  underbase: boolean;
  layers: StoredLayer[];
  maxPixels: number;
}

const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/**
 * Draws a print file in the image sandbox and stores its PNG, underbase and PDF (the PDF last: its presence
 * means the version is complete). Idempotent: a version already stored is not drawn again.
 */
export function printFileRenderJob(
  files: FileStore,
  images: ImageSandbox,
): JobDefinition<PrintFileRenderData> {
  return {
    name: PRINT_FILE_RENDER,
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 120,
    concurrency: 1,
    async run({ data }) {
      const keys = printFileKeys(data.version);
      if (await files.head(keys.pdf)) return;
      const { version: _v, owner, layers, ...canvas } = data;
      const r = await images.run(
        'drawPrintFile',
        { ...canvas, layers: await loadLayers(files, layers) },
        { owner },
      );
      if (r.underbase) await files.put(keys.underbase, buffer(r.underbase), 'image/png');
      await files.put(keys.png, buffer(r.png), 'image/png');
      await files.put(keys.pdf, buffer(r.pdf), 'application/pdf');
    },
  };
}

/** The print file of this version stored (drawn once by a worker when missing, concurrent callers share it). */
export async function renderedPrintFile(jobs: JobQueue, files: FileStore, data: PrintFileRenderData) {
  const keys = printFileKeys(data.version);
  const id = renderJobId(data.version);
  await renderedFile(jobs, files, { name: PRINT_FILE_RENDER, id, out: keys.pdf, data, what: 'print file' });
  return keys;
}
