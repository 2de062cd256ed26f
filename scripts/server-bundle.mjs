// The esbuild options of the server bundle (main, worker, image sandbox process), shared by
// scripts/build-server.mjs, which writes it, and scripts/production-deps.test.ts, which checks that every npm
// package it leaves to node_modules is a runtime dependency.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, SERVER_BUNDLE } from './lib.mjs';

const outDir = path.dirname(path.join(root, SERVER_BUNDLE));

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

/** esbuild options of the server bundle; the output stays in memory (`write: false`). */
export function serverBundleOptions() {
  return {
    absWorkingDir: root,
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      worker: path.join(root, 'apps/server/src/worker.ts'),
      'sandbox-child': path.join(root, 'apps/server/src/sandbox/sandbox-child.ts'),
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
  };
}
