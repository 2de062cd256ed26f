// Plain strings only (no type syntax): packages/db/seed/generate-catalog.mjs imports this file under plain Node.

/**
 * Outlines of the catalogue's garment templates (SVG paths in a 1000 x 1000 box). The seeded templates
 * (packages/db/seed/generate-catalog.mjs) and the drawn product pictures (server catalog/product-templates.ts)
 * share them, so the catalogue's print-area boxes sit on the same outlines in both.
 */
export const TEE_OUTLINE =
  'M330 90 L400 70 Q500 130 600 70 L670 90 L900 230 L830 400 L760 360 L760 930 L240 930 L240 360 L170 400 L100 230 Z';
export const LONGSLEEVE_OUTLINE =
  'M330 90 L400 70 Q500 130 600 70 L670 90 L830 210 L960 820 L870 850 L760 420 L760 930 L240 930 L240 420 L130 850 L40 820 L170 210 Z';
export const HOODIE_OUTLINE =
  'M330 110 L380 60 Q500 0 620 60 L670 110 L830 220 L960 820 L870 850 L760 430 L760 930 L240 930 L240 430 L130 850 L40 820 L170 220 Z';
export const TANK_OUTLINE =
  'M320 70 L390 70 Q500 220 610 70 L680 70 L700 300 L760 360 L760 930 L240 930 L240 360 L300 300 Z';
