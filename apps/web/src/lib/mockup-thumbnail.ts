import { cardPicture } from '@platen/domain/cart/card-picture';
import type { DesignDraft, Printable } from '@platen/domain/entities/entities';
import { serviceUrl } from '@/lib/service-url.ts';

/**
 * GET print mockup of a printable's first printed side when its design is saved, else the first
 * artwork's thumbnail, else null.
 */
export function mockupThumbnail(printable: Printable, draft: DesignDraft | undefined): string | null {
  if (!draft) return null;
  const side = Object.entries(draft.sides).find(([, s]) => s.elements.length > 0);
  return (
    designMockup(printable, draft) ?? side?.[1].elements.find((e) => e.thumbnailUrl)?.thumbnailUrl ?? null
  );
}

/** GET print mockup of a printable's first printed side when its design is saved on a product colour, else null. */
export function designMockup(printable: Printable, draft: DesignDraft | undefined): string | null {
  const picture = cardPicture(printable, draft);
  if (picture?.kind !== 'mockup') return null;
  return serviceUrl('print', '/mockup/:designId/:productId/:color/:side', {
    designId: picture.designId,
    productId: picture.productIdentifier,
    color: picture.color,
    side: picture.side,
  });
}
