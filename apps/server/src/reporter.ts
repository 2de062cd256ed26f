/** Where unhandled errors go (R-8, O-8). Console in development; a real service plugs in here. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** Caps of one report line: no field, however much a caller sends, makes a log line unbounded. */
export const LOG_CAPS = { string: 2000, stack: 8000, keys: 30, items: 20, depth: 4 } as const;

/**
 * One report as one line of JSON: `{"time","level":"error","msg":"unhandled","error":{name,message,stack},
 * "context":{…}}`. JSON escapes every control character (a newline in a browser's `stack` becomes `\n`), and the
 * line separators JSON leaves raw (U+0085, U+2028, U+2029, other C1 controls) are escaped too, so no field can
 * end the line or start a forged one; strings, keys and nesting are capped (LOG_CAPS).
 */
export function reportLine(error: unknown, context?: Record<string, unknown>): string {
  const e =
    error instanceof Error
      ? {
          name: capString(error.name, 200),
          message: capString(error.message, LOG_CAPS.string),
          stack: error.stack === undefined ? undefined : capString(error.stack, LOG_CAPS.stack),
        }
      : { message: capString(String(error), LOG_CAPS.string) };
  const record = {
    time: new Date().toISOString(),
    level: 'error',
    msg: 'unhandled',
    error: e,
    ...(context ? { context: capValue(context, 0) } : {}),
  };
  return `${JSON.stringify(record).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

function capString(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max)}…[${s.length - max} more]` : s;
}

function capValue(v: unknown, depth: number): unknown {
  if (typeof v === 'string') return capString(v, LOG_CAPS.string);
  if (v === null || typeof v !== 'object')
    return typeof v === 'bigint' || typeof v === 'symbol' ? String(v) : v;
  if (depth >= LOG_CAPS.depth) return '[nested]';
  if (v instanceof Error) return { name: v.name, message: capString(v.message, LOG_CAPS.string) };
  if (Array.isArray(v)) return v.slice(0, LOG_CAPS.items).map((x) => capValue(x, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v).slice(0, LOG_CAPS.keys))
    out[capString(k, 100)] = capValue(x, depth + 1);
  return out;
}

/** Writes each report as one JSON line (reportLine) to `write`. */
export function jsonLineReporter(write: (line: string) => void): ErrorReporter {
  return { report: (error, context) => write(reportLine(error, context)) };
}

/** The default: one JSON line per report on stderr. */
export const consoleReporter: ErrorReporter = jsonLineReporter((line) => {
  process.stderr.write(line);
});

/** Keeps reports in memory: for tests and for the health of a process that has nowhere to send them. */
export function memoryReporter(): ErrorReporter & {
  reports: { error: unknown; context?: Record<string, unknown> }[];
} {
  const reports: { error: unknown; context?: Record<string, unknown> }[] = [];
  return { reports, report: (error, context) => void reports.push({ error, context }) };
}
