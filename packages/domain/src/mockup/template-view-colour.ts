/**
 * R-2-24 mockup server view: a template is drawn only in a catalogue colour of a product that uses it, so the
 * public view has a finite set of answers (and of cached files) instead of one per hex code.
 */
export type TemplateViewColour = { ok: true; hex: string } | { ok: false; message: string };

/** `#` and the short form are accepted; case does not matter. */
export const normaliseHex = (c: string): string => {
  const h = c.trim().replace(/^#/, '').toLowerCase();
  return h.length === 3 ? [...h].map((d) => d + d).join('') : h;
};

/** The requested colour as a 6-digit hex when it is one of `catalogue` (the colours of the template's products). */
export function templateViewColour(
  template: string,
  requested: string,
  catalogue: readonly string[],
): TemplateViewColour {
  const hex = normaliseHex(requested);
  if (catalogue.some((c) => normaliseHex(c) === hex)) return { ok: true, hex };
  return {
    ok: false,
    message: `#${hex} is not a colour of any product drawn on the "${template}" template.`,
  };
}
