import { startTransition, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * Read-only server data for one screen: fetches when `key` changes (null skips), drops stale answers, and
 * aborts the request when the key changes or the screen goes away. An answer renders as a transition: React
 * renders a long list in slices instead of one long task.
 */
export function useResource<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const [state, setState] = useState<{ key: string | null; res: Resource<T> }>({
    key: null,
    res: { status: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request; the fetcher is re-created every render
  useEffect(() => {
    if (key === null) return;
    const ctl = new AbortController();
    const settle = (res: Resource<T>) => {
      if (!ctl.signal.aborted) startTransition(() => setState({ key, res }));
    };
    fetcher(ctl.signal).then(
      (data) => settle({ status: 'ok', data }),
      (error: unknown) =>
        settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => ctl.abort();
  }, [key]);
  return state.key === key ? state.res : { status: 'loading' };
}
