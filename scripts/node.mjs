// `node scripts/node.mjs <node arguments>`: runs node with these arguments on a supported Node.js (scripts/lib.mjs
// decides), after installing npm dependencies when they are missing or stale. Used by the package.json scripts
// that run TypeScript sources (dev, bench, db:migrate, db:seed, migrate-data).
import { ensureDeps, onSupportedNode, run } from './lib.mjs';

await onSupportedNode();
ensureDeps();
process.exit(run(process.execPath, process.argv.slice(2)));
