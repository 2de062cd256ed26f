import { convertWithTool } from '../services/artwork/convert-artwork.ts';
import { drawThreadColours } from '../services/artwork/draw-thread-colours.ts';
import { prepareArtwork } from '../services/artwork/prepare-artwork.ts';
import { rasteriseArtwork } from '../services/artwork/rasterise-artwork.ts';
import { drawMockup } from '../services/mockup/draw-mockup.ts';
import { drawFilms } from '../services/print-files/draw-films.ts';
import { drawPrintFile } from '../services/print-files/draw-print-file.ts';
import { encodePicture } from '../services/site/encode-picture.ts';

/**
 * Everything the image sandbox runs, by name: the only code that decodes or draws untrusted images. Loaded in the
 * sandbox process only; the server imports the types.
 */
export const SANDBOX_JOBS = {
  prepareArtwork,
  drawThreadColours,
  drawMockup,
  drawPrintFile,
  drawFilms,
  encodePicture,
  rasteriseArtwork,
  convertWithTool,
};

export type SandboxJobs = typeof SANDBOX_JOBS;
export type JobKind = keyof SandboxJobs;
export type JobInput<K extends JobKind> = Parameters<SandboxJobs[K]>[0];
export type JobOutput<K extends JobKind> = Awaited<ReturnType<SandboxJobs[K]>>;
