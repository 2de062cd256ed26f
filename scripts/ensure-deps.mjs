// Installs npm dependencies when missing or stale, with npm run by a supported Node.js (no EBADENGINE warning).
import { ensureDeps, onSupportedNode } from './lib.mjs';

await onSupportedNode();
ensureDeps();
