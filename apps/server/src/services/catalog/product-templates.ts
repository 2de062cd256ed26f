import {
  caseGeometry,
  MUG_MOCKUP_TEMPLATE,
  type MugSize,
  mugViews,
  type Rect,
} from '@platen/domain/mockup/product-geometry';
import {
  HOODIE_OUTLINE,
  LONGSLEEVE_OUTLINE,
  TANK_OUTLINE,
  TEE_OUTLINE,
} from '@platen/domain/mockup/garment-silhouettes';

/**
 * Photo-like product drawings, generated here (SVG rasterised by sharp) rather than downloaded: a garment with
 * shading, folds, seams and a drop shadow; a mug seen from both sides with its cylinder shaded; a phone case
 * with its camera cut-out. A drawing comes in layers so the artwork sits between them and takes the shading:
 * `base` under the artwork, `overlays` over it (multiply darkens folds and edges, screen adds the gloss),
 * `mask` (optional) where artwork may show at all (a case's camera hole is not printed).
 */
export interface ProductDrawing {
  width: number;
  height: number;
  base: string;
  /** Drawn over the base, under the artwork (a garment's body in its colour). */
  under?: string[];
  overlays: { svg: string; blend: 'multiply' | 'screen' | 'over' }[];
  mask?: string;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Relative luminance 0..1 of a hex colour (fold highlights are stronger on dark fabric). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const BACKDROP = (w: number, h: number) =>
  `<defs><radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#e4e4e2"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;

// ---------- garments ----------
// The catalogue garment templates' outlines (domain mockup/garment-silhouettes.ts, shared with the seed generator).
const TEE = TEE_OUTLINE;
const LONG = LONGSLEEVE_OUTLINE;
const HOOD = HOODIE_OUTLINE;
const TANK = TANK_OUTLINE;

interface GarmentShape {
  outline: string;
  /** Neckline (front dips lower than back). */
  collar: string;
  /** Seams: shoulders and sleeve joins. */
  seams: string;
  /** Folds: soft creases at the armpits, sleeves and hem, away from the chest print. */
  folds: string;
}

const SLEEVE_SEAMS =
  'M330 90 L240 360 M670 90 L760 360 M886 222 L816 392 M114 222 L184 392 M240 905 L760 905';
const GARMENTS: Record<string, GarmentShape> = {
  tee: {
    outline: TEE,
    collar: 'M400 70 Q500 160 600 70',
    seams: SLEEVE_SEAMS,
    folds:
      'M250 380 Q290 430 262 520 M750 380 Q712 430 738 520 M200 300 Q230 330 215 380 M800 300 Q770 330 785 380 M300 880 Q360 860 420 905 M700 880 Q640 860 580 905 M262 700 Q285 760 268 840 M738 700 Q715 760 732 840',
  },
  longsleeve: {
    outline: LONG,
    collar: 'M400 70 Q500 160 600 70',
    seams: 'M330 90 L240 420 M670 90 L760 420',
    folds:
      'M175 420 Q200 470 180 540 M825 420 Q800 470 820 540 M140 620 Q175 640 160 700 M860 620 Q825 640 840 700 M250 420 Q290 470 262 560 M750 420 Q712 470 738 560 M300 880 Q360 860 420 905 M700 880 Q640 860 580 905',
  },
  hoodie: {
    outline: HOOD,
    collar: 'M400 60 Q500 260 600 60',
    seams: 'M330 110 L240 430 M670 110 L760 430 M330 700 L670 700 L640 860 L360 860 Z',
    folds:
      'M175 430 Q200 480 180 550 M825 430 Q800 480 820 550 M140 640 Q175 660 160 720 M860 640 Q825 660 840 720 M250 440 Q290 480 262 580 M750 440 Q712 480 738 580 M300 890 Q360 870 420 910 M700 890 Q640 870 580 910',
  },
  tank: {
    outline: TANK,
    collar: 'M390 70 Q500 220 610 70',
    seams: 'M300 300 L240 360 M700 300 L760 360',
    folds:
      'M262 400 Q290 460 268 540 M738 400 Q712 460 732 540 M300 880 Q360 860 420 905 M700 880 Q640 860 580 905',
  },
};

/** Template names the garment drawing knows: `<shape>-front` / `<shape>-back`. */
function garmentOf(name: string): { shape: GarmentShape; back: boolean } | null {
  const m = /^(tee|longsleeve|hoodie|tank)-(front|back)$/.exec(name);
  if (!m) return null;
  return { shape: GARMENTS[m[1]!]!, back: m[2] === 'back' };
}

function garmentDrawing(shape: GarmentShape, back: boolean, hex: string): ProductDrawing {
  const dark = luminance(hex) < 0.35;
  // Collars are `M x1 y1 Q 500 yq x2 y2`: the back neckline is shallower, the front shows the inside of the back.
  const [x1 = 400, y1 = 70, , yq = 160, x2 = 600, y2 = 70] = (shape.collar.match(/[\d.]+/g) ?? []).map(
    Number,
  );
  const depth = back ? (yq - y1) / 3 : yq - y1;
  const collar = `M${x1} ${y1} Q500 ${y1 + depth} ${x2} ${y2}`;
  // The backdrop and blurred shadow do not depend on the colour (rasterised once); the body in its colour has no
  // filter, so a new colour costs little (P7 renders every colour of a product in turn).
  const base = svg(
    1000,
    1000,
    `${BACKDROP(1000, 1000)}<defs><filter id="sh" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
      `<path d="${shape.outline}" transform="translate(10 18)" fill="#000" fill-opacity="0.22" filter="url(#sh)"/>`,
  );
  const body = svg(
    1000,
    1000,
    `<path d="${shape.outline}" fill="#${hex}"/>` +
      // The neck rib.
      `<path d="${collar}" fill="none" stroke="#${hex}" stroke-width="22"/>` +
      `<path d="${collar}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`,
  );
  // Over the artwork: multiply darkens folds, seams and the edges (the body turns away), keeping the chest clear.
  const shade = svg(
    1000,
    1000,
    `<defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>` +
      `<linearGradient id="side" x1="0" x2="1"><stop offset="0" stop-color="#7a7a7a"/><stop offset="0.2" stop-color="#dcdcdc"/><stop offset="0.32" stop-color="#fff"/><stop offset="0.68" stop-color="#fff"/><stop offset="0.8" stop-color="#dcdcdc"/><stop offset="1" stop-color="#7a7a7a"/></linearGradient>` +
      `<clipPath id="c"><path d="${shape.outline}"/></clipPath></defs>` +
      `<rect width="1000" height="1000" fill="#fff"/>` +
      `<g clip-path="url(#c)"><rect width="1000" height="1000" fill="url(#side)" opacity="0.55"/>` +
      `<path d="${shape.folds}" fill="none" stroke="#8a8a8a" stroke-width="11" stroke-linecap="round" filter="url(#f)"/>` +
      `<path d="${shape.seams}" fill="none" stroke="#555" stroke-width="3" stroke-dasharray="7 5" opacity="0.7"/>` +
      `<path d="M240 925 L760 925" stroke="#666" stroke-width="5" opacity="0.6"/></g>` +
      `<path d="${shape.outline}" fill="none" stroke="#333" stroke-width="3" stroke-opacity="0.6"/>`,
  );
  // Soft light on the folds' ridges: it shows on dark fabric, where multiply cannot.
  const light = svg(
    1000,
    1000,
    `<defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter><clipPath id="c"><path d="${shape.outline}"/></clipPath></defs>` +
      `<rect width="1000" height="1000" fill="#000"/><g clip-path="url(#c)" transform="translate(-14 -6)"><path d="${shape.folds}" fill="none" stroke="#fff" stroke-opacity="${dark ? 0.14 : 0.1}" stroke-width="10" stroke-linecap="round" filter="url(#f)"/></g>`,
  );
  return { ...lit(1000, 1000, base, shade, light), under: [body] };
}

