import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { nestedUseBomb, slowBlurSvg } from '../../../test/support/svg-attacks.ts';
import { AppError } from '../../errors/app-error.ts';
import { createImageSandbox, type ImageSandbox } from './image-sandbox.ts';

const svg = (text: string) => ({ bytes: Buffer.from(text) });
const small = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5"/></svg>',
);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

describe('image sandbox', () => {
  let sandbox: ImageSandbox | undefined;
  afterEach(async () => sandbox?.close());

  it('#13.1 uploads are processed in another process, at the lowest CPU priority', async () => {
    sandbox = createImageSandbox();
    const r = await sandbox.run('prepareArtwork', small, { owner: 'u1' });
    expect(r.format).toBe('svg');
    expect(r.dims).toEqual({ width: 10, height: 10 });
    const [pid] = sandbox.stats().pids;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    if (process.platform === 'linux') expect(os.getPriority(pid!)).toBe(19);
  });

  it('#13.1 the nested <use> bomb is refused 422 by the caps, before it is drawn', async () => {
    sandbox = createImageSandbox();
    const err = await sandbox.run('prepareArtwork', svg(nestedUseBomb()), { owner: 'u1' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('unprocessable');
    expect(err.message).toContain('nests references (<use>) more than 5 levels deep');
  });

  it('#13.1 a job past its time budget is stopped (its process killed) and refused 422; the next job runs in a fresh process', async () => {
    sandbox = createImageSandbox({ processes: 1 });
    await sandbox.run('prepareArtwork', small, { owner: 'u1' });
    const [first] = sandbox.stats().pids;
    const err = await sandbox
      .run('prepareArtwork', svg(slowBlurSvg(3)), { owner: 'u1', budgetMs: 300 })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('unprocessable');
    expect(err.message).toMatch(/took longer than \d+ seconds/);
    expect(sandbox.stats().stopped).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(alive(first!)).toBe(false);
    const again = await sandbox.run('prepareArtwork', small, { owner: 'u1' });
    expect(again.format).toBe('svg');
    expect(sandbox.stats().pids[0]).not.toBe(first);
  });

  it('#13.1 one caller cannot fill the sandbox: past its own share, or past the queue, 429 at once', async () => {
    sandbox = createImageSandbox({ processes: 1, maxPerOwner: 2, maxQueued: 2, budgetMs: 2000 });
    const slow = () => svg(slowBlurSvg(3));
    const a1 = codeOf(sandbox.run('prepareArtwork', slow(), { owner: 'a' }));
    const a2 = codeOf(sandbox.run('prepareArtwork', slow(), { owner: 'a' }));
    expect(await codeOf(sandbox.run('prepareArtwork', slow(), { owner: 'a' }))).toBe('rate_limited');
    const b1 = codeOf(sandbox.run('prepareArtwork', slow(), { owner: 'b' }));
    // One running (a1), two waiting (a2, b1): the queue is full for everyone.
    expect(await codeOf(sandbox.run('prepareArtwork', small, { owner: 'c' }))).toBe('rate_limited');
    await sandbox.close();
    sandbox = undefined;
    await Promise.all([a1, a2, b1]);
  });
});
