import type { Element, Node } from '@xmldom/xmldom';
import { DRAWN_TARGETS, DRAWS_REFERENCE, XLINK_NS } from './svg-allow-list.ts';
import { refuse, type SanitisedSvg, SVG_LIMITS, tooManyCopies } from './svg-limits.ts';

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

export const isElement = (n: Node): n is Element => n.nodeType === 1;

/**
 * Counts what references draw again: a <use> draws its target's whole subtree, and so does a fill, stroke, mask,
 * clip or marker that points at a pattern, mask, clip path or marker. Refuses loops, too many copies, and
 * references nested deeper than the cap (the "nested <use>" bomb: 9 levels of 4 uses draw 262,144 copies from
 * a file of about 1 KB).
 */
export function countCopies(root: Element): { refusal: SanitisedSvg } | { copies: number } {
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
