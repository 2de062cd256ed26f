import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './spa.ts';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('contentSecurityPolicy', () => {
  it('#13.5 hashes inline styles and inline scripts, leaves script files and JSON data blocks to script-src self', () => {
    const css = 'body{margin:0}';
    const js = 'window.x=1';
    const csp = contentSecurityPolicy(
      `<head><style>${css}</style><script type="module" src="/assets/a.js"></script><script>${js}</script></head>` +
        '<body><script id="initial-state" type="application/json">{"a":1}</script></body>',
    );
    const d = Object.fromEntries(csp.split('; ').map((p) => [p.split(' ')[0], p]));
    expect(d['script-src']).toBe(`script-src 'self' ${hash(js)}`);
    expect(d['style-src']).toBe(`style-src 'self' ${hash(css)}`);
    expect(d['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(d['object-src']).toBe("object-src 'none'");
    expect(d['base-uri']).toBe("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });
  it('#13.5 a template without inline code allows only own files', () => {
    const csp = contentSecurityPolicy('<head><script type="module" src="/a.js"></script></head>');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });
});
