import { colourLimitIssues } from '@platen/domain/design/colour-limits';
import { designReadyIssues } from '@platen/domain/design/design-ready';
import { elementBox } from '@platen/domain/editor/editor-element';
import { editorReadiness, oversizeIssues } from '@platen/domain/editor/editor-readiness';
import type { EditorSide } from '@platen/domain/editor/editor-sides';
import { printQuality } from '@platen/domain/editor/print-quality';
import type { DesignDraft } from '@platen/domain/entities/entities';
import { px } from '@platen/domain/units/units';
import type { Artwork } from './api/editor-api.ts';
import { artAspect } from './editor-geometry.ts';

/** What "Ready to print?" shows: the design's issues, each placed artwork's print quality, and the verdict. */
export interface DesignCheck {
  issues: { path: string; code?: string; message: string }[];
  quality: ({ key: string; side: string; name: string } & ReturnType<typeof printQuality>)[];
  verdict: ReturnType<typeof editorReadiness>;
}

/** The design's checks (domain rules: readiness, colour limits, oversize, print quality at the placed size). */
export function designCheck(
  draft: DesignDraft,
  sides: EditorSide[],
  artworks: Record<string, Artwork>,
  minQuality: number | null,
): DesignCheck {
  const issues = [
    ...designReadyIssues(draft),
    ...colourLimitIssues(draft.printType ?? '', draft.sides),
    ...oversizeIssues(draft, sides),
  ];
  const quality = Object.entries(draft.sides).flatMap(([key, s]) => {
    const area = sides.find((x) => x.key === key)?.area;
    return s.elements.flatMap((e, i) => {
      const art = artworks[e.artworkId ?? ''];
      const box = area ? elementBox(e, area, artAspect(art)) : null;
      if (!art || !box) return [];
      const q = printQuality(
        {
          name: art.name,
          format: art.format,
          pixelWidth: px(art.width),
          pixelHeight: px(art.height),
          width: box.width,
          height: box.height,
        },
        minQuality,
      );
      return [{ key: `${key}:${i}`, side: key, name: art.name, ...q }];
    });
  });
  const verdict = editorReadiness(
    issues,
    quality.flatMap((q) => (q.warning ? [q.warning] : [])),
  );
  return { issues, quality, verdict };
}

/** The canvas marks a low-DPI element with a short label; the full warning is listed under "Print quality". */
export const lowDpiLabels = (quality: DesignCheck['quality']) =>
  new Map(
    quality.flatMap((q) =>
      q.warning ? [[q.key, `${q.name}: low resolution, ${q.dpi} DPI at this size`] as const] : [],
    ),
  );
