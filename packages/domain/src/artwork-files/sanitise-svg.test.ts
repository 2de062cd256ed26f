import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './sanitise-svg.ts';

describe('SVG artwork is sanitised', () => {
  it('keeps shapes and internal references', () => {
    const s = sanitiseSvg(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
    )!;
    expect(s).toContain('<rect width="10" height="10" fill="url(#g)"/>');
    expect(s).toContain('<linearGradient id="g">');
  });
  it('strips scripts, event handlers, external references, styles and doctype entities', () => {
    const s = sanitiseSvg(
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
      <script>alert(1)</script><SCRIPT type="text/javascript">x</SCRIPT>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <image href="https://evil.example/x.png"/><image xlink:href="data:image/png;base64,AAAA"/>
      <use href="#a"/><a href="javascript:alert(1)"><rect onclick="x()" fill="url(https://evil.example/f)" width="1"/></a>
      <style>@import url(https://evil.example/x.css)</style><rect style="fill:url(http://e)"/>
      <svg:script>y</svg:script>&x;</svg>`,
    )!;
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'evil.example',
      'iframe',
      'foreignObject',
      'javascript',
      'style',
      'ENTITY',
      'passwd',
      '@import',
    ])
      expect(s.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(s).toContain('data:image/png;base64,AAAA');
    expect(s).toContain('<use href="#a"/>');
  });
  it('refuses text without an svg root', () => {
    expect(sanitiseSvg('<html><script>1</script></html>')).toBeNull();
    expect(sanitiseSvg('hello')).toBeNull();
  });
});
