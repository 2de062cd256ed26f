// `npm run build:server`: bundles the server (apps/server/src/main.ts and the workspace packages' TypeScript
// sources) into apps/server/dist/main.mjs, the job worker (src/worker.ts) into dist/worker.mjs and the image
// sandbox's process (services/image-sandbox/sandbox-child.ts) into dist/sandbox-child.mjs, so a start loads plain
// JavaScript instead of compiling hundreds of TypeScript modules through tsx (a devDependency, absent from a
// production install). npm packages stay external and load from node_modules as usual.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, SERVER_BUNDLE, SERVER_BUNDLE_STAMP, serverInputsHash } from './lib.mjs';

const outfile = path.join(root, SERVER_BUNDLE);
const outDir = path.dirname(outfile);

/** Everything that is not a relative path or a workspace package (@platen/*) loads from node_modules at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platen/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Keeps `import.meta.url` meaning "this source file" inside the bundle: each use becomes the source file's URL,
 * computed from the bundle's own URL. Paths the code derives from it (the repository root, packages/db's
 * migrations and seed, createRequire bases) are then the same whether the server runs from source or bundled,
 * and the bundle still works when the checkout moves.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = path.relative(outDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
      return {
        contents: text.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

// The hash is taken before reading the sources, so an edit made during the build marks the bundle stale.
const hash = serverInputsHash();
const t0 = Date.now();
rmSync(path.join(root, SERVER_BUNDLE_STAMP), { force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: path.join(root, 'apps/server/src/main.ts'),
    worker: path.join(root, 'apps/server/src/worker.ts'),
    'sandbox-child': path.join(root, 'apps/server/src/services/image-sandbox/sandbox-child.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@platen/source'],
  // The bundled server forks dist/sandbox-child.mjs instead of the sandbox's TypeScript source under tsx.
  define: { PLATEN_BUNDLED: 'true' },
  plugins: [npmPackagesExternal, sourceImportMetaUrl],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
// Each file goes in place by rename, so a server starting meanwhile reads the old bundle or the new one, never half.
for (const file of result.outputFiles) {
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
writeFileSync(path.join(root, SERVER_BUNDLE_STAMP), hash);
console.log(`Built ${path.relative(root, outfile)} in ${Date.now() - t0} ms.`);
