import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './print-support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

/** Converter processes (gs, pdftoppm) started by this test process or its children (the image sandbox). */
function converterPids(): number[] {
  const parentOf = (pid: number) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? 0);
  const ours = (pid: number) => {
    for (let p = pid, depth = 0; p > 1 && depth < 6; depth++) {
      p = parentOf(p);
      if (p === process.pid) return true;
    }
    return false;
  };
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return /^(gs|pdftoppm)$/.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()) && ours(pid);
      } catch {
        return false;
      }
    });
}
/** A process's nice value (field 19 of /proc/PID/stat). */
const niceOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

/** An EPS of `w` x `h` points running `body` (PostScript) before it paints. */
const eps = (body: string, w = 72, h = 36) =>
  Buffer.from(
    `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 ${w} ${h}\n%%EndComments\n${body}\nshowpage\n%%EOF\n`,
  );
/** PostScript string literal of a path (escaped). */
const ps = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
/** Paints the whole page red when `cond` (PostScript leaving a boolean) is true, blue otherwise. */
const flag = (cond: string) =>
  `{ ${cond} } stopped { false } if { 1 0 0 } { 0 0 1 } ifelse setrgbcolor 0 0 72 36 rectfill`;

describe.each(targets)('artwork converters on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  let dataDir: string;
  const secret = `H2CANARY${randomBytes(6).toString('hex').toUpperCase()}`;
  const files: Record<string, string> = {};
  beforeAll(async () => {
    // A data directory under the system's temporary directory, as a PGlite setup often has.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'platen-h2-data-'));
    t = await openApp(target, { dataDir });
    c = await newClient(t.app, 'Converter Prober');
    const tag = randomBytes(4).toString('hex');
    files.tmpCanary = path.join(os.tmpdir(), `platen-h2-secret-${tag}.txt`);
    files.dataCanary = path.join(dataDir, `secret-${tag}.txt`);
    files.planted = path.join(os.tmpdir(), `platen-h2-planted-${tag}.txt`);
    files.written = path.join(os.tmpdir(), `platen-h2-written-${tag}.txt`);
    files.dataWritten = path.join(dataDir, `written-${tag}.txt`);
    files.piped = path.join(os.tmpdir(), `platen-h2-piped-${tag}.txt`);
    for (const f of [files.tmpCanary, files.dataCanary]) writeFileSync(f, secret);
    writeFileSync(files.planted, 'planted');
  });
  afterAll(async () => {
    await t?.close();
    for (const f of Object.values(files)) rmSync(f, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Uploads `bytes` as an EPS: its artwork id. */
  const upload = async (bytes: Buffer, who = c): Promise<string> => {
    const body = multipart({ bytes, filename: 'probe.eps' });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v3/artwork',
      headers: { ...who.basic(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    return up.json().artworkId;
  };
  const conversion = (id: string, who = c) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v3/artwork/${id}/conversion`,
      headers: who.basic(),
      payload: { dpi: 72 },
    });
  /** Uploads `bytes` as an EPS and converts it: the answer, and the PNG's raw RGBA pixels when there is one. */
  const convert = async (bytes: Buffer) => {
    const conv = await conversion(await upload(bytes));
    expect(conv.statusCode).not.toBeGreaterThanOrEqual(500);
    expect(conv.body).not.toContain(secret);
    if (conv.statusCode !== 201) return { conv, pixels: null };
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/print/v3/artwork/${conv.json().artworkId}/file`,
      headers: c.basic(),
    });
    const pixels = await sharp(file.rawPayload).ensureAlpha().raw().toBuffer();
    return { conv, pixels };
  };
  /** The page's colour: red (the probe found what it looked for), blue (it did not), null (no PNG). */
  const colour = (pixels: Buffer | null) =>
    !pixels ? null : pixels[0] === 255 && pixels[2] === 0 ? 'red' : pixels[2] === 255 ? 'blue' : 'other';

  it('#H2 an EPS cannot read a file outside its job directory (canary in the temp and data directories): its bytes never reach the PNG or the answer', async () => {
    for (const canary of [files.tmpCanary!, files.dataCanary!]) {
      // Each byte read becomes one pixel's grey level, and a red page says the read worked.
      const read = `/s ${ps(canary)} (r) file 64 string readstring pop def`;
      const draw = 'gsave s length 1 scale s length 1 8 [s length 0 0 1 0 0] { s } image grestore';
      const { pixels } = await convert(eps(`{ ${read} ${draw} } stopped pop`, 64, 1));
      const r = pixels ? Buffer.from(pixels.filter((_, i) => i % 4 === 0)) : Buffer.alloc(0);
      expect(r.includes(secret)).toBe(false);
      const { pixels: flagged } = await convert(eps(flag(`${read} s (${secret}) eq`)));
      expect(colour(flagged)).toBe('blue');
    }
  }, 60_000);

  it('#H2 an EPS cannot run a command through %pipe%, list a temporary or data directory (filenameforall), delete a planted file or write outside its job directory', async () => {
    await convert(eps(`{ (%pipe%touch ${files.piped}) (w) file closefile } stopped pop`));
    expect(existsSync(files.piped!)).toBe(false);
    for (const canary of [files.tmpCanary!, files.dataCanary!]) {
      // Red when listing the canary's directory names the canary.
      const name = ps(path.basename(canary));
      const each = `{ ${name} search { pop pop pop /found true def } { pop } ifelse }`;
      const list = `/found false def ${ps(`${path.dirname(canary)}/*`)} ${each} 1024 string filenameforall found`;
      expect(colour((await convert(eps(flag(list)))).pixels)).toBe('blue');
    }
    await convert(eps(`{ ${ps(files.planted!)} deletefile } stopped pop`));
    expect(readFileSync(files.planted!, 'utf8')).toBe('planted');
    for (const out of [files.written!, files.dataWritten!])
      await convert(eps(`{ ${ps(out)} (w) file dup (owned) writestring closefile } stopped pop`));
    expect(existsSync(files.written!)).toBe(false);
    expect(existsSync(files.dataWritten!)).toBe(false);
  }, 90_000);

  it('#M5 a looping EPS converts at nice 19 under a CPU-time limit, is stopped within its budget and refused 422; meanwhile a second conversion by the same user is refused 429 and health answers', async () => {
    process.env.ARTWORK_CONVERT_TIMEOUT_MS = '3000';
    try {
      const looping = await upload(eps('{ 1 pop } loop'));
      const other = await upload(eps('0 0 1 setrgbcolor 0 0 72 36 rectfill'));
      const t0 = Date.now();
      const first = conversion(looping);
      let pids: number[] = [];
      while (pids.length === 0 && Date.now() - t0 < 5_000) {
        await new Promise((r) => setTimeout(r, 50));
        pids = converterPids();
      }
      expect(pids).toHaveLength(1);
      expect(niceOf(pids[0]!)).toBe(19);
      // SCHED_IDLE (policy 5): it runs only when nothing else wants the core.
      expect(readFileSync(`/proc/${pids[0]}/sched`, 'utf8')).toMatch(/^policy\s+:\s+5$/m);
      expect(readFileSync(`/proc/${pids[0]}/limits`, 'utf8')).toMatch(/Max cpu time\s+3\s+3\s+seconds/);
      const second = await conversion(other);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const answer = await first;
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toContain('took too long to render');
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(converterPids()).toEqual([]);
      // The user's turn is free again.
      expect((await conversion(other)).statusCode).toBe(201);
    } finally {
      delete process.env.ARTWORK_CONVERT_TIMEOUT_MS;
    }
  }, 60_000);
});
