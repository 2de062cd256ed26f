import type { BuildOptions } from 'esbuild';

export function serverBundleOptions(): BuildOptions & { write: false };
