// Generates catalog.json, templates.json and pricing.json in this folder. The JSON files are the seed data
// (committed); this script only documents how they were made and lets them be regenerated deterministically.
// Run: node packages/db/seed/generate-catalog.mjs
import { writeFileSync } from 'node:fs';
import {
  HOODIE_OUTLINE,
  LONGSLEEVE_OUTLINE,
  TANK_OUTLINE,
  TEE_OUTLINE,
} from '../../domain/src/mockup/garment-silhouettes.ts';

const out = new URL('./', import.meta.url);

// ---------- deterministic pseudo-random numbers (mulberry32) ----------
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

// ---------- templates: simple clean SVG silhouettes, fill #COLOR replaced at render time ----------
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f4f4f4"/>${body}</svg>`;
const shape = (d) =>
  `<path d="${d}" fill="#COLOR" stroke="#3a3a3a" stroke-width="4" stroke-linejoin="round"/>`;
const line = (d) => `<path d="${d}" fill="none" stroke="#3a3a3a" stroke-opacity="0.35" stroke-width="3"/>`;
const TEE = TEE_OUTLINE;
const LONG = LONGSLEEVE_OUTLINE;
const HOOD = HOODIE_OUTLINE;
const TANK = TANK_OUTLINE;
const BODY =
  'M340 90 L410 70 Q500 140 590 70 L660 90 L820 220 L760 330 L700 300 L700 700 Q700 800 600 830 L560 930 L440 930 L400 830 Q300 800 300 700 L300 300 L240 330 L180 220 Z';
const templates = {
  'tee-front': svg(1000, 1000, shape(TEE) + line('M400 70 Q500 160 600 70')),
  'tee-back': svg(1000, 1000, shape(TEE) + line('M400 70 Q500 100 600 70')),
  'longsleeve-front': svg(1000, 1000, shape(LONG) + line('M400 70 Q500 160 600 70')),
  'longsleeve-back': svg(1000, 1000, shape(LONG) + line('M400 70 Q500 100 600 70')),
  'hoodie-front': svg(
    1000,
    1000,
    shape(HOOD) + line('M400 60 Q500 260 600 60') + line('M330 700 L670 700 L640 860 L360 860 Z'),
  ),
  'hoodie-back': svg(1000, 1000, shape(HOOD) + line('M380 60 Q500 200 620 60')),
  'tank-front': svg(1000, 1000, shape(TANK)),
  'tank-back': svg(1000, 1000, shape(TANK) + line('M390 70 Q500 150 610 70')),
  'bodysuit-front': svg(1000, 1000, shape(BODY)),
  'bodysuit-back': svg(1000, 1000, shape(BODY) + line('M410 70 Q500 110 590 70')),
  'cap-front': svg(
    1000,
    1000,
    shape('M180 620 Q180 250 500 230 Q820 250 820 620 Z') +
      shape('M150 620 L850 620 Q900 700 850 760 L150 760 Q100 700 150 620 Z') +
      line('M500 230 L500 620'),
  ),
  'beanie-front': svg(
    1000,
    1000,
    shape('M220 700 Q200 250 500 220 Q800 250 780 700 Z') +
      shape('M190 640 L810 640 L810 820 L190 820 Z') +
      line(
        'M260 660 L260 800 M340 660 L340 800 M420 660 L420 800 M500 660 L500 800 M580 660 L580 800 M660 660 L660 800 M740 660 L740 800',
      ),
  ),
  'apron-front': svg(
    1000,
    1000,
    shape('M350 80 L650 80 L650 300 L820 380 L820 940 L180 940 L180 380 L350 300 Z') +
      line('M350 80 Q500 0 650 80') +
      line('M300 650 L700 650 L700 820 L300 820 Z'),
  ),
  'backpack-front': svg(
    1000,
    1000,
    shape('M230 200 Q230 110 500 110 Q770 110 770 200 L800 920 L200 920 Z') +
      line('M290 560 L710 560 L720 860 L280 860 Z') +
      line('M420 110 Q500 30 580 110'),
  ),
  // Mug (11oz) and case drawn from packages/domain/src/mockup/product-geometry.ts; the body carries the print area.
  'mug-front': svg(
    1000,
    600,
    `<path d="M843.4 193.4 C972.4 193.4 972.4 406.6 843.4 406.6" fill="none" stroke="#3a3a3a" stroke-width="40" stroke-linecap="round"/><path d="M843.4 193.4 C972.4 193.4 972.4 406.6 843.4 406.6" fill="none" stroke="#COLOR" stroke-width="34" stroke-linecap="round"/>` +
      `<rect x="50" y="128.1" width="797.4" height="343.8" rx="12" fill="#ffffff" stroke="#3a3a3a" stroke-width="3"/>`,
  ),
  'case-front': svg(
    600,
    1000,
    `<rect x="33.5" y="90.5" width="533" height="819" rx="71.5" fill="#COLOR" stroke="#3a3a3a" stroke-width="3"/>` +
      `<rect x="56.9" y="113.9" width="188.5" height="208" rx="45.5" fill="#2b2b2b" stroke="#111" stroke-width="2"/><circle cx="113.5" cy="172.1" r="37.7" fill="#555"/><circle cx="113.5" cy="263.7" r="37.7" fill="#555"/><circle cx="198.3" cy="217.9" r="15.1" fill="#ddd"/>`,
  ),
  'poster-front': svg(
    800,
    1000,
    `<rect x="60" y="40" width="680" height="920" fill="#COLOR" stroke="#3a3a3a" stroke-width="4"/>`,
  ),
  'tote-front': svg(
    1000,
    1000,
    shape('M200 320 L800 320 L840 940 L160 940 Z') + line('M340 320 Q340 100 500 100 Q660 100 660 320'),
  ),
  'pillow-front': svg(
    1000,
    1000,
    shape('M120 130 Q500 80 880 130 Q930 500 880 870 Q500 920 120 870 Q70 500 120 130 Z'),
  ),
  'coaster-front': svg(1000, 1000, shape('M150 150 L850 150 L850 850 L150 850 Z')),
  'mousepad-front': svg(
    1000,
    1000,
    `<rect x="80" y="150" width="840" height="690" rx="60" fill="#COLOR" stroke="#3a3a3a" stroke-width="4"/>`,
  ),
  'socks-front': svg(
    1000,
    1000,
    shape('M380 60 L620 60 L620 620 Q620 700 700 760 L820 830 Q880 900 800 940 L520 940 Q380 940 380 800 Z'),
  ),
};

