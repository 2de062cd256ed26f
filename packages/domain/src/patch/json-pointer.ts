/** RFC 6901 token escaping, the one place that writes a JSON pointer: `~` -> `~0`, `/` -> `~1`. */
export const escapePointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** RFC 6901 token unescaping (`~1` -> `/`, `~0` -> `~`, in that order). */
export const unescapePointerToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The pointer text of tokens (a schema issue path or patch tokens); [] is '' (the whole document). */
export function formatPointer(tokens: readonly PropertyKey[]): string {
  let out = '';
  for (const t of tokens) out += `/${escapePointerToken(String(t))}`;
  return out;
}
