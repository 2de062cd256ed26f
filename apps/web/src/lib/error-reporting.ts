/** Sends unhandled errors to the reporting service, except in development (O-8-26/27, R-8-13/14). */
export interface ErrorSink {
  send(report: { message: string; stack?: string; url?: string }): void;
}

export function createErrorReporter(environment: string, sink: ErrorSink) {
  return (error: unknown) => {
    if (environment === 'development') {
      console.error(error);
      return false;
    }
    const e = error instanceof Error ? error : new Error(String(error));
    sink.send({ message: e.message, stack: e.stack, url: globalThis.location?.href });
    return true;
  };
}

/** Beacons reports to the server's report endpoint. */
export const beaconSink: ErrorSink = {
  send(report) {
    try {
      navigator.sendBeacon?.('/api/errors', JSON.stringify(report));
    } catch {
      // reporting must never throw
    }
  },
};
