import type { CatalogProductDoc, CategoryRow } from '@platen/db';
import { sizeLabel, sortSizes } from '@platen/domain/catalog/size-codes';
import {
  colourLimit,
  EMBROIDERY_COLOUR_LIMIT,
  SCREENPRINT_COLOUR_LIMIT,
} from '@platen/domain/design/colour-limits';
import {
  CALCULATOR_PRINT_SIZES,
  type CalculatorInput,
  calculatorAssumption,
  DEFAULT_PRINT_SIZE,
} from '@platen/domain/site/price-calculator';
import type { CalculatorResult } from '../services/site/public-quote.ts';
import { type Html, html, raw } from './html.ts';
import { money, printTypeName } from './pages.ts';
import { type PictureSize, picture } from './picture.ts';

export type { PictureSize };

export const productHref = (p: { identifier: string }, color?: string) =>
  `/catalog/${encodeURIComponent(p.identifier)}${color ? `?color=${encodeURIComponent(color)}` : ''}`;
/** "Design this": the ordering flow's start with the product and colour chosen (O-2-19 parameters). */
export const designHref = (p: { identifier: string }, color: string) =>
  `/order/v2?${new URLSearchParams({ productIdentifier: p.identifier, printableColor: color })}`;
export const pricingHref = (p: { identifier: string }, color: string, extra: Record<string, string> = {}) =>
  `/pricing?${new URLSearchParams({ product: p.identifier, color, ...extra })}`;

export function cataloguePage(
  categories: readonly CategoryRow[],
  current: CategoryRow | null,
  products: readonly {
    p: CatalogProductDoc;
    unitCents: number | null;
    quantity: number;
    size: PictureSize;
  }[],
): Html {
  return html`<h1>${current ? current.name : 'Catalogue'}</h1>
  <p class="lead">Every product we print, with its colours, sizes and live prices. Choose one to see it in each colour.</p>
  <nav aria-label="Categories"><ul class="swatches"><li><a href="/catalog"${current ? '' : raw(' aria-current="true"')}>All products</a></li>${categories.map(
    (c) =>
      html`<li><a href="/catalog?category=${encodeURIComponent(c.categoryId)}"${current?.categoryId === c.categoryId ? raw(' aria-current="true"') : ''}>${c.name}</a></li>`,
  )}</ul></nav>
  <ul class="grid products">${products.map(({ p, unitCents, quantity, size }, i) => {
    const color = p.colors[0]?.name ?? '';
    return html`<li class="card">${color ? picture(p, color, size, 'card', i < 2) : ''}<h2><a href="${productHref(p)}">${p.name}</a></h2>
    <p class="muted">${p.brand} · ${p.colors.length} ${p.colors.length === 1 ? 'colour' : 'colours'} · ${p.printTypes.map(printTypeName).join(', ')}</p>
    <p>${unitCents === null ? 'Price on request' : html`<span class="price">${money(unitCents)}</span> each for ${quantity}`}</p>
    ${unitCents === null ? '' : html`<p class="muted">${printTypeName(p.printTypes[0] ?? 'screenprint')}, ${calculatorAssumption({ printType: (p.printTypes[0] ?? 'screenprint') as CalculatorInput['printType'], colors: 1, printSize: DEFAULT_PRINT_SIZE })}</p>`}</li>`;
  })}</ul>`;
}

export function productPage(
  p: CatalogProductDoc,
  color: string,
  size: PictureSize,
  prices: readonly { quantity: number; unitCents: number | null }[],
  printType: string,
): Html {
  const c = p.colors.find((x) => x.name === color) ?? p.colors[0];
  const sizes = [...(c?.sizes ?? p.sizes)].sort(sortSizes);
  return html`<p><a href="/catalog">← Catalogue</a></p><div class="product"><div>${picture(p, color, size, 'product', true)}</div><div>
  <h1>${p.name}</h1><p class="muted">${p.brand} ${p.style} · ${p.material}</p><p>${p.description}</p>
  <h2>Colours</h2><ul class="swatches">${p.colors.map(
    (x) =>
      html`<li><a href="${productHref(p, x.name)}"${x.name === color ? raw(' aria-current="true"') : ''}><svg class="dot" viewBox="0 0 10 10" aria-hidden="true"><circle cx="5" cy="5" r="4.5" fill="#${x.hex}" stroke="#8a8f95"></circle></svg>${x.name}</a></li>`,
  )}</ul>
  <h2>Sizes in ${color}</h2><p>${sizes.map(sizeLabel).join(', ')}</p>
  <h2>Printed with</h2><p>${p.printTypes.map(printTypeName).join(', ')}</p>
  <h2>Price each (${printTypeName(printType)})</h2>
  <p class="muted" id="price-assumes">Priced ${calculatorAssumption({ printType: printType as CalculatorInput['printType'], colors: 1, printSize: DEFAULT_PRINT_SIZE })}; your design's own size and colours set your price in the editor.</p>
  <div class="table-wrap"><table><caption class="sr-only">Unit price by quantity</caption><thead><tr><th scope="col">Quantity</th><th scope="col">Each</th></tr></thead><tbody>${prices.map(
    (r) => html`<tr><td>${r.quantity}</td><td>${money(r.unitCents)}</td></tr>`,
  )}</tbody></table></div>
  <p><a class="button" href="${designHref(p, color)}">Design this</a> <a class="button secondary" href="${pricingHref(p, color)}">Price this</a></p>
  </div></div>`;
}

