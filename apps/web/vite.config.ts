import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Puts the entry stylesheet into index.html as a <style> element: the page frame the server paints then needs
 * no request before its first paint (the stylesheet is a few KB; every screen uses it).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'platen-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        // Scripts at low priority: the frame's font and the screen's first picture go ahead of them, and the
        // frame paints without waiting for any script.
        return html
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          });
      },
    },
  };
}

/**
 * react-router's package exports name only its development build (dev warnings on); the build uses the
 * production build it ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads each URL's screen chunk from it (apps/server/src/spa-manifest.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Few script files (docs/decisions/first-screen-load.md): every page loads the entry, the app chunk and React's
    // chunk (React, react-dom and the router: it changes least, long cache life); a screen is its own chunk plus
    // at most the shared `ui` chunk. Small common chunks are copied into the screens that use them instead of
    // being a request each (on HTTP/1.1's six connections each wave of requests costs a round trip); that mode
    // evaluates modules in source order (strictExecutionOrder) and needs an entry that exports nothing.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            // Everything the entry imports statically, in one chunk rather than one per module it shares.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The shared screen parts (tables, pager, forms) in one chunk: one name in the entry's preload map.
            { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
}));