// ---------- print areas, in inches with DPI and their rectangle on the template (template pixels) ----------
const area = (width, height, dpi, x, y, w) => ({
  width,
  height,
  dpi,
  box: { x, y, width: w, height: Math.round((w * height) / width) },
});
const GARMENT_AREAS = {
  front: area(14, 16, 300, 330, 200, 340),
  back: area(14, 16, 300, 330, 180, 340),
  'sleeve-left': area(3.5, 3.5, 300, 790, 260, 70),
  'sleeve-right': area(3.5, 3.5, 300, 140, 260, 70),
};
const YOUTH_AREAS = { front: area(10, 12, 300, 350, 210, 300), back: area(10, 12, 300, 350, 190, 300) };
const TANK_AREAS = { front: area(12, 16, 300, 340, 290, 320), back: area(12, 16, 300, 340, 240, 320) };
const BODY_AREAS = { front: area(6, 6.75, 300, 390, 300, 220), back: area(6, 6.75, 300, 390, 260, 220) };
const HAT_AREAS = { front: area(5, 2.75, 300, 340, 380, 320) };
const BEANIE_AREAS = { front: area(5, 2, 300, 360, 680, 280) };
const APRON_AREAS = { front: area(10, 10, 300, 330, 360, 340) };
const BACKPACK_AREAS = { front: area(10, 10, 300, 320, 200, 360) };
// Mug and case boxes are packages/domain/src/mockup/product-geometry.ts (mugGeometry, caseGeometry): the print
// area on the product body; the editor and the mockups draw from that module, a db test keeps these equal.
const MUG_AREAS = {
  front: { width: 8.36, height: 3.48, dpi: 300, box: { x: 72.5, y: 143.4, width: 752.4, height: 313.2 } },
};
const CASE_AREAS = {
  front: { width: 4.3, height: 6.5, dpi: 300, box: { x: 20.5, y: 77.5, width: 559, height: 845 } },
};
const posterArea = (w, h) => ({ front: area(w, h, 300, 60, 40, Math.round((920 * w) / h)) });

// ---------- products ----------
const ADULT = ['sml', 'med', 'lrg', 'xlg', 'xxl', 'xxxl'];
const ADULT4 = [...ADULT, 'xxxxl'];
const ADULT_XS = ['xsml', ...ADULT];
const YOUTH = ['xsml', 'sml', 'med', 'lrg', 'xlg'];
const INFANT = ['6m', '12m', '18m', '24m'];
const ONE = ['one'];

// Colours: name + hex.
const C = {
  white: ['White', 'ffffff'],
  black: ['Black', '111111'],
  navy: ['Navy', '1f2a44'],
  red: ['Red', 'c8102e'],
  royal: ['Royal', '2251a3'],
  sportGrey: ['Sport Grey', 'a7a8aa'],
  charcoal: ['Charcoal', '4b4b4d'],
  forest: ['Forest Green', '254d32'],
  maroon: ['Maroon', '5b1f2e'],
  gold: ['Gold', 'f2a900'],
  lightBlue: ['Light Blue', 'a4c8e1'],
  orange: ['Orange', 'f4633a'],
  purple: ['Purple', '4f2d7f'],
  sand: ['Sand', 'd8c7a1'],
  military: ['Military Green', '5e6b3d'],
  irishGreen: ['Irish Green', '00a650'],
  heatherGrey: ['Athletic Heather', 'b4b4b4'],
  heatherNavy: ['Heather Navy', '3b4456'],
  pink: ['Pink', 'f5b5c8'],
  ivory: ['Ivory', 'f2ecd8'],
  pepper: ['Pepper', '5f605b'],
  blueJean: ['Blue Jean', '6b7f99'],
  khaki: ['Khaki', 'b5a37f'],
  silver: ['Silver', 'c0c0c0'],
  camo: ['Camo', '6b6b47'],
  clear: ['Clear', 'eef3f5'],
};

