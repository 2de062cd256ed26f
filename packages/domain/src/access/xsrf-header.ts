/** O-6-04 / R-1-08: every request carries same-origin credentials (fetch `credentials`). */
export const REQUEST_CREDENTIALS = 'same-origin' as const satisfies RequestCredentials;

/** O-6-05: the cookie the server sets and the header that must repeat it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The same cookie when the page is served over https: the `__Host-` prefix makes the browser refuse it unless it
 * is Secure, host-only and for path `/`, so no sibling subdomain or plain-http answer can plant it
 * (docs/decisions/https-cookies.md).
 */
export const XSRF_COOKIE_HTTPS = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Value of cookie `name` in a `document.cookie` style string, URI-decoded; null when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The XSRF token of a `document.cookie` string: the https cookie (`__Host-XSRF-TOKEN`) when present, else the
 * XSRF-TOKEN cookie; null when neither exists. The https one wins: only it cannot have been planted.
 */
export function xsrfToken(cookies: string | null | undefined): string | null {
  return readCookie(cookies, XSRF_COOKIE_HTTPS) ?? readCookie(cookies, XSRF_COOKIE);
}

/** O-6-05 / O-6-06 / R-1-09: the X-XSRF-TOKEN header when the XSRF-TOKEN cookie exists, else no header. */
export function xsrfHeaders(cookies: string | null | undefined): Record<string, string> {
  const token = xsrfToken(cookies);
  return token === null ? {} : { [XSRF_HEADER]: token };
}
