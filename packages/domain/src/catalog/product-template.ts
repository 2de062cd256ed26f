import type { ProductTemplate } from './catalog-models.ts';

/** What a template lookup needs of a product. */
export interface TemplateSource {
  templates: ProductTemplate;
  supplierTemplates?: ProductTemplate | null;
  properties?: { supplierMockups?: boolean | null } | null;
}

/** R-3-39 A front template also serves front-left and front-right. */
const SIDE_FALLBACKS: Readonly<Record<string, string>> = { 'front-left': 'front', 'front-right': 'front' };

function fromTemplate(
  template: ProductTemplate | null | undefined,
  color: string,
  side: string,
): string | null {
  const entry = template?.colors.find((c) => c.name.toLowerCase() === color.toLowerCase());
  if (!entry) return null;
  const fallback = SIDE_FALLBACKS[side];
  return entry.templates[side] ?? (fallback ? entry.templates[fallback] : undefined) ?? null;
}

/**
 * R-3-37..39 The mockup template for a colour and side. Supplier mockup templates are used only when the product
 * property supplierMockups is set (then they win, with our own templates as fallback).
 */
export function selectTemplate(product: TemplateSource, color: string, side: string): string | null {
  const own = fromTemplate(product.templates, color, side);
  if (product.properties?.supplierMockups !== true) return own;
  return fromTemplate(product.supplierTemplates, color, side) ?? own;
}
