import type { ArtworkResponse } from '@platen/contracts';
import {
  type EmbroideryFont,
  GENERATOR_PLACEMENTS,
  GENERATOR_THREADS,
  type Generated,
  logoEmbroidery,
  textEmbroidery,
} from '@platen/domain/design/embroidery-generator';
import { useState } from 'react';
import { useArtworksQuery } from '@/api/print/artworks.ts';
import { type QuoteBulkInput, useQuoteBulkQuery } from '@/api/print/quote.ts';
import { useSettledKey } from '@/lib/use-settled.ts';

export type GeneratorMode = 'text' | 'logo';

/** What the generator's form holds (strings as typed: numbers are read where they are used). */
export interface GeneratorForm {
  mode: GeneratorMode;
  text: string;
  font: EmbroideryFont;
  letterHeight: string;
  artworkId: string;
  logoWidth: string;
  placement: (typeof GENERATOR_PLACEMENTS)[number]['id'];
  thread: (typeof GENERATOR_THREADS)[number]['id'];
  quantity: string;
}

const INITIAL: GeneratorForm = {
  mode: 'text',
  text: 'Platen',
  font: 'block',
  letterHeight: '1',
  artworkId: '',
  logoWidth: '3',
  placement: 'cap-front',
  thread: 'white',
  quantity: '24',
};

/** The quote request pricing `stitchCount` stitches on the placement's product (one thread colour per stop). */
function quoteRequest(
  placement: (typeof GENERATOR_PLACEMENTS)[number],
  stitchCount: number,
  quantity: number,
): QuoteBulkInput {
  return {
    items: [
      {
        type: 'embr',
        products: [{ id: placement.product, quantity, size: placement.size, color: placement.color }],
        sides: { [placement.side]: 1 },
        quoteDetails: { embroidery: { sides: { [placement.side]: { stitchCount, colors: 1 } } } },
      },
    ],
    sla: false,
  };
}

/**
 * The embroidery generator's state: the form, the generated size and stitch estimate (domain rules), and the
 * price per unit from the one quote engine (asked once the typing settles).
 */
export function useEmbroideryGenerator() {
  const [form, setForm] = useState<GeneratorForm>(INITIAL);
  const set = <K extends keyof GeneratorForm>(key: K, value: GeneratorForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const artworks = useArtworksQuery('', { skip: form.mode !== 'logo' });
  const placement = GENERATOR_PLACEMENTS.find((p) => p.id === form.placement) ?? GENERATOR_PLACEMENTS[0];
  const artwork: ArtworkResponse | undefined = artworks.data?.find((a) => a.artworkId === form.artworkId);
  const generated: Generated =
    form.mode === 'text'
      ? textEmbroidery(form.text, form.font, Number(form.letterHeight) || 0, placement)
      : artwork
        ? logoEmbroidery(artwork, Number(form.logoWidth) || 0, placement)
        : { ok: false, reason: 'Choose one of your uploaded logos.' };
  const quantity = Math.max(1, Math.floor(Number(form.quantity) || 1));
  const request = generated.ok ? quoteRequest(placement, generated.value.stitchCount, quantity) : null;
  const settled = useSettledKey(request ? JSON.stringify(request) : null, 400);
  const quote = useQuoteBulkQuery(
    settled ? (JSON.parse(settled) as QuoteBulkInput) : ({} as QuoteBulkInput),
    {
      skip: !settled,
    },
  );
  const line = settled && quote.data && !quote.isFetching ? quote.data.breakdown[0] : undefined;
  const perUnit = line
    ? {
        embroidery: Math.round(line.printing / quantity),
        withBlank: Math.round((line.printing + line.blanks) / quantity),
      }
    : null;
  const thread = GENERATOR_THREADS.find((t) => t.id === form.thread) ?? GENERATOR_THREADS[0];
  return { form, set, placement, artworks, artwork, generated, quantity, perUnit, quote, thread };
}