// ---------- mugs ----------
const MUG_BODY = '#ffffff';

/** The two-view mug mockup: white ceramic bodies, rims, handles (coloured on accent mugs, `hex`). */
export function mugDrawing(size: MugSize, hex: string): ProductDrawing {
  const { width, height } = MUG_MOCKUP_TEMPLATE;
  const views = mugViews(size);
  const white = hex.toLowerCase() === 'ffffff';
  const accent = white ? '#f1f1f1' : `#${hex}`;
  const parts = views.map((v, i) => {
    const b = v.body;
    const rx = b.width / 2;
    const ry = b.width * 0.09;
    const hx = v.handle === 'left' ? b.x + 4 : b.x + b.width - 4;
    const dir = v.handle === 'left' ? -1 : 1;
    const showHandle = v.handle !== null;
    const hy = b.y + b.height * 0.2;
    const hh = b.height * 0.55;
    const reach = dir * b.width * 0.42;
    const handle = `M${hx} ${hy} C${hx + reach} ${hy - 10} ${hx + reach} ${hy + hh + 10} ${hx} ${hy + hh}`;
    return (
      `<ellipse cx="${b.x + rx}" cy="${b.y + b.height + 6}" rx="${rx * 1.08}" ry="${ry * 1.1}" fill="#000" opacity="0.25" filter="url(#sh)"/>` +
      (showHandle
        ? `<path d="${handle}" fill="none" stroke="#8a8a8a" stroke-width="${b.width * 0.13}" stroke-linecap="round"/>` +
          `<path d="${handle}" fill="none" stroke="${accent}" stroke-width="${b.width * 0.1}" stroke-linecap="round"/>`
        : '') +
      `<path d="M${b.x} ${b.y} L${b.x} ${b.y + b.height} A${rx} ${ry} 0 0 0 ${b.x + b.width} ${b.y + b.height} L${b.x + b.width} ${b.y} Z" fill="${MUG_BODY}" data-view="${i}"/>` +
      `<ellipse cx="${b.x + rx}" cy="${b.y}" rx="${rx}" ry="${ry}" fill="${white ? '#dcdcdc' : accent}" stroke="#bdbdbd" stroke-width="3"/>` +
      `<ellipse cx="${b.x + rx}" cy="${b.y + 3}" rx="${rx - 9}" ry="${ry - 6}" fill="#000" opacity="0.18"/>`
    );
  });
  const base = svg(
    width,
    height,
    `${BACKDROP(width, height)}<defs><filter id="sh" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter></defs>${parts.join('')}`,
  );
  // Cylinder shading over the print: dark at both silhouettes, a soft fall-off and the glaze's highlight.
  const shade = svg(
    width,
    height,
    `<defs><linearGradient id="cyl" x1="0" x2="1"><stop offset="0" stop-color="#8c8c8c"/><stop offset="0.12" stop-color="#d2d2d2"/><stop offset="0.3" stop-color="#fbfbfb"/><stop offset="0.55" stop-color="#f4f4f4"/><stop offset="0.85" stop-color="#c8c8c8"/><stop offset="1" stop-color="#858585"/></linearGradient></defs><rect width="${width}" height="${height}" fill="#fff"/>` +
      views
        .map((v) => {
          const b = v.body;
          const ry = b.width * 0.09;
          return `<path d="M${b.x} ${b.y} L${b.x} ${b.y + b.height} A${b.width / 2} ${ry} 0 0 0 ${b.x + b.width} ${b.y + b.height} L${b.x + b.width} ${b.y} A${b.width / 2} ${ry} 0 0 1 ${b.x} ${b.y} Z" fill="url(#cyl)"/>`;
        })
        .join(''),
  );
  const gloss = svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#000"/><stop offset="0.22" stop-color="#000"/><stop offset="0.3" stop-color="#5a5a5a"/><stop offset="0.38" stop-color="#000"/><stop offset="1" stop-color="#000"/></linearGradient></defs><rect width="${width}" height="${height}" fill="#000"/>` +
      views
        .map(
          (v) =>
            `<rect x="${v.body.x}" y="${v.body.y + 8}" width="${v.body.width}" height="${v.body.height - 4}" fill="url(#g)"/>`,
        )
        .join(''),
  );
  return lit(width, height, base, shade, gloss);
}

