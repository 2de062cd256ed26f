import type {
  ArtworkResponse,
  CatalogProductResponse,
  DatabasePrintableRequest,
  DesignCreatedSchema,
  IssueSchema,
  PrintableCreatedSchema,
} from '@platen/contracts';
import type { DesignDraft } from '@platen/domain/entities/entities';
import type { z } from 'zod';
import { type ApiError, injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Shapes of the print service answers the editor reads (packages/contracts). */
export type Artwork = ArtworkResponse;
export type EditorCatalogProduct = CatalogProductResponse;
/** A design-service issue (O-7-16), its path joined with dots. */
export type ServiceIssue = Pick<z.infer<typeof IssueSchema>, 'path' | 'message'>;

export type CreateDesignResult =
  | { ok: true; designId: string }
  | { ok: false; issues: ServiceIssue[] }
  | { ok: false; issues: null; error: Error };

/** The design service's issues (O-7-16) in a refusal's body, paths joined with dots; null when it has none. */
export function serviceIssues(body: unknown): ServiceIssue[] | null {
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((i: { path?: unknown; message?: unknown }) => ({
    path: Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? ''),
    message: String(i.message ?? ''),
  }));
}

/** URL of a product template drawing in a colour and side (drawn under the print area). */
export const templateUrl = (identifier: string, color: string, side: string) =>
  serviceUrl('print', '/products/:identifier/template/:color/:side', { identifier, color, side });

/** The template drawing's size (its width/height attributes): the coordinates print-area boxes are given in. */
export function svgSize(svg: unknown): { width: number; height: number } {
  const text = typeof svg === 'string' ? svg : '';
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(text)?.[1] ?? 1000);
  const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(text)?.[1] ?? width);
  return { width, height };
}

/** The design editor's server calls (product detail and tags come from api/print). */
export const editorApi = injectApi({
  endpoints: (b) => ({
    /** GET print product template: only its drawing size is read. */
    templateSize: b.query<{ width: number; height: number }, string>({
      query: (url) => url,
      transformResponse: svgSize,
    }),
    /** GET print v3 artwork (R-7-18): the user's latest artwork; with a query, search by name. */
    artworkLibrary: b.query<Artwork[], string>({
      query: (query) =>
        query
          ? serviceUrl('print', '/v3/artwork/search', { query, limit: 50 })
          : serviceUrl('print', '/v3/artwork', { limit: 50 }),
      providesTags: ['Artwork'],
    }),
    /** POST print v3 design per print type (O-7-15): designId, or the service's issues (O-7-16). */
    createDesign: b.mutation<z.infer<typeof DesignCreatedSchema>, DesignDraft & { printType: string }>({
      query: (draft) => ({
        url: serviceUrl('print', '/v3/design/:printType', { printType: draft.printType }),
        method: 'POST',
        body: { ...draft, designId: null },
      }),
      invalidatesTags: ['Design'],
    }),
    /** POST print v3 printable (O-7-17): a saved (database) printable of a design on a product colour. */
    createPrintable: b.mutation<z.infer<typeof PrintableCreatedSchema>, DatabasePrintableRequest>({
      query: (body) => ({ url: serviceUrl('print', '/v3/printable'), method: 'POST', body }),
      invalidatesTags: ['Printable'],
    }),
  }),
});

export const {
  useTemplateSizeQuery,
  useArtworkLibraryQuery,
  useCreateDesignMutation,
  useCreatePrintableMutation,
} = editorApi;

/** Saves a draft as a design (O-7-15): its id, or the service's issues (O-7-16) to show next to the design. */
export function useSaveDesign(): (draft: DesignDraft) => Promise<CreateDesignResult> {
  const [create] = useCreateDesignMutation();
  return async (draft) => {
    const { printType } = draft;
    if (!printType)
      return { ok: false, issues: [{ path: 'printType', message: 'Choose a print type for the design.' }] };
    try {
      const { designId } = await create({ ...draft, printType }).unwrap();
      return { ok: true, designId };
    } catch (e) {
      const err = e as ApiError;
      const issues = serviceIssues(err.body);
      return issues ? { ok: false, issues } : { ok: false, issues: null, error: new Error(err.message) };
    }
  };
}