let n = 0;
const products = [];
function product(p) {
  n++;
  const r = rng(hash(p.identifier));
  const colors = p.colors.map(([name, hex]) => ({ name, hex, sizes: p.colorSizes?.[name] ?? p.sizes }));
  const prices = {};
  p.sizes.forEach((s, i) => {
    const step = ['xxl', 'xxxl', 'xxxxl'].indexOf(s);
    prices[s] = p.price + (step >= 0 ? [200, 350, 500][step] : 0) + (p.priceStep ? p.priceStep * i : 0);
  });
  // Prime stock per colour x size: the last `noPrime` colours have none (supplier only), big sizes run short.
  const stock = {};
  colors.forEach((c, ci) => {
    const none = ci >= colors.length - (p.noPrime ?? 0);
    stock[c.name] = {};
    for (const s of c.sizes) {
      const big = ['xxxl', 'xxxxl'].includes(s);
      stock[c.name][s] = none ? 0 : big ? Math.floor(r() * 6) : 24 + Math.floor(r() * 400);
    }
  });
  const tags = {};
  for (const c of colors) {
    const own = [...(p.tags ?? []), ...(p.colorTags?.[c.name] ?? [])];
    if (own.length) tags[c.name] = [...new Set(own)];
  }
  for (const [key, t] of Object.entries(p.sizeTags ?? {})) tags[key] = t;
  products.push({
    productId: `P${String(1000 + n)}`,
    identifier: p.identifier,
    name: p.name,
    brand: p.brand,
    style: p.style,
    family: p.family,
    type: p.type,
    categories: p.categories,
    material: p.material,
    description: p.description,
    designable: p.designable ?? true,
    truckable: p.truckable ?? p.type === 'Garment',
    backlogged: p.backlogged ?? false,
    supplier: p.supplier ?? 'SANMAR',
    weightOz: p.weightOz,
    printTypes: p.printTypes,
    sizes: p.sizes,
    colors,
    prices,
    stock,
    tags,
    printAreas: p.areas,
    templates: p.templates,
    properties: p.properties ?? {},
  });
}

const tee = (identifier, brand, style, name, family, price, colors, extra = {}) =>
  product({
    identifier,
    brand,
    style,
    name,
    family,
    price,
    colors: colors.map((k) => C[k]),
    type: 'Garment',
    categories: ['short-sleeve-shirts'],
    material: 'cotton',
    description: `${brand} ${style} ${name}.`,
    sizes: ADULT,
    weightOz: 6,
    printTypes: ['screenprint', 'dtg', 'embr'],
    areas: GARMENT_AREAS,
    templates: {
      front: 'tee-front',
      back: 'tee-back',
      'sleeve-left': 'tee-front',
      'sleeve-right': 'tee-front',
    },
    ...extra,
  });

// T-shirts
tee(
  'gildan-5000',
  'Gildan',
  '5000',
  'Heavy Cotton T-Shirt',
  'Heavy Cotton',
  285,
  ['white', 'black', 'navy', 'red', 'royal', 'sportGrey', 'forest', 'maroon', 'gold', 'irishGreen'],
  {
    sizes: ADULT4,
    noPrime: 2,
    colorTags: { 'Sport Grey': [] },
    // The mill's published garment measurements, inches (flat chest width, body length from the shoulder).
    properties: {
      sizeChart: {
        'Chest width': { sml: 18, med: 20, lrg: 22, xlg: 24, xxl: 26, xxxl: 28, xxxxl: 30 },
        'Body length': { sml: 28, med: 29, lrg: 30, xlg: 31, xxl: 32, xxxl: 33, xxxxl: 34 },
      },
    },
  },
);
tee(
  'gildan-64000',
  'Gildan',
  '64000',
  'Softstyle T-Shirt',
  'Softstyle',
  310,
  ['white', 'black', 'navy', 'charcoal', 'heatherNavy', 'sand'],
  { noPrime: 1, colorTags: { 'Heather Navy': ['dtg-warn'] } },
);
tee(
  'gildan-2000',
  'Gildan',
  '2000',
  'Ultra Cotton T-Shirt',
  'Ultra Cotton',
  330,
  ['white', 'black', 'navy', 'military', 'sand', 'orange'],
  { sizes: ADULT4 },
);
tee(
  'gildan-8000',
  'Gildan',
  '8000',
  'DryBlend 50/50 T-Shirt',
  'DryBlend',
  320,
  ['white', 'black', 'royal', 'red', 'heatherGrey'],
  { tags: ['dtg-warn'], noPrime: 1 },
);
tee(
  'bella-canvas-3001',
  'Bella+Canvas',
  '3001',
  'Unisex Jersey Short Sleeve Tee',
  'Jersey',
  395,
  ['white', 'black', 'navy', 'heatherGrey', 'heatherNavy', 'pink', 'military', 'lightBlue'],
  {
    sizes: ADULT_XS,
    colorTags: { 'Athletic Heather': ['dtg-warn'], 'Heather Navy': ['dtg-warn'] },
    noPrime: 2,
  },
);
tee(
  'bella-canvas-3413',
  'Bella+Canvas',
  '3413',
  'Unisex Triblend Short Sleeve Tee',
  'Triblend',
  525,
  ['heatherGrey', 'heatherNavy', 'charcoal', 'blueJean'],
  { tags: ['dtg-warn'], material: 'polyester', noPrime: 1 },
);
tee(
  'next-level-3600',
  'Next Level',
  '3600',
  'Cotton Crew',
  'Cotton Crew',
  410,
  ['white', 'black', 'navy', 'royal', 'red', 'charcoal', 'sand'],
  { sizes: ADULT_XS, noPrime: 1 },
);
tee(
  'comfort-colors-1717',
  'Comfort Colors',
  '1717',
  'Garment-Dyed Heavyweight T-Shirt',
  'Garment-Dyed',
  630,
  ['white', 'black', 'ivory', 'pepper', 'blueJean', 'khaki'],
  { sizes: ADULT4, supplier: 'ALPHA', noPrime: 2 },
);
tee(
  'hanes-5280',
  'Hanes',
  '5280',
  'Essential-T Short Sleeve T-Shirt',
  'ComfortSoft',
  275,
  ['white', 'black', 'navy', 'red', 'heatherGrey'],
  { supplier: 'ALPHA' },
);
tee(
  'port-company-pc54',
  'Port & Company',
  'PC54',
  'Core Cotton Tee',
  'Core Cotton',
  290,
  ['white', 'black', 'navy', 'royal', 'charcoal', 'gold'],
  { sizes: ADULT4 },
);
tee(
  'sport-tek-st350',
  'Sport-Tek',
  'ST350',
  'PosiCharge Competitor Tee',
  'PosiCharge',
  420,
  ['white', 'black', 'navy', 'royal', 'red', 'silver'],
  { tags: ['polyester', 'dtg-banned'], material: 'polyester', printTypes: ['screenprint', 'embr'] },
);
tee(
  'american-apparel-2001',
  'American Apparel',
  '2001',
  'Fine Jersey T-Shirt',
  'Fine Jersey',
  560,
  ['white', 'black', 'navy', 'heatherGrey'],
  { sizes: ADULT_XS, backlogged: true, noPrime: 4 },
);

