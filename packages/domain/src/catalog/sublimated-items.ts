/** R-3-85 Metal plate sizes (inches). */
export const METAL_PLATE_SIZES = ['8x12', '12x18', '16x24'] as const;
/** R-3-86 Cutting board rectangles (inches). */
export const CUTTING_BOARD_SIZES = ['8x11', '11x16'] as const;
/** R-3-87 Earring types. */
export const EARRING_TYPES = ['circle', 'teardrop'] as const;
/** R-3-87 Earring sides. */
export const EARRING_SIDES = ['right', 'left'] as const;
