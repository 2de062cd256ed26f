/**
 * O-6-03 / R-7-08: print-service calls authenticate with HTTP basic auth, an empty user name and the user's
 * apiKey as password. btoa/atob only (no Buffer) so this runs in the browser and in Node alike; UTF-8 is
 * encoded first because btoa only accepts Latin-1.
 */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** One strict UTF-8 decoder for every header (decode without `stream` keeps no state between calls). */
const utf8 = new TextDecoder('utf-8', { fatal: true });
const ASCII = /^[\x00-\x7f]*$/;

function fromBase64(b64: string): string | null {
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    return null;
  }
  // Plain ASCII (every API key) is its own UTF-8 decoding: no byte copy, no decoder.
  if (ASCII.test(binary)) return binary;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** `Authorization` header value for the print service: "Basic base64(':' + apiKey)". */
export const basicAuthHeader = (apiKey: string): string => `Basic ${toBase64(`:${apiKey}`)}`;

/** Credentials read back from a basic `Authorization` header. */
export interface BasicCredentials {
  user: string;
  password: string;
}

/** Parses a basic `Authorization` header; null when it is not a well-formed basic header. */
export function parseBasicAuth(header: string | null | undefined): BasicCredentials | null {
  const match = /^\s*basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = fromBase64(match[1]);
  if (decoded === null) return null;
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The apiKey of a print-service header: the password when the user name is empty, else null. */
export function apiKeyFromBasicAuth(header: string | null | undefined): string | null {
  const creds = parseBasicAuth(header);
  return creds && creds.user === '' && creds.password !== '' ? creds.password : null;
}