// Long sleeves
const longSleeve = (identifier, brand, style, name, family, price, colors, extra = {}) =>
  tee(identifier, brand, style, name, family, price, colors, {
    categories: ['long-sleeve-shirts'],
    weightOz: 7.5,
    areas: {
      ...GARMENT_AREAS,
      'sleeve-left': area(3.5, 16, 300, 860, 300, 60),
      'sleeve-right': area(3.5, 16, 300, 80, 300, 60),
    },
    templates: {
      front: 'longsleeve-front',
      back: 'longsleeve-back',
      'sleeve-left': 'longsleeve-front',
      'sleeve-right': 'longsleeve-front',
    },
    ...extra,
  });
longSleeve(
  'gildan-5400',
  'Gildan',
  '5400',
  'Heavy Cotton Long Sleeve T-Shirt',
  'Heavy Cotton',
  560,
  ['white', 'black', 'navy', 'sportGrey', 'red'],
  { noPrime: 1 },
);
longSleeve(
  'bella-canvas-3501',
  'Bella+Canvas',
  '3501',
  'Unisex Jersey Long Sleeve Tee',
  'Jersey',
  790,
  ['white', 'black', 'heatherGrey', 'navy'],
  { colorTags: { 'Athletic Heather': ['dtg-warn'] } },
);
longSleeve('next-level-3601', 'Next Level', '3601', 'Cotton Long Sleeve Crew', 'Cotton Crew', 735, [
  'white',
  'black',
  'charcoal',
  'navy',
]);
longSleeve(
  'comfort-colors-6014',
  'Comfort Colors',
  '6014',
  'Garment-Dyed Heavyweight Long Sleeve',
  'Garment-Dyed',
  1050,
  ['white', 'black', 'ivory', 'blueJean'],
  { supplier: 'ALPHA', noPrime: 1 },
);

// Hoodies and sweatshirts
const hoodie = (identifier, brand, style, name, family, price, colors, extra = {}) =>
  tee(identifier, brand, style, name, family, price, colors, {
    categories: ['hoodies'],
    weightOz: 18,
    material: 'fleece',
    sizes: ADULT4,
    areas: { front: area(14, 10, 300, 330, 260, 340), back: area(14, 16, 300, 330, 190, 340) },
    templates: { front: 'hoodie-front', back: 'hoodie-back' },
    ...extra,
  });
hoodie(
  'gildan-18500',
  'Gildan',
  '18500',
  'Heavy Blend Hooded Sweatshirt',
  'Heavy Blend',
  1240,
  ['black', 'navy', 'sportGrey', 'maroon', 'forest', 'white'],
  { noPrime: 1, colorTags: { 'Sport Grey': ['dtg-warn'] } },
);
hoodie(
  'independent-ss4500',
  'Independent Trading Co.',
  'SS4500',
  'Midweight Hooded Sweatshirt',
  'Midweight',
  1680,
  ['black', 'navy', 'charcoal', 'sand', 'heatherGrey'],
  { supplier: 'SS' },
);
hoodie(
  'bella-canvas-3719',
  'Bella+Canvas',
  '3719',
  'Unisex Sponge Fleece Hoodie',
  'Sponge Fleece',
  2150,
  ['black', 'heatherGrey', 'navy', 'military'],
  { noPrime: 1 },
);
hoodie(
  'champion-s700',
  'Champion',
  'S700',
  'Powerblend Hooded Sweatshirt',
  'Powerblend',
  2390,
  ['black', 'navy', 'charcoal', 'red'],
  { supplier: 'ALPHA', noPrime: 2 },
);
hoodie(
  'gildan-18000',
  'Gildan',
  '18000',
  'Heavy Blend Crewneck Sweatshirt',
  'Heavy Blend',
  980,
  ['black', 'navy', 'sportGrey', 'white', 'red'],
  {
    categories: ['sweatshirts'],
    areas: GARMENT_AREAS,
    templates: { front: 'longsleeve-front', back: 'longsleeve-back' },
  },
);
hoodie(
  'hanes-p170',
  'Hanes',
  'P170',
  'Ecosmart Hooded Sweatshirt',
  'Ecosmart',
  1190,
  ['black', 'navy', 'charcoal', 'white'],
  { supplier: 'ALPHA' },
);

