import type { DesignDraft } from '@platen/domain/entities/entities';
import { HttpError, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import type { ServiceIssue } from './types.ts';

export type CreateDesignResult =
  | { ok: true; designId: string }
  | { ok: false; issues: ServiceIssue[] }
  | { ok: false; issues: null; error: Error };

/** POST print v3 design per print type (O-7-15): designId, or the service's issues (O-7-16). */
export async function createDesign(draft: DesignDraft): Promise<CreateDesignResult> {
  const { printType } = draft;
  if (!printType)
    return { ok: false, issues: [{ path: 'printType', message: 'Choose a print type for the design.' }] };
  try {
    const { designId } = await http.post<{ designId: string }>(
      serviceUrl('print', '/v3/design/:printType', { printType }),
      { ...draft, designId: null },
    );
    return { ok: true, designId };
  } catch (error) {
    const issues = error instanceof HttpError ? (error.body as { issues?: unknown })?.issues : null;
    if (Array.isArray(issues)) {
      return {
        ok: false,
        issues: issues.map((i: { path?: unknown; message?: unknown }) => ({
          path: Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? ''),
          message: String(i.message ?? ''),
        })),
      };
    }
    return { ok: false, issues: null, error: error as Error };
  }
}
