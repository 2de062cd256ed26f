import type { ProductStock } from '@platen/domain/ship-message/ship-message';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

interface ProductView {
  identifier: string;
  name: string;
  brand: string;
  style: string;
  type: string;
  sizes: string[];
  colors: { name: string; sizes: string[] }[];
}
interface Availability {
  availability: Record<string, Record<string, number>>;
  backlogged: boolean;
}

export interface ProductFacts {
  label: string;
  /** Sizes offered in each colour (falls back to all sizes). */
  sizesFor(color: string | null): string[];
  stock: ProductStock;
}

/**
 * POST print products bulk (R-7-12) and GET availability (R-3-06) for the cart's products: what the quantity
 * matrix needs (sizes per colour) and what the ship message needs (type, prime stock, backlogged).
 */
export async function getProductFacts(
  identifiers: string[],
  signal?: AbortSignal,
): Promise<Record<string, ProductFacts>> {
  if (!identifiers.length) return {};
  const products = await http.post<ProductView[]>(
    serviceUrl('print', '/products/bulk'),
    { productIds: identifiers },
    { signal },
  );
  const stocks = await Promise.all(
    products.map((p) =>
      http
        .get<Availability>(
          serviceUrl('print', '/products/:identifier/availability', { identifier: p.identifier }),
          { signal },
        )
        .catch(() => null),
    ),
  );
  return Object.fromEntries(
    products.map((p, i) => [
      p.identifier,
      {
        label: `${p.brand} ${p.style} ${p.name}`,
        sizesFor: (color: string | null) => p.colors.find((c) => c.name === color)?.sizes ?? p.sizes,
        stock: {
          type: p.type,
          primeStock: stocks[i]?.availability ?? null,
          backlogged: stocks[i]?.backlogged ?? null,
        },
      },
    ]),
  );
}

export const useProductFacts = (identifiers: string[]) =>
  useResource(`facts:${[...identifiers].sort().join(',')}`, (signal) => getProductFacts(identifiers, signal));
