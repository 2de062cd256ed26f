import { DOMParser, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';
import { countCopies, isElement } from './count-svg-copies.ts';
import { ELEMENTS, keepAttribute, SVG_NS, UNWRAP } from './svg-allow-list.ts';
import { refuse, type SanitisedSvg, SVG_LIMITS } from './svg-limits.ts';

/**
 * SVG artwork is shown in the buyer's browser and drawn by the image renderer, so it is parsed with a real XML
 * parser (@xmldom/xmldom: entities and character references are decoded before anything is checked) and rebuilt
 * from allow-lists: no scripts, event handlers, styles or external references (only "#id" links and inline raster
 * data), no DOCTYPE entities, no comments or processing instructions. Before anything is drawn the document's size
 * is capped: elements, nesting, and the copies that <use> (and pattern/mask/marker/clip references) make.
 * The allow-lists are in svg-allow-list.ts, the reference count in count-svg-copies.ts, the caps in svg-limits.ts.
 */
export { type SanitisedSvg, SVG_LIMITS, type SvgRefusal } from './svg-limits.ts';

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
