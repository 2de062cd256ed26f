import type { Attr, Element } from '@xmldom/xmldom';

/** What an SVG may keep: the namespaces, elements and attributes of the allow-lists, and the value checks. */
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** SVG elements kept (exact, case-sensitive local names in the SVG namespace). */
export const ELEMENTS = new Set([
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
]);
/** SVG containers whose own tag goes but whose drawing stays (a link, a language switch). */
export const UNWRAP = new Set(['a', 'switch']);

/** Attributes without a namespace that are kept (geometry, presentation, gradients, filters, text). */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'baseProfile',
  'href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'offset',
  'stop-color',
  'stop-opacity',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'color-interpolation',
  'color-interpolation-filters',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'mix-blend-mode',
  'isolation',
  'vector-effect',
  'paint-order',
]);
/** Namespaced attributes kept, as "namespace local". */
const NS_ATTRIBUTES = new Set([`${XLINK_NS} href`, `${XML_NS} space`, `${XML_NS} lang`]);

const SAFE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const LOCAL_REF = /^#[^\s#]+$/;
/** Attributes whose url(#id) draws the referenced element's content again (counted as copies)... */
export const DRAWS_REFERENCE = [
  'fill',
  'stroke',
  'mask',
  'clip-path',
  'marker-start',
  'marker-mid',
  'marker-end',
] as const;
/** ...when it points at one of these; a gradient or filter reference draws no elements. */
export const DRAWN_TARGETS = new Set(['pattern', 'mask', 'clipPath', 'marker']);

/**
 * Checks one attribute value as the renderer will read it: the parser has already decoded entities and character
 * references; presentation attributes are also CSS values, where a backslash starts an escape (`u\72 l(`) and
 * comments can split words, so a backslash is refused outright and comments are removed before looking.
 */
function safeValue(value: string): boolean {
  if (value.includes('\\')) return false;
  const css = value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/[\s\u0000-\u001f\u007f]+/g, '')
    .toLowerCase();
  if (css.includes('javascript:') || css.includes('vbscript:') || css.includes('expression(')) return false;
  // url(...) may only point inside the document.
  for (const m of css.matchAll(/url\(/g)) {
    const rest = css.slice(m.index + 4).replace(/^['"]/, '');
    if (!rest.startsWith('#')) return false;
  }
  return true;
}

/** Is the attribute kept: known, and its value safe (only local references and inline raster data)? */
export function keepAttribute(el: Element, a: Attr): boolean {
  if (a.namespaceURI === XMLNS_NS) {
    // Namespace declarations: only SVG as the default and xlink; the serializer re-declares what it needs.
    if (a.prefix === null && a.localName === 'xmlns') return a.value === SVG_NS;
    return a.localName === 'xlink' && a.value === XLINK_NS;
  }
  const known = a.namespaceURI
    ? NS_ATTRIBUTES.has(`${a.namespaceURI} ${a.localName}`)
    : ATTRIBUTES.has(a.localName ?? '');
  if (!known) return false;
  if (a.localName === 'href') {
    const v = a.value.trim();
    return LOCAL_REF.test(v) || (el.localName === 'image' && SAFE_DATA.test(v));
  }
  return safeValue(a.value);
}