// ---------- phone cases ----------
const rr = (r: Rect, attrs: string) =>
  `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${r.radius ?? 0}" ${attrs}/>`;

/** A phone case from behind: the coloured back, rim shading and gloss over the print, the camera cut-out. */
export function caseDrawing(hex: string): ProductDrawing {
  const g = caseGeometry();
  const { width, height } = g.template;
  const [camera] = g.cutouts;
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1a1a1a" stroke="#6a6a6a" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#0d1b2a"/><circle cx="${cx - r * 0.2}" cy="${cy - r * 0.2}" r="${r * 0.15}" fill="#9fb3c8" opacity="0.7"/>`;
  const cameraArt = camera
    ? rr(camera, 'fill="#262626" stroke="#0f0f0f" stroke-width="3"') +
      lens(camera.x + camera.width * 0.3, camera.y + camera.height * 0.28, camera.width * 0.21) +
      lens(camera.x + camera.width * 0.3, camera.y + camera.height * 0.72, camera.width * 0.21) +
      `<circle cx="${camera.x + camera.width * 0.76}" cy="${camera.y + camera.height * 0.5}" r="${camera.width * 0.07}" fill="#f4f0d8"/>`
    : '';
  const base = svg(
    width,
    height,
    `${BACKDROP(width, height)}<defs><filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter></defs>` +
      rr({ ...g.body, x: g.body.x + 8, y: g.body.y + 14 }, 'fill="#000" opacity="0.3" filter="url(#sh)"') +
      rr(g.body, `fill="#${hex}" stroke="#9a9a9a" stroke-width="3"`),
  );
  const holes = g.cutouts.map((c) => rr(c, 'fill="#000"')).join('');
  const mask = svg(width, height, `${rr(g.body, 'fill="#fff"')}${holes}`);
  const rim = rr(g.body, 'fill="none" stroke="#6f6f6f" stroke-width="16" opacity="0.5"');
  const shade = svg(
    width,
    height,
    `<defs><filter id="b"><feGaussianBlur stdDeviation="6"/></filter></defs><rect width="${width}" height="${height}" fill="#fff"/><g filter="url(#b)">${rim}</g>` +
      rr(g.body, 'fill="none" stroke="#444" stroke-width="3"'),
  );
  const gloss = svg(
    width,
    height,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000"/><stop offset="0.25" stop-color="#000"/><stop offset="0.33" stop-color="#3c3c3c"/><stop offset="0.42" stop-color="#000"/></linearGradient><clipPath id="c">${rr(g.body, '')}</clipPath></defs><rect width="${width}" height="${height}" fill="#000"/><rect width="${width}" height="${height}" fill="url(#g)" clip-path="url(#c)"/>`,
  );
  const cameraOver = svg(width, height, cameraArt);
  const d = lit(width, height, base, shade, gloss);
  return { ...d, mask, overlays: [...d.overlays, { svg: cameraOver, blend: 'over' }] };
}

