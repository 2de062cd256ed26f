/** Where unhandled errors go (R-8, O-8). Console in development; a real service plugs in here. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

export const consoleReporter: ErrorReporter = {
  report(error, context) {
    console.error('[unhandled]', error, context ?? '');
  },
};

/** Keeps reports in memory: for tests and for the health of a process that has nowhere to send them. */
export function memoryReporter(): ErrorReporter & {
  reports: { error: unknown; context?: Record<string, unknown> }[];
} {
  const reports: { error: unknown; context?: Record<string, unknown> }[] = [];
  return { reports, report: (error, context) => void reports.push({ error, context }) };
}
