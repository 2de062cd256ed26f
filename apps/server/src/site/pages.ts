import type { CatalogProductDoc } from '@platen/db';
import { type PictureSize, picture } from './picture.ts';
import { RUSH_ORDER_DAYS, SLA_TIER_DAYS } from '@platen/domain/calendar/sla';
import { GARMENT_PLATENS } from '@platen/domain/catalog/platens';
import { PRINT_AREAS } from '@platen/domain/catalog/print-areas';
import { DEFAULT_DPI } from '@platen/domain/catalog/product-defaults';
import { readablePrintType } from '@platen/domain/catalog/print-types';
import { SUBLIMATION_COLOURS } from '@platen/domain/catalog/sublimation-colours';
import { RASTER_FORMATS, VECTOR_FORMATS } from '@platen/domain/design/artwork-format';
import {
  EMBROIDERY_COLOUR_LIMIT,
  EMBROIDERY_FREE_STITCHES,
  SCREENPRINT_COLOUR_LIMIT,
} from '@platen/domain/design/colour-limits';
import { POSTER_FORMATS } from '@platen/domain/design/poster-size';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { SUPPORTED_WOOCOMMERCE_VERSIONS } from '@platen/domain/operations/woocommerce-versions';
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactErrors } from '@platen/domain/site/contact-form';
import type { StatusView } from '../services/site/site-status.ts';
import { type Html, html, raw } from './html.ts';

export const money = (cents: number | null | undefined) => (cents == null ? '—' : formatDollars(cents));
export const printTypeName = (t: string) => (t === 'sublimation' ? 'Sublimation' : readablePrintType(t));
const TIER_NAMES: Record<string, string> = { '0': 'Priority', '1': 'Standard', '2': 'Economy', '-1': 'Bulk' };

/** The SLA tiers as rows (tier name, business days), fastest first. */
export const slaTiers = () =>
  Object.entries(SLA_TIER_DAYS)
    .map(([tier, days]) => ({ name: TIER_NAMES[tier] ?? tier, days }))
    .sort((a, b) => a.days - b.days);

const formats = () =>
  html`<p>Artwork files: ${[...RASTER_FORMATS, ...VECTOR_FORMATS].map((f) => f.toUpperCase()).join(', ')}. Vector files
  (${VECTOR_FORMATS.map((f) => f.toUpperCase()).join(', ')}) print sharp at any size; raster files should reach
  ${DEFAULT_DPI} DPI at the printed size.</p>`;

const turnaround = () =>
  html`<h2>Turnaround</h2><div class="table-wrap"><table><caption class="sr-only">Turnaround by service tier</caption><thead><tr><th scope="col">Service tier</th><th scope="col">Ships within</th></tr></thead><tbody>${slaTiers().map(
    (t) => html`<tr><td>${t.name}</td><td>${t.days} business days</td></tr>`,
  )}</tbody></table></div><p>Rush orders ship in ${RUSH_ORDER_DAYS.join(', ')} business days for a fee. The
  <a href="/pricing">price calculator</a> shows the exact due date of your order.</p>`;

