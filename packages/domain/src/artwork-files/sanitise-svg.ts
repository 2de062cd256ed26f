import { type Attr, DOMParser, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';

/**
 * SVG artwork is shown in the buyer's browser and drawn by the image renderer, so it is parsed with a real XML
 * parser (@xmldom/xmldom: entities and character references are decoded before anything is checked) and rebuilt
 * from allow-lists: no scripts, event handlers, styles or external references (only "#id" links and inline raster
 * data), no DOCTYPE entities, no comments or processing instructions. Before anything is drawn the document's size
 * is capped: elements, nesting, and the copies that <use> (and pattern/mask/marker/clip references) make.
 */
export const SVG_LIMITS = {
  /** Elements in the file. */
  maxElements: 100_000,
  /** Element nesting depth. */
  maxDepth: 100,
  /** Extra elements drawn through references (a <use> of a group of 10 draws 10 more). */
  maxReferencedCopies: 20_000,
  /** References inside referenced content (a <use> of a group holding a <use> is 2 levels). */
  maxReferenceDepth: 5,
} as const;

export type SvgRefusal =
  | 'not-xml'
  | 'entities'
  | 'no-svg-root'
  | 'too-many-elements'
  | 'too-deep'
  | 'too-many-copies'
  | 'references-too-deep'
  | 'reference-loop';

export type SanitisedSvg =
  | { ok: true; svg: string; elements: number; referencedCopies: number }
  | { ok: false; reason: SvgRefusal; message: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** SVG elements kept (exact, case-sensitive local names in the SVG namespace). */
const ELEMENTS = new Set([
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
const UNWRAP = new Set(['a', 'switch']);

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
const DRAWS_REFERENCE = [
  'fill',
  'stroke',
  'mask',
  'clip-path',
  'marker-start',
  'marker-mid',
  'marker-end',
] as const;
/** ...when it points at one of these; a gradient or filter reference draws no elements. */
const DRAWN_TARGETS = new Set(['pattern', 'mask', 'clipPath', 'marker']);

const refuse = (reason: SvgRefusal, message: string): SanitisedSvg => ({ ok: false, reason, message });

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

function keepAttribute(el: Element, a: Attr): boolean {
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

/** The elements a reference of `el` draws again: a <use>'s target, a pattern/mask/clip/marker it points at. */
function referencedElements(el: Element, byId: ReadonlyMap<string, Element>): Element[] {
  const found: Element[] = [];
  if (el.localName === 'use') {
    const href = el.getAttribute('href') || el.getAttributeNS(XLINK_NS, 'href');
    const target = href?.startsWith('#') ? byId.get(href.slice(1).trim()) : undefined;
    if (target) found.push(target);
  }
  for (const name of DRAWS_REFERENCE) {
    const v = el.getAttribute(name);
    const m = v ? /url\(\s*['"]?#([^'")\s]+)/.exec(v) : null;
    const target = m ? byId.get(m[1]!) : undefined;
    if (target && DRAWN_TARGETS.has(target.localName ?? '')) found.push(target);
  }
  return found;
}

const isElement = (n: Node): n is Element => n.nodeType === 1;

/**
 * Removes what is not allowed, in place, counting elements and depth. Returns a refusal, or null when the tree
 * is within the caps.
 */
function clean(root: Element): { refusal: SanitisedSvg } | { elements: number } {
  let elements = 0;
  const stack: [Element, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [el, depth] = stack.pop()!;
    if (depth > SVG_LIMITS.maxDepth)
      return {
        refusal: refuse('too-deep', `This SVG nests elements more than ${SVG_LIMITS.maxDepth} deep.`),
      };
    if (++elements > SVG_LIMITS.maxElements)
      return {
        refusal: refuse(
          'too-many-elements',
          `This SVG has more than ${SVG_LIMITS.maxElements.toLocaleString('en-US')} elements.`,
        ),
      };
    for (const a of Array.from(el.attributes)) if (!keepAttribute(el, a)) el.removeAttributeNode(a);
    let child = el.firstChild;
    while (child) {
      const next: Node | null = child.nextSibling;
      if (isElement(child)) {
        const svg = child.namespaceURI === SVG_NS;
        const name = child.localName ?? '';
        if (svg && ELEMENTS.has(name)) stack.push([child, depth + 1]);
        else if (svg && UNWRAP.has(name)) {
          // The children take the unwrapped element's place and are visited in turn.
          const first = child.firstChild;
          while (child.firstChild) el.insertBefore(child.firstChild, child);
          el.removeChild(child);
          if (first) {
            child = first;
            continue;
          }
        } else el.removeChild(child);
      } else if (child.nodeType === 3 || child.nodeType === 4) {
        // Text and CDATA stay as text (the serializer escapes it).
        if (child.nodeType === 4)
          el.replaceChild(el.ownerDocument!.createTextNode(child.nodeValue ?? ''), child);
      } else el.removeChild(child);
      child = next;
    }
  }
  return { elements };
}

/**
 * Counts what references draw again: a <use> draws its target's whole subtree, and so does a fill, stroke, mask,
 * clip or marker that points at a pattern, mask, clip path or marker. Refuses loops, too many copies, and
 * references nested deeper than the cap (the "nested <use>" bomb: 9 levels of 4 uses draw 262,144 copies from
 * a file of about 1 KB).
 */
function countCopies(root: Element): { refusal: SanitisedSvg } | { copies: number } {
  const byId = new Map<string, Element>();
  const all: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const el = stack.pop()!;
    all.push(el);
    const id = el.getAttribute('id');
    // The first element with an id is the one references reach; later duplicates lose the id, so the renderer
    // and this count agree on what each reference draws.
    if (id && byId.has(id)) el.removeAttribute('id');
    else if (id) byId.set(id, el);
    // Children go on the stack last first, so elements are visited in document order.
    for (let c = el.lastChild; c; c = c.previousSibling) if (isElement(c)) stack.push(c);
  }
  // size: elements drawn for one copy of the subtree; depth: references nested inside it.
  const memo = new Map<Element, { size: number; depth: number }>();
  const visiting = new Set<Element>();
  class Refused {
    constructor(readonly result: SanitisedSvg) {}
  }
  const tooDeep = () =>
    new Refused(
      refuse(
        'references-too-deep',
        `This SVG nests references (<use>) more than ${SVG_LIMITS.maxReferenceDepth} levels deep.`,
      ),
    );
  // `hops`: references followed to get here; past the cap the chain is refused before going further, so the
  // recursion stays within maxDepth x maxReferenceDepth frames.
  const measure = (el: Element, hops: number): { size: number; depth: number } => {
    if (hops > SVG_LIMITS.maxReferenceDepth) throw tooDeep();
    const known = memo.get(el);
    if (known) return known;
    if (visiting.has(el))
      throw new Refused(refuse('reference-loop', 'This SVG has a reference that points back to itself.'));
    visiting.add(el);
    let size = 1;
    let depth = 0;
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (!isElement(c)) continue;
      const m = measure(c, hops);
      size += m.size;
      depth = Math.max(depth, m.depth);
    }
    for (const target of referencedElements(el, byId)) {
      const m = measure(target, hops + 1);
      size += m.size;
      depth = Math.max(depth, m.depth + 1);
    }
    if (depth > SVG_LIMITS.maxReferenceDepth) throw tooDeep();
    if (size > SVG_LIMITS.maxElements + SVG_LIMITS.maxReferencedCopies) throw new Refused(tooManyCopies());
    visiting.delete(el);
    const r = { size, depth };
    memo.set(el, r);
    return r;
  };
  try {
    // What the drawing holds once every reference is expanded, less what the file itself holds.
    const copies = measure(root, 0).size - all.length;
    if (copies > SVG_LIMITS.maxReferencedCopies) return { refusal: tooManyCopies() };
    return { copies };
  } catch (err) {
    if (err instanceof Refused) return { refusal: err.result };
    throw err;
  }
}

const tooManyCopies = () =>
  refuse(
    'too-many-copies',
    `This SVG draws more than ${SVG_LIMITS.maxReferencedCopies.toLocaleString('en-US')} elements through references (<use>).`,
  );

/** The sanitised SVG text, or why the file is refused. Pure: the same text in the browser and on the server. */
export function sanitiseSvg(text: string): SanitisedSvg {
  let parseError: string | null = null;
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') parseError ??= message;
      },
    }).parseFromString(text, 'image/svg+xml');
  } catch (err) {
    parseError ??= (err as Error).message;
    return refuse('not-xml', notXml(parseError));
  }
  if (doc.doctype?.internalSubset?.trim())
    return refuse('entities', 'SVG files that declare entities (<!DOCTYPE ... [ ]>) are not accepted.');
  if (parseError) return refuse('not-xml', notXml(parseError));
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg')
    return refuse('no-svg-root', 'This file has no <svg> drawing we can use.');
  const cleaned = clean(root);
  if ('refusal' in cleaned) return cleaned.refusal;
  const counted = countCopies(root);
  if ('refusal' in counted) return counted.refusal;
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', SVG_NS);
  return {
    ok: true,
    svg: new XMLSerializer().serializeToString(root),
    elements: cleaned.elements,
    referencedCopies: counted.copies,
  };
}

const notXml = (detail: string) =>
  `This SVG is not well-formed XML (${detail.replace(/\s+/g, ' ').slice(0, 120)}).`;
