// `npm run worker`: a job worker alone (needs DATABASE_URL; see docs/deploy.md). Builds the server bundle when
// stale, then runs apps/server/dist/worker.mjs.
import { spawn } from 'node:child_process';
import { ensureDeps, ensureServerBuild, onSupportedNode, root, workerNodeArgs } from './lib.mjs';

await onSupportedNode();
ensureDeps();
ensureServerBuild();
const child = spawn(process.execPath, workerNodeArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
