import { readXsrfToken } from './http.ts';

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
    sink.send({
      message: e.message.slice(0, 2000),
      stack: e.stack?.slice(0, 8000),
      url: globalThis.location?.href.slice(0, 2000),
    });
    return true;
  };
}

/** Posts reports to the server's POST /api/errors; keepalive lets a report outlive the page. */
export const serverSink: ErrorSink = {
  send(report) {
    const xsrf = readXsrfToken();
    void fetch('/api/errors', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) },
      body: JSON.stringify(report),
    }).catch(() => {
      // reporting must never throw
    });
  },
};
