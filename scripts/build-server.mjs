// `npm run build:server`: bundles the server (apps/server/src/main.ts and the workspace packages' TypeScript
// sources) into apps/server/dist/main.mjs, the job worker (src/worker.ts) into dist/worker.mjs and the image
// sandbox's process (src/sandbox/sandbox-child.ts) into dist/sandbox-child.mjs, so a start loads plain
// JavaScript instead of compiling hundreds of TypeScript modules through tsx (a devDependency, absent from a
// production install). npm packages stay external and load from node_modules as usual: each must be a runtime
// dependency (scripts/production-deps.test.ts). The options live in scripts/server-bundle.mjs.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, SERVER_BUNDLE, SERVER_BUNDLE_STAMP, serverInputsHash } from './lib.mjs';
import { serverBundleOptions } from './server-bundle.mjs';

const outfile = path.join(root, SERVER_BUNDLE);
const outDir = path.dirname(outfile);

// The hash is taken before reading the sources, so an edit made during the build marks the bundle stale.
const hash = serverInputsHash();
const t0 = Date.now();
rmSync(path.join(root, SERVER_BUNDLE_STAMP), { force: true });
mkdirSync(outDir, { recursive: true });
const result = await build(serverBundleOptions());
// Each file goes in place by rename, so a server starting meanwhile reads the old bundle or the new one, never half.
for (const file of result.outputFiles) {
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
writeFileSync(path.join(root, SERVER_BUNDLE_STAMP), hash);
console.log(`Built ${path.relative(root, outfile)} in ${Date.now() - t0} ms.`);
