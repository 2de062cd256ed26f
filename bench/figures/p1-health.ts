import { type Figure, load, round, startHelloWorld, startRealServer } from '../lib.ts';

/** P1: GET /api/health req/s as a ratio to a bare node:http hello-world, measured in the same run. */
export const p1: Figure = {
  id: 'P1',
  title: 'GET /api/health req/s vs bare node:http',
  async run() {
    const hello = await startHelloWorld();
    const base = await load({ url: `${hello.url}/`, duration: 5 });
    await hello.stop();
    const server = await startRealServer();
    await load({ url: `${server.url}/api/health`, duration: 2 }); // warm-up
    const health = await load({ url: `${server.url}/api/health`, duration: 5 });
    await server.stop();
    return {
      ratio: round(health.rps / base.rps, 3),
      health_rps: Math.round(health.rps),
      baseline_rps: Math.round(base.rps),
      health_p99_ms: health.p99,
    };
  },
};
