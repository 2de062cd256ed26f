/**
 * SVG artwork is displayed in the buyer's browser and rendered by the mockup renderer, so it is rebuilt from an
 * allowlist: no scripts, no event handlers, no external references (only "#id" links and inline raster data),
 * no DOCTYPE (entity expansion), no processing instructions, no CSS (which can fetch by url()).
 */
const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'image',
    'use',
    'symbol',
    'title',
    'desc',
    'marker',
    'filter',
    'feGaussianBlur',
    'feOffset',
    'feBlend',
    'feColorMatrix',
    'feFlood',
    'feComposite',
    'feMerge',
    'feMergeNode',
    'metadata',
  ].map((e) => e.toLowerCase()),
);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
  'set',
  'animate',
  'animatetransform',
  'animatemotion',
]);
const SAFE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[\s\S]*?(?:\?>|$)|<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<|[^<]+/g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const escapeAttr = (v: string) =>
  v
    .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

function cleanAttrs(raw: string): string {
  let out = '';
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!;
    const lower = name.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    const decoded = value.replace(/&#x?[0-9a-f]+;?|\s/gi, '').toLowerCase();
    if (lower.startsWith('on')) continue;
    if (
      lower === 'style' ||
      (lower.includes(':') && !['xlink:href', 'xml:space', 'xmlns:xlink'].includes(lower))
    )
      continue;
    if (lower === 'href' || lower === 'xlink:href') {
      if (!(value.startsWith('#') || SAFE_DATA.test(value.trim()))) continue;
    }
    if (lower === 'xmlns:xlink' && value !== 'http://www.w3.org/1999/xlink') continue;
    if (lower === 'xmlns' && value !== 'http://www.w3.org/2000/svg') continue;
    // url(...) may only point inside the document.
    if (/url\(/.test(decoded) && !/url\(['"]?#/.test(decoded)) continue;
    if (decoded.includes('javascript:') || decoded.includes('expression(')) continue;
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/** The sanitised SVG text, or null when no <svg> root element remains. */
export function sanitiseSvg(text: string): string | null {
  let out = '';
  let dropDepth = 0;
  const open: string[] = [];
  let sawRoot = false;
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0];
    const name = m[2]?.toLowerCase();
    if (name === undefined) {
      // Comments, CDATA, doctype, processing instructions and stray "<" go; text stays (outside dropped parts).
      if (token.startsWith('<')) continue;
      if (dropDepth === 0 && open.length > 0) out += token;
      continue;
    }
    const closing = m[1] === '/';
    const selfClosing = m[4] === '/';
    const local = name.includes(':') ? name.split(':').pop()! : name;
    if (dropDepth > 0) {
      if (DROP_WITH_CONTENT.has(local)) dropDepth += closing ? -1 : selfClosing ? 0 : 1;
      continue;
    }
    if (DROP_WITH_CONTENT.has(local)) {
      if (!closing && !selfClosing) dropDepth = 1;
      continue;
    }
    if (!ELEMENTS.has(local) || name.includes(':')) continue;
    if (closing) {
      const at = open.lastIndexOf(local);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (open.length === 0 && local !== 'svg') continue;
    if (local === 'svg' && open.length === 0) sawRoot = true;
    const tag = m[2]!.includes(':') ? local : m[2]!;
    out += `<${tag}${cleanAttrs(m[3] ?? '')}${selfClosing ? '/>' : '>'}`;
    if (!selfClosing) open.push(tag.toLowerCase() === tag ? tag : tag);
    if (open.length === 0 && local === 'svg' && selfClosing) break;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  if (!sawRoot) return null;
  return out.includes('xmlns=') ? out : out.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}
