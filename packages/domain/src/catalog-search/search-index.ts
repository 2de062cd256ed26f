/**
 * Catalogue search (R-7-14, "SKU, brand, keyword"): a word index over the products' fields, typo-tolerant and
 * ranked. Pure: the server builds the index once per catalogue version and queries it per request.
 */
export interface Searchable {
  id: string;
  /** Field texts with their weight: SKU/style and identifier weigh most, then brand and name, then the rest. */
  fields: readonly { text: string; weight: number }[];
}

export interface SearchIndex {
  size: number;
  /** word -> postings (doc index -> best field weight of the word in that doc). */
  words: Map<string, Map<number, number>>;
  /** Words by length, for the typo pass, with each word's letter mask (see letterMask). */
  byLength: Map<number, { words: string[]; masks: number[] }>;
  ids: string[];
}

/** Lower-case words of a text: letters and digits, "+" and "&" joins kept out ("bella+canvas" -> bella, canvas). */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);

export function buildSearchIndex(docs: readonly Searchable[]): SearchIndex {
  const index: SearchIndex = { size: docs.length, words: new Map(), byLength: new Map(), ids: [] };
  docs.forEach((doc, i) => {
    index.ids.push(doc.id);
    for (const f of doc.fields) {
      const ws = words(f.text);
      // A joined form too, so "pc54" finds "PC 54" and "3001y" finds "3001 Y".
      if (ws.length > 1 && ws.length <= 4) ws.push(ws.join(''));
      for (const w of ws) {
        let postings = index.words.get(w);
        if (!postings) {
          postings = new Map();
          index.words.set(w, postings);
          const list = index.byLength.get(w.length) ?? { words: [], masks: [] };
          list.words.push(w);
          list.masks.push(letterMask(w));
          index.byLength.set(w.length, list);
        }
        postings.set(i, Math.max(postings.get(i) ?? 0, f.weight));
      }
    }
  });
  return index;
}

/** A 32-bit set of the characters in a word (letters a-z, digits folded onto 6 more bits). */
export function letterMask(w: string): number {
  let m = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    m |= 1 << (c >= 97 ? (c - 97) % 26 : 26 + ((c - 48) % 6));
  }
  return m;
}

const popcount = (n: number) => {
  let x = n - ((n >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Edit distance of a and b if it is at most `max` (Damerau: a swap counts 1), else max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
    if (rowMin > max) return max + 1;
  }
  return prev[b.length]!;
}

/**
 * Typos allowed for a query word: none up to 3 letters, 1 up to 6, 2 beyond; none in a word with digits (a SKU
 * with a typo is another SKU).
 */
export const allowedTypos = (w: string): number =>
  /\d/.test(w) || w.length <= 3 ? 0 : w.length <= 6 ? 1 : 2;

/** Scores of the docs matching one query word: exact 1, prefix 0.8, typo 0.6 (minus 0.1 per edit), times weight. */
function matchWord(index: SearchIndex, q: string): Map<number, number> {
  const scores = new Map<number, number>();
  const add = (word: string, factor: number) => {
    for (const [doc, weight] of index.words.get(word) ?? []) {
      const s = factor * weight;
      if (s > (scores.get(doc) ?? 0)) scores.set(doc, s);
    }
  };
  if (index.words.has(q)) add(q, 1);
  const typos = allowedTypos(q);
  const qMask = letterMask(q);
  for (const [len, list] of index.byLength) {
    if (len > q.length && q.length >= 2) {
      for (const w of list.words) if (w.startsWith(q)) add(w, 0.8);
    }
    if (typos > 0 && Math.abs(len - q.length) <= typos) {
      const { words: ws, masks } = list;
      for (let k = 0; k < ws.length; k++) {
        // Each edit changes at most two characters of the set: a cheap filter before the distance.
        if (popcount(masks[k]! ^ qMask) > 2 * typos) continue;
        const w = ws[k]!;
        if (w === q) continue;
        const d = boundedDistance(q, w, typos);
        if (d <= typos) add(w, 0.6 - 0.1 * d);
      }
    }
  }
  return scores;
}

export interface SearchHit {
  id: string;
  score: number;
}

/**
 * Docs matching every word of the query, best first (ties in index order). An empty query matches nothing;
 * callers list instead.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 50): SearchHit[] {
  const qs = [...new Set(words(query))].slice(0, 8);
  if (qs.length === 0) return [];
  let total: Map<number, number> | null = null;
  for (const q of qs) {
    const m = matchWord(index, q);
    if (total === null) total = m;
    else {
      const next = new Map<number, number>();
      for (const [doc, s] of total) {
        const t = m.get(doc);
        if (t !== undefined) next.set(doc, s + t);
      }
      total = next;
    }
    if (total.size === 0) return [];
  }
  return [...(total ?? new Map<number, number>())]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([doc, score]) => ({ id: index.ids[doc]!, score: Math.round(score * 1000) / 1000 }));
}
