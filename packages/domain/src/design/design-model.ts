/** R-3-17 An image element of a saved design. */
export interface DesignElement {
  type: 'image';
  id: string;
  artworkId: string;
  /** Height / width of the artwork, as in entities' Element. */
  aspect: number;
  /** Fraction of the print-area width. */
  width: number;
  left: number;
  top: number;
  url: string;
  thumbnailUrl: string;
  fullQualityUrl: string;
  position: { horizontal: string };
}

/** R-3-16 A side of a saved design. */
export interface DesignSide {
  name: string;
  placeName: string;
  platen: { offset?: { top?: number; bottom?: number }; width?: number } | null;
  colors: { full: boolean; matched: string[]; sequences: string[][] };
  elements: DesignElement[];
}

/** R-3-15 A saved design: a type and a map of sides. */
export interface Design {
  type: string;
  sides: Record<string, DesignSide>;
}

type Exact<K extends string, T> = [Exclude<keyof T, K>, Exclude<K, keyof T>] extends [never, never]
  ? K[]
  : never;
/** A list of a type's field names that the compiler checks is complete and exact: fields<T>()(['a', 'b']). */
export const fields =
  <T>() =>
  <const K extends string>(keys: K[] & Exact<K, T>): readonly K[] =>
    keys;

/** R-3-15 Field names of a design (checked against the type at compile time). */
export const DESIGN_FIELDS = fields<Design>()(['type', 'sides']);
/** R-3-16 Field names of a design side. */
export const DESIGN_SIDE_FIELDS = fields<DesignSide>()(['name', 'placeName', 'platen', 'colors', 'elements']);
/** R-3-16 Colour fields of a design side. */
export const DESIGN_SIDE_COLOR_FIELDS = fields<DesignSide['colors']>()(['full', 'matched', 'sequences']);
/** R-3-17 Field names of a design element. */
export const DESIGN_ELEMENT_FIELDS = fields<DesignElement>()([
  'type',
  'id',
  'artworkId',
  'aspect',
  'width',
  'left',
  'top',
  'url',
  'thumbnailUrl',
  'fullQualityUrl',
  'position',
]);
