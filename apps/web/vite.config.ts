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
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
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
    // React in a chunk of its own: it changes far less often than the app (long cache life), and the entry chunk
    // stays the app's own code whichever screens happen to share React (bench P8 entry figure).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The shared screen parts (tables, pager, forms) in one chunk: one name in the entry's preload map.
            { name: 'ui', test: /src[\\/]components[\\/]ui[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
}));