// Tanks
const tank = (identifier, brand, style, name, family, price, colors, extra = {}) =>
  tee(identifier, brand, style, name, family, price, colors, {
    categories: ['tank-tops'],
    weightOz: 4,
    areas: TANK_AREAS,
    templates: { front: 'tank-front', back: 'tank-back' },
    ...extra,
  });
tank(
  'bella-canvas-3480',
  'Bella+Canvas',
  '3480',
  'Unisex Jersey Tank',
  'Jersey',
  420,
  ['white', 'black', 'heatherGrey', 'navy'],
  { sizes: ADULT_XS.slice(0, 6), colorTags: { 'Athletic Heather': ['dtg-warn'] } },
);
tank('next-level-3633', 'Next Level', '3633', 'Cotton Tank', 'Cotton', 440, ['white', 'black', 'charcoal'], {
  sizes: ADULT.slice(0, 5),
});
tank(
  'gildan-2200',
  'Gildan',
  '2200',
  'Ultra Cotton Tank Top',
  'Ultra Cotton',
  410,
  ['white', 'black', 'navy', 'sportGrey'],
  { sizes: ADULT.slice(0, 5), noPrime: 1 },
);

// Youth and infant
tee(
  'gildan-5000b',
  'Gildan',
  '5000B',
  'Heavy Cotton Youth T-Shirt',
  'Heavy Cotton',
  240,
  ['white', 'black', 'navy', 'red', 'royal'],
  {
    categories: ['short-sleeve-shirts'],
    sizes: YOUTH,
    weightOz: 4.5,
    areas: YOUTH_AREAS,
    templates: { front: 'tee-front', back: 'tee-back' },
    properties: { youth: true, platen: 'small' },
  },
);
tee(
  'bella-canvas-3001y',
  'Bella+Canvas',
  '3001Y',
  'Youth Jersey Short Sleeve Tee',
  'Jersey',
  360,
  ['white', 'black', 'heatherGrey', 'pink'],
  {
    sizes: YOUTH.slice(1),
    weightOz: 4,
    areas: YOUTH_AREAS,
    templates: { front: 'tee-front', back: 'tee-back' },
    colorTags: { 'Athletic Heather': ['dtg-warn'] },
    properties: { youth: true, platen: 'small' },
  },
);
hoodie(
  'gildan-18500b',
  'Gildan',
  '18500B',
  'Heavy Blend Youth Hooded Sweatshirt',
  'Heavy Blend',
  1050,
  ['black', 'navy', 'sportGrey', 'red'],
  {
    sizes: YOUTH,
    weightOz: 12,
    areas: { front: area(10, 8, 300, 350, 270, 300), back: area(10, 12, 300, 350, 200, 300) },
    properties: { youth: true, platen: 'small' },
  },
);
tee(
  'rabbit-skins-4400',
  'Rabbit Skins',
  '4400',
  'Infant Fine Jersey Bodysuit',
  'Infant',
  420,
  ['white', 'black', 'pink', 'lightBlue'],
  {
    categories: ['short-sleeve-shirts'],
    sizes: INFANT,
    weightOz: 2.5,
    areas: BODY_AREAS,
    templates: { front: 'bodysuit-front', back: 'bodysuit-back' },
    noPrime: 1,
    properties: { infant: true },
  },
);
tee(
  'rabbit-skins-3321',
  'Rabbit Skins',
  '3321',
  'Toddler Fine Jersey Tee',
  'Toddler',
  395,
  ['white', 'black', 'red', 'navy'],
  {
    sizes: ['2t', '3t', '4t', '5t'],
    weightOz: 3,
    areas: BODY_AREAS,
    templates: { front: 'tee-front', back: 'tee-back' },
    properties: { toddler: true },
  },
);

// Hats and beanies (embroidery)
const hat = (identifier, brand, style, name, family, price, colors, extra = {}) =>
  tee(identifier, brand, style, name, family, price, colors, {
    categories: ['hats'],
    material: 'structured-cap',
    sizes: ONE,
    weightOz: 4,
    printTypes: ['embr'],
    tags: ['dtg-banned', 'screenprint-banned'],
    areas: HAT_AREAS,
    templates: { front: 'cap-front' },
    properties: { embroideryKind: 'hat' },
    ...extra,
  });
hat(
  'yupoong-6089',
  'Yupoong',
  '6089',
  'Premium Flat Bill Snapback',
  'Classics',
  640,
  ['black', 'navy', 'charcoal', 'red', 'camo'],
  { noPrime: 1 },
);
hat(
  'richardson-112',
  'Richardson',
  '112',
  'Trucker Cap',
  'Trucker',
  690,
  ['black', 'navy', 'charcoal', 'khaki', 'white'],
  { supplier: 'ALPHA' },
);
hat(
  'yupoong-6245cm',
  'Yupoong',
  '6245CM',
  'Classic Dad Cap',
  'Classics',
  510,
  ['black', 'navy', 'khaki', 'white', 'pink'],
  { material: 'unstructured-cap' },
);
hat(
  'sportsman-sp15',
  'Sportsman',
  'SP15',
  '12" Cuffed Knit Beanie',
  'Knit',
  430,
  ['black', 'navy', 'charcoal', 'red', 'forest'],
  { categories: ['beanies'], material: 'knit', areas: BEANIE_AREAS, templates: { front: 'beanie-front' } },
);
hat(
  'port-company-cp90',
  'Port & Company',
  'CP90',
  'Knit Cap',
  'Knit',
  310,
  ['black', 'navy', 'red', 'royal', 'white'],
  {
    categories: ['beanies'],
    material: 'knit',
    areas: BEANIE_AREAS,
    templates: { front: 'beanie-front' },
    noPrime: 1,
  },
);

