import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';

/** What `measured` saw over its n runs: CPU and wall per run, statements per run, each run's wall time. */
export interface Measured {
  cpuMs: number;
  wallMs: number;
  sqlPer: number;
  times: number[];
}

/**
 * Runs `step(i)` n times in this process and measures CPU (process.cpuUsage), wall time and SQL statements per
 * run; with PLATEN_PROFILE_OUT=file.cpuprofile, a CPU profile of the measured runs alone (set-up excluded).
 * The in-process profile scripts (profile-p3, profile-p5, profile-f1) share it.
 */
export async function measured(
  n: number,
  statements: () => number,
  step: (i: number) => Promise<void>,
): Promise<Measured> {
  const profileOut = process.env.PLATEN_PROFILE_OUT;
  const session = profileOut ? new inspector.Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const s0 = statements();
  const u0 = process.cpuUsage();
  const t0 = performance.now();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await step(i);
    times.push(performance.now() - t);
  }
  const u = process.cpuUsage(u0);
  const wallMs = (performance.now() - t0) / n;
  if (session && profileOut) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileOut, JSON.stringify(profile));
  }
  return { cpuMs: (u.user + u.system) / 1000 / n, wallMs, sqlPer: (statements() - s0) / n, times };
}
