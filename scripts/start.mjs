// `npm start`: install what is missing, build the web app and the server bundle when stale, then migrate, seed
// and serve.
import { spawn } from 'node:child_process';
import { ensureDeps, ensureServerBuild, ensureWebBuild, root, serverNodeArgs } from './lib.mjs';

const t0 = Date.now();
ensureDeps();
ensureWebBuild();
ensureServerBuild();
console.log(`Ready to serve after ${((Date.now() - t0) / 1000).toFixed(1)} s of setup.`);
const child = spawn(process.execPath, serverNodeArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
