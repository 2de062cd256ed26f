import { listSavedPrintables } from '@/api/print/saved-printables.ts';
import { useResource } from '@/lib/use-resource.ts';

/** One page of the user's saved printables (O-2-30). */
export const useSavedPrintables = (limit: number, offset: number) =>
  useResource(`printables:${limit}:${offset}`, (signal) => listSavedPrintables({ limit, offset }, signal));