// Aprons and backpacks
product({
  identifier: 'port-authority-a500',
  brand: 'Port Authority',
  style: 'A500',
  name: 'Easy Care Full-Length Apron',
  family: 'Aprons',
  price: 880,
  colors: [C.black, C.navy, C.red, C.khaki].slice(0),
  type: 'Garment',
  categories: ['aprons'],
  material: 'polyester',
  description: 'Port Authority A500 full-length apron with pockets.',
  sizes: ONE,
  weightOz: 8,
  printTypes: ['screenprint', 'embr'],
  tags: ['polyester', 'dtg-banned'],
  areas: APRON_AREAS,
  templates: { front: 'apron-front' },
  properties: { embroideryKind: 'apron' },
});
product({
  identifier: 'liberty-bags-5502',
  brand: 'Liberty Bags',
  style: '5502',
  name: 'Cotton Bib Apron',
  family: 'Aprons',
  price: 540,
  colors: [C.black, C.navy, C.white, C.khaki],
  type: 'Garment',
  categories: ['aprons'],
  material: 'cotton',
  description: 'Liberty Bags 5502 cotton bib apron.',
  sizes: ONE,
  weightOz: 7,
  printTypes: ['screenprint', 'dtg', 'embr'],
  areas: APRON_AREAS,
  templates: { front: 'apron-front' },
  properties: { embroideryKind: 'apron' },
  noPrime: 1,
});
product({
  identifier: 'port-authority-bg204',
  brand: 'Port Authority',
  style: 'BG204',
  name: 'Value Backpack',
  family: 'Backpacks',
  price: 1290,
  colors: [C.black, C.navy, C.red],
  type: 'Garment',
  categories: ['backpacks'],
  material: 'polyester',
  description: 'Port Authority BG204 value backpack.',
  sizes: ONE,
  weightOz: 14,
  printTypes: ['screenprint', 'embr'],
  tags: ['polyester', 'dtg-banned'],
  areas: BACKPACK_AREAS,
  templates: { front: 'backpack-front' },
  properties: { embroideryKind: 'backpack' },
  truckable: false,
});
product({
  identifier: 'liberty-bags-8881',
  brand: 'Liberty Bags',
  style: '8881',
  name: 'Drawstring Backpack',
  family: 'Backpacks',
  price: 210,
  colors: [C.black, C.navy, C.royal, C.red, C.white],
  type: 'Garment',
  categories: ['backpacks'],
  material: 'polyester',
  description: 'Liberty Bags 8881 nylon drawstring backpack.',
  sizes: ONE,
  weightOz: 3,
  printTypes: ['screenprint'],
  tags: ['polyester', 'dtg-banned'],
  areas: BACKPACK_AREAS,
  templates: { front: 'backpack-front' },
  properties: { embroideryKind: 'backpack' },
  noPrime: 2,
});

// Mugs
product({
  identifier: 'ceramic-mug',
  brand: 'Platen',
  style: 'MUG-W',
  name: 'White Ceramic Mug',
  family: 'Mugs',
  price: 190,
  priceStep: 60,
  colors: [C.white],
  type: 'Mug',
  categories: ['mugs'],
  material: 'ceramic',
  description: 'Glossy white ceramic mug, 11 oz or 15 oz, dishwasher safe.',
  sizes: ['11oz', '15oz'],
  weightOz: 14,
  printTypes: ['mug'],
  areas: MUG_AREAS,
  templates: { front: 'mug-front' },
  truckable: false,
  supplier: 'INVENTORY',
});
product({
  identifier: 'accent-mug-11oz',
  brand: 'Platen',
  style: 'MUG-A11',
  name: 'Accent Mug 11 oz',
  family: 'Mugs',
  price: 260,
  colors: [C.black, C.navy, C.red, C.pink],
  type: 'Mug',
  categories: ['mugs'],
  material: 'ceramic',
  description: 'White ceramic mug with a coloured handle and inside.',
  sizes: ['11oz'],
  weightOz: 14,
  printTypes: ['mug'],
  areas: MUG_AREAS,
  templates: { front: 'mug-front' },
  truckable: false,
  supplier: 'INVENTORY',
});
product({
  identifier: 'ceramic-mug-15oz',
  brand: 'Platen',
  style: 'MUG-W15',
  name: 'Large White Ceramic Mug 15 oz',
  family: 'Mugs',
  price: 250,
  colors: [C.white],
  type: 'Mug',
  categories: ['mugs'],
  material: 'ceramic',
  description: 'Large glossy white mug.',
  sizes: ['15oz'],
  weightOz: 18,
  printTypes: ['mug'],
  areas: MUG_AREAS,
  templates: { front: 'mug-front' },
  truckable: false,
  supplier: 'INVENTORY',
});

