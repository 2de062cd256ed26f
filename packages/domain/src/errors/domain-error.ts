/** A rule the spec says "raises an error" (O-8, R-8): programming or data errors, not user input mistakes. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A user-facing issue returned (not thrown) by a rule: where and what. */
export interface Issue {
  path: string;
  message: string;
  code?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(issues: Issue[]): Result<T> => ({ ok: false, issues });
