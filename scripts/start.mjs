// `npm start`: install what is missing, build the web app and the server bundle when stale, then migrate, seed
// and serve.
import { spawn } from 'node:child_process';
import {
  ensureConverters,
  ensureDeps,
  ensureServerBuild,
  ensureWebBuild,
  onSupportedNode,
  root,
  serverNodeArgs,
} from './lib.mjs';

/**
 * A plain `npm start` (NODE_ENV not set by the caller) is the demo: it seeds and prints the demo logins. A
 * production start says so (`NODE_ENV=production npm start`, docs/deploy.md) and gets no published password.
 */
function demoDefault(env) {
  return env.NODE_ENV === 'production' || env.PLATEN_DEMO !== undefined ? {} : { PLATEN_DEMO: '1' };
}

await onSupportedNode();
const t0 = Date.now();
ensureDeps();
ensureConverters();
ensureWebBuild();
ensureServerBuild();
console.log(`Ready to serve after ${((Date.now() - t0) / 1000).toFixed(1)} s of setup.`);
const child = spawn(process.execPath, serverNodeArgs(), {
  cwd: root,
  // The IPC channel closes when this script dies however it dies (kill -9 too): the server then shuts down.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...demoDefault(process.env), ...process.env },
});
// The server is this script's child: a signal to `npm start` (npm passes it on to this script) goes on to the
// server, and this script ends when the server does, with its exit code, so no server outlives its start.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const sig of SIGNALS) process.on(sig, () => child.kill(sig));
// A signal to `npm start` reaches the shell npm runs the script in, which dies without passing it on (package.json
// `exec`s this script to avoid that shell); should this script still lose its parent, it stops the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 250).unref();
child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: end the same way (exit status 128 + n), with the default action restored.
  for (const sig of SIGNALS) process.removeAllListeners(sig);
  process.kill(process.pid, signal ?? 'SIGTERM');
});
