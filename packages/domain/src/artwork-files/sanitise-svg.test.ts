import { describe, expect, it } from 'vitest';
import { type SanitisedSvg, SVG_LIMITS, sanitiseSvg } from './sanitise-svg.ts';

const svgOf = (r: SanitisedSvg): string => {
  if (!r.ok) throw new Error(`refused: ${r.reason} ${r.message}`);
  return r.svg;
};
const reasonOf = (r: SanitisedSvg) => (r.ok ? 'kept' : r.reason);
const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** The "nested <use>" bomb: each level draws the one below `fan` times (9 levels of 4: 262,144 copies, 1 KB). */
function nestedUseBomb(levels = 9, fan = 4): string {
  let defs = '<g id="l0"><rect width="1000" height="1000" fill="#c00" fill-opacity=".01"/></g>';
  for (let i = 1; i <= levels; i++)
    defs += `<g id="l${i}">${`<use xlink:href="#l${i - 1}"/>`.repeat(fan)}</g>`;
  return `<svg ${SVG} width="1000" height="1000"><defs>${defs}</defs><use xlink:href="#l${levels}"/></svg>`;
}

describe('SVG artwork is sanitised', () => {
  it('keeps shapes and internal references', () => {
    const s = svgOf(
      sanitiseSvg(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
      ),
    );
    expect(s).toContain('<rect width="10" height="10" fill="url(#g)"/>');
    expect(s).toContain('<linearGradient id="g">');
  });
  it('strips scripts, event handlers, external references and styles', () => {
    const s = svgOf(
      sanitiseSvg(
        `<svg ${SVG} xmlns:svg="http://www.w3.org/2000/svg" onload="alert(1)">
      <script>alert(1)</script><SCRIPT type="text/javascript">x</SCRIPT>
      <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
      <image href="https://evil.example/x.png"/><image xlink:href="data:image/png;base64,AAAA"/>
      <use href="#a"/><a href="javascript:alert(1)"><rect onclick="x()" fill="url(https://evil.example/f)" width="1"/></a>
      <style>@import url(https://evil.example/x.css)</style><rect style="fill:url(http://e)"/>
      <svg:script>y</svg:script><!-- <script>z</script> --><?php echo 1 ?></svg>`,
      ),
    );
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'evil.example',
      'iframe',
      'foreignObject',
      'javascript',
      'style',
      '@import',
      'php',
      '<!--',
    ])
      expect(s.toLowerCase()).not.toContain(bad.toLowerCase());
    expect(s).toContain('data:image/png;base64,AAAA');
    expect(s).toContain('<use href="#a"/>');
    // The link's drawing stays; only the <a> goes.
    expect(s).toContain('<rect width="1"/>');
  });
  it('#13.6 url( written with character references is decoded before it is checked', () => {
    for (const fill of [
      'u&#x72;l(https://evil.example/f)',
      'u&#114;l(https://evil.example/f)',
      '&#x75;&#x72;&#x6c;&#x28;https://evil.example/f)',
      "URL( 'https://evil.example/f')",
      'url(&#x27;https://evil.example/f&#x27;)',
      'u\\72 l(https://evil.example/f)',
      'u\\rl(https://evil.example/f)',
    ]) {
      const s = svgOf(sanitiseSvg(`<svg ${SVG}><rect width="1" height="1" fill="${fill}"/></svg>`));
      expect(s, fill).not.toContain('evil');
      expect(s, fill).toContain('<rect width="1" height="1"/>');
    }
    const href = svgOf(
      sanitiseSvg(
        `<svg ${SVG}><image width="1" height="1" xlink:href="&#x68;ttps://evil.example/x.png"/></svg>`,
      ),
    );
    expect(href).not.toContain('evil');
    const js = svgOf(sanitiseSvg(`<svg ${SVG}><use href="java&#x73;cript:alert(1)"/></svg>`));
    expect(js).not.toContain('alert');
  });
  it('#13.6 what is kept is serialised escaped, so decoded text cannot become markup', () => {
    const s = svgOf(
      sanitiseSvg(
        `<svg ${SVG}><text x="1" y="2">&lt;script&gt;alert(1)&lt;/script&gt; &amp; <![CDATA[<b>]]></text></svg>`,
      ),
    );
    expect(s).not.toContain('<script');
    expect(s).not.toContain('<b>');
    expect(s).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;');
  });
  it('refuses DOCTYPE entities, malformed XML and text without an svg root', () => {
    expect(
      reasonOf(
        sanitiseSvg(
          `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>`,
        ),
      ),
    ).toBe('entities');
    expect(reasonOf(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg">&nbsp;</svg>'))).toBe('not-xml');
    expect(reasonOf(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'))).toBe('not-xml');
    expect(reasonOf(sanitiseSvg('<html><script>1</script></html>'))).toBe('no-svg-root');
    expect(reasonOf(sanitiseSvg('hello'))).toBe('not-xml');
    // A public DOCTYPE without declarations (as editors write it) is fine and goes.
    const s = svgOf(
      sanitiseSvg(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      ),
    );
    expect(s).not.toContain('DOCTYPE');
  });
  it('#13.1 the nested <use> bomb is refused before anything draws it', () => {
    const bomb = nestedUseBomb();
    expect(bomb.length).toBeLessThan(1500);
    expect(reasonOf(sanitiseSvg(bomb))).toBe('references-too-deep');
    // Flat but wide: 5 levels of 8 draw 32,768 copies.
    expect(reasonOf(sanitiseSvg(nestedUseBomb(5, 8)))).toBe('too-many-copies');
    // A pattern fill counts like a <use> of the pattern's content.
    const pattern = `<svg ${SVG}><defs><pattern id="p">${'<rect width="1" height="1"/>'.repeat(500)}</pattern></defs>${'<rect width="9" height="9" fill="url(#p)"/>'.repeat(50)}</svg>`;
    expect(reasonOf(sanitiseSvg(pattern))).toBe('too-many-copies');
    // A gradient shared by many shapes draws no elements of its own: not counted.
    const gradient = `<svg ${SVG}><defs><linearGradient id="g">${'<stop offset="0"/>'.repeat(10)}</linearGradient></defs>${'<rect width="9" height="9" fill="url(#g)"/>'.repeat(5000)}</svg>`;
    expect(reasonOf(sanitiseSvg(gradient))).toBe('kept');
    // Loops, direct or through another element.
    expect(reasonOf(sanitiseSvg(`<svg ${SVG}><g id="a"><use href="#a"/></g></svg>`))).toBe('reference-loop');
    expect(
      reasonOf(sanitiseSvg(`<svg ${SVG}><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>`)),
    ).toBe('reference-loop');
    // A long chain of single uses is refused by depth without walking it to the end.
    let chain = '';
    for (let i = 0; i < 20_000; i++) chain += `<use id="u${i}" href="#u${i + 1}"/>`;
    expect(reasonOf(sanitiseSvg(`<svg ${SVG}><defs>${chain}<rect id="u20000"/></defs></svg>`))).toBe(
      'references-too-deep',
    );
  }, 30_000);
  it('#13.1 element and nesting caps', () => {
    const many = `<svg ${SVG}>${'<rect/>'.repeat(SVG_LIMITS.maxElements)}</svg>`;
    expect(reasonOf(sanitiseSvg(many))).toBe('too-many-elements');
    const deep = `<svg ${SVG}>${'<g>'.repeat(SVG_LIMITS.maxDepth)}${'</g>'.repeat(SVG_LIMITS.maxDepth)}</svg>`;
    expect(reasonOf(sanitiseSvg(deep))).toBe('too-deep');
  }, 30_000);
  it('#13.1 ordinary reuse stays within the caps: a sprite used a few levels deep, and duplicate ids', () => {
    const r = sanitiseSvg(nestedUseBomb(4, 4));
    // Level i draws 4 copies of (use + level i-1): 3, 13, 57, 233, 937 elements; the defs hold each level once
    // (1,243 with defs) and the top <use> draws level 4 again (938): 2,182 drawn, 25 in the file.
    expect(r.ok && r.referencedCopies).toBe(2182 - 25);
    const dup = svgOf(
      sanitiseSvg(`<svg ${SVG}><rect id="a" width="1"/><g id="a"><rect/><rect/></g><use href="#a"/></svg>`),
    );
    expect(dup).toContain('<rect id="a" width="1"/><g><rect/><rect/></g>');
  });
});
