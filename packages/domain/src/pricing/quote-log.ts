import type { QuoteIssue } from './quote-types.ts';

/**
 * Quote step "issues": what a quote tells besides prices. Bad values (code bad_value with the request path,
 * O-5-77), warnings once each, and order issues once each.
 */
export interface QuoteLog {
  issues: QuoteIssue[];
  warnings: string[];
  orderIssues: Set<string>;
  bad(path: string, message: string): void;
  warn(message: string): void;
}

export function quoteLog(): QuoteLog {
  const issues: QuoteIssue[] = [];
  const warnings: string[] = [];
  return {
    issues,
    warnings,
    orderIssues: new Set<string>(),
    bad: (path, message) => issues.push({ code: 'bad_value', path, message }),
    warn: (message) => {
      if (!warnings.includes(message)) warnings.push(message);
    },
  };
}
