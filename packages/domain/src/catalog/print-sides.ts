/** R-3-71 Print sides. */
export const PRINT_SIDES = [
  'front',
  'back',
  'right',
  'left',
  'sleeve-left',
  'sleeve-right',
  'hat-left',
  'hat-right',
  'outside-left',
  'outside-right',
  'inside-left',
  'inside-right',
] as const;
export type PrintSide = (typeof PRINT_SIDES)[number];

/** R-3-72 Embroidery sides. */
export const EMBROIDERY_SIDES = ['front', 'front-left', 'front-right', 'back', 'right', 'left'] as const;
export type EmbroiderySide = (typeof EMBROIDERY_SIDES)[number];

/** R-3-73 DTG side labels. */
export const DTG_SIDE_LABELS = { front: 'Front', back: 'Back', left: 'Left', right: 'Right' } as const;

/** R-3-74 Garment side names: the print sides of a garment plus front-left and front-right. */
export const GARMENT_SIDE_NAMES = [
  'front',
  'back',
  'left',
  'right',
  'sleeve-left',
  'sleeve-right',
  'front-left',
  'front-right',
] as const;
export type GarmentSideName = (typeof GARMENT_SIDE_NAMES)[number];
