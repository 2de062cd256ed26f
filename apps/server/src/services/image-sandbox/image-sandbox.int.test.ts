import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureServerBuild, root } from '../../../../../scripts/lib.mjs';
import { nestedUseBomb, slowBlurSvg } from '../../../test/support/svg-attacks.ts';
import { AppError } from '../../errors/app-error.ts';
import { cpusButFirst, createImageSandbox, type ImageSandbox, sandboxChildCommand } from './image-sandbox.ts';

const loopingEps = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 72 36\n%%EndComments\n{ 1 pop } loop\nshowpage\n%%EOF\n',
);
const convertJob = (timeoutMs: number) => ({
  format: 'eps' as const,
  source: loopingEps,
  dpi: 72,
  sizeAt300: { width: 300, height: 150 },
  timeoutMs,
});
/** True while `pid` runs: not gone, and not a zombie waiting for a reaper (its parent was killed with it). */
const runs = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
/** Processes whose parent is `pid`. */
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

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

  it('on a machine with more than one CPU every thread of a sandbox process keeps off the first CPU (the API keeps it)', async () => {
    sandbox = createImageSandbox();
    await sandbox.run('prepareArtwork', small, { owner: 'u1' });
    const [pid] = sandbox.stats().pids;
    const allowed = (tid: string) =>
      /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'))?.[1];
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    const expected = cpusButFirst(os.cpus().length);
    for (const tid of threads) expect(allowed(tid)).toBe(expected ?? allowed(tid));
    if (os.cpus().length > 1) expect(allowed(threads[0]!)).not.toMatch(/^0/);
  });

  it('the CPU list leaves out the first CPU, and is none on a one-CPU machine', () => {
    expect(cpusButFirst(1)).toBeNull();
    expect(cpusButFirst(2)).toBe('1');
    expect(cpusButFirst(8)).toBe('1-7');
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

  it('#M5 conversions run one at a time across owners (others wait their turn), and a conversion past the sandbox budget dies with its process', async () => {
    sandbox = createImageSandbox({ processes: 2 });
    const a = codeOf(sandbox.run('convertWithTool', convertJob(1_500), { owner: 'a' }));
    const b = codeOf(sandbox.run('convertWithTool', convertJob(1_500), { owner: 'b' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(sandbox.stats()).toMatchObject({ running: 1, queued: 1 });
    expect(await a).toBe('unprocessable');
    expect(await b).toBe('unprocessable');
    // The converter's own limit is longer than the sandbox budget here: the budget kills the whole process group.
    const c = sandbox.run('convertWithTool', convertJob(30_000), { owner: 'a', budgetMs: 1_500 });
    let converter: number | undefined;
    for (let i = 0; i < 40 && !converter; i++) {
      await new Promise((r) => setTimeout(r, 50));
      converter = sandbox.stats().pids.flatMap(childrenOf)[0];
    }
    expect(converter).toBeDefined();
    expect(await codeOf(c)).toBe('unprocessable');
    await new Promise((r) => setTimeout(r, 200));
    expect(runs(converter!)).toBe(false);
  }, 30_000);

  it('a production start needs no devDependency: from the server bundle the sandbox runs dist/sandbox-child.mjs without tsx', async () => {
    const bundled = sandboxChildCommand(256, true);
    expect(bundled.file).toBe(path.join(root, 'apps/server/dist/sandbox-child.mjs'));
    expect(bundled.execArgv.join(' ')).not.toMatch(/tsx/);
    ensureServerBuild();
    // Any attempt to load tsx in the sandbox process fails, as in an install without devDependencies.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'platen-no-tsx-'));
    writeFileSync(
      path.join(dir, 'hooks.mjs'),
      "export async function resolve(s, c, next) { if (/(^|[\\/])tsx([\\/]|$)/.test(s)) throw new Error('no tsx'); return next(s, c); }\n",
    );
    writeFileSync(
      path.join(dir, 'block-tsx.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${dir}/hooks.mjs`).href)});\n`,
    );
    const before = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = `${before ?? ''} --import=${path.join(dir, 'block-tsx.mjs')}`.trim();
    try {
      sandbox = createImageSandbox({ processes: 1, bundled: true });
      const out = await sandbox.run(
        'rasteriseArtwork',
        { format: 'svg', source: small.bytes, dpi: 96, maxInputPixels: 1_000_000 },
        { owner: 'u1' },
      );
      expect(Buffer.from(out).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      if (before === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = before;
    }
    expect(fileURLToPath(new URL('../../../dist/sandbox-child.mjs', import.meta.url))).toBe(bundled.file);
  }, 60_000);
});