// Phone cases (current models)
for (const [identifier, name] of [
  ['iphone-16-case', 'iPhone 16'],
  ['iphone-16-plus-case', 'iPhone 16 Plus'],
  ['iphone-16-pro-case', 'iPhone 16 Pro'],
  ['iphone-16-pro-max-case', 'iPhone 16 Pro Max'],
  ['iphone-15-case', 'iPhone 15'],
  ['galaxy-s25-case', 'Samsung Galaxy S25'],
  ['galaxy-s25-ultra-case', 'Samsung Galaxy S25 Ultra'],
  ['pixel-9-case', 'Google Pixel 9'],
]) {
  product({
    identifier,
    brand: 'Platen',
    style: identifier.toUpperCase(),
    name: `${name} Tough Case`,
    family: 'Tough Cases',
    price: 450,
    colors: [C.white, C.black, C.clear],
    type: 'Case',
    categories: ['phone-cases'],
    material: 'polycarbonate',
    description: `Two-layer impact resistant case for the ${name}, gloss or matte finish.`,
    sizes: ONE,
    weightOz: 2,
    printTypes: ['case'],
    areas: CASE_AREAS,
    templates: { front: 'case-front' },
    truckable: false,
    supplier: 'INVENTORY',
    properties: { finishes: ['gloss', 'matte'], minArtworkQuality: 100 },
  });
}

// Posters
for (const [size, w, h, price] of [
  ['11x17', 11, 17, 90],
  ['16x24', 16, 24, 160],
  ['24x36', 24, 36, 290],
]) {
  product({
    identifier: `matte-poster-${size}`,
    brand: 'Platen',
    style: `PST-${size}`,
    name: `Premium Matte Poster ${size.replace('x', '" x ')}"`,
    family: 'Posters',
    price,
    colors: [C.white],
    type: 'Poster',
    categories: ['posters'],
    material: 'paper',
    description: `Museum-grade 200 gsm matte paper, ${size} inches.`,
    sizes: ONE,
    weightOz: 6,
    printTypes: ['poster'],
    areas: posterArea(w, h),
    templates: { front: 'poster-front' },
    truckable: false,
    supplier: 'INVENTORY',
    properties: { posterSize: size },
  });
}

// Sublimation items
const sub = (identifier, name, family, price, categories, areaDef, template, extra = {}) =>
  product({
    identifier,
    brand: 'Platen',
    style: identifier.toUpperCase(),
    name,
    family,
    price,
    colors: [C.white],
    type: 'Housewares',
    categories,
    material: 'polyester',
    description: `${name}, dye-sublimated edge to edge.`,
    sizes: ONE,
    weightOz: 6,
    printTypes: ['sublimation'],
    tags: ['polyester', 'dtg-banned', 'screenprint-banned'],
    areas: { front: areaDef },
    templates: { front: template },
    truckable: false,
    supplier: 'INVENTORY',
    ...extra,
  });
sub(
  'sublimation-coaster',
  'Hardboard Coaster',
  'Coasters',
  150,
  ['coasters'],
  area(4.08, 4.08, 300, 150, 150, 700),
  'coaster-front',
);
sub(
  'sublimation-mousepad',
  'Neoprene Mouse Pad',
  'Mousepads',
  280,
  ['mousepads'],
  area(9.75, 8, 300, 80, 150, 840),
  'mousepad-front',
);
sub(
  'sublimation-tote',
  'Polyester Tote Bag',
  'Totes',
  390,
  ['tote-bags'],
  area(15, 15, 150, 260, 400, 480),
  'tote-front',
  { type: 'Accessories' },
);
sub(
  'sublimation-pillow',
  'Square Throw Pillow 18x18',
  'Pillows',
  820,
  ['pillows'],
  area(18, 18, 150, 170, 170, 660),
  'pillow-front',
);
sub(
  'sublimation-crew-socks',
  'Crew Socks',
  'Socks',
  540,
  ['socks'],
  area(3.5, 14, 150, 400, 80, 210),
  'socks-front',
  { type: 'Accessories', sizes: ['sml', 'med', 'lrg'] },
);
sub(
  'sublimation-aop-tee',
  'All-Over Print Polyester Tee',
  'All-Over Print',
  890,
  ['short-sleeve-shirts'],
  area(45.503, 33.55, 200, 100, 150, 800),
  'tee-front',
  { type: 'Garment', sizes: ADULT, printTypes: ['sublimation'] },
);

// ---------- categories ----------
const categoryNames = {
  'short-sleeve-shirts': 'Short Sleeve Shirts',
  'long-sleeve-shirts': 'Long Sleeve Shirts',
  'tank-tops': 'Tank Tops',
  sweatshirts: 'Sweatshirts',
  hoodies: 'Hoodies',
  hats: 'Hats',
  beanies: 'Beanies',
  aprons: 'Aprons',
  backpacks: 'Backpacks',
  mugs: 'Mugs',
  'phone-cases': 'Phone Cases',
  posters: 'Posters',
  coasters: 'Coasters',
  mousepads: 'Mouse Pads',
  'tote-bags': 'Tote Bags',
  pillows: 'Pillows',
  socks: 'Socks',
};
const categories = Object.entries(categoryNames).map(([categoryId, name], i) => ({
  categoryId,
  name,
  position: i,
}));

