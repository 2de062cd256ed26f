import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('leaves no character that opens a tag, an entity or ends an attribute', () => {
    const out = escapeHtml(`<b class="x" title='y'>Tom & Jerry</b>`);
    expect(out).not.toMatch(/[<>"']|&(?!#\d+;)/);
    expect(out).toBe('&#60;b class=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/b&#62;');
  });
});
