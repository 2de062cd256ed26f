/** R-3-68: how strongly a blacklisted keyword flags a design, lowest first. */
export const BLACKLIST_KEYWORD_LEVELS = ['IGNORED', 'MEDIUM', 'HIGH'] as const;
export type BlacklistKeywordLevel = (typeof BLACKLIST_KEYWORD_LEVELS)[number];

/** Highest level among matched keywords (IGNORED when none matched). */
export function highestBlacklistLevel(levels: readonly BlacklistKeywordLevel[]): BlacklistKeywordLevel {
  let best = 0;
  for (const l of levels) best = Math.max(best, BLACKLIST_KEYWORD_LEVELS.indexOf(l));
  return BLACKLIST_KEYWORD_LEVELS[best]!;
}
