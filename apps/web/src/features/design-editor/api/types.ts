import type { ArtworkResponse, CatalogProductResponse } from '@platen/contracts';

/** Shapes of the print service answers the editor reads (packages/contracts). */
export type Artwork = ArtworkResponse;
export type EditorCatalogProduct = CatalogProductResponse;
/** A design-service issue (O-7-16). */
export interface ServiceIssue {
  path: string;
  message: string;
}
