import { useEffect, useState } from 'react';

/**
 * The `key` once it has stayed the same for `ms` (typing and nudging settle first); null until then. `onSettle`
 * runs when it settles (in the timer, not while rendering).
 */
export function useSettledKey(key: string | null, ms: number, onSettle?: () => void): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the value; onSettle is re-created every render
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => {
      onSettle?.();
      setSettled(key);
    }, ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return key === null ? null : settled;
}
