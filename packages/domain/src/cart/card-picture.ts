/**
 * What a cart card shows as its picture: the saved design's mockup on the product colour (its first printed
 * side), else the product's own picture in its colour, else nothing product-shaped (the artwork's thumbnail or a
 * placeholder). One rule for the cart page and for the server's first-screen preload of that picture.
 */
export type CardPicture =
  | { kind: 'mockup'; designId: string; productIdentifier: string; color: string; side: string }
  | { kind: 'product'; productIdentifier: string; color: string }
  | null;

interface PrintableLike {
  productIdentifier?: string | null;
  color?: string | null;
}
interface DraftLike {
  designId?: string | null;
  sides?: Readonly<Record<string, { elements?: readonly unknown[] } | undefined>>;
}

export function cardPicture(printable: PrintableLike, draft: DraftLike | undefined): CardPicture {
  const { productIdentifier, color } = printable;
  if (!productIdentifier || !color) return null;
  const side = Object.entries(draft?.sides ?? {}).find(([, s]) => (s?.elements?.length ?? 0) > 0);
  if (draft?.designId && side)
    return { kind: 'mockup', designId: draft.designId, productIdentifier, color, side: side[0] };
  return { kind: 'product', productIdentifier, color };
}
