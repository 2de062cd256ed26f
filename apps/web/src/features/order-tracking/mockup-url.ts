import { serviceUrl } from '@/lib/service-url.ts';
import type { OrderProof } from './api/orders.ts';

type ProofItem = OrderProof['items'][number];

/** GET print mockup of one printed side of an order item; null when the item cannot be drawn. */
export function itemMockupUrl(item: ProofItem, side: string): string | null {
  const { designId, productIdentifier, color } = item;
  if (!designId || !productIdentifier || !color) return null;
  return serviceUrl('print', '/mockup/:designId/:productId/:color/:side', {
    designId,
    productId: productIdentifier,
    color,
    side,
  });
}