/** The drawing for a catalogue template name in a colour, when it is one drawn here; null otherwise. */
export function productDrawing(name: string, hex: string): ProductDrawing | null {
  const garment = garmentOf(name);
  if (garment) return garmentDrawing(garment.shape, garment.back, hex);
  if (name === 'case-front') return caseDrawing(hex);
  // The catalogue's mug picture (product page, R-2-24 view): the 11oz mug from three sides; the editor draws its
  // own flat wrap from the geometry.
  if (name === 'mug-front') return mugDrawing('11oz', hex);
  return null;
}

/** A drawing whose shading darkens (multiply) and whose light brightens (screen) the print over `base`. */
function lit(width: number, height: number, base: string, shade: string, light: string): ProductDrawing {
  return {
    width,
    height,
    base,
    overlays: [
      { svg: shade, blend: 'multiply' },
      { svg: light, blend: 'screen' },
    ],
  };
}

/** The drawing as one SVG (overlays blended by CSS): what the editor shows under its print area. */
export function flattenDrawing(d: ProductDrawing): string {
  const inner = (s: string) => s.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const ids = (s: string, i: number) =>
    s.replace(/id="(\w+)"/g, `id="$1${i}"`).replace(/url\(#(\w+)\)/g, `url(#$1${i})`);
  const layers = d.overlays
    .filter((o) => o.blend !== 'screen')
    .map(
      (o, i) =>
        `<g style="mix-blend-mode:${o.blend === 'over' ? 'normal' : o.blend}">${ids(inner(o.svg), i + 1)}</g>`,
    );
  const under = (d.under ?? []).map((u) => inner(u)).join('');
  return svg(d.width, d.height, `${ids(inner(d.base), 0)}${under}<g>${layers.join('')}</g>`);
}