/** A domain name as words: `long-sleeve` -> "Long sleeve", `royalblue` -> "Royal blue". */
const COMPOUND: Record<string, string> = {
  royalblue: 'royal blue',
  lightblue: 'light blue',
  forestgreen: 'forest green',
};
const words = (name: string) => {
  const w = (COMPOUND[name] ?? name).replace(/-/g, ' ');
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** R-9-72..78: the garment platens DTG prints on (the print fits the platen). */
const platens = () =>
  html`<h2>Platens</h2><p>Each garment is loaded on a platen; the print fits inside it.</p><div class="table-wrap"><table><caption class="sr-only">DTG platen sizes</caption><thead><tr><th scope="col">Platen</th><th scope="col">Width × height (in)</th></tr></thead><tbody>${Object.entries(
    GARMENT_PLATENS,
  ).map(
    ([name, s]) => html`<tr><td>${words(name)}</td><td>${s.width} × ${s.height}</td></tr>`,
  )}</tbody></table></div>`;

/** R-3-30: the blank colours sublimated garments come in. */
const sublimationColours = () =>
  html`<h2>Garment colours</h2><p>Sublimated garments come in ${SUBLIMATION_COLOURS.length} colours:</p><ul class="swatches">${SUBLIMATION_COLOURS.map(
    (c) =>
      html`<li><span class="swatch"><svg class="dot" viewBox="0 0 10 10" aria-hidden="true"><circle cx="5" cy="5" r="4.5" fill="#${c.hex}" stroke="#8a8f95"></circle></svg>${words(c.name)}</span></li>`,
  )}</ul>`;

/** A product picture in the home page's hero. */
export interface HeroPicture {
  p: CatalogProductDoc;
  color: string;
  size: PictureSize;
}

/**
 * The landing page: a hero (promise, the two ways in, pictures of real catalogue products), what a buyer can
 * count on, what we print, the techniques, how an order goes, the turnaround, integrations and a closing call.
 */
export function homePage(
  categories: readonly { name: string; count: number; href: string }[],
  hero: readonly HeroPicture[] = [],
): Html {
  const total = categories.reduce((n, c) => n + c.count, 0);
  return html`<section class="hero" aria-labelledby="hero-title"><div class="hero-text">
  <p class="eyebrow">Print on demand · from one piece</p>
  <h1 id="hero-title">Custom printing, shipped on a date you can count on</h1>
  <p class="lead">Platen prints your designs on t-shirts, hoodies, caps, mugs, phone cases and posters, one piece
  or thousands, and ships them from our own facilities.</p>
  <p class="cta-row"><a class="button large" href="/order/v2">Start designing</a> <a class="button secondary large" href="/pricing">Get a price</a></p>
  <p class="muted">No account needed to browse and price. You see every cost and the due date before you pay.</p>
  </div>${
    hero.length > 0
      ? html`<ul class="hero-pictures">${hero.map(
          (h, i) => html`<li>${picture(h.p, h.color, h.size, 'hero', i === 0)}</li>`,
        )}</ul>`
      : ''
  }</section>
  <ul class="trust" aria-label="What you can count on">
  <li><strong>Due date up front</strong><span>Every quote names the day your order ships.</span></li>
  <li><strong>Every cost itemised</strong><span>Printing, blanks, shipping and tax before you pay.</span></li>
  <li><strong>Our own facilities</strong><span>Printed, checked and packed by our staff, with tracking.</span></li>
  <li><strong>Proofs on request</strong><span>Approve a proof or a sample before production.</span></li>
  </ul>
  <h2>What we print</h2>
  <p class="muted">${total} products in ${categories.length} categories.</p>
  <ul class="category-links">${categories.map(
    (c) => html`<li><a href="${c.href}">${c.name} <span class="count">${c.count}</span></a></li>`,
  )}</ul>
  <h2>Techniques</h2>
  <ul class="grid techniques">
  <li class="card"><h3><a href="/screenprint">Screenprint</a></h3><p>Up to ${SCREENPRINT_COLOUR_LIMIT} ink colours per side; the best price on larger runs.</p></li>
  <li class="card"><h3><a href="/dtg">Direct to garment</a></h3><p>Full-colour artwork with no setup, from a single piece.</p></li>
  <li class="card"><h3><a href="/sublimation">Sublimation</a></h3><p>Edge-to-edge colour on mugs, cases and housewares.</p></li>
  <li class="card"><h3><a href="/posters">Posters</a></h3><p>${Object.values(POSTER_FORMATS).length} paper formats up to 24 × 36 inches.</p></li>
  </ul>
  <h2>How it works</h2>
  <ol class="steps">
  <li><strong>Pick a product</strong> from the <a href="/catalog">catalogue</a> and a colour.</li>
  <li><strong>Design it</strong> in the browser: upload artwork or add text, and see a mockup.</li>
  <li><strong>Check the price and due date</strong>: the quote shows every cost before you pay.</li>
  <li><strong>We print and ship</strong> from the facility that suits your order, with tracking.</li>
  </ol>
  ${turnaround()}
  <h2>Sell with us</h2>
  <ul class="grid integrations">
  <li class="card"><h3><a href="/shopify">Shopify</a></h3><p>Orders from your store come in by themselves; we ship to your buyers.</p></li>
  <li class="card"><h3><a href="/woocommerce">WooCommerce</a></h3><p>The same for a WordPress shop, with your products mapped once.</p></li>
  <li class="card"><h3><a href="/api">API</a></h3><p>Send orders from your own system and follow them by webhook.</p></li>
  </ul>
  <section class="cta-band" aria-labelledby="cta-title"><h2 id="cta-title">Ready when your design is</h2>
  <p>Upload artwork, see the mockup and the price, and order in minutes.</p>
  <p class="cta-row"><a class="button large" href="/order/v2">Start designing</a> <a class="button secondary large" href="/catalog">Browse the catalogue</a></p></section>`;
}

export interface AreaSummary {
  product: string;
  href: string;
  side: string;
  width: number;
  height: number;
  dpi: number;
}

const areaTable = (areas: readonly AreaSummary[]) =>
  areas.length === 0
    ? html`<p>No catalogue product offers this technique right now.</p>`
    : html`<div class="table-wrap"><table><caption class="sr-only">Print areas</caption><thead><tr><th scope="col">Product</th><th scope="col">Side</th><th scope="col">Print area (in)</th><th scope="col">DPI</th></tr></thead><tbody>${areas.map(
        (a) =>
          html`<tr><td><a href="${a.href}">${a.product}</a></td><td>${a.side}</td><td>${a.width} × ${a.height}</td><td>${a.dpi}</td></tr>`,
      )}</tbody></table></div>`;

export function techniquePage(
  kind: 'screenprint' | 'dtg' | 'sublimation' | 'posters',
  areas: readonly AreaSummary[],
): Html {
  if (kind === 'screenprint')
    return html`<h1>Screenprinting</h1><p class="lead">Ink pushed through a mesh screen, one screen per colour: bold,
    durable prints and the lowest unit price on larger runs.</p>
    <h2>Limits</h2><ul><li>Up to <strong>${SCREENPRINT_COLOUR_LIMIT} ink colours</strong> per side; each colour is its own screen, so the price depends on the colour count.</li>
    <li>Embroidery, on the same garments, takes up to ${EMBROIDERY_COLOUR_LIMIT} thread colours; the first ${EMBROIDERY_FREE_STITCHES.toLocaleString('en-US')} stitches are included.</li>
    <li>Artwork is separated into spot colours; gradients are printed as halftones.</li></ul>
    ${formats()}<h2>Print areas</h2>${areaTable(areas)}${turnaround()}
    <p><a class="button" href="/pricing?type=screenprint">Price a screenprint order</a></p>`;
  if (kind === 'dtg')
    return html`<h1>Direct-to-garment printing</h1><p class="lead">An inkjet printer for fabric: full-colour photos and
    gradients with no screens and no setup, from one piece.</p>
    <h2>Limits</h2><ul><li><strong>No colour limit</strong>: any number of colours costs the same.</li>
    <li>The price depends on the printed area: the larger the artwork, the higher the tier.</li>
    <li>Raster artwork should reach ${DEFAULT_DPI} DPI at its printed size.</li></ul>
    ${formats()}${platens()}<h2>Print areas</h2>${areaTable(areas)}${turnaround()}
    <p><a class="button" href="/pricing?type=dtg">Price a DTG order</a></p>`;
  if (kind === 'sublimation') {
    const fixed = (['mug', 'case', 'sublimation-shirt', 'coaster', 'mousepad'] as const).map((k) => ({
      name: k,
      ...PRINT_AREAS[k],
    }));
    return html`<h1>Sublimation</h1><p class="lead">Dye turned to gas by heat and pressure, bonded into polyester coatings:
    edge-to-edge colour that does not crack or peel.</p>
    <h2>Limits</h2><ul><li>Full colour, no colour limit.</li><li>Only on polyester or coated items: mugs, phone cases, housewares, all-over-print garments.</li>
    <li>One flat price per item, whatever the design.</li></ul>
    <div class="table-wrap"><table><caption class="sr-only">Sublimation print areas</caption><thead><tr><th scope="col">Item</th><th scope="col">Print area (in)</th><th scope="col">DPI</th></tr></thead><tbody>${fixed.map(
      (a) =>
        html`<tr><td>${words(a.name)}</td><td>${a.width ?? '—'} × ${a.height ?? '—'}</td><td>${a.dpi ?? DEFAULT_DPI}</td></tr>`,
    )}</tbody></table></div>
    ${sublimationColours()}${formats()}<h2>Products</h2>${areaTable(areas)}${turnaround()}
    <p><a class="button" href="/pricing?type=sublimation">Price a sublimation order</a></p>`;
  }
  return html`<h1>Posters</h1><p class="lead">Full-colour posters on heavy matte paper, trimmed to size.</p>
  <h2>Formats</h2><div class="table-wrap"><table><caption class="sr-only">Poster formats</caption><thead><tr><th scope="col">Size</th><th scope="col">Width × height (in)</th></tr></thead><tbody>${Object.values(
    POSTER_FORMATS,
  ).map((f) => html`<tr><td>${f.size}</td><td>${f.width} × ${f.height}</td></tr>`)}</tbody></table></div>
  <p>Raster artwork should reach ${DEFAULT_DPI} DPI at the poster size: ${POSTER_FORMATS['24width'].width * DEFAULT_DPI} ×
  ${POSTER_FORMATS['24width'].height * DEFAULT_DPI} pixels for 24 × 36.</p>
  ${formats()}<h2>Products</h2>${areaTable(areas)}${turnaround()}
  <p><a class="button" href="/pricing?type=poster">Price posters</a></p>`;
}

export function integrationPage(kind: 'shopify' | 'woocommerce'): Html {
  const connect = html`<p><a class="button" href="/manager/v2/ecommerce">Connect your store</a></p>
  <p>You need a Platen account: the button asks you to sign in, then opens your Stores page.</p>`;
  const common = html`<li>Publishes a product you designed on Platen to your store: one variant per size, each with a
  Platen SKU and the price you set, with your margin shown against our cost at 25 pieces.</li>
  <li>Imports every paid store order whose SKUs are Platen's as a Platen order, priced by the same quote engine as
  our <a href="/pricing">calculator</a> and paid from your balance or credit line; place them at once or hold them
  as carts to review.</li>
  <li>A SKU we do not know waits for you to map it once to one of your printables; its orders import then.</li>
  <li>A failed import shows its reason on your Stores page with a Retry button.</li>`;
  if (kind === 'shopify')
    return html`<h1>Shopify integration</h1><p class="lead">Sell Platen products in your Shopify store without holding stock.</p>
    <h2>What it does</h2><ul>${common}
    <li>When we ship, the store order is fulfilled with the carrier, tracking number and tracking link.</li>
    <li>Uninstalling the app disconnects the store; its orders stop coming in.</li></ul>
    <h2>Set up</h2><ol><li>Create a Platen account and design your products.</li><li>On your Stores page, enter your
    shop's domain (your-shop.myshopify.com) and approve the Platen app in Shopify.</li><li>Publish products, or map the
    SKUs you already sell.</li></ol>${connect}`;
  return html`<h1>WooCommerce integration</h1><p class="lead">Fulfil WooCommerce orders with Platen: your store's paid orders come to us, tracking goes back.</p>
  <h2>What it does</h2><ul>${common}
  <li>When we ship, the store order gets a note with the carrier, tracking number and link, and is marked completed.</li>
  <li>Cancelling works both ways: an order you cancel in the store is cancelled here while it has not gone to
  print, and an order cancelled here is cancelled in the store.</li></ul>
  <h2>Supported versions</h2><p>WooCommerce ${SUPPORTED_WOOCOMMERCE_VERSIONS.join(', ')} (versions 2.2 to 2.5) through
  their REST API (/wc-api/v3); a store answering that API with another version is refused when you connect it.
  Stores on newer WooCommerce connect through the current REST API (/wp-json/wc/v3).</p>
  <h2>Set up</h2><ol><li>In WooCommerce, create a REST API key with Read/Write access (WooCommerce &gt; Settings &gt;
  API).</li><li>On your Stores page, enter the store's address, the consumer key and secret, and its version. We
  check the keys and register the order webhooks for you.</li><li>Publish products, or map the SKUs you already
  sell.</li></ol>${connect}`;
}

export function apiPage(): Html {
  return html`<h1>The Platen API</h1><p class="lead">Everything the ordering screens do is an HTTP call you can make from your own software.</p>
  <h2>Overview</h2><ul><li><strong>Catalogue</strong>: categories, products, colours, sizes and stock (public).</li>
  <li><strong>Designs and artwork</strong>: upload files, save designs, render mockups.</li>
  <li><strong>Quotes</strong>: price items with printing, blanks, fees, shipping, tax and due date.</li>
  <li><strong>Orders</strong>: create carts and place orders, idempotently.</li></ul>
  <h2>Authentication</h2><p>Use HTTP Basic authentication with your API key as the password. The key is shown once when you
  register or rotate it; we keep only its hash.</p>
  <h2>Reference</h2><p>The <a href="/docs/">API reference</a> lists every endpoint with its request and response schema
  (also as <a href="/api/openapi.json">OpenAPI JSON</a>).</p>`;
}

export function docsPage(): Html {
  return html`<h1>API reference</h1><p class="lead">The reference generated from the server's own schemas.</p>
  <p><a class="button" href="/api/docs">Open the API reference</a> <a class="button secondary" href="/api/openapi.json">OpenAPI JSON</a></p>
  <p>It covers the catalogue (categories, products, sizes, stock), artwork uploads, designs, mockups, quotes, carts
  and orders. Every endpoint shows its parameters, request body and answers, with the errors it can return.</p>
  <p>New to the API? Start with the <a href="/api">overview</a>.</p>`;
}

export function statusPage(s: StatusView): Html {
  const label = { up: 'Operational', down: 'Down', none: 'Not in service' } as const;
  const cls = { up: 'up', down: 'down', none: 'unknown' } as const;
  const all = s.parts.filter((p) => p.state !== 'none').every((p) => p.state === 'up');
  const bar = (d: StatusView['days'][number]) =>
    d.percent === null ? '' : d.percent >= 99.9 ? 'ok' : d.percent >= 95 ? 'partial' : 'bad';
  return html`<h1>Service status</h1>
  <p class="${all ? 'notice' : 'alert'}">${all ? 'All running parts are operational.' : 'Some parts are down.'} Checked ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>
  <div class="table-wrap"><table><caption class="sr-only">Health of each part</caption><thead><tr><th scope="col">Part</th><th scope="col">State</th><th scope="col">Detail</th></tr></thead><tbody>${s.parts.map(
    (p) =>
      html`<tr><td>${p.name}</td><td class="${cls[p.state]}">${label[p.state]}</td><td>${p.detail}</td></tr>`,
  )}</tbody></table></div>
  <h2>Last 90 days</h2>
  <p>Uptime of web, database and storage together, from the heartbeat the server records every five minutes:
  <strong>${s.overall === null ? 'no heartbeats recorded yet' : `${s.overall}%`}</strong>. Days without heartbeats (the service was not running) are grey.</p>
  <ul class="bars" aria-hidden="true">${s.days.map((d) => html`<li class="${bar(d)}"></li>`)}</ul>
  <details><summary>Daily figures</summary><div class="table-wrap"><table><thead><tr><th scope="col">Day (UTC)</th><th scope="col">Heartbeats</th><th scope="col">Uptime</th></tr></thead><tbody>${[
    ...s.days,
  ]
    .reverse()
    .map(
      (d) =>
        html`<tr><td>${d.day}</td><td>${d.beats}</td><td>${d.percent === null ? 'no data' : `${d.percent}%`}</td></tr>`,
    )}</tbody></table></div></details>`;
}

export interface ContactState {
  values?: Readonly<Record<string, string>>;
  errors?: ContactErrors;
  sent?: boolean;
  csrf: string;
}

export function contactPage(st: ContactState): Html {
  const v = st.values ?? {};
  const e = st.errors ?? {};
  const err = (k: keyof ContactErrors) => (e[k] ? html`<p class="error" id="${k}-error">${e[k]}</p>` : '');
  const described = (k: keyof ContactErrors) =>
    e[k] ? raw(` aria-describedby="${k}-error" aria-invalid="true"`) : '';
  return html`<h1>Contact us</h1>
  <p class="lead">Questions about an order, a quote for a large run, press or partnerships: a person reads every message
  and answers within one business day.</p>
  ${st.sent ? html`<p class="notice" role="status">Thank you: your message was received. We will answer by e-mail.</p>` : ''}
  ${Object.keys(e).length ? html`<p class="alert" role="alert">Please correct the fields marked below.</p>` : ''}
  <form class="stack" method="post" action="/contact">
  <input type="hidden" name="csrf" value="${st.csrf}">
  <label for="name">Your name</label><input id="name" name="name" autocomplete="name" required maxlength="${CONTACT_LIMITS.name}" value="${v.name ?? ''}"${described('name')}>${err('name')}
  <label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="${CONTACT_LIMITS.email}" value="${v.email ?? ''}"${described('email')}>${err('email')}
  <label for="topic">Topic</label><select id="topic" name="topic"${described('topic')}>${CONTACT_TOPICS.map(
    (t) => html`<option${v.topic === t ? raw(' selected') : ''}>${t}</option>`,
  )}</select>${err('topic')}
  <label for="message">Message</label><textarea id="message" name="message" required minlength="${CONTACT_LIMITS.minMessage}" maxlength="${CONTACT_LIMITS.message}"${described('message')}>${v.message ?? ''}</textarea>${err('message')}
  <p><button type="submit">Send message</button></p>
  </form>`;
}

export function markdownBody(htmlText: string): Html {
  return html`<div class="prose">${raw(htmlText)}</div>`;
}

/** Print areas of the catalogue products offering a print type (front side first). */
export function areasFor(
  products: readonly CatalogProductDoc[],
  printTypes: readonly string[],
): AreaSummary[] {
  return products
    .filter((p) => p.printTypes.some((t) => printTypes.includes(t)))
    .flatMap((p) =>
      Object.entries(p.printAreas).map(([side, a]) => ({
        product: p.name,
        href: `/catalog/${encodeURIComponent(p.identifier)}`,
        side,
        width: a.width,
        height: a.height,
        dpi: a.dpi,
      })),
    );
}
