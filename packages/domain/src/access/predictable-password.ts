/**
 * Passwords built from a pattern rather than chosen: one character repeated ("aaaaaaaaaaaa"), a short unit
 * repeated ("abcabcabcabc"), or keys in a row on a keyboard or in the alphabet ("qwertyuiop12", "1234567890ab",
 * "asdfghjkl;'"), forwards or backwards. Such passwords pass a length rule and are missing from leak lists only
 * because every guesser tries them first.
 */
const KEY_ROWS = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'abcdefghijklmnopqrstuvwxyz',
];
/** Shortest run of neighbouring keys that counts as a pattern. */
const MIN_RUN = 4;
/** A password is predictable when fewer than this many of its characters lie outside any pattern. */
const MIN_FREE_CHARS = 4;
/** Longest unit whose repetition makes up a whole password ("abab...", "abcabc..."). */
const MAX_UNIT = 3;

/** Whether b follows a (or precedes it) on one of the key rows. */
function neighbours(a: string, b: string): boolean {
  return KEY_ROWS.some((row) => {
    const i = row.indexOf(a);
    return i >= 0 && (row[i + 1] === b || (i > 0 && row[i - 1] === b));
  });
}

/** Marks the characters of `s` that belong to a run of MIN_RUN or more neighbouring keys or repeats. */
function patternedChars(s: string[]): boolean[] {
  const marked = s.map(() => false);
  let start = 0;
  let step = 0;
  for (let i = 1; i <= s.length; i++) {
    const a = s[i - 1]!;
    const b = s[i];
    const kind = b === undefined ? 0 : a === b ? 2 : neighbours(a, b) ? 1 : 0;
    // A run continues while each pair is of the run's kind (all repeats, or all neighbouring keys).
    if (kind !== 0 && (step === 0 || step === kind)) {
      step = kind;
      continue;
    }
    if (i - start >= MIN_RUN) for (let j = start; j < i; j++) marked[j] = true;
    start = kind === 0 ? i : i - 1;
    step = kind;
  }
  return marked;
}

/** True when `lowerCased` (white space removed by the caller or not) is mostly a pattern. */
export function isPredictablePassword(lowerCased: string): boolean {
  const chars = [...lowerCased.replace(/\s+/gu, '')];
  if (chars.length === 0) return false;
  for (let unit = 1; unit <= MAX_UNIT; unit++) {
    if (chars.length >= unit * 3 && chars.every((c, i) => c === chars[i % unit])) return true;
  }
  const free = patternedChars(chars).filter((m) => !m).length;
  return free < MIN_FREE_CHARS;
}