export function pricingPage(
  products: readonly CatalogProductDoc[],
  product: CatalogProductDoc,
  input: CalculatorInput,
  result: CalculatorResult,
): Html {
  const color = product.colors.find((x) => x.name === input.color) ?? product.colors[0];
  const sizes = [...(color?.sizes ?? product.sizes)].sort(sortSizes);
  const qty = (s: string) => input.quantities.find((l) => l.size === s)?.quantity ?? '';
  const limit = colourLimit(input.printType) ?? SCREENPRINT_COLOUR_LIMIT;
  return html`<h1>Pricing</h1>
  <p class="lead">Prices come from the same quote engine as checkout: printing, blank, fees and the due date. Shipping and tax are added at checkout from your address.</p>
  <form method="get" action="/pricing" id="calculator" class="stack">
  <label for="product">Product</label><select id="product" name="product">${products.map(
    (p) =>
      html`<option value="${p.identifier}"${p.identifier === product.identifier ? raw(' selected') : ''}>${p.name} (${p.brand})</option>`,
  )}</select>
  <label for="color">Colour</label><select id="color" name="color">${product.colors.map(
    (c) => html`<option${c.name === color?.name ? raw(' selected') : ''}>${c.name}</option>`,
  )}</select>
  <label for="type">Print type</label><select id="type" name="type">${product.printTypes.map(
    (t) =>
      html`<option value="${t}"${t === input.printType ? raw(' selected') : ''}>${printTypeName(t)}</option>`,
  )}</select>
  <label for="colors">Ink or thread colours (screenprint up to ${SCREENPRINT_COLOUR_LIMIT}, embroidery up to ${EMBROIDERY_COLOUR_LIMIT})</label>
  <input id="colors" name="colors" type="number" inputmode="numeric" min="1" max="${limit}" value="${input.colors}">
  <label for="size">Print size (DTG is priced by the area the artwork covers)</label><select id="size" name="size">${Object.entries(
    CALCULATOR_PRINT_SIZES,
  ).map(
    ([k, v]) =>
      html`<option value="${k}"${k === input.printSize ? raw(' selected') : ''}>${v.label}</option>`,
  )}</select>
  <label for="stitches">Stitch count (embroidery)</label>
  <input id="stitches" name="stitches" type="number" inputmode="numeric" min="1" value="${input.stitches}">
  <fieldset><legend>Quantity per size</legend><div class="sizes">${sizes.map(
    (s) =>
      html`<div><label for="q-${s}">${sizeLabel(s)}</label><input id="q-${s}" name="q.${s}" type="number" inputmode="numeric" min="0" value="${qty(s)}"></div>`,
  )}</div></fieldset>
  <p><button type="submit">Get price</button></p>
  </form>
  <section id="result" aria-live="polite" aria-labelledby="result-title">${pricingResult(product, color?.name ?? '', result)}</section>`;
}

export function pricingResult(product: CatalogProductDoc, color: string, r: CalculatorResult): Html {
  const head = html`<h2 id="result-title">Your price</h2>`;
  if (r.totalCents === null || !r.breakdown)
    return html`${head}${r.issues.length ? html`<ul class="alert">${r.issues.map((i) => html`<li>${i}</li>`)}</ul>` : html`<p>Enter quantities per size and choose Get price.</p>`}`;
  const b = r.breakdown;
  return html`${head}<p><span class="price" id="total-price">${money(r.totalCents)}</span> for ${r.pieces} ${r.pieces === 1 ? 'piece' : 'pieces'}
  (<span class="price" id="unit-price">${money(r.unitCents)}</span> each at ${r.pieces}), ${r.assumes}.</p>
  <div class="table-wrap"><table><caption class="sr-only">Price breakdown</caption><tbody>
  <tr><th scope="row">Printing</th><td>${money(b.printing)}</td></tr>
  <tr><th scope="row">Blank products</th><td>${money(b.blanks)}</td></tr>
  <tr><th scope="row">Fees</th><td>${money(b.fees)}</td></tr>
  <tr><th scope="row">Total</th><td>${money(r.totalCents)}</td></tr></tbody></table></div>
  <p id="due-date">${r.dueDate ? html`Ships by <strong>${r.dueDate.slice(0, 10)}</strong>${r.slaDays ? ` (${r.slaDays} business days)` : ''} if ordered now.` : 'Due date shown at checkout.'}</p>
  ${r.dueDate ? (r.rush.length ? html`<p id="rush">Need it sooner? ${r.rush.map((o, i) => html`${i ? '; ' : ''}${o.days}-day rush: ships by <strong>${o.dueDate.slice(0, 10)}</strong> for ${money(o.cents)} more`)}.</p>` : html`<p id="rush" class="muted">No rush makes this any sooner.</p>`) : ''}
  ${r.warnings.length ? html`<ul>${r.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ''}
  <p><a class="button" href="${designHref(product, color)}">Design this</a></p>`;
}
