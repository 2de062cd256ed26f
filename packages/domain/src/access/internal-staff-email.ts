/**
 * R-6-22 (open): addresses of internal staff are treated as non-customer users. The spec names 5 literal and 5
 * domain patterns but withholds their values, so they are configuration. docs/decisions/internal-staff-emails.md.
 */
export interface InternalStaffEmailConfig {
  /** Whole addresses, compared case-insensitively ("ops@example.com"). */
  literals: readonly string[];
  /** Domains ("example.com" or "@example.com"); also match their subdomains ("mail.example.com"). */
  domains: readonly string[];
}

/** Shipped default: nobody is internal until the deployment configures its patterns. */
export const EMPTY_INTERNAL_STAFF_EMAILS: InternalStaffEmailConfig = { literals: [], domains: [] };

/** Example of the shape the spec describes (5 literal, 5 domain patterns) on reserved example domains (RFC 2606). */
export const EXAMPLE_INTERNAL_STAFF_EMAILS: InternalStaffEmailConfig = {
  literals: [
    'orders@example.com',
    'support@example.com',
    'production@example.com',
    'test@example.com',
    'sales@example.com',
  ],
  domains: ['example.com', 'example.net', 'example.org', 'staff.example', 'print.example'],
};

const normalize = (s: string): string => s.trim().toLowerCase();

/** True when `email` matches a literal address or a domain pattern (or a subdomain of one). */
export function isInternalStaffEmail(
  email: string | null | undefined,
  config: InternalStaffEmailConfig,
): boolean {
  if (!email) return false;
  const address = normalize(email);
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return false;
  if (config.literals.some((l) => normalize(l) === address)) return true;
  const domain = address.slice(at + 1);
  return config.domains.some((d) => {
    const pattern = normalize(d).replace(/^@/, '').replace(/^\*\./, '');
    return pattern !== '' && (domain === pattern || domain.endsWith(`.${pattern}`));
  });
}

/**
 * Parses the configuration from two comma- or newline-separated lists (environment variables are strings);
 * blanks are dropped.
 */
export function parseInternalStaffEmailConfig(literals = '', domains = ''): InternalStaffEmailConfig {
  const split = (s: string) =>
    s
      .split(/[,\n]/)
      .map((x) => x.trim())
      .filter(Boolean);
  return { literals: split(literals), domains: split(domains) };
}