// ---------- pricing tables ----------
const US = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
];
// Base state sales-tax rates in basis points (state level only, 2025 published rates; local rates not included).
const TAX = {
  AL: 400,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 445,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  NE: 550,
  NV: 685,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
  PR: 1050,
};
const REGION = {
  WA: 'W',
  OR: 'W',
  CA: 'W',
  NV: 'W',
  AZ: 'W',
  HI: 'W',
  AK: 'W',
  ID: 'M',
  UT: 'M',
  MT: 'M',
  WY: 'M',
  CO: 'M',
  NM: 'M',
  ND: 'C',
  SD: 'C',
  NE: 'C',
  KS: 'C',
  OK: 'C',
  TX: 'S',
  MN: 'C',
  IA: 'C',
  MO: 'C',
  AR: 'S',
  LA: 'S',
  WI: 'C',
  IL: 'C',
  MI: 'C',
  IN: 'C',
  OH: 'C',
  KY: 'C',
  TN: 'S',
  MS: 'S',
  AL: 'S',
  GA: 'S',
  FL: 'S',
  SC: 'S',
  NC: 'E',
  VA: 'E',
  WV: 'E',
  MD: 'E',
  DC: 'E',
  DE: 'E',
  PA: 'E',
  NJ: 'E',
  NY: 'E',
  CT: 'E',
  RI: 'E',
  MA: 'E',
  VT: 'E',
  NH: 'E',
  ME: 'E',
  PR: 'S',
};
// Days from FREMONT, FRESNO, INDY, SCRANTON, DALLAS by region (CA is the spec's own example: 1.5/1/4/4.5/3).
const REGION_DAYS = {
  W: [2, 2, 4, 5, 3],
  M: [3, 3, 3, 4, 2],
  C: [4, 4, 1.5, 3, 2],
  S: [4.5, 4.5, 3, 3, 1.5],
  E: [5, 5, 2.5, 1.5, 3],
};
const deliveryDays = {};
for (const s of US) {
  const d = s === 'CA' ? [1.5, 1, 4, 4.5, 3] : REGION_DAYS[REGION[s]];
  deliveryDays[s] = { FREMONT: d[0], FRESNO: d[1], INDY: d[2], SCRANTON: d[3], DALLAS: d[4] };
}
const pricing = {
  currency: 'USD',
  screenprint: {
    // Unit price per printed side in cents, by ink colours (1..8) and quantity tier (minimum pieces).
    quantityTiers: [1, 24, 48, 72, 144, 288, 500, 1000],
    perSide: {
      1: [250, 200, 160, 130, 110, 95, 85, 75],
      2: [325, 260, 210, 170, 145, 125, 110, 95],
      3: [400, 320, 260, 210, 180, 155, 135, 115],
      4: [475, 380, 310, 250, 215, 185, 160, 135],
      5: [550, 440, 360, 290, 250, 215, 185, 155],
      6: [625, 500, 410, 330, 285, 245, 210, 175],
      7: [700, 560, 460, 370, 320, 275, 235, 195],
      8: [775, 620, 510, 410, 355, 305, 260, 215],
    },
    screenSetupPerColor: 1500,
  },
  dtg: {
    // Per side in cents by print-area tier; the first side of a garment costs more than each added side.
    areaTiers: [
      { tier: 'small', maxSquareInches: 16 },
      { tier: 'medium', maxSquareInches: 120 },
      { tier: 'large', maxSquareInches: 10000 },
    ],
    firstSide: { small: 400, medium: 650, large: 900 },
    additionalSide: { small: 250, medium: 400, large: 600 },
  },
  embroidery: { perSide: 600, freeStitches: 10000, stitchTier: 1000, perStitchTier: 75 },
  flat: {
    mug: { '11oz': 450, '15oz': 550 },
    case: { default: 900 },
    poster: { '11x17': 650, '16x24': 1100, '24x36': 1700 },
  },
  fees: {
    rushPercent: { 1: 50, 3: 25, 5: 10 },
    rushMinimum: 1500,
    preProduction: 2500,
    foldPolyPerPiece: 50,
    proof: 500,
  },
  pricingTiers: {
    standard: { discountPercent: 0, description: 'List price' },
    reseller: { discountPercent: 10, description: 'Reseller: 10% off printing' },
    enterprise: { discountPercent: 15, description: 'Enterprise: 15% off printing' },
  },
  shipping: {
    // Per shipment: base for the first piece plus each further piece, in cents; international for non-US.
    standard: { base: 499, perPiece: 100 },
    'ups-ground': { base: 899, perPiece: 125 },
    'ups-3-day-select': { base: 1899, perPiece: 200 },
    'ups-2nd-day-air': { base: 2499, perPiece: 250 },
    'ups-next-day-air': { base: 4499, perPiece: 350 },
    'usps-first-class': { base: 450, perPiece: 90 },
    'usps-priority': { base: 899, perPiece: 150 },
    'usps-express': { base: 2899, perPiece: 300 },
    'usps-parcel-select': { base: 699, perPiece: 110 },
    'fedex-ground': { base: 949, perPiece: 125 },
    'fedex-2-day': { base: 2599, perPiece: 250 },
    'fedex-standard-overnight': { base: 4699, perPiece: 350 },
    international: { base: 1999, perPiece: 400 },
  },
  // Production business days by print type (the SLA tiers of O-9-18..21), before rush.
  productionDays: { dtg: 3, mug: 3, case: 3, poster: 3, embr: 5, screenprint: 7 },
  salesTaxBasisPoints: TAX,
  deliveryDays,
};

writeFileSync(new URL('catalog.json', out), `${JSON.stringify({ categories, products }, null, 1)}\n`);
writeFileSync(new URL('templates.json', out), `${JSON.stringify(templates, null, 1)}\n`);
writeFileSync(new URL('pricing.json', out), `${JSON.stringify(pricing, null, 1)}\n`);
console.log(
  `${products.length} products, ${categories.length} categories, ${Object.keys(templates).length} templates`,
);
