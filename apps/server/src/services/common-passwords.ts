import { readFileSync } from 'node:fs';

let held: Set<string> | null = null;

/**
 * The common and breached passwords refused at registration (ASVS 2.1.7): the 10,000 most frequent
 * passwords of the zxcvbn frequency list plus its rarer entries of 12 or more characters (the ones our length
 * rule lets through), lower-cased, one per line in common-passwords.txt (docs/decisions/password-policy.md).
 * Loaded on first use, then kept.
 */
export function isCommonPassword(lowerCased: string): boolean {
  held ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return held.has(lowerCased);
}
