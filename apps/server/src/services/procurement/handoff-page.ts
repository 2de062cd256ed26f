import { createHash } from 'node:crypto';
import { escapeHtml } from '@platen/domain/format/escape-html';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64');

const SUBMIT = "document.getElementById('punchout').submit();";
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1b1f24}main{background:#fff;border-radius:12px;padding:2rem;max-width:28rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}button{font:inherit;font-weight:600;background:#1f4fd1;color:#fff;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer}button:focus-visible{outline:3px solid #0b2a80;outline-offset:2px}';

/**
 * The page that hands a cart back to the procurement system: a form posting the PunchOutOrderMessage as
 * `cxml-urlencoded` to the session's BrowserFormPost URL, submitted at once by a script allowed by its hash (and by
 * the button without script). Its CSP lets forms post to that one origin only.
 */
export function punchoutHandoffPage(formPostUrl: string, cxml: string, totalCents: number) {
  const total = (totalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Returning your cart to Coupa</title><style>${STYLE}</style></head><body><main><h1>Returning your cart to Coupa</h1><p>Your cart (${escapeHtml(total)}) goes back to Coupa for your company's approval.</p><form id="punchout" method="post" action="${escapeHtml(formPostUrl)}"><input type="hidden" name="cxml-urlencoded" value="${escapeHtml(cxml)}"><button type="submit">Continue to Coupa</button></form></main><script>${SUBMIT}</script></body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'sha256-${sha256(SUBMIT)}'`,
    `style-src 'sha256-${sha256(STYLE)}'`,
    `form-action ${new URL(formPostUrl).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
